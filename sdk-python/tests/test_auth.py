"""Sign-up, login, the signed-in user, refresh and logout, against the real server."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from support import PASSWORD, unique_email

from gatekeep import ApiError, Client


def test_readme_quick_start(base_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    email = unique_email("ada")
    # README quick-start
    from gatekeep import ApiError, Client

    with Client(base_url) as gk:
        tokens = gk.signup({"email": email, "password": "correct horse battery staple"})
        gk.set_token(tokens["accessToken"])
        print(gk.get_me()["email"])
        try:
            gk.login({"email": email, "password": "not the password"})
        except ApiError as error:
            print(error.status, error.code)
    # end README quick-start
    assert capsys.readouterr().out == f"{email}\n401 INVALID_CREDENTIAL\n"

    # The README shows exactly the lines above.
    source = Path(__file__).read_text()
    marked = re.search(r"\n( *)# README quick-start\n(.*?)\n *# end README quick-start\n", source, re.S)
    assert marked is not None
    block = textwrap.dedent(marked.group(2))
    assert len(block.splitlines()) == 10
    readme = (Path(__file__).parents[1] / "README.md").read_text()
    assert f"```python\n{block}\n```" in readme


def test_signup_answers_tokens_and_the_user(gk: Client) -> None:
    email = unique_email()
    tokens = gk.signup({"email": email, "password": PASSWORD, "name": "Ada"})
    assert tokens["tokenType"] == "Bearer"
    assert tokens["expiresIn"] == 900
    assert tokens["refreshToken"].startswith("gkr_")
    assert re.fullmatch(r"usr_[0-9A-Z]{26}", tokens["user"]["id"])
    assert tokens["user"] == {
        "id": tokens["user"]["id"],
        "email": email,
        "emailVerified": False,
        "name": "Ada",
        "mfaEnabled": False,
        "createdAt": tokens["user"]["createdAt"],
    }
    with pytest.raises(ApiError) as taken:
        gk.signup({"email": email.upper(), "password": PASSWORD})
    assert (taken.value.status, taken.value.code) == (409, "EMAIL_TAKEN")


def test_login_then_get_me_with_set_token(gk: Client) -> None:
    email = unique_email()
    user = gk.signup({"email": email, "password": PASSWORD})["user"]
    result = gk.login({"email": email, "password": PASSWORD})
    assert "accessToken" in result  # tokens, not an MFA challenge
    assert result["user"]["id"] == user["id"]

    gk.set_token(result["accessToken"])
    me = gk.get_me()
    assert me == {**user, "name": None}

    gk.set_token(None)
    with pytest.raises(ApiError) as anonymous:
        gk.get_me()
    assert (anonymous.value.status, anonymous.value.code) == (401, "UNAUTHENTICATED")


def test_token_given_to_the_constructor(base_url: str, gk: Client) -> None:
    tokens = gk.signup({"email": unique_email(), "password": PASSWORD})
    with Client(base_url, token=tokens["accessToken"]) as signed_in:
        assert signed_in.get_me()["id"] == tokens["user"]["id"]


def test_refresh_rotates_and_reuse_revokes_the_family(gk: Client) -> None:
    tokens = gk.signup({"email": unique_email(), "password": PASSWORD})
    first = gk.refresh_token({"refreshToken": tokens["refreshToken"]})
    assert first["tokenType"] == "Bearer"
    assert first["refreshToken"] != tokens["refreshToken"]
    gk.set_token(first["accessToken"])
    assert gk.get_me()["id"] == tokens["user"]["id"]
    second = gk.refresh_token({"refreshToken": first["refreshToken"]})

    with pytest.raises(ApiError) as reuse:
        gk.refresh_token({"refreshToken": tokens["refreshToken"]})
    assert (reuse.value.status, reuse.value.code) == (401, "INVALID_CREDENTIAL")
    with pytest.raises(ApiError) as revoked:
        gk.refresh_token({"refreshToken": second["refreshToken"]})
    assert revoked.value.code == "INVALID_CREDENTIAL"


def test_logout_revokes_the_session_and_is_idempotent(gk: Client) -> None:
    tokens = gk.signup({"email": unique_email(), "password": PASSWORD})
    assert gk.logout({"refreshToken": tokens["refreshToken"]}) == {"revoked": True}
    assert gk.logout({"refreshToken": tokens["refreshToken"]}) == {"revoked": True}
    with pytest.raises(ApiError) as after:
        gk.refresh_token({"refreshToken": tokens["refreshToken"]})
    assert (after.value.status, after.value.code) == (401, "INVALID_CREDENTIAL")


def test_sessions_are_listed_and_ended(gk: Client) -> None:
    email = unique_email("sessions")
    first = gk.signup({"email": email, "password": PASSWORD})
    second = gk.login({"email": email, "password": PASSWORD})
    assert "accessToken" in second
    gk.set_token(second["accessToken"])
    sessions = list(gk.paginate(gk.list_sessions, limit=1))
    assert [session["current"] for session in sessions] == [True, False]
    assert all(session["id"].startswith("ses_") for session in sessions)

    assert gk.revoke_session(sessions[1]["id"]) == {"revoked": True}
    with pytest.raises(ApiError) as revoked:
        gk.refresh_token({"refreshToken": first["refreshToken"]})
    assert revoked.value.code == "INVALID_CREDENTIAL"
    with pytest.raises(ApiError) as again:
        gk.revoke_session(sessions[1]["id"])
    assert (again.value.status, again.value.code) == (404, "NOT_FOUND")

    third = gk.login({"email": email, "password": PASSWORD})
    assert "refreshToken" in third
    assert gk.change_password({"currentPassword": PASSWORD, "newPassword": "another passphrase"}) == {"revokedSessions": 1}
    with pytest.raises(ApiError) as ended:
        gk.refresh_token({"refreshToken": third["refreshToken"]})
    assert ended.value.code == "INVALID_CREDENTIAL"

    assert gk.logout_all() == {"revokedSessions": 1}
    with pytest.raises(ApiError) as dead:
        gk.get_me()
    assert (dead.value.status, dead.value.code) == (401, "INVALID_CREDENTIAL")
