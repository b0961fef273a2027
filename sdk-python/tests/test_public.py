"""The public routes: raw JWKS documents (no envelope) and health, live."""

from __future__ import annotations

from gatekeep import Client


def test_raw_jwks_routes_return_the_document(gk: Client) -> None:
    jwks = gk.get_jwks()
    assert set(jwks) == {"keys"}
    assert len(jwks["keys"]) >= 1
    for key in jwks["keys"]:
        assert (key["kty"], key["alg"], key["use"]) == ("RSA", "RS256", "sig")
        assert set(key) == {"kty", "n", "e", "kid", "alg", "use"}  # no private parts
    assert gk.get_root_jwks() == jwks


def test_health(gk: Client) -> None:
    assert gk.get_health() == {"status": "ok"}
