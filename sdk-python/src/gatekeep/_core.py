"""The transport under Client and AsyncClient: envelopes, errors, retries and pagination.

Hand-written. The operation methods (generated from openapi.yaml, in _operations.py) call
`_call`, `_call_text` and `_stream_lines` here; everything about HTTP lives in this module.
"""

from __future__ import annotations

import asyncio
import email.utils
import json as jsonlib
import math
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from datetime import timezone
from types import TracebackType
from typing import Any, Final, Generic, ParamSpec, Self, TypedDict, TypeVar
from urllib.parse import quote

import httpx

from ._refresh import AsyncRefresh, SentWith, SyncRefresh
from ._version import __version__

T = TypeVar("T")
P = ParamSpec("P")

DEFAULT_TIMEOUT: Final = 30.0
"""Seconds for connecting, reading, writing and waiting for a pooled connection."""
DEFAULT_MAX_RETRY_WAIT: Final = 30.0
"""The longest a retry waits; a longer `Retry-After` is not waited out but raised."""
RETRY_STATUSES: Final = frozenset({429, 503})
IDEMPOTENT_METHODS: Final = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
"""A request of these that got no answer is retried: sending it twice does no harm."""
TOKEN_EXPIRED: Final = "TOKEN_EXPIRED"
"""The 401 code of an access token past its `exp` (other 401s mean: sign in again)."""
_BACKOFF_BASE = 0.5
_NO_JSON: Final = object()


class Page(TypedDict, Generic[T]):
    """One page of a cursor-paged list: pass `nextCursor` as `cursor` for the next page."""

    items: list[T]
    nextCursor: str | None


class ApiError(Exception):
    """A call that did not succeed: a non-2xx answer, a 2xx that is not a success envelope, or no answer.

    No answer at all is `status` 0 with `code` "NETWORK_ERROR" (the server could not be reached
    or the connection broke: refused, reset, DNS) or "TIMEOUT" (the client's `timeout` ran
    out); the httpx exception is its `__cause__`. `status` is otherwise the HTTP status; `message` the body's `error` (or the HTTP reason phrase when
    the body is not a Gatekeep envelope, e.g. a proxy's HTML page); `code` the body's machine
    code (`None` when absent, as for an unknown route); `retry_after` the whole seconds of the
    `Retry-After` header; `request_id` the `x-request-id` header, to quote in a support ticket.
    """

    def __init__(
        self,
        status: int,
        message: str,
        code: str | None = None,
        retry_after: int | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code
        self.retry_after = retry_after
        self.request_id = request_id

    def __str__(self) -> str:
        head = f"{self.status} {self.code}" if self.code else str(self.status)
        tail = f" (request id {self.request_id})" if self.request_id else ""
        return f"{head}: {self.message}{tail}"

    def __repr__(self) -> str:
        return (
            f"ApiError(status={self.status!r}, message={self.message!r}, code={self.code!r}, "
            f"retry_after={self.retry_after!r}, request_id={self.request_id!r})"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.status, self.message, self.code, self.retry_after, self.request_id))


def path_param(value: str | int) -> str:
    """A path parameter as one URL path segment: `/`, `?`, `#`, `%` and the rest escaped."""
    text = str(value)
    if text in (".", ".."):
        return text.replace(".", "%2E")  # else the URL would be normalised to another path
    return quote(text, safe="")


def parse_retry_after(value: str | None) -> int | None:
    """`Retry-After` as whole seconds from now: delay-seconds or an HTTP date; else None."""
    if value is None:
        return None
    value = value.strip()
    if value.isascii() and value.isdigit():  # str.isdigit() also takes '²', which int() refuses
        return int(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0, math.ceil(when.timestamp() - time.time()))


def _query(params: Mapping[str, Any] | None) -> httpx.QueryParams | None:
    """Query parameters without the `None` ones; booleans as `true`/`false`, lists repeated."""
    if not params:
        return None
    items: list[tuple[str, str | int | float | bool | None]] = []
    for key, value in params.items():
        values = value if isinstance(value, (list, tuple)) else [value]
        for item in values:
            if item is None:
                continue
            items.append((key, ("true" if item else "false") if isinstance(item, bool) else str(item)))
    return httpx.QueryParams(items)


def _json_body(response: httpx.Response) -> Any:
    if not response.content:
        return _NO_JSON
    try:
        return jsonlib.loads(response.content)
    except ValueError:
        return _NO_JSON


def _error(response: httpx.Response, body: Any = _NO_JSON) -> ApiError:
    status = response.status_code
    message: str | None = None
    code: str | None = None
    if isinstance(body, dict) and isinstance(body.get("error"), str):
        message = body["error"]
        code = body["code"] if isinstance(body.get("code"), str) else None
    if message is None:
        if response.is_success:
            message = f"Expected a Gatekeep envelope in the {status} response."
        else:
            message = response.reason_phrase or f"HTTP {status}"
    return ApiError(
        status,
        message,
        code,
        parse_retry_after(response.headers.get("retry-after")),
        response.headers.get("x-request-id"),
    )


def _unwrap(response: httpx.Response, raw: bool) -> Any:
    """The `data` of a success envelope, or with `raw` the whole JSON body; else ApiError."""
    body = _json_body(response)
    if not response.is_success:
        raise _error(response, body)
    if raw:
        if body is _NO_JSON:
            raise ApiError(
                response.status_code,
                "Expected a JSON body.",
                None,
                None,
                response.headers.get("x-request-id"),
            )
        return body
    if isinstance(body, dict) and body.get("ok") is True and "data" in body:
        return body["data"]
    if response.status_code == 204 and not response.content:
        return None
    raise _error(response, body)


def _text(response: httpx.Response) -> str:
    if not response.is_success:
        raise _error(response, _json_body(response))
    return response.text


def _no_answer(base_url: httpx.URL, exc: httpx.TransportError) -> ApiError | None:
    """ApiError status 0 for a request that got no answer; None for one that never left (a bad URL)."""
    if isinstance(exc, httpx.UnsupportedProtocol):
        return None
    server = str(base_url).rstrip("/")
    reason = str(exc) or type(exc).__name__
    if isinstance(exc, httpx.TimeoutException):
        return ApiError(0, f"No answer from Gatekeep at {server} within the timeout ({reason}).", "TIMEOUT")
    return ApiError(0, f"Could not reach Gatekeep at {server}: {reason}.", "NETWORK_ERROR")


def _expired(response: httpx.Response) -> bool:
    """A read 401 that says the access token expired (not that it is invalid)."""
    body = _json_body(response)
    return isinstance(body, dict) and body.get("code") == TOKEN_EXPIRED


class _Settings:
    """What both clients share: credentials, headers and the retry policy."""

    def __init__(
        self,
        token: str | None,
        retries: int,
        max_retry_wait: float,
        headers: Mapping[str, str] | None,
    ) -> None:
        if retries < 0:
            raise ValueError("retries must be 0 or more")
        self._token = token
        self._retries = retries
        self._max_retry_wait = max_retry_wait
        self._default_headers = {"user-agent": f"gatekeep-python/{__version__}", **(headers or {})}

    def set_token(self, token: str | None) -> None:
        """Send `Authorization: Bearer <token>` on every later request; `None` stops it."""
        self._token = token

    def _headers(self, accept: str | None) -> dict[str, str]:
        headers: dict[str, str] = {}
        if accept:
            headers["accept"] = accept
        if self._token:
            headers["authorization"] = f"Bearer {self._token}"
        return headers

    def _retry_delay(self, response: httpx.Response, attempt: int) -> float | None:
        """Seconds to wait before retrying `response`, or None not to retry it."""
        if response.status_code not in RETRY_STATUSES or attempt >= self._retries:
            return None
        retry_after = parse_retry_after(response.headers.get("retry-after"))
        if retry_after is not None:
            return float(retry_after) if retry_after <= self._max_retry_wait else None
        return self._backoff(attempt)

    def _unanswered_retry_delay(self, base_url: httpx.URL, method: str, attempt: int, exc: httpx.TransportError) -> float:
        """Seconds to wait before resending a request that got no answer.

        Raises instead when it is not resent: ApiError status 0 (a POST or PATCH, which may
        have arrived, or no retries left), or `exc` itself for a request that never left.
        """
        error = _no_answer(base_url, exc)
        if error is None:
            raise exc
        if method.upper() not in IDEMPOTENT_METHODS or attempt >= self._retries:
            raise error from exc
        return self._backoff(attempt)

    def _backoff(self, attempt: int) -> float:
        # Exponential backoff with jitter: 0.25–0.5 s, then 0.5–1 s, 1–2 s, … up to the cap.
        ceiling = min(self._max_retry_wait, _BACKOFF_BASE * 2**attempt)
        return random.uniform(ceiling / 2, ceiling)

    def _may_renew(self, sent: SentWith | None, replayed: bool, response: httpx.Response) -> bool:
        """A 401 to a request that carried the client's token, not yet replayed (its body is read next)."""
        return sent is not None and sent.token is not None and not replayed and response.status_code == 401


class SyncTransport(_Settings):
    """The synchronous transport of Client."""

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        timeout: float | httpx.Timeout = DEFAULT_TIMEOUT,
        retries: int = 0,
        *,
        max_retry_wait: float = DEFAULT_MAX_RETRY_WAIT,
        headers: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
        refresh_token: Callable[[], str | None] | None = None,
    ) -> None:
        """A client of the Gatekeep API at `base_url`.

        `token` is sent as a bearer token (see `set_token`). `timeout` is in seconds; a request
        that outlasts it raises ApiError status 0 "TIMEOUT", one that cannot reach the server
        ApiError status 0 "NETWORK_ERROR". `retries` is how many times a 429 or 503 answer is
        retried (after `Retry-After` when the server sends one, not at all when that exceeds
        `max_retry_wait`), and how many times a GET, HEAD, OPTIONS, PUT or DELETE that got no
        answer is resent; else after an exponential backoff with jitter. `headers` go on every
        request; `transport` replaces httpx's (e.g. an `httpx.MockTransport` in tests).
        `refresh_token` renews an expired access token: called when a request sent with the
        client's token is answered 401 TOKEN_EXPIRED, it returns the new access token (set as
        by `set_token`, and the request replayed once) or None to let the 401 through; requests
        failing together share one call.
        """
        super().__init__(token, retries, max_retry_wait, headers)
        self._http = httpx.Client(
            base_url=base_url, timeout=timeout, headers=self._default_headers, transport=transport
        )
        self._sleep: Callable[[float], None] = time.sleep
        self._token_refresh = (
            None
            if refresh_token is None
            else SyncRefresh(refresh_token, lambda: self._token, self.set_token)
        )

    def _send(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        accept: str | None = "application/json",
        stream: bool = False,
    ) -> httpx.Response:
        attempt = 0
        replayed = False
        while True:
            request = self._http.build_request(
                method, path, params=_query(params), json=json, headers=self._headers(accept)
            )
            sent = self._token_refresh.sent() if self._token_refresh else None
            try:
                response = self._http.send(request, stream=stream)
            except httpx.TransportError as exc:
                self._sleep(self._unanswered_retry_delay(self._http.base_url, method, attempt, exc))
                attempt += 1
                continue
            if self._token_refresh and sent and self._may_renew(sent, replayed, response):
                response.read()
                if _expired(response):
                    replayed = True  # once: a token that expires again at once is not renewed in a loop
                    if self._token_refresh.renew(sent):
                        response.close()
                        continue
                    return response
            delay = self._retry_delay(response, attempt)
            if delay is None:
                return response
            response.close()
            self._sleep(delay)
            attempt += 1

    def _call(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        raw: bool = False,
    ) -> Any:
        return _unwrap(self._send(method, path, params=params, json=json), raw)

    def _call_text(self, method: str, path: str, *, params: Mapping[str, Any] | None = None) -> str:
        return _text(self._send(method, path, params=params, accept=None))

    def _stream_lines(
        self, method: str, path: str, *, params: Mapping[str, Any] | None = None
    ) -> Iterator[str]:
        response = self._send(method, path, params=params, accept=None, stream=True)
        try:
            if not response.is_success:
                response.read()
                raise _error(response, _json_body(response))
            yield from response.iter_lines()
        except httpx.TransportError as exc:
            error = _no_answer(self._http.base_url, exc)
            if error is None:
                raise
            raise error from exc  # mid-stream: not retried, the lines so far were already yielded
        finally:
            response.close()

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
    ) -> Any:
        """Any route: the unwrapped `data` of its envelope, or ApiError."""
        return self._call(method, path, params=params, json=json)

    def paginate(
        self, method: Callable[P, Page[T]], /, *args: P.args, **kwargs: P.kwargs
    ) -> Iterator[T]:
        """The items of every page of a cursor-paged list, fetched as they are needed.

        `client.paginate(client.list_api_keys, tenant_id, limit=100)` calls the method with
        those arguments, then again with `cursor=` each page's `nextCursor` until it is null.
        """
        call: Callable[..., Page[T]] = method
        query: dict[str, Any] = dict(kwargs)
        seen: set[str] = set()
        while True:
            page = call(*args, **query)
            yield from page["items"]
            cursor = page.get("nextCursor")
            if cursor is None:
                return
            if cursor in seen:
                raise RuntimeError(f"the server returned cursor {cursor!r} twice; stopping")
            seen.add(cursor)
            query["cursor"] = cursor

    def close(self) -> None:
        """Close the connections; the client cannot be used afterwards."""
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


class AsyncTransport(_Settings):
    """The asynchronous transport of AsyncClient."""

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        timeout: float | httpx.Timeout = DEFAULT_TIMEOUT,
        retries: int = 0,
        *,
        max_retry_wait: float = DEFAULT_MAX_RETRY_WAIT,
        headers: Mapping[str, str] | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        refresh_token: Callable[[], Awaitable[str | None]] | None = None,
    ) -> None:
        """An asyncio client of the Gatekeep API at `base_url`; the arguments are Client's.

        `refresh_token` is an async callable here: `async def renew() -> str | None`.
        """
        super().__init__(token, retries, max_retry_wait, headers)
        self._http = httpx.AsyncClient(
            base_url=base_url, timeout=timeout, headers=self._default_headers, transport=transport
        )
        self._sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
        self._token_refresh = (
            None
            if refresh_token is None
            else AsyncRefresh(refresh_token, lambda: self._token, self.set_token)
        )

    async def _send(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        accept: str | None = "application/json",
        stream: bool = False,
    ) -> httpx.Response:
        attempt = 0
        replayed = False
        while True:
            request = self._http.build_request(
                method, path, params=_query(params), json=json, headers=self._headers(accept)
            )
            sent = self._token_refresh.sent() if self._token_refresh else None
            try:
                response = await self._http.send(request, stream=stream)
            except httpx.TransportError as exc:
                await self._sleep(self._unanswered_retry_delay(self._http.base_url, method, attempt, exc))
                attempt += 1
                continue
            if self._token_refresh and sent and self._may_renew(sent, replayed, response):
                await response.aread()
                if _expired(response):
                    replayed = True  # once: a token that expires again at once is not renewed in a loop
                    if await self._token_refresh.renew(sent):
                        await response.aclose()
                        continue
                    return response
            delay = self._retry_delay(response, attempt)
            if delay is None:
                return response
            await response.aclose()
            await self._sleep(delay)
            attempt += 1

    async def _call(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json: Any = None,
        raw: bool = False,
    ) -> Any:
        return _unwrap(await self._send(method, path, params=params, json=json), raw)

    async def _call_text(
        self, method: str, path: str, *, params: Mapping[str, Any] | None = None
    ) -> str:
        return _text(await self._send(method, path, params=params, accept=None))

    async def _stream_lines(
        self, method: str, path: str, *, params: Mapping[str, Any] | None = None
    ) -> AsyncIterator[str]:
        response = await self._send(method, path, params=params, accept=None, stream=True)
        try:
            if not response.is_success:
                await response.aread()
                raise _error(response, _json_body(response))
            async for line in response.aiter_lines():
                yield line
        except httpx.TransportError as exc:
            error = _no_answer(self._http.base_url, exc)
            if error is None:
                raise
            raise error from exc  # mid-stream: not retried, the lines so far were already yielded
        finally:
            await response.aclose()

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
    ) -> Any:
        """Any route: the unwrapped `data` of its envelope, or ApiError."""
        return await self._call(method, path, params=params, json=json)

    async def paginate(
        self, method: Callable[P, Awaitable[Page[T]]], /, *args: P.args, **kwargs: P.kwargs
    ) -> AsyncIterator[T]:
        """The items of every page of a cursor-paged list, for `async for`.

        `async for key in client.paginate(client.list_api_keys, tenant_id): ...`
        """
        call: Callable[..., Awaitable[Page[T]]] = method
        query: dict[str, Any] = dict(kwargs)
        seen: set[str] = set()
        while True:
            page = await call(*args, **query)
            for item in page["items"]:
                yield item
            cursor = page.get("nextCursor")
            if cursor is None:
                return
            if cursor in seen:
                raise RuntimeError(f"the server returned cursor {cursor!r} twice; stopping")
            seen.add(cursor)
            query["cursor"] = cursor

    async def close(self) -> None:
        """Close the connections; the client cannot be used afterwards."""
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()
