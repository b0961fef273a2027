"""verify_token: a resource server checks Gatekeep tokens offline against the published keys."""

from __future__ import annotations

import jwt
import pytest
from support import PASSWORD, unique_email

from gatekeep import Client, GatekeepClaims, verify_token


def test_a_user_access_token_verifies_to_its_claims(gk: Client, base_url: str) -> None:
    issuer = gk.get_open_id_configuration()["issuer"]
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


def test_a_minted_token_carries_its_tenant_and_scope(gk: Client, base_url: str) -> None:
    issuer = gk.get_open_id_configuration()["issuer"]
    gk.set_token(gk.signup({"email": unique_email("py-verify-key"), "password": PASSWORD})["accessToken"])
    tenant = gk.create_tenant({"name": "Verify"})
    created = gk.create_api_key(tenant["id"], {"name": "orders", "scopes": ["orders:read", "orders:write"]})
    minted = gk.mint_api_key_token({"key": created["key"], "audience": "orders"})
    jwks_url = f"{base_url}/.well-known/jwks.json"

    claims = verify_token(minted["token"], jwks_url=jwks_url, issuer=issuer, audience="orders")
    assert (claims["sub"], claims.get("tid"), claims.get("scope")) == (
        created["apiKey"]["id"],
        tenant["id"],
        "orders:read orders:write",
    )
    assert "sid" not in claims

    # Without an audience the token names none; with audience=None one that names any is refused.
    unaimed = gk.mint_api_key_token({"key": created["key"]})
    assert "aud" not in verify_token(unaimed["token"], jwks_url=jwks_url, issuer=issuer, audience=None)
    with pytest.raises(jwt.InvalidAudienceError):
        verify_token(minted["token"], jwks_url=jwks_url, issuer=issuer, audience=None)


def test_the_key_set_is_named_once() -> None:
    for where in ({}, {"jwks_url": "http://a.example/jwks", "base_url": "http://a.example"}):
        with pytest.raises(ValueError, match="exactly one"):
            verify_token("a.b.c", issuer="http://a.example", **where)
