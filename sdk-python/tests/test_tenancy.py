"""Tenancy routes through the generated client: typed methods, paging and the raw export."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import PASSWORD, outbox_token, unique_email

from gatekeep import ApiError, Client


def test_tenant_member_audit_paging_and_export(base_url: str, data_dir: Path) -> None:
    with Client(base_url) as gk, Client(base_url) as colleague_client:
        owner_email = unique_email("py-owner")
        gk.set_token(gk.signup({"email": owner_email, "password": PASSWORD})["accessToken"])
        # Inviting needs a verified address of one's own.
        assert gk.verify_email({"token": outbox_token(data_dir, owner_email, "gkv_")})["emailVerified"] is True
        colleague = colleague_client.signup({"email": unique_email("py-member"), "password": PASSWORD})

        tenant = gk.create_tenant({"name": "Python Tenant"})
        assert tenant["slug"].startswith("python-tenant")
        # Every address is invited (202, the invitation): nobody joins without accepting.
        invited = gk.add_member(tenant["id"], {"email": colleague["user"]["email"], "role": "member"})
        assert invited["role"] == "member"
        assert invited.get("status") == "pending"
        for i in range(4):
            gk.create_role(tenant["id"], {"name": f"py-role-{i}", "permissions": ["x:read"]})

        actions = [event["action"] for event in gk.paginate(gk.list_audit_events, tenant["id"], limit=2)]
        assert len(actions) == 6
        assert actions[-1] == "tenant.created"

        lines = list(gk.export_audit_events_lines(tenant_id=tenant["id"]))
        assert [json.loads(line)["action"] for line in lines if line] == list(reversed(actions))
        csv = gk.export_audit_events(tenant_id=tenant["id"], format="csv")
        assert csv.startswith("id,occurredAt,tenantId,")


def test_hidden_tenant_is_a_404(base_url: str) -> None:
    with Client(base_url) as owner, Client(base_url) as stranger:
        owner.set_token(owner.signup({"email": unique_email(), "password": PASSWORD})["accessToken"])
        tenant = owner.create_tenant({"name": "Private"})
        stranger.set_token(stranger.signup({"email": unique_email(), "password": PASSWORD})["accessToken"])
        with pytest.raises(ApiError) as caught:
            stranger.get_tenant(tenant["id"])
        assert (caught.value.status, caught.value.code) == (404, "NOT_FOUND")


def test_invitation_is_accepted_by_the_verified_owner_of_the_address(base_url: str, data_dir: Path) -> None:
    with Client(base_url) as owner, Client(base_url) as invitee:
        inviter_email = unique_email("py-inviter")
        owner.set_token(owner.signup({"email": inviter_email, "password": PASSWORD})["accessToken"])
        assert owner.verify_email({"token": outbox_token(data_dir, inviter_email, "gkv_")})["emailVerified"] is True
        tenant = owner.create_tenant({"name": "Invites"})
        email = unique_email("py-invitee")
        invitation = owner.create_invitation(tenant["id"], {"email": email, "role": "admin"})
        assert (invitation["status"], invitation["email"]) == ("pending", email)

        invitee.set_token(invitee.signup({"email": email, "password": PASSWORD})["accessToken"])
        with pytest.raises(ApiError) as caught:
            invitee.accept_invitation({"token": outbox_token(data_dir, email, "gki_")})
        assert (caught.value.status, caught.value.code) == (403, "EMAIL_NOT_VERIFIED")

        assert invitee.verify_email({"token": outbox_token(data_dir, email, "gkv_")})["emailVerified"] is True
        member = invitee.accept_invitation({"token": outbox_token(data_dir, email, "gki_")})
        assert member["role"] == "admin"
        statuses = [i["status"] for i in owner.paginate(owner.list_invitations, tenant["id"])]
        assert statuses == ["accepted"]


def test_domain_claim_verify_and_delete(base_url: str) -> None:
    with Client(base_url) as gk:
        gk.set_token(gk.signup({"email": unique_email("py-domains"), "password": PASSWORD})["accessToken"])
        tenant = gk.create_tenant({"name": "Python Domains"})
        name = f"py-{unique_email('d').split('@')[0]}.example.test".lower()
        domain = gk.create_domain(tenant["id"], {"domain": name})
        assert (domain["status"], domain["verification"]["name"]) == ("pending", f"_gatekeep-challenge.{name}")
        # The session's resolver knows no name: the record is not there yet.
        with pytest.raises(ApiError) as caught:
            gk.verify_domain(tenant["id"], domain["id"])
        assert (caught.value.status, caught.value.code) == (409, "CONFLICT")
        assert gk.get_domain(tenant["id"], domain["id"])["status"] == "pending"
        assert [d["domain"] for d in gk.list_domains(tenant["id"])["items"]] == [name]
        assert gk.delete_domain(tenant["id"], domain["id"]) == {"id": domain["id"], "deleted": True}


def test_oidc_client_secret_once_rotation_and_refusals(base_url: str) -> None:
    with Client(base_url) as gk:
        gk.set_token(gk.signup({"email": unique_email("py-oidc-clients"), "password": PASSWORD})["accessToken"])
        tenant = gk.create_tenant({"name": "Python OIDC clients"})
        created = gk.create_oidc_client(tenant["id"], {"name": "Py app", "redirectUris": ["https://app.example.test/cb"]})
        client = created["oidcClient"]
        assert created["secret"] is not None and created["secret"].startswith("gkcs_")
        rotated = gk.rotate_oidc_client_secret(tenant["id"], client["id"])
        assert rotated["secret"] != created["secret"]
        public = gk.create_oidc_client(
            tenant["id"],
            {"name": "Py SPA", "redirectUris": ["http://localhost:8400/cb"], "tokenEndpointAuthMethod": "none", "grantTypes": ["authorization_code"]},
        )
        assert public["secret"] is None
        with pytest.raises(ApiError) as no_secret:
            gk.rotate_oidc_client_secret(tenant["id"], public["oidcClient"]["id"])
        assert (no_secret.value.status, no_secret.value.code) == (409, "CONFLICT")
        assert [c["id"] for c in gk.list_oidc_clients(tenant["id"])["items"]] == sorted([client["id"], public["oidcClient"]["id"]])
        assert gk.delete_oidc_client(tenant["id"], client["id"]) == {"id": client["id"], "deleted": True}
