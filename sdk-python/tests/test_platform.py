"""Platform routes through the generated client: a billing service account, plans, tenant plans."""

from __future__ import annotations

import uuid

import pytest
from support import PASSWORD, unique_email

from gatekeep import ApiError, Client


def plan_key() -> str:
    """Unique per call, so that runs can share one database."""
    return f"py-{uuid.uuid4().hex[:12]}"


def test_billing_flow(base_url: str, bootstrap_token: str) -> None:
    with Client(base_url, token=bootstrap_token) as bootstrap:
        created = bootstrap.create_service_account({"name": "py billing", "permissions": ["billing:write"]})
        account, key = created["serviceAccount"], created["secret"]
        assert key.startswith("gkp_")
        assert (account["permissions"], account["createdBy"], account["disabledAt"]) == (["billing:write"], "bootstrap", None)

        # Newest first: the new account comes early; stop there (the database may be shared).
        found = next((a for a in bootstrap.paginate(bootstrap.list_service_accounts, limit=1) if a["id"] == account["id"]), None)
        assert found == account

    with Client(base_url, token=key) as billing, Client(base_url) as user:
        key_name = plan_key()
        plan = billing.create_plan({"key": key_name, "name": "Py Plan", "limits": {"maxApiKeys": 3}})
        assert plan["key"] == key_name and plan["id"].startswith("pln_")
        assert plan["limits"] == {"maxMembers": None, "maxApiKeys": 3, "maxWebhookEndpoints": None}

        user.set_token(user.signup({"email": unique_email("py-platform"), "password": PASSWORD})["accessToken"])
        tenant = user.create_tenant({"name": "Py Billing"})
        assert tenant["planId"] != plan["id"]

        moved = billing.assign_tenant_plan(tenant["id"], {"planId": plan["id"]})
        assert (moved["id"], moved["planId"]) == (tenant["id"], plan["id"])
        assert user.get_tenant(tenant["id"])["planId"] == plan["id"]


def test_bootstrap_cannot_create_plans(base_url: str, bootstrap_token: str) -> None:
    with Client(base_url, token=bootstrap_token) as bootstrap:
        with pytest.raises(ApiError) as denied:
            bootstrap.create_plan({"key": plan_key(), "name": "Nope"})
        assert (denied.value.status, denied.value.code) == (403, "SERVICE_ACCOUNT_REQUIRED")


def test_jobs_create_read_cancel(base_url: str, bootstrap_token: str) -> None:
    with Client(base_url, token=bootstrap_token) as bootstrap:
        key = bootstrap.create_service_account({"name": "py jobs", "permissions": ["jobs:read", "jobs:write"]})["secret"]

    with Client(base_url, token=key) as operator:
        job = operator.create_job({"type": "api_keys.expire_sweep", "payload": {}, "runAt": "2999-01-01T00:00:00.000Z"})
        assert (job["type"], job["status"], job["attempts"]) == ("api_keys.expire_sweep", "queued", 0)
        assert operator.get_job(job["id"]) == job
        listed = operator.list_jobs(status="queued", type="api_keys.expire_sweep", limit=100)
        assert job["id"] in [j["id"] for j in listed["items"]]

        cancelled = operator.cancel_job(job["id"])
        assert cancelled["status"] == "cancelled"
        with pytest.raises(ApiError) as conflict:
            operator.cancel_job(job["id"])
        assert (conflict.value.status, conflict.value.code) == (409, "CONFLICT")


def test_users_are_administered(base_url: str, bootstrap_token: str) -> None:
    """Issue 31: list, read, tag, disable and delete a user through the generated client."""
    with Client(base_url) as user, Client(base_url, token=bootstrap_token) as bootstrap:
        email = unique_email("py-admin")
        tokens = user.signup({"email": email, "password": PASSWORD})
        user_id = tokens["user"]["id"]
        created = bootstrap.create_service_account({"name": "py users", "permissions": ["users:read", "users:write"]})
        with Client(base_url, token=created["secret"]) as admin:
            page = admin.list_users(email=email)
            assert [u["id"] for u in page["items"]] == [user_id]
            tagged = admin.update_user(user_id, {"publicMetadata": {"tier": "gold"}})
            assert (tagged["publicMetadata"], tagged["metadata"]) == ({"tier": "gold"}, {})

            disabled = admin.disable_user(user_id)
            assert disabled["disabledAt"] is not None
            with pytest.raises(ApiError) as refused:
                user.login({"email": email, "password": PASSWORD})
            assert (refused.value.status, refused.value.code) == (403, "ACCOUNT_DISABLED")

            assert admin.delete_user(user_id) == {"id": user_id, "deleted": True}
            with pytest.raises(ApiError) as gone:
                admin.get_user(user_id)
            assert gone.value.status == 404


def test_tenants_are_managed_through_the_platform(base_url: str, bootstrap_token: str) -> None:
    """Issue 31: create a tenant with its owner, tag and find it, invite, and delete it."""
    with Client(base_url) as person, Client(base_url, token=bootstrap_token) as bootstrap:
        email = unique_email("py-tenant-owner")
        person.signup({"email": email, "password": PASSWORD})
        created = bootstrap.create_service_account({"name": "py tenants", "permissions": ["tenants:read", "tenants:write"]})
        with Client(base_url, token=created["secret"]) as ops:
            crm_id = f"acct-{uuid.uuid4().hex[:8]}"
            made = ops.create_platform_tenant({"name": "Py Provisioned", "ownerEmail": email, "metadata": {"crmId": crm_id}})
            tenant_id = made["tenant"]["id"]
            # The address is not verified here, so it is invited as owner rather than made one.
            assert made["owner"] is None
            assert made["invitation"] is not None and made["invitation"]["role"] == "owner"
            found = ops.list_platform_tenants(metadata_key="crmId", metadata_value=crm_id)
            assert [t["id"] for t in found["items"]] == [tenant_id]
            renamed = ops.update_platform_tenant(tenant_id, {"metadata": {"crmId": crm_id, "seats": 3}})
            assert renamed["metadata"] == {"crmId": crm_id, "seats": 3}
            invitation = ops.create_platform_tenant_invitation(tenant_id, {"email": unique_email("py-invitee"), "role": "member"})
            assert ops.get_platform_tenant_invitation(tenant_id, invitation["id"])["status"] == "pending"
            assert ops.revoke_platform_tenant_invitation(tenant_id, invitation["id"])["status"] == "revoked"
            assert ops.list_platform_tenant_members(tenant_id)["items"] == []
            with pytest.raises(ApiError) as half:
                ops.list_platform_tenants(metadata_key="crmId")
            assert (half.value.status, half.value.code) == (400, "VALIDATION_FAILED")
            assert ops.delete_platform_tenant(tenant_id) == {"id": tenant_id, "deleted": True}
            with pytest.raises(ApiError) as gone:
                ops.get_platform_tenant(tenant_id)
            assert gone.value.status == 404


def test_platform_oidc_clients(base_url: str, bootstrap_token: str) -> None:
    with Client(base_url, token=bootstrap_token) as bootstrap:
        key = bootstrap.create_service_account({"name": "py clients", "permissions": ["oidc_clients:write"]})["secret"]
    with Client(base_url, token=key) as platform:
        created = platform.create_platform_oidc_client({"name": "Py platform app", "redirectUris": ["https://py.example.test/cb"]})
        client = created["oidcClient"]
        assert client["tenantId"] is None and created["secret"] is not None
        assert platform.rotate_platform_oidc_client_secret(client["id"])["secret"] != created["secret"]
        assert platform.delete_platform_oidc_client(client["id"]) == {"id": client["id"], "deleted": True}
        with pytest.raises(ApiError) as gone:
            platform.get_platform_oidc_client(client["id"])
        assert (gone.value.status, gone.value.code) == (404, "NOT_FOUND")
