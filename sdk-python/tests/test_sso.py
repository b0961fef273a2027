"""SSO routes through the generated client: discovery, start and the code exchange's refusals."""

from __future__ import annotations

import pytest
from support import unique_email

from gatekeep import ApiError, Client


def test_discovery_of_an_unclaimed_domain_is_empty(base_url: str) -> None:
    with Client(base_url) as gk:
        assert gk.discover_sso({"email": unique_email("py-sso")})["items"] == []


def test_start_for_an_unknown_config_and_an_unknown_code_raise(base_url: str) -> None:
    with Client(base_url) as gk:
        with pytest.raises(ApiError) as unknown_config:
            gk.start_sso({"providerConfigId": "prv_unknown", "redirectUri": "https://app.example.com/cb"})
        assert (unknown_config.value.status, unknown_config.value.code) == (404, "NOT_FOUND")
        with pytest.raises(ApiError) as unknown_code:
            gk.exchange_sso_code({"code": "gksc_not-a-code-gatekeep-issued"})
        assert (unknown_code.value.status, unknown_code.value.code) == (401, "INVALID_CREDENTIAL")
