"""AsyncClient: the live flow, and its retries and paginator over httpx.MockTransport."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import httpx
import pytest
from support import PASSWORD, unique_email

from gatekeep import ApiError, AsyncClient, Page


def test_async_client_flow(base_url: str) -> None:
    async def flow() -> None:
        email = unique_email("async")
        async with AsyncClient(base_url) as gk:
            assert await gk.get_health() == {"status": "ok"}
            tokens = await gk.signup({"email": email, "password": PASSWORD})
            login = await gk.login({"email": email, "password": PASSWORD})
            assert "accessToken" in login
            gk.set_token(login["accessToken"])
            assert (await gk.get_me())["id"] == tokens["user"]["id"]
            refreshed = await gk.refresh_token({"refreshToken": login["refreshToken"]})
            assert await gk.logout({"refreshToken": refreshed["refreshToken"]}) == {"revoked": True}
            assert (await gk.get_root_jwks()) == (await gk.get_jwks())
            # Logout ended that session's access tokens too; the signup session still works.
            with pytest.raises(ApiError) as ended:
                await gk.get_me()
            assert (ended.value.status, ended.value.code) == (401, "INVALID_CREDENTIAL")
            gk.set_token(tokens["accessToken"])
            # Concurrent calls share the connection pool.
            mes = await asyncio.gather(*(gk.get_me() for _ in range(5)))
            assert {me["id"] for me in mes} == {tokens["user"]["id"]}
            with pytest.raises(ApiError) as wrong:
                await gk.login({"email": email, "password": "not the password"})
            assert (wrong.value.status, wrong.value.code) == (401, "INVALID_CREDENTIAL")
            with pytest.raises(ApiError) as missing:
                await gk.request("GET", "/v1/nothing-here")
            assert (missing.value.status, missing.value.code) == (404, None)

    asyncio.run(flow())


def test_async_retries_honour_retry_after() -> None:
    answers = [
        httpx.Response(503, json={"ok": False, "error": "Busy.", "code": "SERVICE_UNAVAILABLE"}, headers={"retry-after": "0"}),
        httpx.Response(200, json={"ok": True, "data": {"status": "ok"}}),
    ]
    seen: list[httpx.Request] = []

    async def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answers.pop(0)

    async def run() -> dict[str, Any]:
        async with AsyncClient("http://gatekeep.test", retries=1, transport=httpx.MockTransport(handler)) as gk:
            return dict(await gk.get_health())

    assert asyncio.run(run()) == {"status": "ok"}
    assert len(seen) == 2


def test_async_paginate_follows_next_cursor() -> None:
    pages: dict[str | None, Page[str]] = {
        None: {"items": ["a", "b"], "nextCursor": "n1"},
        "n1": {"items": ["c"], "nextCursor": None},
    }

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"ok": True, "data": pages[request.url.params.get("cursor")]})

    async def run() -> list[str]:
        async with AsyncClient("http://gatekeep.test", transport=httpx.MockTransport(handler)) as gk:

            async def list_letters(*, limit: int | None = None, cursor: str | None = None) -> Page[str]:
                return cast(Page[str], await gk.request("GET", "/v1/letters", params={"limit": limit, "cursor": cursor}))

            return [letter async for letter in gk.paginate(list_letters, limit=2)]

    assert asyncio.run(run()) == ["a", "b", "c"]
