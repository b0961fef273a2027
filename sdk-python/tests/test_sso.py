"""SSO routes through the generated client: discovery, start, the code exchange's refusals and SAML metadata."""

from __future__ import annotations

import subprocess

import pytest
from support import PASSWORD, unique_email

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


def self_signed_certificate() -> str:
    """A certificate for the SAML config: nothing signs with it here, metadata needs only the config."""
    return subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "/dev/null", "-subj", "/CN=py-idp", "-days", "1"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def test_saml_metadata_is_text_and_an_unknown_config_raises(base_url: str) -> None:
    with Client(base_url) as gk:
        gk.set_token(gk.signup({"email": unique_email("py-saml"), "password": PASSWORD})["accessToken"])
        tenant = gk.create_tenant({"name": "Python SAML"})
        config = gk.create_provider_config(
            tenant["id"],
            {
                "type": "saml",
                "name": "Python IdP",
                "saml": {
                    "entityId": "https://idp.example.com/py",
                    "ssoUrl": "https://idp.example.com/py/sso",
                    "certificate": self_signed_certificate(),
                },
            },
        )
        saml = config["saml"]
        assert saml is not None
        metadata = Client(base_url).get_saml_metadata(config["id"])
        assert f'entityID="{saml["spEntityId"]}"' in metadata
        assert f'Location="{saml["acsUrl"]}"' in metadata
        with pytest.raises(ApiError) as unknown:
            gk.get_saml_metadata("prv_unknown")
        assert (unknown.value.status, unknown.value.code) == (404, "NOT_FOUND")
