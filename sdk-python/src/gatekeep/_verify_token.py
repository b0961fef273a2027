"""verify_token and verify_service_token: offline verification of Gatekeep tokens (hand-written)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Final, NotRequired, TypedDict, cast

import jwt

from ._version import __version__

USER_TOKEN_AUDIENCE: Final = "gatekeep"
"""The `aud` of every user access token."""
USER_TOKEN_TYPE: Final = "at+jwt"
"""The JOSE `typ` of user access tokens (RFC 9068)."""
SERVICE_TOKEN_TYPE: Final = "gatekeep-service+jwt"
"""The JOSE `typ` of service tokens minted from an API key (`mint_api_key_token`)."""
JWKS_PATH: Final = "/.well-known/jwks.json"
_REQUIRED_CLAIMS: Final = ["iss", "sub", "iat", "exp", "jti"]
_STRING_CLAIMS: Final = ("iss", "sub", "jti", "sid", "tid", "role", "scope")


class InvalidTokenTypeError(jwt.InvalidTokenError):
    """The token is of another kind: a service token where a user's was expected, or the reverse."""


class InvalidTenantError(jwt.InvalidTokenError):
    """The service token's `tid` is none of the tenants the resource server accepts."""


class GatekeepClaims(TypedDict):
    """The claims of a Gatekeep user access token (`verify_token`).

    A user access token carries `sid` and `aud` "gatekeep"; a tenant-scoped one
    (`issue_tenant_token`) also `tid`, `role` and `permissions`. `scope` belongs to service
    tokens (`ServiceTokenClaims`).
    """

    iss: str
    """The server's ISSUER."""
    sub: str
    """The user id (`usr_…`)."""
    aud: NotRequired[str | list[str]]
    iat: int
    """Issued at, in seconds since the epoch."""
    exp: int
    """Expires at, in seconds since the epoch."""
    jti: str
    sid: NotRequired[str]
    """The session of a user access token: revoking the session ends it at the server."""
    tid: NotRequired[str]
    """A tenant-scoped token (`issue_tenant_token`): the tenant it states."""
    role: NotRequired[str]
    """A tenant-scoped token: the user's role in `tid` when it was issued (built-in or custom)."""
    permissions: NotRequired[list[str]]
    """A tenant-scoped token: that role's permission strings."""
    scope: NotRequired[str]
    """Never on a user access token; kept for code written against older versions."""


class ServiceTokenClaims(TypedDict):
    """The claims of a service token minted from an API key (`verify_service_token`)."""

    iss: str
    """The server's ISSUER."""
    sub: str
    """The API key id (`key_…`) the token was minted from."""
    tid: str
    """The tenant of that API key: one of the `tenant_id` the verification named."""
    scope: str
    """The token's scopes, space-separated; may be empty."""
    aud: NotRequired[str | list[str]]
    """The audience it was minted for, when it was minted for one."""
    iat: int
    """Issued at, in seconds since the epoch."""
    exp: int
    """Expires at, in seconds since the epoch."""
    jti: str


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
    """Verify a Gatekeep user access token against the server's published keys and return its claims.

    Give `jwks_url`, or `base_url` (the server, as for `Client`) to use its
    `/.well-known/jwks.json`. `issuer` is the server's ISSUER. `audience` defaults to that of
    user access tokens; `None` requires a token that names no audience. Only user access tokens
    (`typ` "at+jwt") pass: a service token minted from an API key raises
    `InvalidTokenTypeError` (use `verify_service_token`).

    Raises PyJWT's errors: `jwt.InvalidTokenError` (expired, wrong issuer or audience, bad
    signature, another kind of token…) and `jwt.PyJWKClientError` when the keys cannot be
    fetched; both are `jwt.PyJWTError`.
    """
    if base_url is not None and jwks_url is None:
        jwks_url = base_url.rstrip("/") + JWKS_PATH
    elif base_url is not None or jwks_url is None:
        raise ValueError("give exactly one of jwks_url and base_url")
    claims = _verified_claims(token, jwks_url, USER_TOKEN_TYPE, issuer=issuer, audience=audience, required=_REQUIRED_CLAIMS)
    return cast(GatekeepClaims, claims)


def verify_service_token(
    token: str,
    *,
    tenant_id: str | Sequence[str],
    issuer: str | None = None,
    jwks_url: str | None = None,
    audience: str | Sequence[str] | None = None,
) -> ServiceTokenClaims:
    """Verify a service token minted from an API key and return its claims, if it is for one of your tenants.

    `tenant_id` is the tenant this resource server serves, or a list of them: the token's
    `tid` must be one (else `InvalidTenantError`). `issuer` is the server's ISSUER: `iss` must
    equal it and the keys are fetched from its `/.well-known/jwks.json` unless `jwks_url`
    names them; give `issuer`, `jwks_url` or both. `audience` is the audience the token was
    minted for; `None` requires a token minted without one. A user access token raises
    `InvalidTokenTypeError`.

    Raises PyJWT's errors, as `verify_token` does, and `ValueError` when no tenant or no key
    set is named.
    """
    tenants = [tenant_id] if isinstance(tenant_id, str) else list(tenant_id)
    if not tenants or not all(isinstance(tenant, str) and tenant for tenant in tenants):
        raise ValueError("give tenant_id: the tenant, or the non-empty list of tenants, whose tokens you accept")
    if jwks_url is None:
        if issuer is None:
            raise ValueError("give issuer or jwks_url")
        jwks_url = issuer.rstrip("/") + JWKS_PATH
    claims = _verified_claims(
        token, jwks_url, SERVICE_TOKEN_TYPE, issuer=issuer, audience=audience, required=[*_REQUIRED_CLAIMS, "tid", "scope"]
    )
    if claims["tid"] not in tenants:
        raise InvalidTenantError("the token belongs to another tenant")
    return cast(ServiceTokenClaims, claims)


def _verified_claims(
    token: str,
    jwks_url: str,
    token_type: str,
    *,
    issuer: str | None,
    audience: str | Sequence[str] | None,
    required: list[str],
) -> dict[str, Any]:
    signing_key = _key_set(jwks_url).get_signing_key_from_jwt(token)
    # The kind of token first, once its signature (which covers the header) holds, as jose does:
    # a token of the other kind is told so, whatever its claims. PyJWT does not check `typ`.
    header = jwt.PyJWS().decode_complete(token, signing_key, algorithms=["RS256"])["header"]
    if _media_type(header.get("typ")) != token_type:
        raise InvalidTokenTypeError(f"the token is not of type {token_type}")
    claims: dict[str, Any] = jwt.decode(
        token,
        signing_key,
        algorithms=["RS256"],
        issuer=issuer,
        audience=audience,
        options={"require": required},
    )
    # PyJWT checks the dates, issuer and audience; the promised string claims are checked here.
    for claim in _STRING_CLAIMS:
        if claim in claims and not isinstance(claims[claim], str):
            raise jwt.InvalidTokenError(f"the {claim} claim is not a string")
    permissions = claims.get("permissions")
    if permissions is not None and not (isinstance(permissions, list) and all(isinstance(p, str) for p in permissions)):
        raise jwt.InvalidTokenError("the permissions claim is not a list of strings")
    return claims


def _media_type(typ: object) -> str | None:
    """`typ` compared as RFC 7515 says: without case, and with or without `application/`."""
    if not isinstance(typ, str):
        return None
    typ = typ.lower()
    return typ.removeprefix("application/")
