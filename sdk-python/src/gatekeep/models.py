# generated from openapi.yaml by `npm run gen`, do not edit
"""Types of Gatekeep API: a TypedDict or type alias per schema in openapi.yaml."""

from typing import Any, final, Literal, NotRequired, TypeAlias, TypedDict

__all__ = [
    "ErrorCode",
    "SuccessEnvelope",
    "Failure",
    "Health",
    "Jwk",
    "Jwks",
    "Email",
    "Password",
    "SignupRequest",
    "LoginRequest",
    "RefreshTokenRequest",
    "LogoutRequest",
    "VerifyMfaChallengeRequest",
    "TotpCodeRequest",
    "User",
    "Tokens",
    "RefreshedTokens",
    "MfaChallenge",
    "LogoutResult",
    "TotpEnrollment",
    "RecoveryCodes",
    "MfaStatus",
]


# Machine-readable failure code; the catalogue is closed.
ErrorCode: TypeAlias = Literal[
    "VALIDATION_FAILED",
    "INVALID_CREDENTIAL",
    "UNAUTHENTICATED",
    "INVALID_MFA_CODE",
    "NOT_A_MEMBER",
    "INSUFFICIENT_ROLE",
    "OWNER_REQUIRED",
    "PERMISSION_DENIED",
    "SERVICE_ACCOUNT_REQUIRED",
    "PERMISSION_NOT_DELEGABLE",
    "PLAN_LIMIT_REACHED",
    "NOT_FOUND",
    "EMAIL_TAKEN",
    "SLUG_TAKEN",
    "LAST_OWNER",
    "CONFLICT",
    "PAYLOAD_TOO_LARGE",
    "RATE_LIMITED",
    "IDENTITY_BACKEND_UNAVAILABLE",
    "SIGNING_UNCONFIGURED",
    "SERVICE_UNAVAILABLE",
]


class SuccessEnvelope(TypedDict):
    """The success envelope; each operation names the schema of `data`."""

    ok: Literal[True]
    # The payload.
    data: Any


@final
class Failure(TypedDict):
    """The failure envelope. Unmatched routes and unhandled faults omit `code`."""

    ok: Literal[False]
    # A human-readable message.
    error: str
    code: NotRequired[ErrorCode]


@final
class Health(TypedDict):
    status: Literal["ok"]


@final
class Jwk(TypedDict):
    """A public RSA key. Private parts are never published."""

    kty: Literal["RSA"]
    n: str
    e: str
    # RFC 7638 thumbprint of the key.
    kid: str
    alg: Literal["RS256"]
    use: Literal["sig"]


@final
class Jwks(TypedDict):
    keys: list[Jwk]


Email: TypeAlias = str


# 8 to 256 characters.
Password: TypeAlias = str


@final
class SignupRequest(TypedDict):
    email: Email
    password: Password
    name: NotRequired[str]


@final
class LoginRequest(TypedDict):
    email: Email
    password: str


@final
class RefreshTokenRequest(TypedDict):
    refreshToken: str


@final
class LogoutRequest(TypedDict):
    refreshToken: str


@final
class VerifyMfaChallengeRequest(TypedDict):
    challengeToken: str
    # A 6-digit TOTP code or a recovery code.
    code: str


@final
class TotpCodeRequest(TypedDict):
    # A 6-digit TOTP code (disable also takes a recovery code).
    code: str


@final
class User(TypedDict):
    id: str
    email: str
    name: str | None
    mfaEnabled: bool
    createdAt: str


@final
class Tokens(TypedDict):
    # A JWT (RS256 when a signing key is configured, verifiable through JWKS; otherwise HS256).
    accessToken: str
    # Opaque and single-use; it rotates on every refresh.
    refreshToken: str
    tokenType: Literal["Bearer"]
    # Seconds until the access token expires.
    expiresIn: int
    user: User


@final
class RefreshedTokens(TypedDict):
    accessToken: str
    refreshToken: str
    tokenType: Literal["Bearer"]
    expiresIn: int


@final
class MfaChallenge(TypedDict):
    mfaRequired: Literal[True]
    challengeToken: str
    methods: list[Literal["totp", "recovery_code"]]
    # Seconds until the challenge expires.
    expiresIn: int


@final
class LogoutResult(TypedDict):
    revoked: Literal[True]


@final
class TotpEnrollment(TypedDict):
    # Base32 TOTP secret (SHA-1, 6 digits, 30 s).
    secret: str
    # `otpauth://totp/…` URI for a QR code.
    otpauthUrl: str


@final
class RecoveryCodes(TypedDict):
    recoveryCodes: list[str]


@final
class MfaStatus(TypedDict):
    mfaEnabled: bool
