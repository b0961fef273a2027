"""verify_token: offline verification of Gatekeep tokens for resource servers (hand-written)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final, NotRequired, TypedDict, cast

import jwt

from ._version import __version__

USER_TOKEN_AUDIENCE: Final = "gatekeep"
"""The `aud` of every user access token."""
JWKS_PATH: Final = "/.well-known/jwks.json"
_REQUIRED_CLAIMS: Final = ["iss", "sub", "iat", "exp", "jti"]
_STRING_CLAIMS: Final = ("iss", "sub", "jti", "sid", "tid", "scope")


class GatekeepClaims(TypedDict):
    """The claims of a Gatekeep token.

    A user access token carries `sid` and `aud` "gatekeep"; a token minted from an API key
    (`mint_api_key_token`) carries `tid` and `scope`, and `aud` only when one was asked for.
    """

    iss: str
    """The server's ISSUER."""
    sub: str
    """The user id (`usr_…`) of a user access token; the API key id (`key_…`) of a minted token."""
    aud: NotRequired[str | list[str]]
    iat: int
    """Issued at, in seconds since the epoch."""
    exp: int
    """Expires at, in seconds since the epoch."""
    jti: str
    sid: NotRequired[str]
    """The session of a user access token: revoking the session ends it at the server."""
    tid: NotRequired[str]
    """The tenant of the API key a token was minted from."""
    scope: NotRequired[str]
    """The scopes of a minted token, space-separated."""


@lru_cache(maxsize=16)
def _key_set(jwks_url: str) -> jwt.PyJWKClient:
    """One client per URL, so that its cached keys outlive a call; it refetches on an unknown `kid`."""
    # urllib's own user agent is one that some firewalls turn away.
    return jwt.PyJWKClient(jwks_url, headers={"user-agent": f"gatekeep-python/{__version__}"})


def verify_token(
    token: str,
    *,
    issuer: str,
    audience: str | Sequence[str] | None = USER_TOKEN_AUDIENCE,
    jwks_url: str | None = None,
    base_url: str | None = None,
) -> GatekeepClaims:
    """Verify a Gatekeep RS256 token against the server's published keys and return its claims.

    Give `jwks_url`, or `base_url` (the server, as for `Client`) to use its
    `/.well-known/jwks.json`. `issuer` is the server's ISSUER. `audience` defaults to that of
    user access tokens; for a minted token, pass the audience it was minted for, or `None`
    for one minted without (a token that names an audience is then refused).

    Raises PyJWT's errors: `jwt.InvalidTokenError` (expired, wrong issuer or audience, bad
    signature…) and `jwt.PyJWKClientError` when the keys cannot be fetched; both are
    `jwt.PyJWTError`.
    """
    if base_url is not None and jwks_url is None:
        jwks_url = base_url.rstrip("/") + JWKS_PATH
    elif base_url is not None or jwks_url is None:
        raise ValueError("give exactly one of jwks_url and base_url")
    signing_key = _key_set(jwks_url).get_signing_key_from_jwt(token)
    claims = jwt.decode(
        token,
        signing_key,
        algorithms=["RS256"],
        issuer=issuer,
        audience=audience,
        options={"require": _REQUIRED_CLAIMS},
    )
    # PyJWT checks the dates, issuer and audience; the promised string claims are checked here.
    for claim in _STRING_CLAIMS:
        if claim in claims and not isinstance(claims[claim], str):
            raise jwt.InvalidTokenError(f"the {claim} claim is not a string")
    return cast(GatekeepClaims, claims)
