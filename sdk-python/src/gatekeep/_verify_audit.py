"""Offline verification of an audit log's export, with nothing but it, checkpoints and keys.

The log is an RFC 9162 Merkle tree: each event's leaf is SHA-256(0x00 || RFC 8785 JSON of the
event without `ip`, `metadata.email`, `seq`, `leafHash` and `personalData`, with `personalData`
set to its digest), interior nodes SHA-256(0x01 || left || right). A checkpoint is Ed25519 over
the RFC 8785 JSON of `{origin, treeSize, rootHash, at}`, by a key of
`GET /v1/audit/checkpoint-keys`. `rfc8785` (Trail of Bits) canonicalizes; `cryptography`
(which PyJWT[crypto] already brings) checks the signatures.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import rfc8785
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

_HEX_64 = re.compile(r"^[0-9a-f]{64}$")


@dataclass(frozen=True)
class AuditExportFailure:
    """The first thing that does not hold: where it shows (1-based line, seq, event id), and why."""

    line: int | None
    seq: int | None
    event_id: str | None
    reason: str


@dataclass(frozen=True)
class AuditExportVerification:
    ok: bool
    #: Events read and verified (all of them when ok).
    events: int
    #: Events of deleted users whose IP and email were erased: they verify by their digest.
    erased: int
    #: Hex root of the tree of the events read.
    root_hash: str
    #: Sizes of the checkpoints whose signature and root held, smallest first.
    checkpoints: list[int] = field(default_factory=list)
    failure: AuditExportFailure | None = None


def _sha256(*parts: bytes) -> bytes:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    return digest.digest()


class _Frontier:
    """The roots of a growing RFC 9162 tree, in O(log n) memory."""

    def __init__(self) -> None:
        self.size = 0
        self._stack: list[bytes] = []

    def push(self, leaf: bytes) -> None:
        node, n = leaf, self.size
        while n % 2 == 1:
            node = _sha256(b"\x01", self._stack.pop(), node)
            n //= 2
        self._stack.append(node)
        self.size += 1

    def root(self) -> bytes:
        if not self._stack:
            return _sha256()
        root = self._stack[-1]
        for left in reversed(self._stack[:-1]):
            root = _sha256(b"\x01", left, root)
        return root


def _event_problem(event: Any, expected_seq: int) -> str | None:
    if not isinstance(event, dict) or not isinstance(event.get("metadata"), dict):
        return "not an audit event"
    seq = event.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool):
        return "no seq"
    if seq > expected_seq:
        return f"seq {expected_seq} is missing"
    if seq < expected_seq:
        return f"seq {seq} comes after {expected_seq - 1}: out of order or repeated"
    leaf_hash = event.get("leafHash")
    personal = event.get("personalData") or {}
    digest = personal.get("digest")
    if not isinstance(leaf_hash, str) or not _HEX_64.match(leaf_hash):
        return "no leafHash"
    if not isinstance(digest, str) or not _HEX_64.match(digest):
        return "no personalData.digest"
    metadata = dict(event["metadata"])
    email = metadata.pop("email", None)
    salt = personal.get("salt")
    if salt is None:
        if event.get("ip") is not None or "email" in event["metadata"]:
            return "personal data without its salt"
    elif _sha256(rfc8785.dumps({"email": email, "ip": event.get("ip"), "salt": salt})).hex() != digest:
        return "the IP or email does not match its digest"
    sealed = {
        "id": event.get("id"),
        "occurredAt": event.get("occurredAt"),
        "tenantId": event.get("tenantId"),
        "actor": event.get("actor"),
        "action": event.get("action"),
        "target": event.get("target"),
        "requestId": event.get("requestId"),
        "metadata": metadata,
        "personalData": digest,
    }
    if _sha256(b"\x00", rfc8785.dumps(sealed)).hex() != leaf_hash:
        return "the event does not match its leaf hash"
    return None


def _signed_by(checkpoint: Mapping[str, Any], keys: Sequence[Mapping[str, Any]]) -> bool:
    key = next((k for k in keys if k.get("kid") == checkpoint.get("keyId")), None)
    if key is None:
        return False
    try:
        public_key = Ed25519PublicKey.from_public_bytes(base64.urlsafe_b64decode(str(key["x"]) + "=="))
        signature = base64.urlsafe_b64decode(str(checkpoint["signature"]) + "==")
        body = {name: checkpoint[name] for name in ("origin", "treeSize", "rootHash", "at")}
        public_key.verify(signature, rfc8785.dumps(body))
        return True
    except (InvalidSignature, KeyError, ValueError, TypeError):
        return False


def verify_audit_export(
    exported: str | bytes | Iterable[str],
    *,
    checkpoints: Sequence[Mapping[str, Any]] = (),
    keys: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
) -> AuditExportVerification:
    """Verify the NDJSON export of a whole audit log (`export_audit_events` without filters).

    Checks every leaf hash, `seq` from 1 without gaps, each checkpoint's signature (`keys`: the
    body of `get_audit_checkpoint_keys`, or its `keys`), and the tree's root at each checkpoint's
    size, which also shows the checkpoints consistent with each other. Checkpoints come from
    `checkpoints` and from a last `{"checkpoint": …}` line (`checkpoint="latest"`). Stops at the
    first failure, which the answer names.
    """
    if isinstance(exported, bytes):
        exported = exported.decode("utf-8")
    lines: Iterable[str] = exported.split("\n") if isinstance(exported, str) else exported
    key_list: Sequence[Mapping[str, Any]] | None = keys.get("keys", []) if isinstance(keys, Mapping) else keys
    signed = list(checkpoints)
    frontier = _Frontier()
    leaves: list[bytes] = []
    erased = 0

    def outcome(held: list[int], failure: AuditExportFailure | None = None) -> AuditExportVerification:
        return AuditExportVerification(
            ok=failure is None,
            events=frontier.size,
            erased=erased,
            root_hash=frontier.root().hex(),
            checkpoints=held,
            failure=failure,
        )

    line_number = 0
    for raw in lines:
        if not raw.strip():
            continue
        line_number += 1
        try:
            value = json.loads(raw)
        except ValueError:
            return outcome([], AuditExportFailure(line_number, None, None, "the line is not JSON"))
        if isinstance(value, dict) and "checkpoint" in value:
            signed.append(value["checkpoint"])
            continue
        problem = _event_problem(value, frontier.size + 1)
        if problem is not None:
            seq = value.get("seq") if isinstance(value, dict) and isinstance(value.get("seq"), int) else None
            event_id = value.get("id") if isinstance(value, dict) and isinstance(value.get("id"), str) else None
            return outcome([], AuditExportFailure(line_number, seq, event_id, problem))
        if value["personalData"]["salt"] is None:
            erased += 1
        leaf = bytes.fromhex(value["leafHash"])
        leaves.append(leaf)
        frontier.push(leaf)
    if frontier.size == 0:
        return outcome([], AuditExportFailure(None, None, None, "the export holds no event"))

    wanted = {int(c.get("treeSize", 0)) for c in signed}
    roots_at: dict[int, str] = {}
    replay = _Frontier()
    for leaf in leaves:
        replay.push(leaf)
        if replay.size in wanted:
            roots_at[replay.size] = replay.root().hex()

    held: list[int] = []
    for checkpoint in sorted(signed, key=lambda c: int(c.get("treeSize", 0))):
        size = int(checkpoint.get("treeSize", 0))
        name = f"the checkpoint of {size} events ({checkpoint.get('at')})"
        if key_list is None:
            return outcome(held, AuditExportFailure(None, None, None, f"no keys to check {name} against"))
        if not _signed_by(checkpoint, key_list):
            return outcome(held, AuditExportFailure(None, None, None, f"{name} is not signed by any of the keys"))
        if size > frontier.size:
            missing = frontier.size + 1
            reason = f"{name} counts more events than the export's {frontier.size}: events from seq {missing} are missing"
            return outcome(held, AuditExportFailure(missing, missing, None, reason))
        if roots_at.get(size) != checkpoint.get("rootHash"):
            after = held[-1] if held else 0
            reason = (
                f"{name} does not match the export: an event from seq {after + 1} to {size} "
                "was changed, removed, inserted or moved"
            )
            return outcome(held, AuditExportFailure(after + 1, after + 1, None, reason))
        if not held or held[-1] != size:
            held.append(size)
    return outcome(held)
