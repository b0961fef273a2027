"""ApiError's fields for the server's failures: 400, 401, 404 and 429, live."""

from __future__ import annotations

import re

import pytest
from support import PASSWORD, unique_email

from gatekeep import ApiError, Client

REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


def test_400_validation_failed(gk: Client) -> None:
    with pytest.raises(ApiError) as failure:
        gk.signup({"email": unique_email(), "password": "short"})
    error = failure.value
    assert error.status == 400
    assert error.code == "VALIDATION_FAILED"
    assert "password" in error.message
    assert error.retry_after is None
    assert error.request_id is not None and REQUEST_ID.match(error.request_id)


def test_401_invalid_credential_for_a_wrong_password(gk: Client) -> None:
    email = unique_email()
    gk.signup({"email": email, "password": PASSWORD})
    with pytest.raises(ApiError) as failure:
        gk.login({"email": email, "password": "not the password"})
    assert (failure.value.status, failure.value.code) == (401, "INVALID_CREDENTIAL")
    assert failure.value.message == "The email or password is incorrect."


def test_401_for_a_bad_and_for_a_missing_token(gk: Client) -> None:
    gk.set_token("not-a-jwt")
    with pytest.raises(ApiError) as bad:
        gk.get_me()
    assert (bad.value.status, bad.value.code) == (401, "INVALID_CREDENTIAL")
    gk.set_token(None)
    with pytest.raises(ApiError) as missing:
        gk.get_me()
    assert (missing.value.status, missing.value.code) == (401, "UNAUTHENTICATED")


def test_404_for_an_unknown_path_has_no_code(gk: Client) -> None:
    with pytest.raises(ApiError) as failure:
        gk.request("GET", "/v1/nothing-here")
    error = failure.value
    assert error.status == 404
    assert error.code is None
    assert error.message == "Route GET /v1/nothing-here not found."
    assert str(error).startswith("404: Route GET /v1/nothing-here not found.")


def test_429_after_five_failures_carries_retry_after_and_request_id(gk: Client) -> None:
    email = unique_email("locked")
    gk.signup({"email": email, "password": PASSWORD})
    for _ in range(5):
        with pytest.raises(ApiError) as wrong:
            gk.login({"email": email, "password": "wrong password"})
        assert wrong.value.status == 401
    with pytest.raises(ApiError) as locked:
        gk.login({"email": email, "password": PASSWORD})
    error = locked.value
    assert (error.status, error.code) == (429, "RATE_LIMITED")
    assert error.retry_after is not None and 29 <= error.retry_after <= 30
    assert error.request_id is not None and REQUEST_ID.match(error.request_id)


def test_request_id_sent_is_the_one_reported(base_url: str) -> None:
    with Client(base_url, headers={"x-request-id": "sdk-trace.42"}) as gk:
        with pytest.raises(ApiError) as failure:
            gk.get_me()
    assert failure.value.request_id == "sdk-trace.42"
