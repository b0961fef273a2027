"""Passkeys through the SDK, live: a password-less account, sign-in, and the second factor.

The server's relying party is its own origin (WEBAUTHN_ORIGINS defaults to APP_URL's), and
a software authenticator answers as a browser's navigator.credentials would.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from software_authenticator import SoftwareAuthenticator
from support import PASSWORD, code_for_step, outbox_token, unique_email

from gatekeep import ApiError, Client


def test_passwordless_account(gk: Client, base_url: str) -> None:
    device = SoftwareAuthenticator(origin=base_url)
    email = unique_email("passkey")
    signed_up = gk.signup({"email": email})
    gk.set_token(signed_up["accessToken"])

    # The signup is the fresh sign-in an account without a password steps up with.
    options = gk.start_passkey_registration({})["options"]
    assert options["authenticatorSelection"]["residentKey"] == "required"
    passkey = gk.register_passkey({"response": device.create(options), "name": "Laptop"})
    assert passkey["id"].startswith("pk_")
    assert gk.list_passkeys()["items"] == [passkey]
    assert gk.update_passkey(passkey["id"], {"name": "Work laptop"})["name"] == "Work laptop"

    # A usernameless sign-in: no address, an empty allow-list.
    with Client(base_url) as anonymous:
        request = anonymous.start_passkey_login({})["options"]
        assert request["allowCredentials"] == []
        tokens = anonymous.finish_passkey_login({"response": device.get(request)})
        assert tokens["user"]["id"] == signed_up["user"]["id"]

        # An answer is good once.
        replay = device.get(request)
        with pytest.raises(ApiError) as refused:
            anonymous.finish_passkey_login({"response": replay})
        assert (refused.value.status, refused.value.code) == (401, "INVALID_CREDENTIAL")

    # The last passkey of an account without a password stays.
    with pytest.raises(ApiError) as last:
        gk.delete_passkey(passkey["id"], {})
    assert (last.value.status, last.value.code) == (409, "CONFLICT")


def test_passkey_as_second_factor(gk: Client, base_url: str, data_dir: Path) -> None:
    device = SoftwareAuthenticator(origin=base_url)
    email = unique_email("passkey-mfa")
    gk.set_token(gk.signup({"email": email, "password": PASSWORD})["accessToken"])
    gk.verify_email({"token": outbox_token(data_dir, email, "gkv_")})
    gk.register_passkey({"response": device.create(gk.start_passkey_registration({"password": PASSWORD})["options"])})
    secret = gk.enroll_totp({"password": PASSWORD})["secret"]
    gk.activate_totp({"code": code_for_step(secret, -1)})

    with Client(base_url) as anonymous:
        challenge = anonymous.login({"email": email, "password": PASSWORD})
        assert "mfaRequired" in challenge
        assert "webauthn" in challenge["methods"]
        options = anonymous.start_mfa_webauthn({"challengeToken": challenge["challengeToken"]})["options"]
        assert len(options["allowCredentials"]) == 1
        tokens = anonymous.verify_mfa_challenge({"challengeToken": challenge["challengeToken"], "webauthn": device.get(options)})
        assert tokens["user"]["email"] == email
