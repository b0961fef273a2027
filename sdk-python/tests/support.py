"""Helpers shared by the tests: the repo and node, unique emails, RFC 6238 TOTP codes."""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import shutil
import struct
import time
import uuid
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse battery staple"
TOTP_PERIOD = 30


def unique_email(prefix: str = "py") -> str:
    """An email no other test (nor an earlier run on the same database) uses."""
    return f"{prefix}-{uuid.uuid4().hex[:16]}@example.com"


def totp(secret: str, at: float) -> str:
    """RFC 6238: HMAC-SHA-1 over the 30-second step counter, dynamic truncation, 6 digits."""
    key = base64.b32decode(secret.upper() + "=" * (-len(secret) % 8))
    counter = struct.pack(">Q", int(at // TOTP_PERIOD))
    digest = hmac.new(key, counter, hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    value = struct.unpack(">I", digest[offset : offset + 4])[0] & 0x7FFFFFFF
    return f"{value % 1_000_000:06d}"


def code_for_step(secret: str, offset: int = 0) -> str:
    """The code of the current step plus `offset` (the server accepts one step either side).

    Waits out the last two seconds of a step, so that the step cannot change between making
    the code and the server checking it.
    """
    into_step = time.time() % TOTP_PERIOD
    if into_step > TOTP_PERIOD - 2:
        time.sleep(TOTP_PERIOD - into_step + 0.1)
    return totp(secret, time.time() + offset * TOTP_PERIOD)


def node_executable() -> str:
    """The Node.js that runs the server (NODE, as the check script sets it, else PATH's)."""
    node = os.environ.get("NODE") or shutil.which("node")
    if not node:
        raise RuntimeError("node is not on PATH; set NODE to the Node.js executable")
    return node


def outbox_token(data_dir: Path, to: str, prefix: str) -> str:
    """The token of the newest link starting with `prefix` mailed to `to` (the dev outbox).

    The server writes each message as an .eml file; its link is in the X-Gatekeep-Link header.
    """
    import email
    from email import policy

    found: list[tuple[str, str]] = []
    for path in (data_dir / "outbox").glob("*.eml"):
        message = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        link = str(message.get("X-Gatekeep-Link", ""))
        if str(message["To"]).lower() == to.lower() and f"token={prefix}" in link:
            found.append((path.name, link.split("token=", 1)[1]))
    if not found:
        raise AssertionError(f"no {prefix} link mailed to {to}")
    return sorted(found)[-1][1]
