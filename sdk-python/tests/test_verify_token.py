"""verify_token and verify_service_token: a resource server checks Gatekeep tokens offline against the published keys."""

from __future__ import annotations

import httpx
import jwt
import pytest
from support import PASSWORD, unique_email

from gatekeep import (
    Client,
    GatekeepClaims,
    InvalidTenantError,
    InvalidTokenTypeError,
    ServiceTokenClaims,
    verify_service_token,
    verify_token,
)


def test_a_user_access_token_verifies_to_its_claims(gk: Client, base_url: str) -> None:
    issuer = httpx.get(base_url + "/.well-known/openid-configuration").json()["issuer"]
    tokens = gk.signup({"email": unique_email("py-verify"), "password": PASSWORD})

    claims: GatekeepClaims = verify_token(tokens["accessToken"], base_url=base_url, issuer=issuer)
    assert claims["sub"] == tokens["user"]["id"]
    assert (claims["iss"], claims["aud"]) == (issuer, "gatekeep")
    assert claims["sid"] and "tid" not in claims
    assert claims["exp"] - claims["iat"] == tokens["expiresIn"]

    with pytest.raises(jwt.InvalidAudienceError):
        verify_token(tokens["accessToken"], base_url=base_url, issuer=issuer, audience="orders")
    with pytest.raises(jwt.InvalidIssuerError):
        verify_token(tokens["accessToken"], base_url=base_url, issuer="https://someone-else.example")
    with pytest.raises(jwt.InvalidTokenError):
        verify_token(tokens["accessToken"][:-4] + "AAAA", base_url=base_url, issuer=issuer)


def test_a_tenant_scoped_token_carries_tenant_role_and_permissions(gk: Client, base_url: str) -> None:
    issuer = httpx.get(base_url + "/.well-known/openid-configuration").json()["issuer"]
    tokens = gk.signup({"email": unique_email("py-verify-tenant"), "password": PASSWORD})
    gk.set_token(tokens["accessToken"])
    tenant = gk.create_tenant({"name": "Scoped"})
    scoped = gk.issue_tenant_token({"tenantId": tenant["id"]})
    assert (scoped["tenantId"], scoped["role"], scoped["permissions"]) == (tenant["id"], "owner", ["tenant:*"])

    claims: GatekeepClaims = verify_token(scoped["accessToken"], base_url=base_url, issuer=issuer)
    assert (claims["sub"], claims.get("tid"), claims.get("role"), claims.get("permissions")) == (
        tokens["user"]["id"],
        tenant["id"],
        "owner",
        ["tenant:*"],
    )
    assert claims.get("sid") == verify_token(tokens["accessToken"], base_url=base_url, issuer=issuer).get("sid")


def test_a_minted_token_carries_its_tenant_and_scope(gk: Client, base_url: str) -> None:
    issuer = httpx.get(base_url + "/.well-known/openid-configuration").json()["issuer"]
    gk.set_token(gk.signup({"email": unique_email("py-verify-key"), "password": PASSWORD})["accessToken"])
    tenant = gk.create_tenant({"name": "Verify"})
    created = gk.create_api_key(tenant["id"], {"name": "orders", "scopes": ["orders:read", "orders:write"]})
    minted = gk.mint_api_key_token({"key": created["secret"], "audience": "orders"})
    jwks_url = f"{base_url}/.well-known/jwks.json"

    claims: ServiceTokenClaims = verify_service_token(
        minted["accessToken"], jwks_url=jwks_url, issuer=issuer, tenant_id=tenant["id"], audience="orders"
    )
    assert (claims["sub"], claims["tid"], claims["scope"]) == (
        created["apiKey"]["id"],
        tenant["id"],
        "orders:read orders:write",
    )
    assert "sid" not in claims

    # Without an audience the token names none; with audience=None one that names any is refused.
    unaimed = gk.mint_api_key_token({"key": created["secret"]})
    assert "aud" not in verify_service_token(unaimed["accessToken"], jwks_url=jwks_url, issuer=issuer, tenant_id=tenant["id"])
    with pytest.raises(jwt.InvalidAudienceError):
        verify_service_token(minted["accessToken"], jwks_url=jwks_url, issuer=issuer, tenant_id=tenant["id"], audience=None)


# Issue 29 point 6: a service token is bound to its tenant, and each verifier refuses the other kind.


@pytest.fixture
def two_tenants(gk: Client) -> dict[str, dict[str, str]]:
    """Two tenants of one owner, each with an API key: {"orders": {"id", "key", "key_id"}, "billing": …}."""
    gk.set_token(gk.signup({"email": unique_email("py-service-tokens"), "password": PASSWORD})["accessToken"])
    tenants: dict[str, dict[str, str]] = {}
    for name in ("orders", "billing"):
        tenant = gk.create_tenant({"name": name})
        created = gk.create_api_key(tenant["id"], {"name": name, "scopes": [f"{name}:read"]})
        tenants[name] = {"id": tenant["id"], "key": created["secret"], "key_id": created["apiKey"]["id"]}
    return tenants


def test_a_service_token_verifies_only_for_its_tenant(gk: Client, base_url: str, two_tenants: dict[str, dict[str, str]]) -> None:
    orders, billing = two_tenants["orders"], two_tenants["billing"]
    token = gk.mint_api_key_token({"key": orders["key"]})["accessToken"]
    issuer = base_url  # the test server's ISSUER is where it listens: the keys are found from it

    claims = verify_service_token(token, issuer=issuer, tenant_id=orders["id"])
    assert (claims["iss"], claims["sub"], claims["tid"], claims["scope"]) == (issuer, orders["key_id"], orders["id"], "orders:read")
    assert verify_service_token(token, jwks_url=f"{base_url}/.well-known/jwks.json", tenant_id=[billing["id"], orders["id"]])["tid"] == orders["id"]

    with pytest.raises(InvalidTenantError):
        verify_service_token(token, issuer=issuer, tenant_id=billing["id"])
    with pytest.raises(InvalidTenantError):
        verify_service_token(token, issuer=issuer, tenant_id=[billing["id"], "ten_someone_else"])
    no_tenants: list[str | list[str]] = ["", [], [""]]
    for no_tenant in no_tenants:
        with pytest.raises(ValueError, match="tenant_id"):
            verify_service_token(token, issuer=issuer, tenant_id=no_tenant)
    with pytest.raises(ValueError, match="issuer or jwks_url"):
        verify_service_token(token, tenant_id=orders["id"])


def test_each_verifier_refuses_the_other_kind_of_token(gk: Client, base_url: str, two_tenants: dict[str, dict[str, str]]) -> None:
    orders = two_tenants["orders"]
    user_token = gk.signup({"email": unique_email("py-user-token"), "password": PASSWORD})["accessToken"]
    aimed = gk.mint_api_key_token({"key": orders["key"], "audience": "orders-api"})["accessToken"]
    unaimed = gk.mint_api_key_token({"key": orders["key"]})["accessToken"]

    for audience in (None, "gatekeep"):
        with pytest.raises(InvalidTokenTypeError):
            verify_service_token(user_token, issuer=base_url, tenant_id=orders["id"], audience=audience)
    for token, token_audience in ((aimed, "orders-api"), (unaimed, None)):
        with pytest.raises(InvalidTokenTypeError):
            verify_token(token, base_url=base_url, issuer=base_url, audience=token_audience)


def test_audience_rules(gk: Client, base_url: str, two_tenants: dict[str, dict[str, str]]) -> None:
    orders = two_tenants["orders"]
    aimed = gk.mint_api_key_token({"key": orders["key"], "audience": "orders-api"})["accessToken"]
    unaimed = gk.mint_api_key_token({"key": orders["key"]})["accessToken"]
    check = {"issuer": base_url, "tenant_id": orders["id"]}

    assert verify_service_token(aimed, audience="orders-api", **check).get("aud") == "orders-api"
    assert verify_service_token(aimed, audience=["x", "orders-api"], **check).get("aud") == "orders-api"
    for wrong in (None, "billing-api"):
        with pytest.raises(jwt.InvalidAudienceError):
            verify_service_token(aimed, audience=wrong, **check)
    with pytest.raises(jwt.MissingRequiredClaimError):
        verify_service_token(unaimed, audience="orders-api", **check)

    # A user access token names the user audience: audience=None refuses it.
    user_token = gk.signup({"email": unique_email("py-user-aud"), "password": PASSWORD})["accessToken"]
    assert verify_token(user_token, base_url=base_url, issuer=base_url)["aud"] == "gatekeep"
    with pytest.raises(jwt.InvalidAudienceError):
        verify_token(user_token, base_url=base_url, issuer=base_url, audience=None)


def test_the_key_set_is_named_once() -> None:
    for where in ({}, {"jwks_url": "http://a.example/jwks", "base_url": "http://a.example"}):
        with pytest.raises(ValueError, match="exactly one"):
            verify_token("a.b.c", issuer="http://a.example", **where)
