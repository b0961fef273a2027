"""A real Gatekeep server for the whole session, started the way an operator starts it."""

from __future__ import annotations

import os
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from support import REPO_ROOT, node_executable

from gatekeep import Client

START_TIMEOUT_S = 120.0
BOOTSTRAP_TOKEN = "pysdk-test-bootstrap-token-0123456789abcdefghijklmnop"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.fixture(scope="session")
def data_dir() -> Iterator[Path]:
    """The session server's DATA_DIR; without SMTP_URL its mail lands in `outbox/` there."""
    with tempfile.TemporaryDirectory(prefix="gatekeep-pysdk-") as directory:
        yield Path(directory)


@pytest.fixture(scope="session")
def dns_servers() -> Iterator[str]:
    """DNS_SERVERS for the session server: a resolver on loopback that knows no name (NXDOMAIN).

    verify_domain then answers 409 CONFLICT (no record yet) on any machine, networked or not.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))

    def answer() -> None:
        while True:
            try:
                query, peer = sock.recvfrom(512)
            except OSError:
                return  # closed at the end of the session
            # The query's id, then QR=1, RD and RA set, RCODE 3 (NXDOMAIN); the rest echoed.
            sock.sendto(query[:2] + bytes([0x81, 0x83]) + query[4:], peer)

    threading.Thread(target=answer, daemon=True).start()
    yield f"127.0.0.1:{sock.getsockname()[1]}"
    sock.close()


@pytest.fixture(scope="session")
def base_url(data_dir: Path, dns_servers: str) -> Iterator[str]:
    """`npm start`'s entry (the compiled server, built when stale) on a free port with a fresh DATA_DIR.

    DATABASE_URL passes through from the environment, so the suite also runs on PostgreSQL.
    """
    with serve(data_dir, DNS_SERVERS=dns_servers) as url:
        yield url


@contextmanager
def serve(data_dir: Path, **settings: str) -> Iterator[str]:
    """A server process on a free port with DATA_DIR `data_dir` and `settings` on top; its URL."""
    port = free_port()
    env = {
        **os.environ,
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "DATA_DIR": str(data_dir),
        # Required on PostgreSQL; on PGlite the same as the default.
        "ISSUER": f"http://127.0.0.1:{port}",
        "LOG_LEVEL": "warn",
        "BOOTSTRAP_TOKEN": BOOTSTRAP_TOKEN,
        # The whole session signs up and logs in from 127.0.0.1: the per-address auth
        # bucket at its highest (the largest value the server accepts) stays out of the way.
        "RATE_LIMIT_AUTH_MAX": "1000000",
        # test_webhooks.py's receiver listens on loopback, which deliveries otherwise refuse.
        "WEBHOOK_ALLOW_PRIVATE_TARGETS": "true",
        **settings,
    }
    log_path = data_dir / "server.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [node_executable(), "scripts/start.mjs"],
            cwd=REPO_ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            wait_for_health(url, process, log_path)
            yield url
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def wait_for_health(url: str, process: subprocess.Popen[bytes], log_path: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode}:\n{log_path.read_text()}")
        try:
            if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"GET /health did not answer 200 within {START_TIMEOUT_S} s:\n{log_path.read_text()}")


@pytest.fixture(scope="session")
def bootstrap_token() -> str:
    """The session server's BOOTSTRAP_TOKEN, the break-glass platform credential."""
    return BOOTSTRAP_TOKEN


@pytest.fixture
def gk(base_url: str) -> Iterator[Client]:
    """A client of the session's server, without a token."""
    with Client(base_url) as client:
        yield client
