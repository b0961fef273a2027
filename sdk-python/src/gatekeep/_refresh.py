"""The `refresh_token` callback of Client and AsyncClient: one shared renewal of an expired token.

When requests sent with the client's token are answered 401 TOKEN_EXPIRED, the callback is
called once for all of them (as Auth0's and oidc-client's token managers do), its token set, and
each request replayed once. A request failing while the callback runs waits for it, unless it is
the callback's own call (same thread, or same task), which would wait for itself.
"""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class SentWith:
    """The token a request went out with, and its place in the order of requests."""

    token: str | None
    sequence: int


_renewing: contextvars.ContextVar[object | None] = contextvars.ContextVar("gatekeep_renewing", default=None)
"""The AsyncRefresh whose callback the current task runs, if any."""


class _Refresh:
    """The bookkeeping both kinds share; the token itself lives in the client."""

    def __init__(self, current_token: Callable[[], str | None], set_token: Callable[[str], None]) -> None:
        self._current_token = current_token
        self._set_token = set_token
        self._counter = threading.Lock()
        self._sequence = 0
        # The last renewal that gave no token: requests sent before it ended share its outcome.
        self._last_failure: tuple[str | None, int] | None = None

    def sent(self) -> SentWith:
        """Called as each request goes out."""
        with self._counter:
            self._sequence += 1
            return SentWith(self._current_token(), self._sequence)

    def _renewed_since(self, sent: SentWith) -> bool:
        return self._current_token() != sent.token

    def _failed_for(self, sent: SentWith) -> bool:
        failure = self._last_failure
        return failure is not None and failure[0] == sent.token and sent.sequence <= failure[1]

    def _end(self, sent: SentWith, token: str | None) -> None:
        if token:
            self._set_token(token)
        else:
            self._last_failure = (sent.token, self._sequence)


class SyncRefresh(_Refresh):
    """For Client, whose requests may run on several threads."""

    def __init__(
        self,
        refresher: Callable[[], str | None],
        current_token: Callable[[], str | None],
        set_token: Callable[[str], None],
    ) -> None:
        super().__init__(current_token, set_token)
        self._refresher = refresher
        self._lock = threading.Lock()
        self._owner: int | None = None

    def renew(self, sent: SentWith) -> bool:
        """True to replay the request with the client's (new) token; False to let the 401 through."""
        if self._renewed_since(sent):
            return True
        if self._owner == threading.get_ident():
            return False  # the callback's own request
        with self._lock:
            if self._renewed_since(sent):
                return True
            if self._failed_for(sent):
                return False
            self._owner = threading.get_ident()
            token: str | None = None
            try:
                token = self._refresher()
            finally:
                self._owner = None
                self._end(sent, token)
            return self._renewed_since(sent)


class AsyncRefresh(_Refresh):
    """For AsyncClient: the renewal is one task that every failed request awaits."""

    def __init__(
        self,
        refresher: Callable[[], Awaitable[str | None]],
        current_token: Callable[[], str | None],
        set_token: Callable[[str], None],
    ) -> None:
        super().__init__(current_token, set_token)
        self._refresher = refresher
        self._task: asyncio.Task[None] | None = None

    async def renew(self, sent: SentWith) -> bool:
        """True to replay the request with the client's (new) token; False to let the 401 through."""
        if self._renewed_since(sent):
            return True
        if _renewing.get() is self:
            return False  # the callback's own request
        task = self._task
        if task is None:
            if self._failed_for(sent):
                return False
            task = self._task = asyncio.ensure_future(self._run(sent))
        # Shielded: a caller that gives up does not cancel the renewal the others wait for.
        await asyncio.shield(task)
        return self._renewed_since(sent)

    async def _run(self, sent: SentWith) -> None:
        _renewing.set(self)  # the task's own context: what the callback awaits sees it
        token: str | None = None
        try:
            token = await self._refresher()
        finally:
            self._task = None
            self._end(sent, token)
