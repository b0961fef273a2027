"""TOTP enrollment, login with an MFA challenge, recovery codes and disabling, live."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from support import PASSWORD, code_for_step, outbox_token, totp, unique_email

from gatekeep import ApiError, Client


def signed_up_and_verified(gk: Client, data_dir: Path) -> str:
    """A new user signed in on `gk`, the address verified (enrollment needs it); its email."""
    email = unique_email("mfa")
    gk.set_token(gk.signup({"email": email, "password": PASSWORD})["accessToken"])
    gk.verify_email({"token": outbox_token(data_dir, email, "gkv_")})
    return email


def test_totp_flow(gk: Client, data_dir: Path) -> None:
    email = signed_up_and_verified(gk, data_dir)

    enrollment = gk.enroll_totp({"password": PASSWORD})
    secret = enrollment["secret"]
    assert enrollment["otpauthUrl"].startswith("otpauth://totp/Gatekeep:")
    # Activation spends the previous step's code, leaving the current one for the challenge.
    recovery = gk.activate_totp({"code": code_for_step(secret, -1)})["recoveryCodes"]
    assert len(recovery) == 10
    assert gk.get_me()["mfaEnabled"] is True

    challenge = gk.login({"email": email, "password": PASSWORD})
    assert "mfaRequired" in challenge
    assert challenge["methods"] == ["totp", "recovery_code"]
    assert challenge["challengeToken"].startswith("gkc_")

    tokens = gk.verify_mfa_challenge({"challengeToken": challenge["challengeToken"], "code": code_for_step(secret)})
    assert tokens["user"]["mfaEnabled"] is True
    gk.set_token(tokens["accessToken"])
    assert gk.get_me()["email"] == email

    # A wrong code is INVALID_MFA_CODE; a recovery code works instead.
    second = gk.login({"email": email, "password": PASSWORD})
    assert "challengeToken" in second
    with pytest.raises(ApiError) as wrong:
        gk.verify_mfa_challenge({"challengeToken": second["challengeToken"], "code": "wrong-code"})
    assert (wrong.value.status, wrong.value.code) == (401, "INVALID_MFA_CODE")
    recovered = gk.verify_mfa_challenge({"challengeToken": second["challengeToken"], "code": recovery[0]})
    # Signing in with a recovery code ends every other session, the one above included.
    with pytest.raises(ApiError) as ended:
        gk.get_me()
    assert (ended.value.status, ended.value.code) == (401, "INVALID_CREDENTIAL")
    gk.set_token(recovered["accessToken"])

    assert gk.disable_totp({"code": recovery[1]}) == {"mfaEnabled": False}
    assert "accessToken" in gk.login({"email": email, "password": PASSWORD})


def test_activation_refuses_a_wrong_code(gk: Client, data_dir: Path) -> None:
    signed_up_and_verified(gk, data_dir)
    secret = gk.enroll_totp({"password": PASSWORD})["secret"]
    now = time.time()
    valid = {totp(secret, now + step * 30) for step in (-2, -1, 0, 1, 2)}
    wrong = next(code for code in ("000000", "111111", "222222") if code not in valid)
    with pytest.raises(ApiError) as refused:
        gk.activate_totp({"code": wrong})
    assert (refused.value.status, refused.value.code) == (401, "INVALID_MFA_CODE")
    assert gk.get_me()["mfaEnabled"] is False


def test_rfc6238_reference_vector() -> None:
    # RFC 6238 appendix B, SHA-1, with the last six digits: secret "12345678901234567890".
    secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
    assert totp(secret, 59) == "287082"
    assert totp(secret, 1111111109) == "081804"
    assert totp(secret, 2000000000) == "279037"
