"""The generated files: up to date with openapi.yaml, and general enough for operations to come.

Runs scripts/gen/python/ through node with tsx (the server's own toolchain, already needed to
start it), on openapi.yaml and on a copy extended with fixtures/future-operations.yaml.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import json
import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
from support import REPO_ROOT, node_executable

import gatekeep

HEADER = "# generated from openapi.yaml by `npm run gen`, do not edit"
FUTURE = Path(__file__).parent / "fixtures" / "future-operations.yaml"

RENDER = """
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { renderPythonSdk } from './scripts/gen/python/index.ts';
const document = parse(readFileSync('openapi.yaml', 'utf8'));
const extra = process.env.EXTRA_SPEC ? parse(readFileSync(process.env.EXTRA_SPEC, 'utf8')) : null;
if (extra) {
  Object.assign(document.paths, extra.paths);
  document.components.parameters = { ...document.components.parameters, ...extra.components.parameters };
  Object.assign(document.components.schemas, extra.components.schemas);
}
process.stdout.write(JSON.stringify([renderPythonSdk(document), renderPythonSdk(document)]));
"""


def render(extra: Path | None = None) -> list[dict[str, str]]:
    env = {**os.environ, "EXTRA_SPEC": str(extra) if extra else ""}
    result = subprocess.run(
        [node_executable(), "--import", "tsx", "--input-type=module", "-e", RENDER],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    first, second = json.loads(result.stdout)
    assert first == second, "the generator's output must be deterministic"
    files: list[dict[str, str]] = first
    return files


def test_generated_files_match_openapi_yaml() -> None:
    files = render()
    assert sorted(f["file"] for f in files) == [
        "sdk-python/src/gatekeep/_operations.py",
        "sdk-python/src/gatekeep/models.py",
    ]
    for generated in files:
        assert generated["text"].split("\n", 1)[0] == HEADER
        on_disk = (REPO_ROOT / generated["file"]).read_text()
        assert on_disk == generated["text"], f"{generated['file']} is stale: run `npm run gen`"


def test_every_operation_has_a_method() -> None:
    spec_ids = [
        "getHealth", "getRootJwks", "getJwks", "signup", "login", "refreshToken", "logout",
        "verifyMfaChallenge", "getMe", "enrollTotp", "activateTotp", "disableTotp",
        "logoutAll", "listSessions", "revokeSession", "changePassword",
    ]  # fmt: skip
    on_disk = (REPO_ROOT / "sdk-python/src/gatekeep/_operations.py").read_text()
    for operation_id in spec_ids:
        assert f"(operationId `{operation_id}`)" in on_disk
    for name in ["refresh_token", "get_root_jwks", "verify_mfa_challenge", "get_me"]:
        for cls in (gatekeep.Client, gatekeep.AsyncClient):
            assert callable(getattr(cls, name))
    assert inspect.iscoroutinefunction(gatekeep.AsyncClient.get_me)
    assert gatekeep.Client.get_me.__doc__ is not None and gatekeep.Client.get_me.__doc__.startswith("The signed-in user.")


@pytest.fixture(scope="module")
def future(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """The package generated from openapi.yaml plus future operations, as `gatekeep_future`."""
    root = tmp_path_factory.mktemp("future")
    package = root / "gatekeep_future"
    shutil.copytree(Path(gatekeep.__file__).parent, package, ignore=shutil.ignore_patterns("__pycache__"))
    for generated in render(FUTURE):
        (package / Path(generated["file"]).name).write_text(generated["text"])
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module("gatekeep_future")
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m == "gatekeep_future" or m.startswith("gatekeep_future.")]:
            del sys.modules[name]


def api_key(key_id: str) -> dict[str, Any]:
    return {
        "id": key_id, "tenantId": "ten_1", "name": "ci", "start": "gk_live_abcd", "scopes": [],
        "status": "active", "createdAt": "2025-01-01T00:00:00.000Z", "expiresAt": None,
        "lastUsedAt": None, "revokedAt": None,
    }  # fmt: skip


def fake_server(seen: list[httpx.Request]) -> httpx.MockTransport:
    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        path, query = request.url.path, request.url.params
        if path == "/v1/tenants/ten_1/api-keys" and request.method == "GET":
            page: dict[str, Any] = {"items": [api_key("key_1"), api_key("key_2")], "nextCursor": "k2"}
            if query.get("cursor") == "k2":
                page = {"items": [api_key("key_3")], "nextCursor": None}
            return httpx.Response(200, json={"ok": True, "data": page})
        if path == "/v1/tenants/ten_1/api-keys" and request.method == "POST":
            return httpx.Response(201, json={"ok": True, "data": {"key": "gk_live_x", "apiKey": api_key("key_9")}})
        if request.method == "DELETE":
            return httpx.Response(204)
        if path == "/v1/audit/export" and query.get("tenantId") == "ten_1":
            return httpx.Response(200, text='{"id":"evt_1"}\n{"id":"evt_2"}\n', headers={"content-type": "application/x-ndjson"})
        return httpx.Response(404, json={"ok": False, "error": f"Route {request.method} {path} not found."})

    return httpx.MockTransport(handler)


def test_future_operations_get_typed_methods(future: ModuleType) -> None:
    client_class = future.Client
    signature = inspect.signature(client_class.list_api_keys)
    assert [(p.name, p.kind.name) for p in signature.parameters.values()] == [
        ("self", "POSITIONAL_OR_KEYWORD"),
        ("tenant_id", "POSITIONAL_OR_KEYWORD"),
        ("limit", "KEYWORD_ONLY"),
        ("cursor", "KEYWORD_ONLY"),
    ]
    assert list(inspect.signature(client_class.create_api_key).parameters) == ["self", "tenant_id", "body"]
    assert list(inspect.signature(client_class.get_api_key).parameters) == ["self", "tenant_id", "key_id"]
    export = inspect.signature(client_class.export_audit_events).parameters
    assert export["tenant_id"].default is inspect.Parameter.empty  # a required query parameter
    assert "class_" in export  # a keyword as a parameter name
    assert future.models.ApiKeyPage.__required_keys__ == {"items", "nextCursor"}
    assert future.models.CreateApiKeyRequest.__optional_keys__ == {"expiresAt"}

    seen: list[httpx.Request] = []
    with future.Client("http://gatekeep.test", transport=fake_server(seen)) as gk:
        keys = list(gk.paginate(gk.list_api_keys, "ten_1", limit=2))
        assert [key["id"] for key in keys] == ["key_1", "key_2", "key_3"]
        assert [str(r.url) for r in seen] == [
            "http://gatekeep.test/v1/tenants/ten_1/api-keys?limit=2",
            "http://gatekeep.test/v1/tenants/ten_1/api-keys?limit=2&cursor=k2",
        ]
        created = gk.create_api_key("ten_1", {"name": "ci", "scopes": ["keys:read"]})
        assert created["apiKey"]["id"] == "key_9"
        assert json.loads(seen[-1].content) == {"name": "ci", "scopes": ["keys:read"]}
        assert gk.purge_api_key("ten_1", "key/../1 ?") is None
        assert seen[-1].url.raw_path == b"/v1/tenants/ten_1/api-keys/key%2F..%2F1%20%3F"
        with pytest.raises(future.ApiError) as missing:
            gk.get_api_key("..", "key_1")
        assert missing.value.status == 404 and seen[-1].url.raw_path == b"/v1/tenants/%2E%2E/api-keys/key_1"
        assert gk.export_audit_events(tenant_id="ten_1", format="ndjson") == '{"id":"evt_1"}\n{"id":"evt_2"}\n'
        assert seen[-1].url.params["format"] == "ndjson"
        assert list(gk.export_audit_events_lines(tenant_id="ten_1", class_=True)) == ['{"id":"evt_1"}', '{"id":"evt_2"}']
        assert seen[-1].url.params["class"] == "true"
        with pytest.raises(future.ApiError) as failed:
            list(gk.export_audit_events_lines(tenant_id="ten_2"))
        assert failed.value.status == 404

    async def run_async() -> list[str]:
        async with future.AsyncClient("http://gatekeep.test", transport=fake_server([])) as agk:
            ids = [key["id"] async for key in agk.paginate(agk.list_api_keys, "ten_1")]
            lines = [line async for line in agk.export_audit_events_lines(tenant_id="ten_1")]
            return ids + lines

    assert asyncio.run(run_async()) == ["key_1", "key_2", "key_3", '{"id":"evt_1"}', '{"id":"evt_2"}']


def test_future_operations_type_check(future: ModuleType) -> None:
    """mypy --strict on code using the future methods: exact types, and errors where wrong."""
    assert future.__file__ is not None
    root = Path(future.__file__).parents[1]
    usage = root / "usage.py"
    usage.write_text(
        textwrap.dedent(
            """
            from collections.abc import AsyncIterator, Iterator
            from typing import assert_type

            from gatekeep_future import AsyncClient, Client
            from gatekeep_future.models import ApiKey, ApiKeyPage, CreateApiKeyResponse, TreeNode

            def sync_usage(gk: Client) -> None:
                assert_type(gk.list_api_keys("ten_1", limit=10), ApiKeyPage)
                assert_type(gk.paginate(gk.list_api_keys, "ten_1", limit=10), Iterator[ApiKey])
                created = gk.create_api_key("ten_1", {"name": "ci", "scopes": [], "expiresAt": None})
                assert_type(created, CreateApiKeyResponse)
                assert_type(created["apiKey"]["expiresAt"], str | None)
                assert_type(gk.purge_api_key("ten_1", "key_1"), None)
                assert_type(gk.export_audit_events(tenant_id="ten_1", format="csv"), str)
                assert_type(gk.export_audit_events_lines(tenant_id="ten_1"), Iterator[str])
                gk.list_api_keys("ten_1", limit="ten")  # type: ignore[arg-type]
                gk.create_api_key("ten_1", {"name": "ci"})  # type: ignore[typeddict-item]
                gk.export_audit_events(tenant_id="ten_1", format="xml")  # type: ignore[arg-type]
                gk.export_audit_events()  # type: ignore[call-arg]
                gk.paginate(gk.list_api_keys, "ten_1", limt=5)  # type: ignore[call-arg]

            async def async_usage(gk: AsyncClient, node: TreeNode) -> None:
                assert_type(await gk.get_api_key("ten_1", "key_1"), ApiKey)
                assert_type(gk.paginate(gk.list_api_keys, "ten_1"), AsyncIterator[ApiKey])
                assert_type(gk.export_audit_events_lines(tenant_id="ten_1"), AsyncIterator[str])
                assert_type(node.get("children", [])[0]["name"], str)
            """
        )
    )
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "usage.py"],
        cwd=root,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
