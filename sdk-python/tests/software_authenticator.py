"""A software passkey authenticator for the tests: what navigator.credentials does in a browser.

It answers creation options with a "none" attestation of a fresh P-256 (ES256) key, and
request options with an assertion signed by it, both in the JSON form of
`PublicKeyCredential.toJSON()`, with user presence and user verification set.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import struct
from dataclasses import dataclass, field
from typing import Any, cast
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

from gatekeep.models import WebauthnCredentialJson

FLAG_USER_PRESENT = 0x01
FLAG_USER_VERIFIED = 0x04
FLAG_ATTESTED_CREDENTIAL = 0x40


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def cbor(value: Any) -> bytes:
    """The CBOR (RFC 8949) of ints, byte and text strings, and maps: all a COSE key and an attestation need."""

    def head(major: int, length: int) -> bytes:
        if length < 24:
            return bytes([major << 5 | length])
        for info, size in ((24, "B"), (25, ">H"), (26, ">I")):
            if length < 1 << (8 * struct.calcsize(size)):
                return bytes([major << 5 | info]) + struct.pack(size, length)
        raise ValueError("too long")

    if isinstance(value, int):
        return head(0, value) if value >= 0 else head(1, -1 - value)
    if isinstance(value, bytes):
        return head(2, len(value)) + value
    if isinstance(value, str):
        encoded = value.encode()
        return head(3, len(encoded)) + encoded
    if isinstance(value, dict):
        return head(5, len(value)) + b"".join(cbor(k) + cbor(v) for k, v in value.items())
    raise TypeError(f"no CBOR for {type(value).__name__}")


@dataclass
class Credential:
    id: bytes
    key: ec.EllipticCurvePrivateKey
    user_handle: str
    counter: int = 0


@dataclass
class SoftwareAuthenticator:
    """One person's device: the credentials it made, by relying party ID."""

    origin: str
    credentials: dict[str, list[Credential]] = field(default_factory=dict)

    def create(self, options: dict[str, Any]) -> WebauthnCredentialJson:
        rp_id = options["rp"].get("id") or urlsplit(self.origin).hostname or ""
        credential = Credential(id=os.urandom(16), key=ec.generate_private_key(ec.SECP256R1()), user_handle=options["user"]["id"])
        self.credentials.setdefault(rp_id, []).append(credential)
        numbers = credential.key.public_key().public_numbers()
        cose_key = {1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"), -3: numbers.y.to_bytes(32, "big")}
        attested = bytes(16) + struct.pack(">H", len(credential.id)) + credential.id + cbor(cose_key)
        flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL
        auth_data = hashlib.sha256(rp_id.encode()).digest() + bytes([flags]) + struct.pack(">I", 0) + attested
        client_data = self._client_data("webauthn.create", options["challenge"])
        answer = {
            "id": b64url(credential.id),
            "rawId": b64url(credential.id),
            "type": "public-key",
            "response": {
                "clientDataJSON": b64url(client_data),
                "attestationObject": b64url(cbor({"fmt": "none", "attStmt": {}, "authData": auth_data})),
                "transports": ["internal"],
            },
            "clientExtensionResults": {},
            "authenticatorAttachment": "platform",
        }
        return cast(WebauthnCredentialJson, answer)

    def get(self, options: dict[str, Any]) -> WebauthnCredentialJson:
        rp_id = options.get("rpId") or urlsplit(self.origin).hostname or ""
        allowed = {item["id"] for item in options.get("allowCredentials", [])}
        mine = [c for c in self.credentials.get(rp_id, []) if not allowed or b64url(c.id) in allowed]
        if not mine:
            raise LookupError("no credential of this authenticator is allowed")
        credential = mine[-1]
        credential.counter += 1
        flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED
        auth_data = hashlib.sha256(rp_id.encode()).digest() + bytes([flags]) + struct.pack(">I", credential.counter)
        client_data = self._client_data("webauthn.get", options["challenge"])
        signature = credential.key.sign(auth_data + hashlib.sha256(client_data).digest(), ec.ECDSA(hashes.SHA256()))
        answer = {
            "id": b64url(credential.id),
            "rawId": b64url(credential.id),
            "type": "public-key",
            "response": {
                "clientDataJSON": b64url(client_data),
                "authenticatorData": b64url(auth_data),
                "signature": b64url(signature),
                "userHandle": credential.user_handle,
            },
            "clientExtensionResults": {},
            "authenticatorAttachment": "platform",
        }
        return cast(WebauthnCredentialJson, answer)

    def _client_data(self, kind: str, challenge: str) -> bytes:
        return json.dumps({"type": kind, "challenge": challenge, "origin": self.origin, "crossOrigin": False}).encode()
