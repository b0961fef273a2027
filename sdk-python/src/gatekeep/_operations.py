# generated from openapi.yaml by `npm run gen`, do not edit
"""The operations of openapi.yaml as methods of Client and AsyncClient."""

from __future__ import annotations

from typing import cast

from ._core import AsyncTransport, SyncTransport
from .models import (
    Health,
    Jwks,
    LoginRequest,
    LogoutRequest,
    LogoutResult,
    MfaChallenge,
    MfaStatus,
    RecoveryCodes,
    RefreshedTokens,
    RefreshTokenRequest,
    SignupRequest,
    Tokens,
    TotpCodeRequest,
    TotpEnrollment,
    User,
    VerifyMfaChallengeRequest,
)

__all__ = ["AsyncOperations", "SyncOperations"]


class SyncOperations(SyncTransport):
    """Every operation of openapi.yaml as a method of Client."""

    def get_health(self) -> Health:
        """Report whether the service and its database answer.

        `GET /health` (operationId `getHealth`).
        """
        return cast("Health", self._call("GET", "/health"))

    def get_root_jwks(self) -> Jwks:
        """Public signing keys (root copy, no envelope).

        The same document as `GET /v1/.well-known/jwks.json`. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /.well-known/jwks.json` (operationId `getRootJwks`).
        """
        return cast("Jwks", self._call("GET", "/.well-known/jwks.json", raw=True))

    def get_jwks(self) -> Jwks:
        """Public signing keys (no envelope).

        Keys being rotated out stay published until every token they signed has expired. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /v1/.well-known/jwks.json` (operationId `getJwks`).
        """
        return cast("Jwks", self._call("GET", "/v1/.well-known/jwks.json", raw=True))

    def signup(self, body: SignupRequest) -> Tokens:
        """Create a user and sign them in.

        `POST /v1/auth/signup` (operationId `signup`).
        """
        return cast("Tokens", self._call("POST", "/v1/auth/signup", json=body))

    def login(self, body: LoginRequest) -> Tokens | MfaChallenge:
        """Sign in with email and password.

        Answers tokens, or, when the user has TOTP enabled, an MFA challenge to answer at
        `POST /v1/mfa/verify-challenge`. An unknown email and a wrong password get the same
        401 `INVALID_CREDENTIAL`. After 5 failures for one email within 15 minutes, further
        attempts for that email answer 429 `RATE_LIMITED` with `Retry-After` (30 s, doubling
        with each further failure up to 15 minutes) until the lock expires.

        `POST /v1/auth/login` (operationId `login`).
        """
        return cast("Tokens | MfaChallenge", self._call("POST", "/v1/auth/login", json=body))

    def refresh_token(self, body: RefreshTokenRequest) -> RefreshedTokens:
        """Exchange a refresh token for a new access token and refresh token.

        Refresh tokens rotate on every use. Presenting one that was already used revokes
        every token of its session family and answers 401 `INVALID_CREDENTIAL`.

        `POST /v1/auth/refresh` (operationId `refreshToken`).
        """
        return cast("RefreshedTokens", self._call("POST", "/v1/auth/refresh", json=body))

    def logout(self, body: LogoutRequest) -> LogoutResult:
        """End a session by revoking its refresh token family.

        Idempotent, as in RFC 7009: an unknown, expired or already revoked refresh token
        also answers 200, so that the answer reveals nothing about the token. Access tokens
        already issued stay valid until they expire (at most `ACCESS_TOKEN_TTL`).

        `POST /v1/auth/logout` (operationId `logout`).
        """
        return cast("LogoutResult", self._call("POST", "/v1/auth/logout", json=body))

    def verify_mfa_challenge(self, body: VerifyMfaChallengeRequest) -> Tokens:
        """Answer a login's MFA challenge with a TOTP code or a recovery code.

        A wrong code answers 401 `INVALID_MFA_CODE`; the fifth wrong code ends the challenge,
        after which it (like an unknown or expired one) answers 401 `INVALID_CREDENTIAL`.
        A TOTP code is accepted once; a recovery code is single-use.

        `POST /v1/mfa/verify-challenge` (operationId `verifyMfaChallenge`).
        """
        return cast("Tokens", self._call("POST", "/v1/mfa/verify-challenge", json=body))

    def get_me(self) -> User:
        """The signed-in user.

        `GET /v1/me` (operationId `getMe`).
        """
        return cast("User", self._call("GET", "/v1/me"))

    def enroll_totp(self) -> TotpEnrollment:
        """Start TOTP enrollment; returns the secret to load into an authenticator app.

        The secret is shown here only. Enrollment is pending until `activateTotp` confirms a
        code; enrolling again before that replaces the pending secret. When TOTP is already
        active the answer is 409 `CONFLICT`.

        `POST /v1/mfa/totp/enroll` (operationId `enrollTotp`).
        """
        return cast("TotpEnrollment", self._call("POST", "/v1/mfa/totp/enroll"))

    def activate_totp(self, body: TotpCodeRequest) -> RecoveryCodes:
        """Confirm a pending enrollment with a current code; returns ten recovery codes.

        The recovery codes are shown here only and are stored hashed; each works once.

        `POST /v1/mfa/totp/activate` (operationId `activateTotp`).
        """
        return cast("RecoveryCodes", self._call("POST", "/v1/mfa/totp/activate", json=body))

    def disable_totp(self, body: TotpCodeRequest) -> MfaStatus:
        """Turn TOTP off; needs a current TOTP code or an unused recovery code.

        `POST /v1/mfa/totp/disable` (operationId `disableTotp`).
        """
        return cast("MfaStatus", self._call("POST", "/v1/mfa/totp/disable", json=body))


class AsyncOperations(AsyncTransport):
    """Every operation of openapi.yaml as a method of AsyncClient."""

    async def get_health(self) -> Health:
        """Report whether the service and its database answer.

        `GET /health` (operationId `getHealth`).
        """
        return cast("Health", await self._call("GET", "/health"))

    async def get_root_jwks(self) -> Jwks:
        """Public signing keys (root copy, no envelope).

        The same document as `GET /v1/.well-known/jwks.json`. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /.well-known/jwks.json` (operationId `getRootJwks`).
        """
        return cast("Jwks", await self._call("GET", "/.well-known/jwks.json", raw=True))

    async def get_jwks(self) -> Jwks:
        """Public signing keys (no envelope).

        Keys being rotated out stay published until every token they signed has expired. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /v1/.well-known/jwks.json` (operationId `getJwks`).
        """
        return cast("Jwks", await self._call("GET", "/v1/.well-known/jwks.json", raw=True))

    async def signup(self, body: SignupRequest) -> Tokens:
        """Create a user and sign them in.

        `POST /v1/auth/signup` (operationId `signup`).
        """
        return cast("Tokens", await self._call("POST", "/v1/auth/signup", json=body))

    async def login(self, body: LoginRequest) -> Tokens | MfaChallenge:
        """Sign in with email and password.

        Answers tokens, or, when the user has TOTP enabled, an MFA challenge to answer at
        `POST /v1/mfa/verify-challenge`. An unknown email and a wrong password get the same
        401 `INVALID_CREDENTIAL`. After 5 failures for one email within 15 minutes, further
        attempts for that email answer 429 `RATE_LIMITED` with `Retry-After` (30 s, doubling
        with each further failure up to 15 minutes) until the lock expires.

        `POST /v1/auth/login` (operationId `login`).
        """
        return cast("Tokens | MfaChallenge", await self._call("POST", "/v1/auth/login", json=body))

    async def refresh_token(self, body: RefreshTokenRequest) -> RefreshedTokens:
        """Exchange a refresh token for a new access token and refresh token.

        Refresh tokens rotate on every use. Presenting one that was already used revokes
        every token of its session family and answers 401 `INVALID_CREDENTIAL`.

        `POST /v1/auth/refresh` (operationId `refreshToken`).
        """
        return cast("RefreshedTokens", await self._call("POST", "/v1/auth/refresh", json=body))

    async def logout(self, body: LogoutRequest) -> LogoutResult:
        """End a session by revoking its refresh token family.

        Idempotent, as in RFC 7009: an unknown, expired or already revoked refresh token
        also answers 200, so that the answer reveals nothing about the token. Access tokens
        already issued stay valid until they expire (at most `ACCESS_TOKEN_TTL`).

        `POST /v1/auth/logout` (operationId `logout`).
        """
        return cast("LogoutResult", await self._call("POST", "/v1/auth/logout", json=body))

    async def verify_mfa_challenge(self, body: VerifyMfaChallengeRequest) -> Tokens:
        """Answer a login's MFA challenge with a TOTP code or a recovery code.

        A wrong code answers 401 `INVALID_MFA_CODE`; the fifth wrong code ends the challenge,
        after which it (like an unknown or expired one) answers 401 `INVALID_CREDENTIAL`.
        A TOTP code is accepted once; a recovery code is single-use.

        `POST /v1/mfa/verify-challenge` (operationId `verifyMfaChallenge`).
        """
        return cast("Tokens", await self._call("POST", "/v1/mfa/verify-challenge", json=body))

    async def get_me(self) -> User:
        """The signed-in user.

        `GET /v1/me` (operationId `getMe`).
        """
        return cast("User", await self._call("GET", "/v1/me"))

    async def enroll_totp(self) -> TotpEnrollment:
        """Start TOTP enrollment; returns the secret to load into an authenticator app.

        The secret is shown here only. Enrollment is pending until `activateTotp` confirms a
        code; enrolling again before that replaces the pending secret. When TOTP is already
        active the answer is 409 `CONFLICT`.

        `POST /v1/mfa/totp/enroll` (operationId `enrollTotp`).
        """
        return cast("TotpEnrollment", await self._call("POST", "/v1/mfa/totp/enroll"))

    async def activate_totp(self, body: TotpCodeRequest) -> RecoveryCodes:
        """Confirm a pending enrollment with a current code; returns ten recovery codes.

        The recovery codes are shown here only and are stored hashed; each works once.

        `POST /v1/mfa/totp/activate` (operationId `activateTotp`).
        """
        return cast("RecoveryCodes", await self._call("POST", "/v1/mfa/totp/activate", json=body))

    async def disable_totp(self, body: TotpCodeRequest) -> MfaStatus:
        """Turn TOTP off; needs a current TOTP code or an unused recovery code.

        `POST /v1/mfa/totp/disable` (operationId `disableTotp`).
        """
        return cast("MfaStatus", await self._call("POST", "/v1/mfa/totp/disable", json=body))
