"""The client's own logic over httpx.MockTransport: retries, error parsing, headers, pages.

Server behaviour is tested live in the other files; these answers are made up on purpose.
"""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable
from typing import Any, cast

import httpx
import pytest

from gatekeep import ApiError, Client, Page

Handler = Callable[[httpx.Request], httpx.Response]


def envelope(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(status, json={"ok": True, "data": data}, headers=headers)


def failure(status: int, error: str, code: str | None = None, headers: dict[str, str] | None = None) -> httpx.Response:
    body: dict[str, Any] = {"ok": False, "error": error}
    if code is not None:
        body["code"] = code
    return httpx.Response(status, json=body, headers=headers)


def scripted(*responses: httpx.Response) -> tuple[httpx.MockTransport, list[httpx.Request]]:
    """A transport that answers with `responses` in turn and records the requests."""
    seen: list[httpx.Request] = []
    queue = list(responses)

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return queue.pop(0)

    return httpx.MockTransport(handler), seen


def client(transport: httpx.MockTransport, **options: Any) -> tuple[Client, list[float]]:
    gk = Client("http://gatekeep.test", transport=transport, **options)
    sleeps: list[float] = []
    gk._sleep = sleeps.append  # no real waiting in unit tests
    return gk, sleeps


def test_retries_honour_retry_after() -> None:
    transport, seen = scripted(
        failure(503, "Busy.", "SERVICE_UNAVAILABLE", {"retry-after": "0"}),
        failure(429, "Slow down.", "RATE_LIMITED", {"retry-after": "2"}),
        envelope({"status": "ok"}),
    )
    gk, sleeps = client(transport, retries=2)
    assert gk.get_health() == {"status": "ok"}
    assert len(seen) == 3
    assert sleeps == [0.0, 2.0]


def test_no_retries_by_default() -> None:
    transport, seen = scripted(failure(503, "Busy.", "SERVICE_UNAVAILABLE", {"retry-after": "0"}))
    gk, sleeps = client(transport)
    with pytest.raises(ApiError) as error:
        gk.get_health()
    assert (error.value.status, error.value.code, error.value.retry_after) == (503, "SERVICE_UNAVAILABLE", 0)
    assert len(seen) == 1 and sleeps == []


def test_retries_give_up_with_the_last_error() -> None:
    transport, seen = scripted(*[failure(429, "Slow down.", "RATE_LIMITED", {"retry-after": "1"}) for _ in range(3)])
    gk, sleeps = client(transport, retries=2)
    with pytest.raises(ApiError) as error:
        gk.get_health()
    assert (error.value.status, error.value.retry_after) == (429, 1)
    assert len(seen) == 3 and sleeps == [1.0, 1.0]


def test_retry_after_beyond_the_cap_is_raised_not_waited() -> None:
    transport, seen = scripted(failure(429, "Locked.", "RATE_LIMITED", {"retry-after": "900"}))
    gk, sleeps = client(transport, retries=3)
    with pytest.raises(ApiError) as error:
        gk.get_health()
    assert error.value.retry_after == 900
    assert len(seen) == 1 and sleeps == []


def test_backoff_with_jitter_without_retry_after() -> None:
    transport, seen = scripted(*[httpx.Response(503) for _ in range(4)], envelope({"status": "ok"}))
    gk, sleeps = client(transport, retries=4, max_retry_wait=1.5)
    gk.get_health()
    assert len(seen) == 5
    ceilings = [0.5, 1.0, 1.5, 1.5]  # doubling, capped at max_retry_wait
    assert all(ceiling / 2 <= wait <= ceiling for wait, ceiling in zip(sleeps, ceilings, strict=True))


def test_other_statuses_are_not_retried() -> None:
    transport, seen = scripted(failure(500, "Internal server error."))
    gk, _ = client(transport, retries=3)
    with pytest.raises(ApiError) as error:
        gk.get_health()
    assert (error.value.status, error.value.code, error.value.message) == (500, None, "Internal server error.")
    assert len(seen) == 1


def test_a_body_that_is_not_an_envelope_gives_the_reason_phrase() -> None:
    html = httpx.Response(502, text="<html><body>Bad gateway</body></html>", headers={"x-request-id": "edge-1"})
    transport, _ = scripted(html)
    gk, _ = client(transport)
    with pytest.raises(ApiError) as error:
        gk.get_me()
    assert (error.value.status, error.value.message, error.value.code) == (502, "Bad Gateway", None)
    assert error.value.request_id == "edge-1"


def test_a_2xx_without_ok_true_is_an_error() -> None:
    transport, _ = scripted(httpx.Response(200, json={"ok": False, "error": "Nope.", "code": "CONFLICT"}), httpx.Response(200, text="hello"))
    gk, _ = client(transport)
    with pytest.raises(ApiError) as error:
        gk.get_me()
    assert (error.value.status, error.value.message, error.value.code) == (200, "Nope.", "CONFLICT")
    with pytest.raises(ApiError) as not_json:
        gk.get_me()
    assert not_json.value.status == 200 and not_json.value.code is None


def test_retry_after_as_an_http_date() -> None:
    transport, _ = scripted(failure(503, "Busy.", headers={"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}))
    gk, _ = client(transport)
    with pytest.raises(ApiError) as error:
        gk.get_me()
    assert error.value.retry_after == 0  # a date in the past: retry now


def test_set_token_sends_and_clears_the_bearer() -> None:
    transport, seen = scripted(envelope({}), envelope({}), envelope({}))
    gk, _ = client(transport, token="first")
    gk.get_me()
    gk.set_token("second")
    gk.get_me()
    gk.set_token(None)
    gk.get_me()
    assert [request.headers.get("authorization") for request in seen] == ["Bearer first", "Bearer second", None]
    assert seen[0].headers["user-agent"].startswith("gatekeep-python/")


def test_request_sends_json_and_drops_none_query_values() -> None:
    transport, seen = scripted(envelope({"id": "x"}))
    gk, _ = client(transport)
    assert gk.request("POST", "/v1/things", json={"a": 1}, params={"limit": 5, "cursor": None, "all": True}) == {"id": "x"}
    assert seen[0].url == "http://gatekeep.test/v1/things?limit=5&all=true"
    assert json.loads(seen[0].content) == {"a": 1}
    assert seen[0].headers["content-type"] == "application/json"


def paged_handler(pages: dict[str | None, Page[int]], seen: list[httpx.Request]) -> Handler:
    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return envelope(pages[request.url.params.get("cursor")])

    return handler


PAGES: dict[str | None, Page[int]] = {
    None: {"items": [1, 2], "nextCursor": "c2"},
    "c2": {"items": [3], "nextCursor": "c3"},
    "c3": {"items": [], "nextCursor": None},
}


def test_paginate_follows_next_cursor() -> None:
    seen: list[httpx.Request] = []
    gk = Client("http://gatekeep.test", transport=httpx.MockTransport(paged_handler(PAGES, seen)))

    def list_numbers(tenant_id: str, *, limit: int | None = None, cursor: str | None = None) -> Page[int]:
        return cast(Page[int], gk.request("GET", f"/v1/tenants/{tenant_id}/numbers", params={"limit": limit, "cursor": cursor}))

    numbers = gk.paginate(list_numbers, "ten_1", limit=2)
    assert seen == []  # lazy: nothing is fetched before iteration
    assert list(numbers) == [1, 2, 3]
    assert [str(request.url) for request in seen] == [
        "http://gatekeep.test/v1/tenants/ten_1/numbers?limit=2",
        "http://gatekeep.test/v1/tenants/ten_1/numbers?limit=2&cursor=c2",
        "http://gatekeep.test/v1/tenants/ten_1/numbers?limit=2&cursor=c3",
    ]


def test_closed_client_refuses_requests() -> None:
    transport, _ = scripted(envelope({"status": "ok"}))
    with Client("http://gatekeep.test", transport=transport) as gk:
        assert gk.get_health() == {"status": "ok"}
    with pytest.raises(RuntimeError):
        gk.get_health()


def test_api_error_pickles_and_prints() -> None:
    error = ApiError(429, "Too many attempts.", "RATE_LIMITED", 30, "req_1")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.status, copy.message, copy.code, copy.retry_after, copy.request_id) == (429, "Too many attempts.", "RATE_LIMITED", 30, "req_1")
    assert str(error) == "429 RATE_LIMITED: Too many attempts. (request id req_1)"
