"""send_test_webhook_event and verify_webhook: a receiver on loopback gets a signed `webhook.test`
event from the live server (started with WEBHOOK_ALLOW_PRIVATE_TARGETS=true) and verifies it."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from support import PASSWORD, unique_email

from gatekeep import ApiError, Client, WebhookVerificationError, verify_webhook


class Receiver:
    def __init__(self) -> None:
        self.received: list[tuple[dict[str, str], bytes]] = []
        received = self.received

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                received.append(({k: v for k, v in self.headers.items()}, body))
                self.send_response(204)
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002
                pass

        self.server = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    r = Receiver()
    yield r
    r.close()


def test_a_test_event_reaches_the_endpoint_and_verifies(gk: Client, receiver: Receiver) -> None:
    gk.set_token(gk.signup({"email": unique_email("py-hooks"), "password": PASSWORD})["accessToken"])
    tenant = gk.create_tenant({"name": "Py hooks"})
    created = gk.create_webhook_endpoint(tenant["id"], {"url": receiver.url, "eventTypes": ["role.created"]})
    endpoint_id = created["webhookEndpoint"]["id"]

    delivery = gk.send_test_webhook_event(tenant["id"], endpoint_id)
    assert (delivery["status"], delivery["responseStatus"], delivery["error"]) == ("succeeded", 204, None)
    assert delivery["eventType"] == "webhook.test"

    (headers, body) = receiver.received[0]
    event = verify_webhook(body, headers, created["secret"])
    assert event == {
        "type": "webhook.test",
        "timestamp": event["timestamp"],
        "tenantId": tenant["id"],
        "data": {"endpointId": endpoint_id},
    }
    assert headers["webhook-id"] == delivery["messageId"]
    # Any header case, and a str body, verify alike.
    assert verify_webhook(body.decode(), {k.upper(): v for k, v in headers.items()}, created["secret"]) == event

    with pytest.raises(WebhookVerificationError):
        verify_webhook(body + b" ", headers, created["secret"])
    with pytest.raises(WebhookVerificationError):
        verify_webhook(body, {**headers, "webhook-timestamp": "1000000000"}, created["secret"])
    with pytest.raises(WebhookVerificationError):
        verify_webhook(body, headers, gk.rotate_webhook_endpoint_secret(tenant["id"], endpoint_id)["secret"])

    # A disabled endpoint is refused: nothing is sent to its URL.
    gk.update_webhook_endpoint(tenant["id"], endpoint_id, {"enabled": False})
    with pytest.raises(ApiError) as refused:
        gk.send_test_webhook_event(tenant["id"], endpoint_id)
    assert (refused.value.status, refused.value.code) == (409, "CONFLICT")
    assert len(receiver.received) == 1
