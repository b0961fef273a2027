"""verify_webhook: checks a delivery from Gatekeep with the Standard Webhooks reference library."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from standardwebhooks import Webhook, WebhookVerificationError

__all__ = ["WebhookVerificationError", "verify_webhook"]

_SIGNED_HEADERS = ("webhook-id", "webhook-timestamp", "webhook-signature")


def verify_webhook(payload: bytes | str, headers: Mapping[str, str], secret: str) -> dict[str, Any]:
    """Verify a webhook's signature and timestamp and return the parsed event.

    `payload` is the raw body exactly as received (bytes or str, not re-serialised JSON);
    `headers` any mapping of the request's headers, whatever their case (a dict, or a framework's
    headers object); `secret` the endpoint's `whsec_…`. The event is a dict with `type`,
    `timestamp`, `tenantId` and `data` (the shapes are the `…Event` TypedDicts of
    `gatekeep.models`). A missing or wrong signature, or a `webhook-timestamp` more than five
    minutes from now, raises `standardwebhooks.WebhookVerificationError` (re-exported as
    `gatekeep.WebhookVerificationError`).
    """
    lowered = {key.lower(): value for key, value in headers.items()}
    signed = {name: lowered[name] for name in _SIGNED_HEADERS if name in lowered}
    event = Webhook(secret).verify(payload, signed)
    if not isinstance(event, dict):
        raise WebhookVerificationError("The payload is not a JSON object")
    return cast(dict[str, Any], event)
