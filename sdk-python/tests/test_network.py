"""Client and AsyncClient when the network fails: unreachable, broken, hanging, expired tokens.

The transport cases use tiny loopback stubs (http.server in a thread): what is under test is
the SDK's network layer. Token renewal also runs against a live server whose tokens expire.
"""

from __future__ import annotations

import asyncio
import json
import socket
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
from conftest import free_port, serve
from support import PASSWORD, unique_email

from gatekeep import ApiError, AsyncClient, Client

Handle = Callable[[BaseHTTPRequestHandler, int], None]


class Stub:
    """A loopback HTTP server answering with `handle(request, index)`; `seen` holds each request's Authorization."""

    def __init__(self, handle: Handle) -> None:
        self.seen: list[str | None] = []
        self.release = threading.Event()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                stub.seen.append(self.headers.get("authorization"))
                handle(self, len(stub.seen) - 1)

            do_POST = do_GET

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.base_url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def stubs() -> Iterator[Callable[[Handle], Stub]]:
    made: list[Stub] = []

    def make(handle: Handle) -> Stub:
        made.append(Stub(handle))
        return made[-1]

    yield make
    for stub in made:
        stub.close()


def answer(request: BaseHTTPRequestHandler, status: int, body: Any) -> None:
    payload = json.dumps(body).encode()
    request.send_response(status)
    request.send_header("content-type", "application/json")
    request.send_header("content-length", str(len(payload)))
    request.end_headers()
    request.wfile.write(payload)


def hang_up(request: BaseHTTPRequestHandler, _index: int = 0) -> None:
    """Closes the connection without an answer, as a crashing server or a proxy reset does."""
    request.close_connection = True
    request.connection.shutdown(socket.SHUT_RDWR)


def no_wait(gk: Client) -> Client:
    gk._sleep = lambda seconds: None  # the backoff is tested in test_transport.py
    return gk


def test_an_unreachable_server_raises_api_error_network_error() -> None:
    base_url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    with Client(base_url) as gk, pytest.raises(ApiError) as error:
        gk.get_health()
    assert (error.value.status, error.value.code) == (0, "NETWORK_ERROR")
    assert error.value.message.startswith(f"Could not reach Gatekeep at {base_url}: ")
    assert isinstance(error.value.__cause__, httpx.ConnectError)


def test_retries_resend_an_idempotent_request_that_got_no_answer() -> None:
    attempts: list[httpx.Request] = []

    class Counting(httpx.HTTPTransport):
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            attempts.append(request)
            return super().handle_request(request)

    base_url = f"http://127.0.0.1:{free_port()}"
    with no_wait(Client(base_url, retries=2, transport=Counting())) as gk, pytest.raises(ApiError) as error:
        gk.get_health()
    assert (error.value.code, len(attempts)) == ("NETWORK_ERROR", 3)


def test_a_reset_then_an_answer_succeeds_with_retries(stubs: Callable[[Handle], Stub]) -> None:
    def handle(request: BaseHTTPRequestHandler, index: int) -> None:
        if index == 0:
            hang_up(request)
        else:
            answer(request, 200, {"ok": True, "data": {"status": "ok"}})

    stub = stubs(handle)
    with no_wait(Client(stub.base_url, retries=1)) as gk:
        assert gk.get_health() == {"status": "ok"}
    assert len(stub.seen) == 2


def test_no_retry_by_default_nor_for_a_post(stubs: Callable[[Handle], Stub]) -> None:
    stub = stubs(hang_up)
    with Client(stub.base_url) as gk, pytest.raises(ApiError) as once:
        gk.get_health()
    assert (once.value.status, once.value.code, len(stub.seen)) == (0, "NETWORK_ERROR", 1)
    with no_wait(Client(stub.base_url, retries=3)) as gk, pytest.raises(ApiError) as post:
        gk.login({"email": "a@example.com", "password": PASSWORD})
    assert (post.value.code, len(stub.seen)) == ("NETWORK_ERROR", 2)


def test_a_hanging_server_raises_timeout_sync_and_async(stubs: Callable[[Handle], Stub]) -> None:
    holder: list[Stub] = []

    def hang(request: BaseHTTPRequestHandler, index: int) -> None:
        holder[0].release.wait(10)  # until the test ends: no answer within any client's timeout

    stub = stubs(hang)
    holder.append(stub)
    with no_wait(Client(stub.base_url, timeout=0.2, retries=1)) as gk, pytest.raises(ApiError) as error:
        gk.get_health()
    assert (error.value.status, error.value.code) == (0, "TIMEOUT")
    assert error.value.message.startswith(f"No answer from Gatekeep at {stub.base_url} within the timeout")
    assert isinstance(error.value.__cause__, httpx.TimeoutException)

    async def run() -> ApiError:
        async with AsyncClient(stub.base_url, timeout=0.2) as agk:
            try:
                await agk.get_health()
            except ApiError as failure:
                return failure
        raise AssertionError("expected ApiError")

    assert asyncio.run(run()).code == "TIMEOUT"
    deadline = time.monotonic() + 10
    while len(stub.seen) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(stub.seen) == 3  # two from the client with one retry, one from the async client


def token_server(request: BaseHTTPRequestHandler, _index: int) -> None:
    """401 TOKEN_EXPIRED to `Bearer old`, the user to `Bearer new`, INVALID_CREDENTIAL otherwise."""
    authorization = request.headers.get("authorization")
    if authorization == "Bearer new":
        answer(request, 200, {"ok": True, "data": {"id": "usr_1"}})
    elif authorization == "Bearer old":
        answer(request, 401, {"ok": False, "error": "The token expired.", "code": "TOKEN_EXPIRED"})
    else:
        answer(request, 401, {"ok": False, "error": "Invalid credential.", "code": "INVALID_CREDENTIAL"})


def test_refresh_token_renews_once_and_replays(stubs: Callable[[Handle], Stub]) -> None:
    stub = stubs(token_server)
    calls: list[int] = []

    def renew() -> str:
        calls.append(1)
        return "new"

    with Client(stub.base_url, token="old", refresh_token=renew) as gk:
        assert gk.get_me()["id"] == "usr_1"
        assert gk.get_me()["id"] == "usr_1"
    assert stub.seen == ["Bearer old", "Bearer new", "Bearer new"] and len(calls) == 1

    with Client(stub.base_url, token="old", refresh_token=lambda: None) as gk, pytest.raises(ApiError) as kept:
        gk.get_me()
    assert (kept.value.status, kept.value.code) == (401, "TOKEN_EXPIRED")
    with Client(stub.base_url, token="old", refresh_token=lambda: "other") as gk, pytest.raises(ApiError) as replayed:
        gk.get_me()
    assert replayed.value.code == "INVALID_CREDENTIAL"  # the replay's own answer, not renewed again
    unused: list[int] = []

    def never() -> str:
        unused.append(1)
        return "new"

    with Client(stub.base_url, token="junk", refresh_token=never) as gk, pytest.raises(ApiError) as invalid:
        gk.get_me()
    assert invalid.value.code == "INVALID_CREDENTIAL" and unused == []


def test_threads_failing_together_share_one_renewal(stubs: Callable[[Handle], Stub]) -> None:
    stub = stubs(token_server)
    calls: list[int] = []
    all_sent = threading.Event()

    def renew() -> str:
        calls.append(1)
        all_sent.wait(10)  # every thread's 401 is in before the new token is
        return "new"

    results: list[Any] = []
    with Client(stub.base_url, token="old", refresh_token=renew) as gk:
        threads = [threading.Thread(target=lambda: results.append(gk.get_me())) for _ in range(4)]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 10
        while stub.seen.count("Bearer old") < 4 and time.monotonic() < deadline:
            time.sleep(0.02)
        all_sent.set()
        for thread in threads:
            thread.join(10)
    assert results == [{"id": "usr_1"}] * 4 and len(calls) == 1


def test_async_requests_failing_together_share_one_renewal(stubs: Callable[[Handle], Stub]) -> None:
    stub = stubs(token_server)
    calls: list[int] = []

    async def run() -> list[Any]:
        async def renew() -> str | None:
            calls.append(1)
            await asyncio.sleep(0.2)
            return "new"

        async with AsyncClient(stub.base_url, token="old", refresh_token=renew) as gk:
            return list(await asyncio.gather(*(gk.get_me() for _ in range(5))))

    assert [user["id"] for user in asyncio.run(run())] == ["usr_1"] * 5
    assert len(calls) == 1 and sorted(str(seen) for seen in stub.seen) == ["Bearer new"] * 5 + ["Bearer old"] * 5

    async def refused() -> ApiError:
        async def nothing() -> str | None:
            return None

        async with AsyncClient(stub.base_url, token="old", refresh_token=nothing) as gk:
            try:
                await gk.get_me()
            except ApiError as error:
                return error
        raise AssertionError("expected ApiError")

    assert asyncio.run(refused()).code == "TOKEN_EXPIRED"


@pytest.fixture(scope="module")
def short_lived_base_url() -> Iterator[str]:
    """A server whose access tokens last 30 s, the shortest ACCESS_TOKEN_TTL it accepts."""
    with tempfile.TemporaryDirectory(prefix="gatekeep-pysdk-ttl-") as directory, serve(Path(directory), ACCESS_TOKEN_TTL="30") as url:
        yield url


def test_refresh_token_against_a_live_server_whose_token_expired(short_lived_base_url: str) -> None:
    base_url = short_lived_base_url
    with Client(base_url) as anonymous:
        tokens = anonymous.signup({"email": unique_email("py-expiring"), "password": PASSWORD})
    refresh = {"token": tokens["refreshToken"]}

    def renew() -> str:
        with Client(base_url) as plain:
            renewed = plain.refresh_token({"refreshToken": refresh["token"]})
        refresh["token"] = renewed["refreshToken"]
        return renewed["accessToken"]

    async def arenew() -> str | None:
        return await asyncio.to_thread(renew)

    time.sleep(tokens["expiresIn"] + 1.5)  # past `exp`; the session lives on
    probe = httpx.get(f"{base_url}/v1/me", headers={"authorization": f"Bearer {tokens['accessToken']}"})
    assert probe.json()["code"] == "TOKEN_EXPIRED"
    calls: list[int] = []

    def counted() -> str:
        calls.append(1)
        return renew()

    with Client(base_url, token=tokens["accessToken"], refresh_token=counted) as gk:
        assert gk.get_me()["id"] == tokens["user"]["id"]
        assert len(calls) == 1

    async def run() -> str:
        async with AsyncClient(base_url, token=tokens["accessToken"], refresh_token=arenew) as agk:
            return (await agk.get_me())["id"]

    assert asyncio.run(run()) == tokens["user"]["id"]
