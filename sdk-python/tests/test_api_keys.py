"""API keys through the generated client: create, validate, exchange for a token, revoke."""

from __future__ import annotations

import base64
import json

import pytest
from support import PASSWORD, unique_email

from gatekeep import ApiError, Client


def claims_of(token: str) -> dict[str, object]:
    payload = token.split(".")[1]
    decoded: dict[str, object] = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    return decoded


def test_key_lifecycle(base_url: str) -> None:
    with Client(base_url) as admin, Client(base_url) as service:
        admin.set_token(admin.signup({"email": unique_email("py-keys"), "password": PASSWORD})["accessToken"])
        tenant = admin.create_tenant({"name": "Python Keys"})
        created = admin.create_api_key(tenant["id"], {"name": "worker", "scopes": ["jobs:run", "logs:read"]})
        key, api_key = created["secret"], created["apiKey"]
        assert key.startswith("gk_live_") and api_key["start"] == key[:12]

        assert service.validate_api_key({"key": key})["status"] == "active"
        minted = service.mint_api_key_token({"key": key, "scopes": ["logs:read"], "audience": "reports"})
        claims = claims_of(minted["accessToken"])
        assert (claims["sub"], claims["tid"], claims["scope"], claims["aud"]) == (api_key["id"], tenant["id"], "logs:read", "reports")

        with pytest.raises(ApiError) as denied:
            service.mint_api_key_token({"key": key, "scopes": ["admin:all"]})
        assert (denied.value.status, denied.value.code) == (403, "PERMISSION_DENIED")

        assert [k["id"] for k in admin.paginate(admin.list_api_keys, tenant["id"], limit=1)] == [api_key["id"]]
        assert admin.revoke_api_key(tenant["id"], api_key["id"])["status"] == "revoked"
        with pytest.raises(ApiError) as revoked:
            service.validate_api_key({"key": key})
        assert (revoked.value.status, revoked.value.code) == (401, "INVALID_CREDENTIAL")
