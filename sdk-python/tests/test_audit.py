"""verify_audit_export: an export checked offline against the checkpoints and keys the API serves."""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import serve
from support import PASSWORD, unique_email

from gatekeep import Client, verify_audit_export


@pytest.fixture(scope="module")
def checkpointing_url(dns_servers: str) -> Iterator[str]:
    """A server of its own whose worker signs the audit logs each second.

    On its own embedded database: on a PostgreSQL run, the run's database holds the logs of
    every test, which its first checkpoint runs would be busy signing.
    """
    with tempfile.TemporaryDirectory(prefix="gatekeep-pysdk-audit-") as directory:
        settings = {"DNS_SERVERS": dns_servers, "AUDIT_CHECKPOINT_SECONDS": "1", "DATABASE_URL": ""}
        with serve(Path(directory), **settings) as url:
            yield url


def test_verify_audit_export_against_checkpoints(checkpointing_url: str) -> None:
    with Client(checkpointing_url) as gk:
        gk.set_token(gk.signup({"email": unique_email("py-audit"), "password": PASSWORD})["accessToken"])
        tenant = gk.create_tenant({"name": "Audited"})
        for i in range(3):
            gk.create_role(tenant["id"], {"name": f"py-audited-{i}", "permissions": []})
        checkpoints: list[Any] = []
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            checkpoints = list(gk.list_audit_checkpoints(tenant["id"])["items"])
            if checkpoints and checkpoints[0]["treeSize"] == 4:
                break
            time.sleep(0.2)
        assert [c["treeSize"] for c in checkpoints][:1] == [4]
        keys = gk.get_audit_checkpoint_keys()
        ndjson = gk.export_audit_events(tenant_id=tenant["id"], checkpoint="latest")

    verified = verify_audit_export(ndjson, checkpoints=checkpoints, keys=keys)
    # Every checkpoint held: the one at 4 and any signed before the roles were made.
    assert (verified.ok, verified.events, verified.erased, verified.failure) == (True, 4, 0, None)
    assert verified.checkpoints == sorted(c["treeSize"] for c in checkpoints)

    lines = ndjson.strip().split("\n")
    changed = json.loads(lines[2])
    changed["action"] = "role.deleted"
    lines[2] = json.dumps(changed)
    failure = verify_audit_export("\n".join(lines), checkpoints=checkpoints, keys=keys).failure
    assert failure is not None
    assert (failure.line, failure.seq, failure.event_id, failure.reason) == (3, 3, changed["id"], "the event does not match its leaf hash")

    forged = {**checkpoints[0], "rootHash": "ab" * 32}
    refused = verify_audit_export(ndjson, checkpoints=[forged], keys=keys)
    assert refused.failure is not None and "is not signed by any of the keys" in refused.failure.reason
    missing = verify_audit_export("\n".join(ndjson.strip().split("\n")[:2]), checkpoints=checkpoints, keys=keys)
    assert missing.failure is not None and "events from seq 3 are missing" in missing.failure.reason


FIXTURE = Path(__file__).parent / "fixtures" / "audit-export.ndjson"
#: The root the server and the TypeScript SDK compute for the fixture (test/unit/audit-verifiers.test.ts).
FIXTURE_ROOT = "7960aa31d1e33e81f79904415ed128ec202c2d577dcb2d60bf4831789c70ade1"


def test_verify_audit_export_agrees_with_the_server_on_the_fixture() -> None:
    text = FIXTURE.read_text(encoding="utf-8")
    verified = verify_audit_export(text)
    assert (verified.ok, verified.events, verified.erased, verified.root_hash) == (True, 5, 1, FIXTURE_ROOT)

    lines = text.strip().split("\n")
    nested = json.loads(lines[2])
    nested["metadata"]["nested"]["b"] = 2
    failure = verify_audit_export("\n".join([*lines[:2], json.dumps(nested), *lines[3:]])).failure
    assert failure is not None and (failure.line, failure.reason) == (3, "the event does not match its leaf hash")
    reordered = json.loads(lines[0])
    reordered["target"] = {"id": reordered["target"]["id"], "type": reordered["target"]["type"]}
    assert verify_audit_export("\n".join([json.dumps(reordered), *lines[1:]])).root_hash == FIXTURE_ROOT
