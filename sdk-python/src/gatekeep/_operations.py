# generated from openapi.yaml by `npm run gen`, do not edit
"""The operations of openapi.yaml as methods of Client and AsyncClient."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import cast, Literal

from ._core import AsyncTransport, SyncTransport, path_param
from .models import (
    AcceptInvitationRequest,
    AddMemberRequest,
    ApiKey,
    ApiKeyCreated,
    ApiKeyPage,
    AssignTenantPlanRequest,
    AuditCheckpointKeys,
    AuditCheckpointPage,
    AuditConsistencyProof,
    AuditEventPage,
    AuditInclusionProof,
    ChangeEmailRequest,
    ChangePasswordRequest,
    ConfirmPasswordResetRequest,
    Connection,
    ConnectionPage,
    CreateApiKeyRequest,
    CreateConnectionRequest,
    CreateDirectoryRequest,
    CreateDomainRequest,
    CreateInvitationRequest,
    CreateJobRequest,
    CreateOidcClientRequest,
    CreatePlanRequest,
    CreatePlatformTenantRequest,
    CreateProviderConfigRequest,
    CreateRoleRequest,
    CreateServiceAccountRequest,
    CreateTenantRequest,
    CreateWebhookEndpointRequest,
    Deleted,
    DeleteMeRequest,
    DeletePasskeyRequest,
    Directory,
    DirectoryCreated,
    DirectoryPage,
    DiscoverSsoRequest,
    Domain,
    DomainPage,
    EmailChangeRequested,
    EnrollTotpRequest,
    ExchangeSsoCodeRequest,
    FinishPasskeyLoginRequest,
    Health,
    Invitation,
    InvitationPage,
    IssueTenantTokenRequest,
    Job,
    JobPage,
    JobStatus,
    JobType,
    Jwks,
    LoginRequest,
    LogoutAllResult,
    LogoutRequest,
    LogoutResult,
    MeExport,
    Member,
    MemberPage,
    MfaChallenge,
    MfaStatus,
    MintApiKeyTokenRequest,
    MintedToken,
    OidcClient,
    OidcClientPage,
    OidcClientWithSecret,
    Passkey,
    PasskeyCreationOptions,
    PasskeyPage,
    PasskeyRequestOptions,
    PasswordChanged,
    PasswordResetDone,
    PasswordResetRequest,
    PasswordResetRequested,
    Plan,
    PlanPage,
    PlatformTenantCreated,
    PlatformTenantPage,
    PlatformUser,
    PlatformUserPage,
    ProviderConfig,
    ProviderConfigPage,
    RecoveryCodes,
    RefreshedTokens,
    RefreshTokenRequest,
    RegisterPasskeyRequest,
    Role,
    RolePage,
    ScimDocument,
    ScimListResponse,
    ScimPatchRequest,
    ScimResource,
    ScimResourceInput,
    ScimSearchRequest,
    ServiceAccount,
    ServiceAccountCreated,
    ServiceAccountPage,
    SessionPage,
    SignupRequest,
    SsoAuthorization,
    SsoDiscovery,
    SsoTokens,
    StartMfaWebauthnRequest,
    StartPasskeyLoginRequest,
    StartPasskeyRegistrationRequest,
    StartSsoRequest,
    Tenant,
    TenantAccessToken,
    TenantPage,
    Tokens,
    TotpCodeRequest,
    TotpEnrollment,
    UpdateConnectionRequest,
    UpdateDirectoryRequest,
    UpdateMemberRequest,
    UpdateMeRequest,
    UpdateOidcClientRequest,
    UpdatePasskeyRequest,
    UpdatePlanRequest,
    UpdateProviderConfigRequest,
    UpdateRoleRequest,
    UpdateServiceAccountRequest,
    UpdateTenantRequest,
    UpdateUserRequest,
    UpdateWebhookEndpointRequest,
    User,
    ValidateApiKeyRequest,
    VerificationEmailSent,
    VerifyEmailRequest,
    VerifyMfaChallengeRequest,
    WebhookDelivery,
    WebhookDeliveryPage,
    WebhookDeliveryStatus,
    WebhookEndpoint,
    WebhookEndpointPage,
    WebhookEndpointWithSecret,
    WebhookTestDelivery,
)

__all__ = ["AsyncOperations", "SyncOperations"]


class SyncOperations(SyncTransport):
    """Every operation of openapi.yaml as a method of Client."""

    def get_health(self) -> Health:
        """Report whether the service and what it depends on answer.

        The same check as `/readyz`; kept for load balancers configured before `/readyz` existed.

        `GET /health` (operationId `getHealth`).
        """
        return cast("Health", self._call("GET", "/health"))

    def get_liveness(self) -> Health:
        """Report that the process is up and serving.

        Never consults the database or Redis, so an orchestrator restarts the process only when the process itself is stuck, not when a dependency is down.

        `GET /livez` (operationId `getLiveness`).
        """
        return cast("Health", self._call("GET", "/livez"))

    def get_readiness(self) -> Health:
        """Report whether the instance can serve requests.

        503 while the database does not answer, or Redis when `REDIS_URL` is set (rate-limited routes fail closed without it), so a load balancer takes the instance out until both are back.

        `GET /readyz` (operationId `getReadiness`).
        """
        return cast("Health", self._call("GET", "/readyz"))

    def get_root_jwks(self) -> Jwks:
        """Public signing keys (root copy, no envelope).

        The same document as `GET /v1/.well-known/jwks.json`. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /.well-known/jwks.json` (operationId `getRootJwks`).
        """
        return cast("Jwks", self._call("GET", "/.well-known/jwks.json", raw=True))

    def get_audit_checkpoint_keys(self) -> AuditCheckpointKeys:
        """Every public key that ever signed an audit checkpoint (no envelope).

        Ed25519 JWKs (`kid` is the key's RFC 7638 thumbprint), the retired ones included, so
        that every checkpoint ever signed can be checked. A checkpoint's `signature` is
        Ed25519 over the RFC 8785 JSON of its `{origin, treeSize, rootHash, at}`. Give this
        body to `gatekeep audit verify --keys` or the SDKs' `verifyAuditExport`.

        Returns the raw JSON body: this route has no envelope. `GET /v1/audit/checkpoint-keys` (operationId `getAuditCheckpointKeys`).
        """
        return cast(
            "AuditCheckpointKeys",
            self._call("GET", "/v1/audit/checkpoint-keys", raw=True),
        )

    def get_jwks(self) -> Jwks:
        """Public signing keys (no envelope).

        Keys being rotated out stay published until every token they signed has expired. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /v1/.well-known/jwks.json` (operationId `getJwks`).
        """
        return cast("Jwks", self._call("GET", "/v1/.well-known/jwks.json", raw=True))

    def signup(self, body: SignupRequest) -> Tokens:
        """Create a user and sign them in.

        The password must not be easy to guess: one on Gatekeep's built-in list of common
        passwords from breach corpora (some 49,000, compared ignoring case), a unit of one to
        four characters repeated (`aaaaaaaa`, `12341234`) or a run of consecutive characters
        (`abcdefgh`, `87654321`) answers 400 `WEAK_PASSWORD`. The check comes before the email
        is looked at, so the answer says nothing about whether an account exists, and nothing
        is written. The list ships with the server; nothing is sent anywhere.

        An address in a verified domain whose tenant enforces SSO (a provider config with
        `enforced: true`) answers 403 `SSO_REQUIRED` naming the config: such users sign in with
        `startSso`.

        `invitationToken` is the `token` of an invitation link (`APP_URL/accept-invitation?token=…`):
        when it belongs to a pending invitation sent to `email`, the new account's address is
        verified at once (the link came to that inbox; no verification mail is sent) and the user
        goes on to `acceptInvitation`. Any other token (unknown, used, revoked, expired, or sent
        to another address) is no invitation: with `SIGNUP=open` it is ignored.

        With `SIGNUP=closed` only a signup carrying the invitation's token may create an account:
        any other, the invited address without its link included, answers the same 403
        `SIGNUP_CLOSED`, so the answer tells nobody which addresses were invited, and nobody who
        merely knows an invited address can claim it before its owner opens the link.

        **Without `password`**, the account signs in with passkeys only. The answer is the same
        (201, tokens for a new session); the client registers the first passkey at once with
        `startPasskeyRegistration` (no `password`: the signup is the fresh sign-in it asks for,
        good for 5 minutes) and `registerPasskey`. That first passkey is allowed before the
        address is verified, since the account has no other way in; every later one waits for
        the verification link. Should someone sign up with an address that is not theirs, the
        owner's password reset link proves it and removes the passkeys registered before that
        proof. A user who lost the session before registering uses `requestPasswordReset`: on
        an account without a password the link signs in.

        `POST /v1/auth/signup` (operationId `signup`).
        """
        return cast("Tokens", self._call("POST", "/v1/auth/signup", json=body))

    def login(self, body: LoginRequest) -> Tokens | MfaChallenge:
        """Sign in with email and password.

        Answers tokens, or, when the user has TOTP enabled, an MFA challenge to answer at
        `POST /v1/mfa/verify-challenge`. An unknown email and a wrong password get the same
        401 `INVALID_CREDENTIAL`. Failures count per (email, client address): after 5 within
        15 minutes, further attempts for that email from that address answer 429
        `RATE_LIMITED` with `Retry-After` (30 s, doubling with each further failure up to 15
        minutes) until the lock expires. They also count per email: after 20 within 15 minutes,
        attempts from addresses that have not signed in to the account lately (its last 10
        sign-ins within `REFRESH_TOKEN_TTL`) answer 429 until the window passes, so an owner
        signing in from where they did before is never refused because of strangers' failures.
        Emails with no account are counted the same way. Apart from that, each
        client address has `RATE_LIMIT_AUTH_MAX` attempts per window (`x-gatekeep-rate-limit`).
        A user a platform operator disabled (`disableUser`) gets 403 `ACCOUNT_DISABLED` for the right
        password (or second factor); a wrong one answers as for anyone. An address in a verified
        domain whose tenant enforces SSO answers 403 `SSO_REQUIRED` naming the provider config
        before any password is checked (it depends on the domain, not on the account).

        `POST /v1/auth/login` (operationId `login`).
        """
        return cast("Tokens | MfaChallenge", self._call("POST", "/v1/auth/login", json=body))

    def start_passkey_login(self, body: StartPasskeyLoginRequest) -> PasskeyRequestOptions:
        """Begin a passkey sign-in; answers the options for navigator.credentials.get().

        Without `email`, the allow-list is empty: the browser offers the person's discoverable
        credentials for this site, so a page can offer them as autofill
        (`mediation: "conditional"`). With `email`, the account's passkeys; an address with no
        account or no passkey gets an answer of the same shape (a credential id derived from
        the address), so the answer tells nothing about accounts. User verification is
        required. The challenge is kept for five minutes and one answer. An address in a
        verified domain whose tenant enforces SSO answers 403 `SSO_REQUIRED` (decided by the
        domain alone). Pass `options` to `PublicKeyCredential.parseRequestOptionsFromJSON()`.

        `POST /v1/auth/passkey/options` (operationId `startPasskeyLogin`).
        """
        return cast(
            "PasskeyRequestOptions",
            self._call("POST", "/v1/auth/passkey/options", json=body),
        )

    def finish_passkey_login(self, body: FinishPasskeyLoginRequest) -> Tokens:
        """Finish a passkey sign-in with the browser's assertion; answers tokens.

        `response` is the assertion as `PublicKeyCredential.toJSON()` gives it. It must answer a
        live challenge of `startPasskeyLogin` (any answer spends it), name a registered
        credential, come from one of `WEBAUTHN_ORIGINS` for `WEBAUTHN_RP_ID`, carry user
        verification, and be signed by the credential's key; anything else is 401
        `INVALID_CREDENTIAL`, the same for every reason. A signature counter that does not move
        forward (a cloned authenticator) is refused too, and recorded as
        `passkey.counter_regressed`. A verified passkey is two factors in one: tokens come at
        once, with no TOTP challenge after. A disabled user gets 403 `ACCOUNT_DISABLED`; an
        address whose tenant enforces SSO, 403 `SSO_REQUIRED`. Recorded as `passkey.used`.

        `POST /v1/auth/passkey/verify` (operationId `finishPasskeyLogin`).
        """
        return cast("Tokens", self._call("POST", "/v1/auth/passkey/verify", json=body))

    def refresh_token(self, body: RefreshTokenRequest) -> RefreshedTokens:
        """Exchange a refresh token for a new access token and refresh token.

        Refresh tokens rotate on every use. Presenting one that was already used revokes
        every token of its session family and answers 401 `INVALID_CREDENTIAL`.

        `POST /v1/auth/refresh` (operationId `refreshToken`).
        """
        return cast("RefreshedTokens", self._call("POST", "/v1/auth/refresh", json=body))

    def logout(self, body: LogoutRequest) -> LogoutResult:
        """End the session a refresh token belongs to.

        Idempotent, as in RFC 7009: an unknown, expired or already revoked refresh token
        also answers 200, so that the answer reveals nothing about the token. The session's
        refresh tokens and its access tokens stop working at once (401 `INVALID_CREDENTIAL`),
        on every instance.

        `POST /v1/auth/logout` (operationId `logout`).
        """
        return cast("LogoutResult", self._call("POST", "/v1/auth/logout", json=body))

    def logout_all(self) -> LogoutAllResult:
        """Log out everywhere; ends every session of the caller, this one included.

        Every refresh token and access token of the caller's sessions stops working at once
        (401 `INVALID_CREDENTIAL`), the access token that made this call included. Audited as
        `session.revoked_all`.

        `POST /v1/auth/logout-all` (operationId `logoutAll`).
        """
        return cast("LogoutAllResult", self._call("POST", "/v1/auth/logout-all"))

    def issue_tenant_token(self, body: IssueTenantTokenRequest) -> TenantAccessToken:
        """An access token of the caller's session that states one tenant, their role and its permissions.

        For resource servers that authorise offline: the token is the caller's (same `sub`, same
        session `sid`, same lifetime ACCESS_TOKEN_TTL) and also carries `tid` (the tenant),
        `role` (the caller's role there, built-in or custom) and `permissions` (that role's
        permission strings). The SDKs' `verifyToken` / `verify_token` return these claims typed.
        It dies with its session like every access token. On Gatekeep's own routes it answers
        401 `INVALID_CREDENTIAL` at once when the caller's role in the tenant changes or they
        leave it; a resource server verifying offline sees such a change only at the token's
        expiry, so keep ACCESS_TOKEN_TTL short where that matters. An edit of a custom role's
        permissions shows in tokens issued afterwards. A tenant the caller is not a member of
        answers 404 `NOT_FOUND`, as on tenant routes.

        `POST /v1/auth/token` (operationId `issueTenantToken`).
        """
        return cast("TenantAccessToken", self._call("POST", "/v1/auth/token", json=body))

    def verify_email(self, body: VerifyEmailRequest) -> User:
        """Confirm an email address with the token from the link mailed to it.

        Signup (and `resendVerificationEmail`) mails a link `APP_URL/verify-email?token=…`;
        the page it opens posts the token here. A token is single-use and expires after
        `EMAIL_TOKEN_TTL` (24 hours); an unknown, expired or spent one answers 401
        `INVALID_CREDENTIAL`. A token sent to an address the user has since changed verifies
        nothing. Audited as `user.email_verified`. Answers the user, `emailVerified: true`.
        The link `changeEmail` mails to a new address (its token starts `gkce_`) lands on the
        same page and makes that the user's address, verified; 409 `EMAIL_TAKEN` when another
        account has it by then.

        `POST /v1/auth/verify-email` (operationId `verifyEmail`).
        """
        return cast("User", self._call("POST", "/v1/auth/verify-email", json=body))

    def resend_verification_email(self) -> VerificationEmailSent:
        """Mail the caller a new verification link.

        The new link replaces any earlier one, which stops working. 409 `CONFLICT` when the
        address is already verified; 503 `SERVICE_UNAVAILABLE` when the mail server cannot take
        the message (nothing is sent, try again). One inbox is sent at most 3 verification
        links per 15 minutes (signup's included): a fourth answers 429 `RATE_LIMITED` with
        `Retry-After`. Audited as `user.email_verification_sent`.

        `POST /v1/auth/verify-email/resend` (operationId `resendVerificationEmail`).
        """
        return cast("VerificationEmailSent", self._call("POST", "/v1/auth/verify-email/resend"))

    def request_password_reset(self, body: PasswordResetRequest) -> PasswordResetRequested:
        """Mail a password-reset link to an address, if an account has it.

        Always 202 with the same body, whether or not an account has the address. The answer
        does the same work for every address (it queues one `auth.password_reset_mail` job);
        the account lookup, the link and the mail come after it, in that job, so that neither
        the answer nor its timing tells which addresses have accounts. The link is `APP_URL/reset-password?token=…`, single-use, and
        expires after `EMAIL_TOKEN_TTL` (24 hours); a new request replaces an earlier link. One
        inbox is sent at most 3 links per 15 minutes; further requests answer the same 202 and
        send nothing. Rate-limited per client address like the other sign-in routes. Audited
        as `user.password_reset_requested`. The one exception: an address in a verified domain
        whose tenant enforces SSO answers 403 `SSO_REQUIRED` (it depends on the domain alone).

        `POST /v1/auth/password-reset` (operationId `requestPasswordReset`).
        """
        return cast(
            "PasswordResetRequested",
            self._call("POST", "/v1/auth/password-reset", json=body),
        )

    def confirm_password_reset(self, body: ConfirmPasswordResetRequest) -> PasswordResetDone:
        """Set a new password with the token from a reset link.

        Sets the password, spends the token, and ends every session of the user (their
        refresh and access tokens answer 401 at once). An unknown, expired or spent token
        answers 401 `INVALID_CREDENTIAL`. When the user has TOTP on, the link alone is not
        enough: `code` must be a current TOTP code or an unused recovery code (401
        `INVALID_MFA_CODE` without one, or for a wrong one, which counts toward
        `MFA_MAX_FAILURES`); the token stays usable until the reset happens. Audited as
        `user.password_reset`. The link also verifies the address; when it is the first proof
        of the address, whoever set up a second factor before that proof did not own it: the
        link alone is enough, and any TOTP enrollment and recovery codes are removed with the
        reset (audited as `mfa.totp_disabled`), as are passkeys (`passkey.deleted`), so the
        inbox's owner reclaims a squatted account.

        An account without a password (signed up with a passkey, or made by an identity
        provider or social connection) may leave `password` out: then no password is set, and
        the link signs the user in instead. The answer carries `tokens`, a new session whose
        sign-in is fresh, so the user who lost their passkey adds another at once
        (`startPasskeyRegistration` needs no password for such an account); audited as
        `user.logged_in` with `via: password_reset`. An account with a password must send a
        new one (400 `VALIDATION_FAILED`, the token unspent): a reset exists because the old
        one may be known to someone else.

        `POST /v1/auth/password-reset/confirm` (operationId `confirmPasswordReset`).
        """
        return cast(
            "PasswordResetDone",
            self._call("POST", "/v1/auth/password-reset/confirm", json=body),
        )

    def start_mfa_webauthn(self, body: StartMfaWebauthnRequest) -> PasskeyRequestOptions:
        """Options to answer a login's MFA challenge with a passkey.

        For a live challenge whose `methods` include `webauthn`: request options listing the
        user's passkeys, for `navigator.credentials.get()`; its answer goes to
        `verifyMfaChallenge` as `webauthn`. The challenge is not spent here. An unknown,
        expired or spent challenge answers 401 `INVALID_CREDENTIAL`; a user without a passkey,
        409 `CONFLICT`.

        `POST /v1/mfa/webauthn/options` (operationId `startMfaWebauthn`).
        """
        return cast(
            "PasskeyRequestOptions",
            self._call("POST", "/v1/mfa/webauthn/options", json=body),
        )

    def verify_mfa_challenge(self, body: VerifyMfaChallengeRequest) -> Tokens:
        """Answer a login's MFA challenge with a TOTP code, a recovery code or a passkey.

        `code` takes a TOTP or recovery code; `webauthn` a passkey's assertion to the options of
        `startMfaWebauthn` for this challenge (the user's own passkey, its ceremony spent by any
        answer, user presence enough: the password was the first factor). A wrong passkey
        answer counts as a wrong code. A wrong code answers 401 `INVALID_MFA_CODE`; the fifth wrong code ends the challenge,
        after which it (like an unknown or expired one) answers 401 `INVALID_CREDENTIAL`.
        A TOTP code is accepted once; a recovery code is single-use, and signing in with one
        ends every other session of the user (whoever else holds one). A user has at most 3 live
        challenges (a fourth login drops the oldest). Wrong codes also count per user, across
        all challenges and `activateTotp` and `disableTotp`: after `MFA_MAX_FAILURES` (10)
        within 15 minutes, the user's code checks answer 429 `RATE_LIMITED` with `Retry-After`
        until the window passes, even for a right code; a right password does not reset this.
        A user a platform operator disabled (`disableUser`) gets 403 `ACCOUNT_DISABLED` for the right
        password (or second factor); a wrong one answers as for anyone.

        `POST /v1/mfa/verify-challenge` (operationId `verifyMfaChallenge`).
        """
        return cast("Tokens", self._call("POST", "/v1/mfa/verify-challenge", json=body))

    def get_me(self) -> User:
        """The signed-in user.

        `GET /v1/me` (operationId `getMe`).
        """
        return cast("User", self._call("GET", "/v1/me"))

    def update_me(self, body: UpdateMeRequest) -> User:
        """Change the signed-in user's display name.

        `name` replaces the display name; `null` clears it. A change is audited as
        `user.updated` (metadata: the fields that changed) and sent as the webhook event
        `user.updated` to every tenant the user belongs to; sending the name the user already has
        changes nothing and records nothing. The address changes through `changeEmail`, the
        password through `changePassword`.

        `PATCH /v1/me` (operationId `updateMe`).
        """
        return cast("User", self._call("PATCH", "/v1/me", json=body))

    def delete_me(self, body: DeleteMeRequest) -> Deleted:
        """Delete the signed-in user's account (GDPR Art. 17).

        `password` is checked like `changePassword`'s `currentPassword` (a wrong one answers 401
        `INVALID_CREDENTIAL` and counts as a failed login, under the same throttle). While the
        user is the last owner of a tenant the answer is 409 `LAST_OWNER`, naming the tenants:
        make someone else an owner, or delete the tenant, first. Otherwise the user, their
        sessions (every access and refresh token answers 401 at once, on every instance),
        credentials, second factors, pending links and memberships go in one transaction.
        The audit log keeps the user's id only: the events the user was the actor or target of
        lose their address (`metadata.email`) and client IP. Audited as `user.deleted`, and sent
        as the webhook event `user.deleted` to every tenant the user belonged to.

        `DELETE /v1/me` (operationId `deleteMe`).
        """
        return cast("Deleted", self._call("DELETE", "/v1/me", json=body))

    def export_me(self) -> MeExport:
        """Everything Gatekeep holds about the signed-in user, as one JSON document.

        For the user's right of access and to data portability (GDPR Art. 15 and 20): the
        profile, the live sessions, the tenants with the user's role in each, and every audit
        event the user was the actor of, in any tenant's log or their own, oldest first. Never a
        secret: no password hash, token, TOTP secret or recovery code.

        `GET /v1/me/export` (operationId `exportMe`).
        """
        return cast("MeExport", self._call("GET", "/v1/me/export"))

    def change_email(self, body: ChangeEmailRequest) -> EmailChangeRequested:
        """Change the signed-in user's email address, through a link sent to the new one.

        `password` is checked like `changePassword`'s `currentPassword`. A link is mailed to
        `newEmail` (the same verification page as `verifyEmail`'s, whose token it carries) and
        a notice to the current address; nothing changes until the link is opened, within
        EMAIL_TOKEN_TTL. Then, through `verifyEmail`, the address becomes `newEmail`, verified;
        every session of the user but the one that asked for the change ends; and the old
        address stays on record for 30 days (it is shown in `exportMe` and `getUser`, and nobody
        else can sign up with it meanwhile). A newer request replaces the link of an earlier one.
        An address that belongs to another account answers 409 `EMAIL_TAKEN` when the link is
        opened, not here, so that this operation does not tell who has an account. Audited as
        `user.email_change_requested`, then `user.updated` (webhook `user.updated`, fields
        `["email"]`).

        `POST /v1/me/email` (operationId `changeEmail`).
        """
        return cast("EmailChangeRequested", self._call("POST", "/v1/me/email", json=body))

    def change_password(self, body: ChangePasswordRequest) -> PasswordChanged:
        """Change the caller's password; ends every other session.

        `currentPassword` is checked like a login from the caller's address: a wrong one
        answers 401 `INVALID_CREDENTIAL` and counts as a failed login, under the same throttle
        (429 `RATE_LIMITED` with `Retry-After`), whose slot each attempt takes before its
        password is checked, so concurrent guesses get no more than the budget. The client
        address also has `RATE_LIMIT_AUTH_MAX` requests per window (`x-gatekeep-rate-limit`). The new password follows the sign-up rules: a
        common, repeated or sequential one answers 400 `WEAK_PASSWORD` (see `signup`), checked
        before `currentPassword`, so it never counts as a failed login, and the password stays
        as it was.
        Every other session of the user ends at once (its access and refresh tokens answer
        401); the caller's stays. Audited as `user.password_changed` and `session.revoked_all`.
        Every outstanding password-reset link of the user is spent: opening one afterwards
        answers 401 `INVALID_CREDENTIAL`, as for a used link.

        `POST /v1/me/password` (operationId `changePassword`).
        """
        return cast("PasswordChanged", self._call("POST", "/v1/me/password", json=body))

    def start_passkey_registration(
        self,
        body: StartPasskeyRegistrationRequest,
    ) -> PasskeyCreationOptions:
        """Begin registering a passkey; answers the options for navigator.credentials.create().

        Step-up first: `password`, the caller's current password (checked like a login from the
        caller's address: same throttle, and a wrong one counts as a failed login); an account
        without a password (signed up without one, or made by SSO or a social connection)
        needs a sign-in from the last five minutes in this session instead (401
        `INVALID_CREDENTIAL` otherwise). The address must be verified (403
        `EMAIL_NOT_VERIFIED`), as for TOTP, except for the first passkey of an account that has
        no password and no passkey yet (a passkey sign-up). The options ask for a
        discoverable credential, prefer user verification, allow ES256, EdDSA and RS256, and
        exclude the caller's registered passkeys; at most 20 per account (409 `CONFLICT`). The
        challenge is kept for five minutes and one answer. Pass `options` to
        `PublicKeyCredential.parseCreationOptionsFromJSON()`.

        `POST /v1/me/passkeys/options` (operationId `startPasskeyRegistration`).
        """
        return cast(
            "PasskeyCreationOptions",
            self._call("POST", "/v1/me/passkeys/options", json=body),
        )

    def list_passkeys(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> PasskeyPage:
        """The caller's passkeys.

        A full list (`nextCursor` is null); at most 20. Never the keys or counters.

        `GET /v1/me/passkeys` (operationId `listPasskeys`).
        """
        return cast(
            "PasskeyPage",
            self._call("GET", "/v1/me/passkeys", params={"limit": limit, "cursor": cursor}),
        )

    def register_passkey(self, body: RegisterPasskeyRequest) -> Passkey:
        """Finish registering a passkey with the browser's attestation.

        `response` is the new credential as `PublicKeyCredential.toJSON()` gives it. It must
        answer the caller's live challenge of `startPasskeyRegistration` (any answer spends it)
        and come from one of `WEBAUTHN_ORIGINS` for `WEBAUTHN_RP_ID`, with user presence and an
        allowed algorithm; anything else is 400 `VALIDATION_FAILED` saying which check failed.
        An authenticator already registered (to anyone) is 409 `CONFLICT`. Stored: the public
        key, the signature counter, transports, backup flags and AAGUID. Audited as
        `passkey.registered`.

        `POST /v1/me/passkeys` (operationId `registerPasskey`).
        """
        return cast("Passkey", self._call("POST", "/v1/me/passkeys", json=body))

    def update_passkey(self, passkey_id: str, body: UpdatePasskeyRequest) -> Passkey:
        """Rename one of the caller's passkeys.

        Another user's passkey is 404. Audited as `passkey.renamed`.

        `PATCH /v1/me/passkeys/{passkeyId}` (operationId `updatePasskey`).
        """
        return cast(
            "Passkey",
            self._call("PATCH", f"/v1/me/passkeys/{path_param(passkey_id)}", json=body),
        )

    def delete_passkey(self, passkey_id: str, body: DeletePasskeyRequest | None = None) -> Deleted:
        """Remove one of the caller's passkeys.

        Step-up as for `startPasskeyRegistration`: `password` in the body, or for an account
        without a password a sign-in from the last five minutes. The last passkey of an account
        without a password is its only way in: removing it is 409 `CONFLICT`. Another user's
        passkey is 404. Audited as `passkey.deleted`.

        `DELETE /v1/me/passkeys/{passkeyId}` (operationId `deletePasskey`).
        """
        return cast(
            "Deleted",
            self._call("DELETE", f"/v1/me/passkeys/{path_param(passkey_id)}", json=body),
        )

    def list_sessions(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> SessionPage:
        """The caller's live sessions, newest first.

        A session starts at signup, login or a passed MFA challenge and ends at logout,
        `revokeSession`, `logoutAll`, refresh-token reuse, a change of password or second
        factor (`changePassword`, activating or disabling TOTP, or signing in with a recovery
        code ends every other session) or `SESSION_MAX_AGE` after it started, whichever comes
        first. `lastUsedAt`, `ip` and
        `userAgent` are those of its latest sign-in or refresh; `current` marks the session
        of the access token that asks.

        `GET /v1/me/sessions` (operationId `listSessions`).
        """
        return cast(
            "SessionPage",
            self._call("GET", "/v1/me/sessions", params={"limit": limit, "cursor": cursor}),
        )

    def revoke_session(self, session_id: str) -> LogoutResult:
        """End one of the caller's sessions; its tokens stop working at once.

        Any of the caller's live sessions, the current one included. A session of another
        user, or one that has already ended, answers 404 `NOT_FOUND`. Audited as
        `session.revoked`.

        `DELETE /v1/me/sessions/{sessionId}` (operationId `revokeSession`).
        """
        return cast(
            "LogoutResult",
            self._call("DELETE", f"/v1/me/sessions/{path_param(session_id)}"),
        )

    def enroll_totp(self, body: EnrollTotpRequest) -> TotpEnrollment:
        """Start TOTP enrollment; returns the secret to load into an authenticator app.

        Step-up: the caller's current password is required, so a stolen access token alone
        cannot attach an attacker's authenticator. A wrong password answers 401
        `INVALID_CREDENTIAL` and counts as a failed login for the account from the caller's
        address; the login throttle then applies here too (429 `RATE_LIMITED` with
        `Retry-After`), each attempt taking its slot before the password is checked, and the
        client address has `RATE_LIMIT_AUTH_MAX` requests per window (`x-gatekeep-rate-limit`). The secret is shown here only. Enrollment is pending until
        `activateTotp` confirms a code; enrolling again before that replaces the pending
        secret. When TOTP is already active the answer is 409 `CONFLICT`. Until the caller's
        address is verified the answer is 403 `EMAIL_NOT_VERIFIED`, before the password is
        checked: a second factor belongs only on an account whose owner proved the address.

        `POST /v1/mfa/totp/enroll` (operationId `enrollTotp`).
        """
        return cast("TotpEnrollment", self._call("POST", "/v1/mfa/totp/enroll", json=body))

    def activate_totp(self, body: TotpCodeRequest) -> RecoveryCodes:
        """Confirm a pending enrollment with a current code; returns ten recovery codes.

        The recovery codes are shown here only and are stored hashed; each works once. Of two
        concurrent activations, one succeeds and the other answers 409 `CONFLICT`. Wrong codes
        count in the user's second-factor budget (see `disableTotp`): 429 once it is spent.
        Activation ends every other session of the user; the caller's stays.

        `POST /v1/mfa/totp/activate` (operationId `activateTotp`).
        """
        return cast("RecoveryCodes", self._call("POST", "/v1/mfa/totp/activate", json=body))

    def disable_totp(self, body: TotpCodeRequest) -> MfaStatus:
        """Turn TOTP off; needs a current TOTP code or an unused recovery code.

        Wrong codes here, at activation and at `verifyMfaChallenge` share one budget per user:
        after `MFA_MAX_FAILURES` (10) within 15 minutes, 429 `RATE_LIMITED` with `Retry-After`
        until the window passes, even for a right code, so a stolen access token cannot be used
        to guess codes. Disabling ends every other session of the user; the caller's stays.

        `POST /v1/mfa/totp/disable` (operationId `disableTotp`).
        """
        return cast("MfaStatus", self._call("POST", "/v1/mfa/totp/disable", json=body))

    def list_oidc_clients(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> OidcClientPage:
        """The tenant's OIDC clients.

        A full list (`nextCursor` is null); a tenant registers at most 50. Secrets are never shown here.

        `GET /v1/tenants/{tenantId}/oidc-clients` (operationId `listOidcClients`).
        """
        return cast(
            "OidcClientPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_oidc_client(
        self,
        tenant_id: str,
        body: CreateOidcClientRequest,
    ) -> OidcClientWithSecret:
        """Register an application with Gatekeep's OpenID Provider; answers its client secret, once.

        `id` is the client's `client_id`. A confidential client (`client_secret_basic`, the
        default, or `client_secret_post`) gets `secret`, shown only in this answer and in
        rotateOidcClientSecret's (Gatekeep keeps a hash); a public client (`none`, a browser or
        native app) gets null and must use PKCE. Redirect URIs are compared exactly: https, or
        http to a loopback host; `authorization_code` needs at least one, `refresh_token` needs
        `authorization_code`, and a public client cannot use `client_credentials` (400
        `VALIDATION_FAILED`). `firstParty` skips the consent page. A 51st client answers 409
        `CONFLICT`. Audited as `oidc_client.created`; webhook `oidc_client.created`.

        `POST /v1/tenants/{tenantId}/oidc-clients` (operationId `createOidcClient`).
        """
        return cast(
            "OidcClientWithSecret",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/oidc-clients", json=body),
        )

    def get_oidc_client(self, tenant_id: str, client_id: str) -> OidcClient:
        """One OIDC client (never its secret).

        `GET /v1/tenants/{tenantId}/oidc-clients/{clientId}` (operationId `getOidcClient`).
        """
        return cast(
            "OidcClient",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}",
            ),
        )

    def update_oidc_client(
        self,
        tenant_id: str,
        client_id: str,
        body: UpdateOidcClientRequest,
    ) -> OidcClient:
        """Change an OIDC client's name, redirect URIs, grant types or first-party flag.

        Only the fields sent change; the result must still be a coherent client (the rules of
        createOidcClient, else 400 `VALIDATION_FAILED`). `tokenEndpointAuthMethod` is fixed at
        creation: a public client does not become confidential (register a new one). Audited as
        `oidc_client.updated`; webhook `oidc_client.updated`.

        `PATCH /v1/tenants/{tenantId}/oidc-clients/{clientId}` (operationId `updateOidcClient`).
        """
        return cast(
            "OidcClient",
            self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}",
                json=body,
            ),
        )

    def delete_oidc_client(self, tenant_id: str, client_id: str) -> Deleted:
        """Delete an OIDC client.

        Audited as `oidc_client.deleted`; webhook `oidc_client.deleted`.

        `DELETE /v1/tenants/{tenantId}/oidc-clients/{clientId}` (operationId `deleteOidcClient`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}",
            ),
        )

    def rotate_oidc_client_secret(self, tenant_id: str, client_id: str) -> OidcClientWithSecret:
        """Give a confidential client a new secret, shown once; the old one stops working at once.

        A public client has no secret: 409 `CONFLICT`. Audited as `oidc_client.secret_rotated`;
        webhook `oidc_client.secret_rotated` (never the secret).

        `POST /v1/tenants/{tenantId}/oidc-clients/{clientId}/rotate-secret` (operationId `rotateOidcClientSecret`).
        """
        return cast(
            "OidcClientWithSecret",
            self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}/rotate-secret",
            ),
        )

    def discover_sso(self, body: DiscoverSsoRequest) -> SsoDiscovery:
        """Which tenants' identity providers sign in an address.

        The enabled provider configs of the tenant that verified the address's domain (at most
        one tenant can). An address in no verified domain answers an empty list: whether to offer
        SSO, and which IdP, is all this tells.

        `POST /v1/sso/discover` (operationId `discoverSso`).
        """
        return cast("SsoDiscovery", self._call("POST", "/v1/sso/discover", json=body))

    def start_sso(self, body: StartSsoRequest) -> SsoAuthorization:
        """Start a sign-in at a tenant's identity provider; answers the URL to send the browser to.

        Names the config (`providerConfigId`) or the user's address (`email`: the one enabled
        config of the tenant that verified its domain; with several, 400 asks for the id). `redirectUri` must be one of the
        config's `allowedRedirectUris` exactly, else 400 before anything else happens.
        `codeChallenge` (S256, RFC 7636) binds the code the app gets back to its own verifier.
        An OIDC IdP is asked with PKCE S256, a `state` and a `nonce` that Gatekeep keeps hashed,
        for ten minutes, for one use; a SAML IdP with an AuthnRequest (HTTP-Redirect binding)
        whose ID is kept beside the hashed RelayState, likewise. An unknown or disabled config answers 404; one whose IdP cannot
        be reached (or resolves to a private address without `SSO_ALLOW_PRIVATE_ISSUERS`), 503.

        `POST /v1/sso/authorize` (operationId `startSso`).
        """
        return cast("SsoAuthorization", self._call("POST", "/v1/sso/authorize", json=body))

    def get_saml_metadata(self, provider_config_id: str) -> str:
        """The service provider metadata of a SAML provider config, for the IdP's administrator to import.

        SAML 2.0 metadata (`application/samlmetadata+xml`): the entity id (this URL, which
        `saml.spEntityId` and `saml.metadataUrl` also show), the ACS (HTTP-POST) and
        `WantAssertionsSigned`. Served for any SAML config, enabled or not, without
        credentials, like the ACS it names; an unknown id (or an OIDC config's) answers 404.

        Returns the raw body as text; `get_saml_metadata_lines` streams it instead. `GET /v1/sso/saml/{providerConfigId}/metadata` (operationId `getSamlMetadata`).
        """
        return self._call_text("GET", f"/v1/sso/saml/{path_param(provider_config_id)}/metadata")

    def get_saml_metadata_lines(self, provider_config_id: str) -> Iterator[str]:
        """The service provider metadata of a SAML provider config, for the IdP's administrator to import.

        SAML 2.0 metadata (`application/samlmetadata+xml`): the entity id (this URL, which
        `saml.spEntityId` and `saml.metadataUrl` also show), the ACS (HTTP-POST) and
        `WantAssertionsSigned`. Served for any SAML config, enabled or not, without
        credentials, like the ACS it names; an unknown id (or an OIDC config's) answers 404.

        The body of `get_saml_metadata` line by line, read as it arrives. `GET /v1/sso/saml/{providerConfigId}/metadata` (operationId `getSamlMetadata`).
        """
        return self._stream_lines("GET", f"/v1/sso/saml/{path_param(provider_config_id)}/metadata")

    def exchange_sso_code(self, body: ExchangeSsoCodeRequest) -> SsoTokens | MfaChallenge:
        """Exchange the sign-in code for tokens and the IdP's profile.

        The code works once, within 60 seconds, and only with the `codeVerifier` whose S256
        challenge startSso was given (when one was). A user with TOTP answers Gatekeep's MFA
        challenge first unless the config sets `trustIdpMfa`. An unknown, spent, expired or
        mismatched code answers 401 `INVALID_CREDENTIAL`; a user disabled meanwhile, 403
        `ACCOUNT_DISABLED`.

        `POST /v1/sso/token` (operationId `exchangeSsoCode`).
        """
        return cast("SsoTokens | MfaChallenge", self._call("POST", "/v1/sso/token", json=body))

    def list_tenants(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> TenantPage:
        """The caller's tenants, each with the caller's role.

        A full-set list: `limit` and `cursor` are accepted and ignored.

        `GET /v1/tenants` (operationId `listTenants`).
        """
        return cast(
            "TenantPage",
            self._call("GET", "/v1/tenants", params={"limit": limit, "cursor": cursor}),
        )

    def create_tenant(self, body: CreateTenantRequest) -> Tenant:
        """Create a tenant; the caller becomes its owner.

        Without `slug`, one is derived from the name. An explicit `slug` already in use answers 409 `SLUG_TAKEN`.
        `TENANT_CREATION` decides who may call it: `open`, any signed-in user; `verified` (the
        default when `SIGNUP=closed`), only a user whose address is verified (else 403
        `EMAIL_NOT_VERIFIED`); `closed`, nobody through this route (403 `PERMISSION_DENIED`;
        tenants are then the platform operators' to create).

        `POST /v1/tenants` (operationId `createTenant`).
        """
        return cast("Tenant", self._call("POST", "/v1/tenants", json=body))

    def get_tenant(self, tenant_id: str) -> Tenant:
        """One tenant.

        `GET /v1/tenants/{tenantId}` (operationId `getTenant`).
        """
        return cast("Tenant", self._call("GET", f"/v1/tenants/{path_param(tenant_id)}"))

    def update_tenant(self, tenant_id: str, body: UpdateTenantRequest) -> Tenant:
        """Rename a tenant, change its slug or replace its metadata.

        `metadata` replaces the stored object whole; over 8 KiB as JSON answers 400 `VALIDATION_FAILED`. Every member reads it in `getTenant` and `listTenants`, so keep secrets out of it. A `slug` in use answers 409 `SLUG_TAKEN`. Audited and sent to webhooks as `tenant.updated` (the log notes that metadata was replaced, not its content).

        `PATCH /v1/tenants/{tenantId}` (operationId `updateTenant`).
        """
        return cast(
            "Tenant",
            self._call("PATCH", f"/v1/tenants/{path_param(tenant_id)}", json=body),
        )

    def delete_tenant(self, tenant_id: str) -> Deleted:
        """Delete a tenant and everything it owns (owners only).

        Members, roles, provider configs, webhook endpoints and API keys go with it; its audit events stay. An admin who is not an owner gets 403 `OWNER_REQUIRED`.

        `DELETE /v1/tenants/{tenantId}` (operationId `deleteTenant`).
        """
        return cast("Deleted", self._call("DELETE", f"/v1/tenants/{path_param(tenant_id)}"))

    def list_members(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> MemberPage:
        """The members of a tenant.

        `GET /v1/tenants/{tenantId}/members` (operationId `listMembers`).
        """
        return cast(
            "MemberPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/members",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def add_member(self, tenant_id: str, body: AddMemberRequest) -> Invitation:
        """Invite an address to join the tenant (the same as createInvitation).

        Membership needs consent: whatever the address (one with no account, an unverified one, or a verified user's), it is invited exactly as `createInvitation` does (202, the invitation, mailed to the address), and its owner becomes a member only by accepting (`acceptInvitation`). The answer is the same for every address and never names a user. A member already holding the address answers 409 `CONFLICT`. Only an owner may invite `owner` (403 `OWNER_REQUIRED`). The plan's `maxMembers` counts members and pending invitations (403 `PLAN_LIMIT_REACHED`). The inviter's address must be verified, and the mail caps and the `invite` rate-limit bucket apply, as for `createInvitation`.

        `POST /v1/tenants/{tenantId}/members` (operationId `addMember`).
        """
        return cast(
            "Invitation",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/members", json=body),
        )

    def list_invitations(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> InvitationPage:
        """The tenant's invitations, newest first, whatever their status.

        A cursor-paged list; pass `nextCursor` back as `cursor`. Tokens are never shown.

        `GET /v1/tenants/{tenantId}/invitations` (operationId `listInvitations`).
        """
        return cast(
            "InvitationPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/invitations",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_invitation(self, tenant_id: str, body: CreateInvitationRequest) -> Invitation:
        """Invite an address to the tenant with a role, and mail it a link.

        The link is `APP_URL/accept-invitation?token=…`; the token is in that message only (stored hashed), works once and expires after 7 days. Inviting an address again replaces its pending invitation (the earlier link stops working), which is how a lost link is sent anew. Only an owner may invite `owner` (403 `OWNER_REQUIRED`); an address of a current member answers 409 `CONFLICT`; pending invitations count against the plan's `maxMembers` (403 `PLAN_LIMIT_REACHED`). The caller's own address must be verified (403 `EMAIL_NOT_VERIFIED`): the mail names the inviter. One address receives at most 3 invitation mails in any 15 minutes, from all tenants together, and one tenant sends at most 100 in any hour, whatever its plan; past either cap the answer is 429 `RATE_LIMITED` with `Retry-After` and nothing is created. Each caller also has the `invite` rate-limit bucket (`RATE_LIMIT_INVITE_MAX` requests per `RATE_LIMIT_WINDOW_S`) per route. When the mail server cannot take the message, the invitation is kept and the answer is 503 `SERVICE_UNAVAILABLE`: invite again. Audited and sent to webhooks as `member.invited` (and `member.invitation_revoked` for a replaced one).

        `POST /v1/tenants/{tenantId}/invitations` (operationId `createInvitation`).
        """
        return cast(
            "Invitation",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/invitations", json=body),
        )

    def get_invitation(self, tenant_id: str, invitation_id: str) -> Invitation:
        """One invitation, with its status (never its token).

        `GET /v1/tenants/{tenantId}/invitations/{invitationId}` (operationId `getInvitation`).
        """
        return cast(
            "Invitation",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    def revoke_invitation(self, tenant_id: str, invitation_id: str) -> Invitation:
        """Revoke a pending invitation; its link stops working.

        Answers the invitation, `status: revoked`; it stays in the list. An invitation that is not pending (accepted, revoked or expired) answers 409 `CONFLICT`. Audited and sent to webhooks as `member.invitation_revoked`.

        `DELETE /v1/tenants/{tenantId}/invitations/{invitationId}` (operationId `revokeInvitation`).
        """
        return cast(
            "Invitation",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    def accept_invitation(self, body: AcceptInvitationRequest) -> Member:
        """Join the tenant an invitation is for, as the signed-in user it was sent to.

        The page the mailed link opens posts its `token` here with the user's access token. The caller joins with the invited role only when their account's address is the invited one (else 403 `INVITATION_EMAIL_MISMATCH`) and verified (else 403 `EMAIL_NOT_VERIFIED`; verify, then accept again): a forwarded link, or an account that merely claims the address, gains nothing. An unknown, expired, revoked or accepted token answers 404 `NOT_FOUND`; a caller already in the tenant, 409 `CONFLICT`; a tenant whose plan shrank below its members since, 403 `PLAN_LIMIT_REACHED`. Audited and sent to webhooks as `member.invitation_accepted` and `member.added`.

        `POST /v1/invitations/accept` (operationId `acceptInvitation`).
        """
        return cast("Member", self._call("POST", "/v1/invitations/accept", json=body))

    def update_member(self, tenant_id: str, user_id: str, body: UpdateMemberRequest) -> Member:
        """Change a member's role.

        Only an owner grants or removes `owner` (403 `OWNER_REQUIRED`); the last owner cannot be demoted (409 `LAST_OWNER`).

        `PATCH /v1/tenants/{tenantId}/members/{userId}` (operationId `updateMember`).
        """
        return cast(
            "Member",
            self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
                json=body,
            ),
        )

    def remove_member(self, tenant_id: str, user_id: str) -> Deleted:
        """Remove a member, or leave a tenant.

        A member may remove themself; otherwise it takes an owner or admin, and only an owner removes an owner. The last owner cannot leave (409 `LAST_OWNER`).

        `DELETE /v1/tenants/{tenantId}/members/{userId}` (operationId `removeMember`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
            ),
        )

    def list_domains(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> DomainPage:
        """The tenant's domains, verified or pending.

        A full list (`nextCursor` is null). Domains drive SSO discovery, account linking and
        enforcement; they never grant membership by themselves.

        `GET /v1/tenants/{tenantId}/domains` (operationId `listDomains`).
        """
        return cast(
            "DomainPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/domains",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_domain(self, tenant_id: str, body: CreateDomainRequest) -> Domain:
        """Claim a domain; publish its TXT record, then verify it.

        The answer's `verification` names the TXT record to publish (`_gatekeep-challenge.<domain>`)
        and its value. Claiming proves nothing: other tenants may claim the same domain, and only one
        can verify it. The domain is stored in lower case without a trailing dot; the same domain
        twice in one tenant, or a 101st domain, answers 409 `CONFLICT`. Audited as
        `domain.created`; webhook `domain.created`.

        `POST /v1/tenants/{tenantId}/domains` (operationId `createDomain`).
        """
        return cast(
            "Domain",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/domains", json=body),
        )

    def get_domain(self, tenant_id: str, domain_id: str) -> Domain:
        """One domain, with the record that verifies it.

        An unknown domain answers 404.

        `GET /v1/tenants/{tenantId}/domains/{domainId}` (operationId `getDomain`).
        """
        return cast(
            "Domain",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/domains/{path_param(domain_id)}",
            ),
        )

    def delete_domain(self, tenant_id: str, domain_id: str) -> Deleted:
        """Give up a domain.

        A verified domain becomes free for another tenant to verify. Audited as `domain.deleted`;
        webhook `domain.deleted`.

        `DELETE /v1/tenants/{tenantId}/domains/{domainId}` (operationId `deleteDomain`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/domains/{path_param(domain_id)}",
            ),
        )

    def verify_domain(self, tenant_id: str, domain_id: str) -> Domain:
        """Check the TXT record and mark the domain verified.

        Looks up `_gatekeep-challenge.<domain>` through the resolvers of `DNS_SERVERS` (the system's
        when unset). When one TXT record carries the value, the domain is verified (idempotent: a
        verified domain answers as it is). A missing or different record answers 409 `CONFLICT` and
        the domain stays pending; a domain another tenant has verified answers 409 `DOMAIN_TAKEN`; a
        resolver that cannot answer, 503. Audited as `domain.verified`; webhook `domain.verified`.

        `POST /v1/tenants/{tenantId}/domains/{domainId}/verify` (operationId `verifyDomain`).
        """
        return cast(
            "Domain",
            self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/domains/{path_param(domain_id)}/verify",
            ),
        )

    def list_directories(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> DirectoryPage:
        """The tenant's directories (SCIM provisioning).

        A full list (`nextCursor` is null): a tenant holds at most 20 directories.

        `GET /v1/tenants/{tenantId}/directories` (operationId `listDirectories`).
        """
        return cast(
            "DirectoryPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/directories",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_directory(self, tenant_id: str, body: CreateDirectoryRequest) -> DirectoryCreated:
        """Create a directory; answers its SCIM bearer token, once.

        The token is a platform service-account key (`gkp_…`, stored hashed like every key)
        made with the directory and holding one permission only, `scim:<directoryId>`: it
        reaches this directory's SCIM service (`scimBaseUrl`) and nothing else, and it is
        deleted with the directory. It is in this answer only; `rotateDirectoryToken` replaces
        it. `groupRoles` maps directory groups (by `displayName`, ignoring case) to tenant roles:
        a provisioned member gets the highest role mapped to any of their groups (`owner`, then
        `admin`, then custom roles in the mapping's order, then `member`), and `member` when no
        group of theirs is mapped. Only an owner may map a group to `owner` (403
        `OWNER_REQUIRED`); an unknown role answers 400. At most 20 directories per tenant (409
        `CONFLICT`). Audited as `directory.created`.

        `POST /v1/tenants/{tenantId}/directories` (operationId `createDirectory`).
        """
        return cast(
            "DirectoryCreated",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/directories", json=body),
        )

    def get_directory(self, tenant_id: str, directory_id: str) -> Directory:
        """One directory (never its token).

        An unknown directory answers 404.

        `GET /v1/tenants/{tenantId}/directories/{directoryId}` (operationId `getDirectory`).
        """
        return cast(
            "Directory",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}",
            ),
        )

    def update_directory(
        self,
        tenant_id: str,
        directory_id: str,
        body: UpdateDirectoryRequest,
    ) -> Directory:
        """Rename a directory or replace its group-to-role mapping.

        `groupRoles`, when given, replaces the whole mapping; its roles must exist in the tenant
        (an unknown role answers 400 `VALIDATION_FAILED`, and nothing is written), and only an
        owner may map a group to `owner` (403 `OWNER_REQUIRED`). A new mapping is not applied
        to existing members retroactively: a user's role is computed again only when the
        directory next provisions them, that is on a SCIM create, replace or patch of that
        user, or, for every active member of a group before and after the change, on a SCIM
        create, replace, patch or delete of that group. An unknown directory answers 404.
        Audited as `directory.updated`.

        `PATCH /v1/tenants/{tenantId}/directories/{directoryId}` (operationId `updateDirectory`).
        """
        return cast(
            "Directory",
            self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}",
                json=body,
            ),
        )

    def delete_directory(self, tenant_id: str, directory_id: str) -> Deleted:
        """Delete a directory; its token stops working at once.

        The directory's users and groups are forgotten and its key is deleted (refused on every
        instance from the commit on). The members it provisioned stay members, and the accounts
        stay as they are: deleting the connection to a directory deprovisions nobody. Audited
        as `directory.deleted`.

        `DELETE /v1/tenants/{tenantId}/directories/{directoryId}` (operationId `deleteDirectory`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}",
            ),
        )

    def rotate_directory_token(self, tenant_id: str, directory_id: str) -> DirectoryCreated:
        """Replace the directory's token; the old one stops working at once.

        Answers the new token, once. Audited as `directory.token_rotated`.

        `POST /v1/tenants/{tenantId}/directories/{directoryId}/rotate-token` (operationId `rotateDirectoryToken`).
        """
        return cast(
            "DirectoryCreated",
            self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}/rotate-token",
            ),
        )

    def list_roles(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> RolePage:
        """The tenant's roles, built-ins first, then custom ones.

        `GET /v1/tenants/{tenantId}/roles` (operationId `listRoles`).
        """
        return cast(
            "RolePage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/roles",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_role(self, tenant_id: str, body: CreateRoleRequest) -> Role:
        """Create a custom role.

        Names are unique within a tenant (case-insensitive) and cannot be a built-in name (409 `CONFLICT`).

        `POST /v1/tenants/{tenantId}/roles` (operationId `createRole`).
        """
        return cast(
            "Role",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/roles", json=body),
        )

    def update_role(self, tenant_id: str, role_id: str, body: UpdateRoleRequest) -> Role:
        """Change a custom role.

        Built-in roles are immutable (409 `CONFLICT`).

        `PATCH /v1/tenants/{tenantId}/roles/{roleId}` (operationId `updateRole`).
        """
        return cast(
            "Role",
            self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/roles/{path_param(role_id)}",
                json=body,
            ),
        )

    def delete_role(self, tenant_id: str, role_id: str) -> Deleted:
        """Delete a custom role that no member holds.

        Built-in roles, roles a member holds and roles a pending invitation offers cannot be deleted (409 `CONFLICT`).

        `DELETE /v1/tenants/{tenantId}/roles/{roleId}` (operationId `deleteRole`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/roles/{path_param(role_id)}",
            ),
        )

    def list_plans(self, *, limit: int | str | None = None, cursor: str | None = None) -> PlanPage:
        """The plans a tenant can be on.

        `GET /v1/plans` (operationId `listPlans`).
        """
        return cast(
            "PlanPage",
            self._call("GET", "/v1/plans", params={"limit": limit, "cursor": cursor}),
        )

    def list_provider_configs(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ProviderConfigPage:
        """The tenant's identity-provider configurations.

        `GET /v1/tenants/{tenantId}/provider-configs` (operationId `listProviderConfigs`).
        """
        return cast(
            "ProviderConfigPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_provider_config(
        self,
        tenant_id: str,
        body: CreateProviderConfigRequest,
    ) -> ProviderConfig:
        """Add an OIDC or SAML identity-provider configuration.

        `type: oidc` needs `oidc` (and no `saml`); `type: saml` needs `saml` (and no `oidc`).

        `POST /v1/tenants/{tenantId}/provider-configs` (operationId `createProviderConfig`).
        """
        return cast(
            "ProviderConfig",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/provider-configs", json=body),
        )

    def get_provider_config(self, tenant_id: str, config_id: str) -> ProviderConfig:
        """One identity-provider configuration.

        `GET /v1/tenants/{tenantId}/provider-configs/{configId}` (operationId `getProviderConfig`).
        """
        return cast(
            "ProviderConfig",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs/{path_param(config_id)}",
            ),
        )

    def update_provider_config(
        self,
        tenant_id: str,
        config_id: str,
        body: UpdateProviderConfigRequest,
    ) -> ProviderConfig:
        """Change an identity-provider configuration.

        `type` cannot change. Fields of the config's own type are merged; send `clientSecret` to replace the secret.

        `PATCH /v1/tenants/{tenantId}/provider-configs/{configId}` (operationId `updateProviderConfig`).
        """
        return cast(
            "ProviderConfig",
            self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs/{path_param(config_id)}",
                json=body,
            ),
        )

    def delete_provider_config(self, tenant_id: str, config_id: str) -> Deleted:
        """Delete an identity-provider configuration.

        `DELETE /v1/tenants/{tenantId}/provider-configs/{configId}` (operationId `deleteProviderConfig`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs/{path_param(config_id)}",
            ),
        )

    def list_webhook_endpoints(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> WebhookEndpointPage:
        """The tenant's webhook endpoints.

        `GET /v1/tenants/{tenantId}/webhook-endpoints` (operationId `listWebhookEndpoints`).
        """
        return cast(
            "WebhookEndpointPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_webhook_endpoint(
        self,
        tenant_id: str,
        body: CreateWebhookEndpointRequest,
    ) -> WebhookEndpointWithSecret:
        """Add a webhook endpoint; its signing secret is shown only in this answer.

        The URL must be https (http is allowed for localhost outside production). In production, private, loopback, link-local and metadata addresses are refused. The plan's `maxWebhookEndpoints` is enforced (403 `PLAN_LIMIT_REACHED`).

        `POST /v1/tenants/{tenantId}/webhook-endpoints` (operationId `createWebhookEndpoint`).
        """
        return cast(
            "WebhookEndpointWithSecret",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints", json=body),
        )

    def get_webhook_endpoint(self, tenant_id: str, endpoint_id: str) -> WebhookEndpoint:
        """One webhook endpoint (never its secret).

        `GET /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}` (operationId `getWebhookEndpoint`).
        """
        return cast(
            "WebhookEndpoint",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}",
            ),
        )

    def update_webhook_endpoint(
        self,
        tenant_id: str,
        endpoint_id: str,
        body: UpdateWebhookEndpointRequest,
    ) -> WebhookEndpoint:
        """Change a webhook endpoint.

        `PATCH /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}` (operationId `updateWebhookEndpoint`).
        """
        return cast(
            "WebhookEndpoint",
            self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}",
                json=body,
            ),
        )

    def delete_webhook_endpoint(self, tenant_id: str, endpoint_id: str) -> Deleted:
        """Delete a webhook endpoint.

        `DELETE /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}` (operationId `deleteWebhookEndpoint`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}",
            ),
        )

    def rotate_webhook_endpoint_secret(
        self,
        tenant_id: str,
        endpoint_id: str,
    ) -> WebhookEndpointWithSecret:
        """Replace the signing secret; the new one is shown only in this answer.

        `POST /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/rotate-secret` (operationId `rotateWebhookEndpointSecret`).
        """
        return cast(
            "WebhookEndpointWithSecret",
            self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/rotate-secret",
            ),
        )

    def send_test_webhook_event(self, tenant_id: str, endpoint_id: str) -> WebhookTestDelivery:
        """Send the endpoint a signed `webhook.test` event now, and answer how the attempt went.

        One attempt, made during the request (no job, no retries), signed with the endpoint's secret exactly as real deliveries are and bound by the same address rules (`WEBHOOK_ALLOW_PRIVATE_TARGETS`) and `WEBHOOK_TIMEOUT_MS`. The answer is 200 whether the endpoint acknowledged it or not: `status` says which, with `responseStatus` or `error`. The endpoint need not subscribe to anything; a disabled endpoint answers 409 `CONFLICT` (enable it first: disabled means nothing is sent to its URL). The attempt is not a delivery (it is not listed under deliveries) and does not count toward disabling the endpoint. Audited as `webhook_endpoint.tested`, whose id is the event's `webhook-id`.

        `POST /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/test` (operationId `sendTestWebhookEvent`).
        """
        return cast(
            "WebhookTestDelivery",
            self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/test",
            ),
        )

    def list_webhook_deliveries(
        self,
        tenant_id: str,
        endpoint_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        status: WebhookDeliveryStatus | None = None,
    ) -> WebhookDeliveryPage:
        """The endpoint's deliveries, newest first, with their attempts and last answer.

        One delivery per event the endpoint subscribes to. `status` is `pending` while attempts remain (`nextAttemptAt` says when), then `succeeded`, `failed` (retries exhausted, or 410 Gone) or `cancelled`. Cursor-paged; a malformed cursor answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries` (operationId `listWebhookDeliveries`).
        """
        return cast(
            "WebhookDeliveryPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/deliveries",
                params={"limit": limit, "cursor": cursor, "status": status},
            ),
        )

    def redeliver_webhook_delivery(
        self,
        tenant_id: str,
        endpoint_id: str,
        delivery_id: str,
    ) -> WebhookDelivery:
        """Send a finished delivery again, with the same webhook-id and body.

        Queues a new series of attempts. A delivery that is still pending, or an endpoint that is disabled, answers 409 `CONFLICT`.

        `POST /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/redeliver` (operationId `redeliverWebhookDelivery`).
        """
        return cast(
            "WebhookDelivery",
            self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/deliveries/{path_param(delivery_id)}/redeliver",
            ),
        )

    def list_audit_events(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> AuditEventPage:
        """The tenant's audit events, newest first.

        A cursor-paged list: pass `nextCursor` back as `cursor` for the next page. A malformed cursor answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit-events` (operationId `listAuditEvents`).
        """
        return cast(
            "AuditEventPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit-events",
                params={"limit": limit, "cursor": cursor, "action": action, "since": since, "until": until},
            ),
        )

    def list_audit_checkpoints(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> AuditCheckpointPage:
        """The signed checkpoints of the tenant's audit log, largest first.

        Every `AUDIT_CHECKPOINT_SECONDS` (60) the server signs the root of each log that grew,
        at its size and at every multiple of `AUDIT_CHECKPOINT_EVENTS` (1000) it passed, with
        an Ed25519 key published at `getAuditCheckpointKeys`. Each is also sent to the tenant's
        endpoints subscribed to `audit.checkpoint`: a copy held outside Gatekeep is what makes
        a rewritten history detectable. A cursor-paged list (`nextCursor` back as `cursor`); a
        malformed cursor answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit/checkpoints` (operationId `listAuditCheckpoints`).
        """
        return cast(
            "AuditCheckpointPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit/checkpoints",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def get_audit_inclusion_proof(
        self,
        tenant_id: str,
        event_id: str,
        *,
        tree_size: int | None = None,
    ) -> AuditInclusionProof:
        """Proof that an event is in the tenant's log as it stood at a size.

        RFC 9162 §2.1.3: the audit path of the event's leaf (`seq - 1`) in the tree of
        `treeSize` events (default: the latest checkpoint that holds the event, else the log's
        current size), with that tree's root and, when one was signed at that size, its
        checkpoint. A `treeSize` below the event's `seq` or above the log's size answers 400
        `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit-events/{eventId}/proof` (operationId `getAuditInclusionProof`).
        """
        return cast(
            "AuditInclusionProof",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit-events/{path_param(event_id)}/proof",
                params={"treeSize": tree_size},
            ),
        )

    def get_audit_consistency_proof(
        self,
        tenant_id: str,
        *,
        from_: int,
        to: int | None = None,
    ) -> AuditConsistencyProof:
        """Proof that the tenant's log at one size extends it at an earlier one.

        RFC 9162 §2.1.4: the consistency proof from the tree of `from` events to the tree of
        `to` (default: the log's current size), with both roots. Check it against two
        checkpoints you hold to know that nothing before `from` changed since. `from` above
        `to`, or `to` above the log's size, answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit/consistency` (operationId `getAuditConsistencyProof`).
        """
        return cast(
            "AuditConsistencyProof",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit/consistency",
                params={"from": from_, "to": to},
            ),
        )

    def list_api_keys(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ApiKeyPage:
        """The tenant's API keys, newest first (never a key or its hash).

        A cursor-paged list; pass `nextCursor` back as `cursor`.

        `GET /v1/tenants/{tenantId}/api-keys` (operationId `listApiKeys`).
        """
        return cast(
            "ApiKeyPage",
            self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/api-keys",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_api_key(self, tenant_id: str, body: CreateApiKeyRequest) -> ApiKeyCreated:
        """Create a tenant API key; the plaintext key is in this answer only.

        The key is `gk_live_` + 32 random bytes (base64url). Only its SHA-256 is stored, so it
        cannot be shown again. The plan's `maxApiKeys` counts active keys (403 `PLAN_LIMIT_REACHED`).

        `POST /v1/tenants/{tenantId}/api-keys` (operationId `createApiKey`).
        """
        return cast(
            "ApiKeyCreated",
            self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/api-keys", json=body),
        )

    def get_api_key(self, tenant_id: str, key_id: str) -> ApiKey:
        """One API key's public projection.

        `GET /v1/tenants/{tenantId}/api-keys/{keyId}` (operationId `getApiKey`).
        """
        return cast(
            "ApiKey",
            self._call("GET", f"/v1/tenants/{path_param(tenant_id)}/api-keys/{path_param(key_id)}"),
        )

    def revoke_api_key(self, tenant_id: str, key_id: str) -> ApiKey:
        """Revoke an API key; it stops working at once. Idempotent.

        `DELETE /v1/tenants/{tenantId}/api-keys/{keyId}` (operationId `revokeApiKey`).
        """
        return cast(
            "ApiKey",
            self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/api-keys/{path_param(key_id)}",
            ),
        )

    def validate_api_key(self, body: ValidateApiKeyRequest) -> ApiKey:
        """Check an API key and return its public projection.

        The key travels in the body, never in a header. A revoked, expired or unknown key
        answers the same 401 `INVALID_CREDENTIAL`. Rate-limited per client address before
        any other work, including parsing the body.

        `POST /v1/keys/validate` (operationId `validateApiKey`).
        """
        return cast("ApiKey", self._call("POST", "/v1/keys/validate", json=body))

    def mint_api_key_token(self, body: MintApiKeyTokenRequest) -> MintedToken:
        """Exchange an API key for a short-lived RS256 JWT, verifiable through JWKS.

        Claims `iss`, `sub` (the key id), `tid` (the tenant id), `scope` (space-separated: the
        requested `scopes`, or all of the key's), `aud` (the requested `audience`), `iat`,
        `exp` (`MINTED_TOKEN_TTL`) and `jti`; the header's `kid` is in JWKS and its `typ` is
        `gatekeep-service+jwt` (user access tokens carry `at+jwt`): resource servers require that
        type and a `tid` they serve (the SDKs' `verifyServiceToken`). Asking for a scope
        the key lacks answers 403 `PERMISSION_DENIED`; with asymmetric signing unconfigured,
        503 `SIGNING_UNCONFIGURED`. Rate-limited like `validateApiKey`, in its own bucket.

        `POST /v1/keys/token` (operationId `mintApiKeyToken`).
        """
        return cast("MintedToken", self._call("POST", "/v1/keys/token", json=body))

    def create_service_account(self, body: CreateServiceAccountRequest) -> ServiceAccountCreated:
        """Create a service account; its gkp_ key is in this answer only.

        Delegation: a service account may grant only permissions it holds itself (403 `PERMISSION_NOT_DELEGABLE`); the bootstrap token may grant any.

        `POST /v1/platform/service-accounts` (operationId `createServiceAccount`).
        """
        return cast(
            "ServiceAccountCreated",
            self._call("POST", "/v1/platform/service-accounts", json=body),
        )

    def list_service_accounts(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ServiceAccountPage:
        """Service accounts, newest first; a service account sees only those it can manage.

        An account can manage another whose permissions are a subset of its own. The bootstrap token sees all.

        `GET /v1/platform/service-accounts` (operationId `listServiceAccounts`).
        """
        return cast(
            "ServiceAccountPage",
            self._call(
                "GET",
                "/v1/platform/service-accounts",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def get_service_account(self, service_account_id: str) -> ServiceAccount:
        """One service account (404 when it is outside your reach).

        `GET /v1/platform/service-accounts/{serviceAccountId}` (operationId `getServiceAccount`).
        """
        return cast(
            "ServiceAccount",
            self._call("GET", f"/v1/platform/service-accounts/{path_param(service_account_id)}"),
        )

    def update_service_account(
        self,
        service_account_id: str,
        body: UpdateServiceAccountRequest,
    ) -> ServiceAccount:
        """Rename an account or change its permissions (within your own).

        `PATCH /v1/platform/service-accounts/{serviceAccountId}` (operationId `updateServiceAccount`).
        """
        return cast(
            "ServiceAccount",
            self._call(
                "PATCH",
                f"/v1/platform/service-accounts/{path_param(service_account_id)}",
                json=body,
            ),
        )

    def disable_service_account(self, service_account_id: str) -> ServiceAccount:
        """Disable an account; its key stops working at once. Idempotent.

        `DELETE /v1/platform/service-accounts/{serviceAccountId}` (operationId `disableServiceAccount`).
        """
        return cast(
            "ServiceAccount",
            self._call("DELETE", f"/v1/platform/service-accounts/{path_param(service_account_id)}"),
        )

    def rotate_service_account_key(self, service_account_id: str) -> ServiceAccountCreated:
        """Replace an account's key; the old key stops working at once.

        A disabled account cannot get a new key (409 `CONFLICT`).

        `POST /v1/platform/service-accounts/{serviceAccountId}/rotate-key` (operationId `rotateServiceAccountKey`).
        """
        return cast(
            "ServiceAccountCreated",
            self._call(
                "POST",
                f"/v1/platform/service-accounts/{path_param(service_account_id)}/rotate-key",
            ),
        )

    def export_platform_audit_events(
        self,
        *,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> str:
        """Stream the platform's own audit events (service accounts, plans) as NDJSON or CSV.

        Events whose actor is a service account, the bootstrap token or `system` (the operator's
        command line, `npm run gatekeep`) and that belong to no tenant (`tenantId: null`). Same
        formats and negotiation as `exportAuditEvents`.

        Returns the raw body as text; `export_platform_audit_events_lines` streams it instead. `GET /v1/platform/audit/export` (operationId `exportPlatformAuditEvents`).
        """
        return self._call_text(
            "GET",
            "/v1/platform/audit/export",
            params={"format": format, "action": action, "since": since, "until": until},
        )

    def export_platform_audit_events_lines(
        self,
        *,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> Iterator[str]:
        """Stream the platform's own audit events (service accounts, plans) as NDJSON or CSV.

        Events whose actor is a service account, the bootstrap token or `system` (the operator's
        command line, `npm run gatekeep`) and that belong to no tenant (`tenantId: null`). Same
        formats and negotiation as `exportAuditEvents`.

        The body of `export_platform_audit_events` line by line, read as it arrives. `GET /v1/platform/audit/export` (operationId `exportPlatformAuditEvents`).
        """
        return self._stream_lines(
            "GET",
            "/v1/platform/audit/export",
            params={"format": format, "action": action, "since": since, "until": until},
        )

    def create_plan(self, body: CreatePlanRequest) -> Plan:
        """Create a plan.

        `key` is unique (409 `CONFLICT`). Needs a service account: the bootstrap token gets 403 `SERVICE_ACCOUNT_REQUIRED`.

        `POST /v1/platform/plans` (operationId `createPlan`).
        """
        return cast("Plan", self._call("POST", "/v1/platform/plans", json=body))

    def update_plan(self, plan_id: str, body: UpdatePlanRequest) -> Plan:
        """Rename a plan or change its limits.

        Lowering a limit below what a tenant already has is allowed: the tenant keeps what it has but cannot add more until it is under the limit.

        `PATCH /v1/platform/plans/{planId}` (operationId `updatePlan`).
        """
        return cast(
            "Plan",
            self._call("PATCH", f"/v1/platform/plans/{path_param(plan_id)}", json=body),
        )

    def list_platform_oidc_clients(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> OidcClientPage:
        """The platform's OIDC clients (apps that serve every tenant).

        A full list (`nextCursor` is null); at most 200. Needs `oidc_clients:write`. Secrets are never shown here.

        `GET /v1/platform/oidc-clients` (operationId `listPlatformOidcClients`).
        """
        return cast(
            "OidcClientPage",
            self._call(
                "GET",
                "/v1/platform/oidc-clients",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_platform_oidc_client(self, body: CreateOidcClientRequest) -> OidcClientWithSecret:
        """Register an application that serves every tenant; answers its client secret, once.

        As createOidcClient, for a client of no tenant (`tenantId` null): the same rules, the
        secret shown once as `{oidcClient, secret}`. A 201st platform client answers 409
        `CONFLICT`. Needs `oidc_clients:write`; audited as `oidc_client.created` on the
        platform's log.

        `POST /v1/platform/oidc-clients` (operationId `createPlatformOidcClient`).
        """
        return cast(
            "OidcClientWithSecret",
            self._call("POST", "/v1/platform/oidc-clients", json=body),
        )

    def get_platform_oidc_client(self, client_id: str) -> OidcClient:
        """One platform OIDC client (never its secret).

        A tenant's client is not found here (404). Needs `oidc_clients:write`.

        `GET /v1/platform/oidc-clients/{clientId}` (operationId `getPlatformOidcClient`).
        """
        return cast(
            "OidcClient",
            self._call("GET", f"/v1/platform/oidc-clients/{path_param(client_id)}"),
        )

    def update_platform_oidc_client(
        self,
        client_id: str,
        body: UpdateOidcClientRequest,
    ) -> OidcClient:
        """Change a platform OIDC client, as updateOidcClient does a tenant's.

        Needs `oidc_clients:write`; audited as `oidc_client.updated` on the platform's log.

        `PATCH /v1/platform/oidc-clients/{clientId}` (operationId `updatePlatformOidcClient`).
        """
        return cast(
            "OidcClient",
            self._call("PATCH", f"/v1/platform/oidc-clients/{path_param(client_id)}", json=body),
        )

    def delete_platform_oidc_client(self, client_id: str) -> Deleted:
        """Delete a platform OIDC client.

        Needs `oidc_clients:write`; audited as `oidc_client.deleted` on the platform's log.

        `DELETE /v1/platform/oidc-clients/{clientId}` (operationId `deletePlatformOidcClient`).
        """
        return cast(
            "Deleted",
            self._call("DELETE", f"/v1/platform/oidc-clients/{path_param(client_id)}"),
        )

    def rotate_platform_oidc_client_secret(self, client_id: str) -> OidcClientWithSecret:
        """Give a confidential platform client a new secret, shown once; the old one stops working at once.

        A public client has no secret (409 `CONFLICT`). Needs `oidc_clients:write`; audited as `oidc_client.secret_rotated` on the platform's log.

        `POST /v1/platform/oidc-clients/{clientId}/rotate-secret` (operationId `rotatePlatformOidcClientSecret`).
        """
        return cast(
            "OidcClientWithSecret",
            self._call("POST", f"/v1/platform/oidc-clients/{path_param(client_id)}/rotate-secret"),
        )

    def list_connections(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ConnectionPage:
        """The platform's social connections.

        A full list (`nextCursor` is null); at most 50. Needs `connections:write`. Client secrets are never shown.

        `GET /v1/platform/connections` (operationId `listConnections`).
        """
        return cast(
            "ConnectionPage",
            self._call(
                "GET",
                "/v1/platform/connections",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_connection(self, body: CreateConnectionRequest) -> Connection:
        """Add a social connection, shown on the hosted sign-in page as "Continue with <name>".

        `type: oidc` signs people in through any OpenID Connect provider by its `issuer`
        (discovery, code with PKCE, a signed ID token: Google, Microsoft, Apple and others);
        `type: github` through GitHub's OAuth 2.0 and its user and email API (`githubUrl` and
        `apiUrl` for GitHub Enterprise Server). Register the answer's `callbackUrl` at the
        provider. URLs must be https and, unless `SSO_ALLOW_PRIVATE_ISSUERS`, public. The
        client secret is stored encrypted and never shown again. An account that already has
        the address is linked only when the provider vouches for it (`email_verified`, or a
        verified GitHub address), as single sign-on links. A 51st connection answers 409
        `CONFLICT`. Needs `connections:write`; audited as `connection.created` on the
        platform's log.

        `POST /v1/platform/connections` (operationId `createConnection`).
        """
        return cast("Connection", self._call("POST", "/v1/platform/connections", json=body))

    def get_connection(self, connection_id: str) -> Connection:
        """One social connection (never its secret).

        Needs `connections:write`.

        `GET /v1/platform/connections/{connectionId}` (operationId `getConnection`).
        """
        return cast(
            "Connection",
            self._call("GET", f"/v1/platform/connections/{path_param(connection_id)}"),
        )

    def update_connection(self, connection_id: str, body: UpdateConnectionRequest) -> Connection:
        """Change a social connection; what is left out stays as it was.

        `issuer` and `scopes` belong to `oidc` connections, `githubUrl` and `apiUrl` to
        `github` ones (the other type's field is 400); `type` never changes. A new
        `clientSecret` replaces the stored one. `enabled: false` takes the button off the
        sign-in page and refuses sign-ins already under way. Needs `connections:write`;
        audited as `connection.updated` on the platform's log.

        `PATCH /v1/platform/connections/{connectionId}` (operationId `updateConnection`).
        """
        return cast(
            "Connection",
            self._call("PATCH", f"/v1/platform/connections/{path_param(connection_id)}", json=body),
        )

    def delete_connection(self, connection_id: str) -> Deleted:
        """Delete a social connection and every account's link to it.

        The accounts stay (and their sessions); they sign in another way, or link again through
        a new connection by the same rules. Needs `connections:write`; audited as
        `connection.deleted` on the platform's log.

        `DELETE /v1/platform/connections/{connectionId}` (operationId `deleteConnection`).
        """
        return cast(
            "Deleted",
            self._call("DELETE", f"/v1/platform/connections/{path_param(connection_id)}"),
        )

    def list_platform_tenants(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        metadata_key: str | None = None,
        metadata_value: str | None = None,
    ) -> PlatformTenantPage:
        """Every tenant, newest first.

        Cursor-paged (`limit`, `cursor`). For a backend that manages tenants without a person's
        token: needs `tenants:read`. `metadataKey` with `metadataValue` match one key of the
        tenant's `metadata` (one without the other is 400).

        `GET /v1/platform/tenants` (operationId `listPlatformTenants`).
        """
        return cast(
            "PlatformTenantPage",
            self._call(
                "GET",
                "/v1/platform/tenants",
                params={"limit": limit, "cursor": cursor, "metadataKey": metadata_key, "metadataValue": metadata_value},
            ),
        )

    def create_platform_tenant(self, body: CreatePlatformTenantRequest) -> PlatformTenantCreated:
        """Create a tenant with its first owner, named by address.

        On the `free` plan, whatever `TENANT_CREATION` says (that setting governs people, not the
        platform). When `ownerEmail` is a verified account's address, that user is the owner at once
        (`owner`); otherwise the address is invited as `owner` (`invitation`, mailed like any
        invitation: 7 days, the mail caps) and the tenant has no member until it is accepted. Without
        `slug`, one is derived from the name; a `slug` in use answers 409 `SLUG_TAKEN`. `metadata` over
        8 KiB as JSON answers 400. Audited on the tenant's log (`tenant.created`, then `member.added` or
        `member.invited`) with the service account as the actor. Needs `tenants:write`.

        `POST /v1/platform/tenants` (operationId `createPlatformTenant`).
        """
        return cast("PlatformTenantCreated", self._call("POST", "/v1/platform/tenants", json=body))

    def get_platform_tenant(self, tenant_id: str) -> Tenant:
        """One tenant, as the platform sees it.

        `GET /v1/platform/tenants/{tenantId}` (operationId `getPlatformTenant`).
        """
        return cast("Tenant", self._call("GET", f"/v1/platform/tenants/{path_param(tenant_id)}"))

    def update_platform_tenant(self, tenant_id: str, body: UpdateTenantRequest) -> Tenant:
        """Rename a tenant, change its slug or replace its metadata.

        The same change as `updateTenant`, by the platform: a `slug` in use answers 409 `SLUG_TAKEN`,
        `metadata` (replaced whole) over 8 KiB as JSON answers 400. Audited on the tenant's log and
        sent to its webhooks as `tenant.updated`. Needs `tenants:write`.

        `PATCH /v1/platform/tenants/{tenantId}` (operationId `updatePlatformTenant`).
        """
        return cast(
            "Tenant",
            self._call("PATCH", f"/v1/platform/tenants/{path_param(tenant_id)}", json=body),
        )

    def delete_platform_tenant(self, tenant_id: str) -> Deleted:
        """Delete a tenant and everything it owns.

        As `deleteTenant` by an owner: members, roles, provider configs, webhook endpoints and API keys
        go with it; its audit events stay, the last of them `tenant.deleted` with the service account
        as the actor. Needs `tenants:write`.

        `DELETE /v1/platform/tenants/{tenantId}` (operationId `deletePlatformTenant`).
        """
        return cast(
            "Deleted",
            self._call("DELETE", f"/v1/platform/tenants/{path_param(tenant_id)}"),
        )

    def list_platform_tenant_members(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> MemberPage:
        """A tenant's members, as the platform sees them.

        Every member with their role (a full list; `nextCursor` is null). An unknown tenant answers 404.
        Needs `tenants:read`.

        `GET /v1/platform/tenants/{tenantId}/members` (operationId `listPlatformTenantMembers`).
        """
        return cast(
            "MemberPage",
            self._call(
                "GET",
                f"/v1/platform/tenants/{path_param(tenant_id)}/members",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def update_platform_tenant_member(
        self,
        tenant_id: str,
        user_id: str,
        body: UpdateMemberRequest,
    ) -> Member:
        """Change a member's role, as the platform.

        The platform has an owner's authority and is bound by the tenant's rules: the last owner
        cannot be demoted (409 `LAST_OWNER`); an unknown role answers 400, an unknown member 404.
        Audited on the tenant's log as `member.role_changed`, the service account the actor, and sent
        to the tenant's webhooks. Needs `tenants:write`.

        `PATCH /v1/platform/tenants/{tenantId}/members/{userId}` (operationId `updatePlatformTenantMember`).
        """
        return cast(
            "Member",
            self._call(
                "PATCH",
                f"/v1/platform/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
                json=body,
            ),
        )

    def remove_platform_tenant_member(self, tenant_id: str, user_id: str) -> Deleted:
        """Remove a member from a tenant, as the platform.

        The last owner cannot be removed (409 `LAST_OWNER`). Audited on the tenant's log as
        `member.removed`, the service account the actor, and sent to the tenant's webhooks. Needs
        `tenants:write`.

        `DELETE /v1/platform/tenants/{tenantId}/members/{userId}` (operationId `removePlatformTenantMember`).
        """
        return cast(
            "Deleted",
            self._call(
                "DELETE",
                f"/v1/platform/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
            ),
        )

    def list_platform_tenant_invitations(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> InvitationPage:
        """A tenant's invitations, newest first, whatever their status.

        Cursor-paged (`limit`, `cursor`); tokens are never shown. An unknown tenant answers 404. Needs
        `tenants:read`.

        `GET /v1/platform/tenants/{tenantId}/invitations` (operationId `listPlatformTenantInvitations`).
        """
        return cast(
            "InvitationPage",
            self._call(
                "GET",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    def create_platform_tenant_invitation(
        self,
        tenant_id: str,
        body: CreateInvitationRequest,
    ) -> Invitation:
        """Invite an address to a tenant with a role, as the platform.

        Membership still needs consent: the address's owner joins only by accepting the mailed link,
        exactly as for `createInvitation` (7 days; inviting again replaces a pending invitation; a
        member's address answers 409 `CONFLICT`; members and pending invitations count against the
        plan's `maxMembers`, 403 `PLAN_LIMIT_REACHED`; the mail caps answer 429 `RATE_LIMITED`). The
        mail names "the administrators of" the tenant as the inviter, and `invitedBy` is null. A mail
        server that cannot take the message answers 503 and the invitation stays. Audited on the
        tenant's log as `member.invited`, the service account the actor. Needs `tenants:write`.

        `POST /v1/platform/tenants/{tenantId}/invitations` (operationId `createPlatformTenantInvitation`).
        """
        return cast(
            "Invitation",
            self._call(
                "POST",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations",
                json=body,
            ),
        )

    def get_platform_tenant_invitation(self, tenant_id: str, invitation_id: str) -> Invitation:
        """One invitation of a tenant, with its status (never its token).

        An unknown tenant or invitation answers 404. Needs `tenants:read`.

        `GET /v1/platform/tenants/{tenantId}/invitations/{invitationId}` (operationId `getPlatformTenantInvitation`).
        """
        return cast(
            "Invitation",
            self._call(
                "GET",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    def revoke_platform_tenant_invitation(self, tenant_id: str, invitation_id: str) -> Invitation:
        """Revoke a pending invitation, as the platform.

        Answers the invitation, `status: revoked`; its link stops working. One that is not pending
        answers 409 `CONFLICT`. Audited on the tenant's log as `member.invitation_revoked`. Needs
        `tenants:write`.

        `DELETE /v1/platform/tenants/{tenantId}/invitations/{invitationId}` (operationId `revokePlatformTenantInvitation`).
        """
        return cast(
            "Invitation",
            self._call(
                "DELETE",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    def assign_tenant_plan(self, tenant_id: str, body: AssignTenantPlanRequest) -> Tenant:
        """Move a tenant to a plan.

        Allowed even when the tenant already exceeds the new plan's limits: it keeps what it has, and further growth answers 403 `PLAN_LIMIT_REACHED`. An unknown tenant or plan answers 404.

        `PUT /v1/platform/tenants/{tenantId}/plan` (operationId `assignTenantPlan`).
        """
        return cast(
            "Tenant",
            self._call("PUT", f"/v1/platform/tenants/{path_param(tenant_id)}/plan", json=body),
        )

    def get_scim_service_provider_config(self) -> ScimDocument:
        """What this SCIM service supports (RFC 7644 §4).

        PATCH, filters (up to 1,000 results), ETags; no bulk, sort or password change. The bearer token is the directory's (createDirectory).

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/ServiceProviderConfig` (operationId `getScimServiceProviderConfig`).
        """
        return cast(
            "ScimDocument",
            self._call("GET", "/v1/platform/scim/v2/ServiceProviderConfig", raw=True),
        )

    def list_scim_resource_types(self) -> ScimListResponse:
        """The resource types: User (with the enterprise extension) and Group.

        A SCIM ListResponse.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/ResourceTypes` (operationId `listScimResourceTypes`).
        """
        return cast(
            "ScimListResponse",
            self._call("GET", "/v1/platform/scim/v2/ResourceTypes", raw=True),
        )

    def get_scim_resource_type(self, resource_type_id: str) -> ScimDocument:
        """One resource type.

        `User` or `Group`; any other answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/ResourceTypes/{resourceTypeId}` (operationId `getScimResourceType`).
        """
        return cast(
            "ScimDocument",
            self._call(
                "GET",
                f"/v1/platform/scim/v2/ResourceTypes/{path_param(resource_type_id)}",
                raw=True,
            ),
        )

    def list_scim_schemas(self) -> ScimListResponse:
        """The schemas this service keeps.

        The core User and Group schemas and the enterprise User extension (RFC 7643 §7). Attributes outside them are not stored.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Schemas` (operationId `listScimSchemas`).
        """
        return cast(
            "ScimListResponse",
            self._call("GET", "/v1/platform/scim/v2/Schemas", raw=True),
        )

    def get_scim_schema(self, schema_id: str) -> ScimDocument:
        """One schema, by its URN.

        An unknown URN answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Schemas/{schemaId}` (operationId `getScimSchema`).
        """
        return cast(
            "ScimDocument",
            self._call("GET", f"/v1/platform/scim/v2/Schemas/{path_param(schema_id)}", raw=True),
        )

    def list_scim_users(
        self,
        *,
        filter: str | None = None,
        start_index: int | None = None,
        count: int | None = None,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimListResponse:
        """The directory's Users, filtered and paged.

        `filter` (RFC 7644 §3.4.2.2: `eq ne co sw ew pr gt ge lt le`, `and or not`, grouping, value filters such as `emails[type eq "work"]`), `startIndex` (1-based) and `count` (at most 1,000, the default), `attributes` and `excludedAttributes`. A filter that does not parse answers 400 with `scimType: invalidFilter`.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Users` (operationId `listScimUsers`).
        """
        return cast(
            "ScimListResponse",
            self._call(
                "GET",
                "/v1/platform/scim/v2/Users",
                params={"filter": filter, "startIndex": start_index, "count": count, "attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    def create_scim_user(self, body: ScimResourceInput) -> ScimResource:
        """Create a User.

        The body is a SCIM User; attribute names are matched without case and stored in the schema's spelling; attributes no schema of ours defines are ignored. `userName` is required and unique in the directory, ignoring case (409 `uniqueness`). A User's `active: false` (or `"False"`, as Entra ID sends it) is kept as sent. Answers 201 with `Location` and `ETag`. Audited as `directory.user.created`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Users` (operationId `createScimUser`).
        """
        return cast(
            "ScimResource",
            self._call("POST", "/v1/platform/scim/v2/Users", json=body, raw=True),
        )

    def search_scim_users(self, body: ScimSearchRequest) -> ScimListResponse:
        """Search the directory's Users (POST with a SearchRequest).

        The query parameters of the list, in a body: `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Users/.search` (operationId `searchScimUsers`).
        """
        return cast(
            "ScimListResponse",
            self._call("POST", "/v1/platform/scim/v2/Users/.search", json=body, raw=True),
        )

    def get_scim_user(
        self,
        scim_id: str,
        *,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimResource:
        """One User.

        An id of another directory, or none, answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Users/{scimId}` (operationId `getScimUser`).
        """
        return cast(
            "ScimResource",
            self._call(
                "GET",
                f"/v1/platform/scim/v2/Users/{path_param(scim_id)}",
                params={"attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    def replace_scim_user(self, scim_id: str, body: ScimResourceInput) -> ScimResource:
        """Replace a User.

        The body replaces every attribute (`id` and `meta` are ignored). `If-Match` with the current `meta.version` (or `*`) is checked when sent: another version answers 412 `PRECONDITION_FAILED`. Audited as `directory.user.updated`.

        Returns the raw JSON body: this route has no envelope. `PUT /v1/platform/scim/v2/Users/{scimId}` (operationId `replaceScimUser`).
        """
        return cast(
            "ScimResource",
            self._call(
                "PUT",
                f"/v1/platform/scim/v2/Users/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    def patch_scim_user(self, scim_id: str, body: ScimPatchRequest) -> ScimResource:
        """Change a User (PatchOp).

        RFC 7644 §3.5.2: `add`, `remove` and `replace` (any case), with or without `path`, including URN-prefixed and value-filter paths (`emails[type eq "work"].value`; one with no match adds the element it describes), and `remove` with a `value` naming the list members to drop (Entra ID). All operations apply or none. `If-Match` as for PUT. Answers 200 with the User. Audited as `directory.user.updated`.

        Returns the raw JSON body: this route has no envelope. `PATCH /v1/platform/scim/v2/Users/{scimId}` (operationId `patchScimUser`).
        """
        return cast(
            "ScimResource",
            self._call(
                "PATCH",
                f"/v1/platform/scim/v2/Users/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    def delete_scim_user(self, scim_id: str) -> None:
        """Delete a User.

        The User leaves every group of the directory. `If-Match` as for PUT. Answers 204. Audited as `directory.user.deleted`.

        `DELETE /v1/platform/scim/v2/Users/{scimId}` (operationId `deleteScimUser`).
        """
        self._call("DELETE", f"/v1/platform/scim/v2/Users/{path_param(scim_id)}")

    def list_scim_groups(
        self,
        *,
        filter: str | None = None,
        start_index: int | None = None,
        count: int | None = None,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimListResponse:
        """The directory's Groups, filtered and paged.

        `filter` (RFC 7644 §3.4.2.2: `eq ne co sw ew pr gt ge lt le`, `and or not`, grouping, value filters such as `emails[type eq "work"]`), `startIndex` (1-based) and `count` (at most 1,000, the default), `attributes` and `excludedAttributes`. A filter that does not parse answers 400 with `scimType: invalidFilter`.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Groups` (operationId `listScimGroups`).
        """
        return cast(
            "ScimListResponse",
            self._call(
                "GET",
                "/v1/platform/scim/v2/Groups",
                params={"filter": filter, "startIndex": start_index, "count": count, "attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    def create_scim_group(self, body: ScimResourceInput) -> ScimResource:
        """Create a Group.

        The body is a SCIM Group; attribute names are matched without case and stored in the schema's spelling; attributes no schema of ours defines are ignored. `displayName` is required. `members` are kept as sent; those naming Users of this directory are its members. Answers 201 with `Location` and `ETag`. Audited as `directory.group.created`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Groups` (operationId `createScimGroup`).
        """
        return cast(
            "ScimResource",
            self._call("POST", "/v1/platform/scim/v2/Groups", json=body, raw=True),
        )

    def search_scim_groups(self, body: ScimSearchRequest) -> ScimListResponse:
        """Search the directory's Groups (POST with a SearchRequest).

        The query parameters of the list, in a body: `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Groups/.search` (operationId `searchScimGroups`).
        """
        return cast(
            "ScimListResponse",
            self._call("POST", "/v1/platform/scim/v2/Groups/.search", json=body, raw=True),
        )

    def get_scim_group(
        self,
        scim_id: str,
        *,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimResource:
        """One Group.

        An id of another directory, or none, answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Groups/{scimId}` (operationId `getScimGroup`).
        """
        return cast(
            "ScimResource",
            self._call(
                "GET",
                f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}",
                params={"attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    def replace_scim_group(self, scim_id: str, body: ScimResourceInput) -> ScimResource:
        """Replace a Group.

        The body replaces every attribute (`id` and `meta` are ignored). `If-Match` with the current `meta.version` (or `*`) is checked when sent: another version answers 412 `PRECONDITION_FAILED`. Audited as `directory.group.updated`.

        Returns the raw JSON body: this route has no envelope. `PUT /v1/platform/scim/v2/Groups/{scimId}` (operationId `replaceScimGroup`).
        """
        return cast(
            "ScimResource",
            self._call(
                "PUT",
                f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    def patch_scim_group(self, scim_id: str, body: ScimPatchRequest) -> ScimResource:
        """Change a Group (PatchOp).

        RFC 7644 §3.5.2: `add`, `remove` and `replace` (any case), with or without `path`, including URN-prefixed and value-filter paths (`emails[type eq "work"].value`; one with no match adds the element it describes), and `remove` with a `value` naming the list members to drop (Entra ID). All operations apply or none. `If-Match` as for PUT. Answers 200 with the Group. Audited as `directory.group.updated`.

        Returns the raw JSON body: this route has no envelope. `PATCH /v1/platform/scim/v2/Groups/{scimId}` (operationId `patchScimGroup`).
        """
        return cast(
            "ScimResource",
            self._call(
                "PATCH",
                f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    def delete_scim_group(self, scim_id: str) -> None:
        """Delete a Group.

        `If-Match` as for PUT. Answers 204. Audited as `directory.group.deleted`.

        `DELETE /v1/platform/scim/v2/Groups/{scimId}` (operationId `deleteScimGroup`).
        """
        self._call("DELETE", f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}")

    def search_scim(self, body: ScimSearchRequest) -> ScimListResponse:
        """Search Users and Groups together (POST with a SearchRequest).

        As `searchScimUsers`, over both resource types (Users first).

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/.search` (operationId `searchScim`).
        """
        return cast(
            "ScimListResponse",
            self._call("POST", "/v1/platform/scim/v2/.search", json=body, raw=True),
        )

    def list_users(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        email: str | None = None,
        email_verified: bool | None = None,
        disabled: bool | None = None,
        created_after: str | None = None,
        created_before: str | None = None,
        metadata_key: str | None = None,
        metadata_value: str | None = None,
    ) -> PlatformUserPage:
        """Users, newest first, filtered.

        Cursor-paged (`limit`, `cursor`). Filters combine: `email` is a prefix of the address
        (case-insensitive), `emailVerified` and `disabled` match the state, `createdAfter` and
        `createdBefore` bound the creation time (inclusive, exclusive), and `metadataKey` with
        `metadataValue` match one key of `metadata` (one without the other is 400).

        `GET /v1/platform/users` (operationId `listUsers`).
        """
        return cast(
            "PlatformUserPage",
            self._call(
                "GET",
                "/v1/platform/users",
                params={"limit": limit, "cursor": cursor, "email": email, "emailVerified": email_verified, "disabled": disabled, "createdAfter": created_after, "createdBefore": created_before, "metadataKey": metadata_key, "metadataValue": metadata_value},
            ),
        )

    def get_user(self, user_id: str) -> PlatformUser:
        """One user, as the platform sees them.

        `GET /v1/platform/users/{userId}` (operationId `getUser`).
        """
        return cast("PlatformUser", self._call("GET", f"/v1/platform/users/{path_param(user_id)}"))

    def update_user(self, user_id: str, body: UpdateUserRequest) -> PlatformUser:
        """Set a user's metadata and public metadata.

        `metadata` (seen only by platform operators) and `publicMetadata` (also shown to the
        user, in `exportMe`) each replace the stored object whole; a field left out stays as it
        is. Each is a JSON object stored as given and at most 8 KiB serialised (else 400
        `VALIDATION_FAILED`): keep secrets out of it, it is returned to everyone who can read
        the user. Audited on the platform log and sent to the user's tenants as `user.updated`
        (fields: the ones that changed).

        `PATCH /v1/platform/users/{userId}` (operationId `updateUser`).
        """
        return cast(
            "PlatformUser",
            self._call("PATCH", f"/v1/platform/users/{path_param(user_id)}", json=body),
        )

    def delete_user(self, user_id: str) -> Deleted:
        """Delete a user, as deleteMe does.

        The rules of `deleteMe` without its password: 409 `LAST_OWNER` while the user is the
        last owner of a tenant; otherwise the user, sessions, credentials and memberships go in
        one transaction, every token of theirs answers 401 at once on every instance, and the
        audit log keeps only the user's id. Audited on the platform log as `user.deleted`, the
        service account (or the bootstrap token) as the actor; webhook `user.deleted` to the
        user's tenants.

        `DELETE /v1/platform/users/{userId}` (operationId `deleteUser`).
        """
        return cast("Deleted", self._call("DELETE", f"/v1/platform/users/{path_param(user_id)}"))

    def disable_user(self, user_id: str) -> PlatformUser:
        """Disable a user: their sessions end and every credential of theirs is refused.

        At once and on every instance: every session ends (access and refresh tokens answer
        401), and until `enableUser` a correct password answers 403 `ACCOUNT_DISABLED` (a
        wrong one still answers 401, so the answer tells nothing to whoever does not know it).
        Disabling a disabled user changes nothing. Audited on the platform log as
        `user.disabled`; webhook `user.disabled` to the user's tenants.

        `POST /v1/platform/users/{userId}/disable` (operationId `disableUser`).
        """
        return cast(
            "PlatformUser",
            self._call("POST", f"/v1/platform/users/{path_param(user_id)}/disable"),
        )

    def enable_user(self, user_id: str) -> PlatformUser:
        """Let a disabled user sign in again.

        The sessions that disabling ended stay ended. Enabling an enabled user changes nothing.
        Audited on the platform log as `user.enabled`.

        `POST /v1/platform/users/{userId}/enable` (operationId `enableUser`).
        """
        return cast(
            "PlatformUser",
            self._call("POST", f"/v1/platform/users/{path_param(user_id)}/enable"),
        )

    def revoke_user_sessions(self, user_id: str) -> LogoutAllResult:
        """End every session of a user.

        Every access and refresh token of the user answers 401 at once, on every instance; the
        user may sign in again. Audited on the platform log as `session.revoked_all` (metadata:
        `reason: revoked_by_operator` and the count).

        `POST /v1/platform/users/{userId}/revoke-sessions` (operationId `revokeUserSessions`).
        """
        return cast(
            "LogoutAllResult",
            self._call("POST", f"/v1/platform/users/{path_param(user_id)}/revoke-sessions"),
        )

    def list_jobs(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        status: JobStatus | None = None,
        type: JobType | None = None,
    ) -> JobPage:
        """Background jobs, newest first.

        Webhook deliveries and operator jobs alike. Cursor-paged; filter by `status` and `type`. Needs a service account: the bootstrap token gets 403 `SERVICE_ACCOUNT_REQUIRED`.

        `GET /v1/platform/jobs` (operationId `listJobs`).
        """
        return cast(
            "JobPage",
            self._call(
                "GET",
                "/v1/platform/jobs",
                params={"limit": limit, "cursor": cursor, "status": status, "type": type},
            ),
        )

    def create_job(self, body: CreateJobRequest) -> Job:
        """Queue an operator job.

        `api_keys.expire_sweep` records every key expiry not yet on the record (an `api_key.expired` audit event and webhook per key); the server also runs it itself every JOB_MAINTENANCE_INTERVAL_MS, so creating it only hurries the record. `webhooks.redeliver` queues again every failed delivery of a tenant, optionally of one endpoint and since a time, up to 1,000 per job. `runAt` defers the job. Needs a service account.

        `POST /v1/platform/jobs` (operationId `createJob`).
        """
        return cast("Job", self._call("POST", "/v1/platform/jobs", json=body))

    def get_job(self, job_id: str) -> Job:
        """One job, with its attempts, last error and result.

        `GET /v1/platform/jobs/{jobId}` (operationId `getJob`).
        """
        return cast("Job", self._call("GET", f"/v1/platform/jobs/{path_param(job_id)}"))

    def cancel_job(self, job_id: str) -> Job:
        """Cancel a queued job.

        Only a job that is queued (not started yet, or waiting for its next attempt) can be cancelled; any other answers 409 `CONFLICT`. Cancelling a delivery job cancels that delivery.

        `POST /v1/platform/jobs/{jobId}/cancel` (operationId `cancelJob`).
        """
        return cast("Job", self._call("POST", f"/v1/platform/jobs/{path_param(job_id)}/cancel"))

    def export_audit_events(
        self,
        *,
        tenant_id: str,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        checkpoint: Literal["latest"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> str:
        """Stream a tenant's audit events as NDJSON or CSV (no envelope).

        Streams every matching event in log order (`seq`), straight from the database in
        batches, never holding the whole result in memory. `format` takes `ndjson`, `csv`,
        `application/x-ndjson` or `text/csv`; without it the `Accept` header decides; the
        default is NDJSON. CSV has a header row, RFC 4180 quoting, and cells that a
        spreadsheet would run as a formula (starting with `=`, `+`, `-` or `@`) are
        prefixed with `'`. Failures before the stream starts are ordinary JSON envelopes.

        Each event carries its `seq` and `leafHash`. An NDJSON export without filters is the
        whole log, which `gatekeep audit verify` and the SDKs' `verifyAuditExport` check;
        `checkpoint=latest` ends it with one more line, `{"checkpoint": AuditCheckpoint}`, the
        latest checkpoint signed when the export began (none while there is none).

        Returns the raw body as text; `export_audit_events_lines` streams it instead. `GET /v1/audit/export` (operationId `exportAuditEvents`).
        """
        return self._call_text(
            "GET",
            "/v1/audit/export",
            params={"tenantId": tenant_id, "format": format, "checkpoint": checkpoint, "action": action, "since": since, "until": until},
        )

    def export_audit_events_lines(
        self,
        *,
        tenant_id: str,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        checkpoint: Literal["latest"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> Iterator[str]:
        """Stream a tenant's audit events as NDJSON or CSV (no envelope).

        Streams every matching event in log order (`seq`), straight from the database in
        batches, never holding the whole result in memory. `format` takes `ndjson`, `csv`,
        `application/x-ndjson` or `text/csv`; without it the `Accept` header decides; the
        default is NDJSON. CSV has a header row, RFC 4180 quoting, and cells that a
        spreadsheet would run as a formula (starting with `=`, `+`, `-` or `@`) are
        prefixed with `'`. Failures before the stream starts are ordinary JSON envelopes.

        Each event carries its `seq` and `leafHash`. An NDJSON export without filters is the
        whole log, which `gatekeep audit verify` and the SDKs' `verifyAuditExport` check;
        `checkpoint=latest` ends it with one more line, `{"checkpoint": AuditCheckpoint}`, the
        latest checkpoint signed when the export began (none while there is none).

        The body of `export_audit_events` line by line, read as it arrives. `GET /v1/audit/export` (operationId `exportAuditEvents`).
        """
        return self._stream_lines(
            "GET",
            "/v1/audit/export",
            params={"tenantId": tenant_id, "format": format, "checkpoint": checkpoint, "action": action, "since": since, "until": until},
        )


class AsyncOperations(AsyncTransport):
    """Every operation of openapi.yaml as a method of AsyncClient."""

    async def get_health(self) -> Health:
        """Report whether the service and what it depends on answer.

        The same check as `/readyz`; kept for load balancers configured before `/readyz` existed.

        `GET /health` (operationId `getHealth`).
        """
        return cast("Health", await self._call("GET", "/health"))

    async def get_liveness(self) -> Health:
        """Report that the process is up and serving.

        Never consults the database or Redis, so an orchestrator restarts the process only when the process itself is stuck, not when a dependency is down.

        `GET /livez` (operationId `getLiveness`).
        """
        return cast("Health", await self._call("GET", "/livez"))

    async def get_readiness(self) -> Health:
        """Report whether the instance can serve requests.

        503 while the database does not answer, or Redis when `REDIS_URL` is set (rate-limited routes fail closed without it), so a load balancer takes the instance out until both are back.

        `GET /readyz` (operationId `getReadiness`).
        """
        return cast("Health", await self._call("GET", "/readyz"))

    async def get_root_jwks(self) -> Jwks:
        """Public signing keys (root copy, no envelope).

        The same document as `GET /v1/.well-known/jwks.json`. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /.well-known/jwks.json` (operationId `getRootJwks`).
        """
        return cast("Jwks", await self._call("GET", "/.well-known/jwks.json", raw=True))

    async def get_audit_checkpoint_keys(self) -> AuditCheckpointKeys:
        """Every public key that ever signed an audit checkpoint (no envelope).

        Ed25519 JWKs (`kid` is the key's RFC 7638 thumbprint), the retired ones included, so
        that every checkpoint ever signed can be checked. A checkpoint's `signature` is
        Ed25519 over the RFC 8785 JSON of its `{origin, treeSize, rootHash, at}`. Give this
        body to `gatekeep audit verify --keys` or the SDKs' `verifyAuditExport`.

        Returns the raw JSON body: this route has no envelope. `GET /v1/audit/checkpoint-keys` (operationId `getAuditCheckpointKeys`).
        """
        return cast(
            "AuditCheckpointKeys",
            await self._call("GET", "/v1/audit/checkpoint-keys", raw=True),
        )

    async def get_jwks(self) -> Jwks:
        """Public signing keys (no envelope).

        Keys being rotated out stay published until every token they signed has expired. `{ "keys": [] }` when asymmetric signing is unconfigured.

        Returns the raw JSON body: this route has no envelope. `GET /v1/.well-known/jwks.json` (operationId `getJwks`).
        """
        return cast("Jwks", await self._call("GET", "/v1/.well-known/jwks.json", raw=True))

    async def signup(self, body: SignupRequest) -> Tokens:
        """Create a user and sign them in.

        The password must not be easy to guess: one on Gatekeep's built-in list of common
        passwords from breach corpora (some 49,000, compared ignoring case), a unit of one to
        four characters repeated (`aaaaaaaa`, `12341234`) or a run of consecutive characters
        (`abcdefgh`, `87654321`) answers 400 `WEAK_PASSWORD`. The check comes before the email
        is looked at, so the answer says nothing about whether an account exists, and nothing
        is written. The list ships with the server; nothing is sent anywhere.

        An address in a verified domain whose tenant enforces SSO (a provider config with
        `enforced: true`) answers 403 `SSO_REQUIRED` naming the config: such users sign in with
        `startSso`.

        `invitationToken` is the `token` of an invitation link (`APP_URL/accept-invitation?token=…`):
        when it belongs to a pending invitation sent to `email`, the new account's address is
        verified at once (the link came to that inbox; no verification mail is sent) and the user
        goes on to `acceptInvitation`. Any other token (unknown, used, revoked, expired, or sent
        to another address) is no invitation: with `SIGNUP=open` it is ignored.

        With `SIGNUP=closed` only a signup carrying the invitation's token may create an account:
        any other, the invited address without its link included, answers the same 403
        `SIGNUP_CLOSED`, so the answer tells nobody which addresses were invited, and nobody who
        merely knows an invited address can claim it before its owner opens the link.

        **Without `password`**, the account signs in with passkeys only. The answer is the same
        (201, tokens for a new session); the client registers the first passkey at once with
        `startPasskeyRegistration` (no `password`: the signup is the fresh sign-in it asks for,
        good for 5 minutes) and `registerPasskey`. That first passkey is allowed before the
        address is verified, since the account has no other way in; every later one waits for
        the verification link. Should someone sign up with an address that is not theirs, the
        owner's password reset link proves it and removes the passkeys registered before that
        proof. A user who lost the session before registering uses `requestPasswordReset`: on
        an account without a password the link signs in.

        `POST /v1/auth/signup` (operationId `signup`).
        """
        return cast("Tokens", await self._call("POST", "/v1/auth/signup", json=body))

    async def login(self, body: LoginRequest) -> Tokens | MfaChallenge:
        """Sign in with email and password.

        Answers tokens, or, when the user has TOTP enabled, an MFA challenge to answer at
        `POST /v1/mfa/verify-challenge`. An unknown email and a wrong password get the same
        401 `INVALID_CREDENTIAL`. Failures count per (email, client address): after 5 within
        15 minutes, further attempts for that email from that address answer 429
        `RATE_LIMITED` with `Retry-After` (30 s, doubling with each further failure up to 15
        minutes) until the lock expires. They also count per email: after 20 within 15 minutes,
        attempts from addresses that have not signed in to the account lately (its last 10
        sign-ins within `REFRESH_TOKEN_TTL`) answer 429 until the window passes, so an owner
        signing in from where they did before is never refused because of strangers' failures.
        Emails with no account are counted the same way. Apart from that, each
        client address has `RATE_LIMIT_AUTH_MAX` attempts per window (`x-gatekeep-rate-limit`).
        A user a platform operator disabled (`disableUser`) gets 403 `ACCOUNT_DISABLED` for the right
        password (or second factor); a wrong one answers as for anyone. An address in a verified
        domain whose tenant enforces SSO answers 403 `SSO_REQUIRED` naming the provider config
        before any password is checked (it depends on the domain, not on the account).

        `POST /v1/auth/login` (operationId `login`).
        """
        return cast("Tokens | MfaChallenge", await self._call("POST", "/v1/auth/login", json=body))

    async def start_passkey_login(self, body: StartPasskeyLoginRequest) -> PasskeyRequestOptions:
        """Begin a passkey sign-in; answers the options for navigator.credentials.get().

        Without `email`, the allow-list is empty: the browser offers the person's discoverable
        credentials for this site, so a page can offer them as autofill
        (`mediation: "conditional"`). With `email`, the account's passkeys; an address with no
        account or no passkey gets an answer of the same shape (a credential id derived from
        the address), so the answer tells nothing about accounts. User verification is
        required. The challenge is kept for five minutes and one answer. An address in a
        verified domain whose tenant enforces SSO answers 403 `SSO_REQUIRED` (decided by the
        domain alone). Pass `options` to `PublicKeyCredential.parseRequestOptionsFromJSON()`.

        `POST /v1/auth/passkey/options` (operationId `startPasskeyLogin`).
        """
        return cast(
            "PasskeyRequestOptions",
            await self._call("POST", "/v1/auth/passkey/options", json=body),
        )

    async def finish_passkey_login(self, body: FinishPasskeyLoginRequest) -> Tokens:
        """Finish a passkey sign-in with the browser's assertion; answers tokens.

        `response` is the assertion as `PublicKeyCredential.toJSON()` gives it. It must answer a
        live challenge of `startPasskeyLogin` (any answer spends it), name a registered
        credential, come from one of `WEBAUTHN_ORIGINS` for `WEBAUTHN_RP_ID`, carry user
        verification, and be signed by the credential's key; anything else is 401
        `INVALID_CREDENTIAL`, the same for every reason. A signature counter that does not move
        forward (a cloned authenticator) is refused too, and recorded as
        `passkey.counter_regressed`. A verified passkey is two factors in one: tokens come at
        once, with no TOTP challenge after. A disabled user gets 403 `ACCOUNT_DISABLED`; an
        address whose tenant enforces SSO, 403 `SSO_REQUIRED`. Recorded as `passkey.used`.

        `POST /v1/auth/passkey/verify` (operationId `finishPasskeyLogin`).
        """
        return cast("Tokens", await self._call("POST", "/v1/auth/passkey/verify", json=body))

    async def refresh_token(self, body: RefreshTokenRequest) -> RefreshedTokens:
        """Exchange a refresh token for a new access token and refresh token.

        Refresh tokens rotate on every use. Presenting one that was already used revokes
        every token of its session family and answers 401 `INVALID_CREDENTIAL`.

        `POST /v1/auth/refresh` (operationId `refreshToken`).
        """
        return cast("RefreshedTokens", await self._call("POST", "/v1/auth/refresh", json=body))

    async def logout(self, body: LogoutRequest) -> LogoutResult:
        """End the session a refresh token belongs to.

        Idempotent, as in RFC 7009: an unknown, expired or already revoked refresh token
        also answers 200, so that the answer reveals nothing about the token. The session's
        refresh tokens and its access tokens stop working at once (401 `INVALID_CREDENTIAL`),
        on every instance.

        `POST /v1/auth/logout` (operationId `logout`).
        """
        return cast("LogoutResult", await self._call("POST", "/v1/auth/logout", json=body))

    async def logout_all(self) -> LogoutAllResult:
        """Log out everywhere; ends every session of the caller, this one included.

        Every refresh token and access token of the caller's sessions stops working at once
        (401 `INVALID_CREDENTIAL`), the access token that made this call included. Audited as
        `session.revoked_all`.

        `POST /v1/auth/logout-all` (operationId `logoutAll`).
        """
        return cast("LogoutAllResult", await self._call("POST", "/v1/auth/logout-all"))

    async def issue_tenant_token(self, body: IssueTenantTokenRequest) -> TenantAccessToken:
        """An access token of the caller's session that states one tenant, their role and its permissions.

        For resource servers that authorise offline: the token is the caller's (same `sub`, same
        session `sid`, same lifetime ACCESS_TOKEN_TTL) and also carries `tid` (the tenant),
        `role` (the caller's role there, built-in or custom) and `permissions` (that role's
        permission strings). The SDKs' `verifyToken` / `verify_token` return these claims typed.
        It dies with its session like every access token. On Gatekeep's own routes it answers
        401 `INVALID_CREDENTIAL` at once when the caller's role in the tenant changes or they
        leave it; a resource server verifying offline sees such a change only at the token's
        expiry, so keep ACCESS_TOKEN_TTL short where that matters. An edit of a custom role's
        permissions shows in tokens issued afterwards. A tenant the caller is not a member of
        answers 404 `NOT_FOUND`, as on tenant routes.

        `POST /v1/auth/token` (operationId `issueTenantToken`).
        """
        return cast("TenantAccessToken", await self._call("POST", "/v1/auth/token", json=body))

    async def verify_email(self, body: VerifyEmailRequest) -> User:
        """Confirm an email address with the token from the link mailed to it.

        Signup (and `resendVerificationEmail`) mails a link `APP_URL/verify-email?token=…`;
        the page it opens posts the token here. A token is single-use and expires after
        `EMAIL_TOKEN_TTL` (24 hours); an unknown, expired or spent one answers 401
        `INVALID_CREDENTIAL`. A token sent to an address the user has since changed verifies
        nothing. Audited as `user.email_verified`. Answers the user, `emailVerified: true`.
        The link `changeEmail` mails to a new address (its token starts `gkce_`) lands on the
        same page and makes that the user's address, verified; 409 `EMAIL_TAKEN` when another
        account has it by then.

        `POST /v1/auth/verify-email` (operationId `verifyEmail`).
        """
        return cast("User", await self._call("POST", "/v1/auth/verify-email", json=body))

    async def resend_verification_email(self) -> VerificationEmailSent:
        """Mail the caller a new verification link.

        The new link replaces any earlier one, which stops working. 409 `CONFLICT` when the
        address is already verified; 503 `SERVICE_UNAVAILABLE` when the mail server cannot take
        the message (nothing is sent, try again). One inbox is sent at most 3 verification
        links per 15 minutes (signup's included): a fourth answers 429 `RATE_LIMITED` with
        `Retry-After`. Audited as `user.email_verification_sent`.

        `POST /v1/auth/verify-email/resend` (operationId `resendVerificationEmail`).
        """
        return cast(
            "VerificationEmailSent",
            await self._call("POST", "/v1/auth/verify-email/resend"),
        )

    async def request_password_reset(self, body: PasswordResetRequest) -> PasswordResetRequested:
        """Mail a password-reset link to an address, if an account has it.

        Always 202 with the same body, whether or not an account has the address. The answer
        does the same work for every address (it queues one `auth.password_reset_mail` job);
        the account lookup, the link and the mail come after it, in that job, so that neither
        the answer nor its timing tells which addresses have accounts. The link is `APP_URL/reset-password?token=…`, single-use, and
        expires after `EMAIL_TOKEN_TTL` (24 hours); a new request replaces an earlier link. One
        inbox is sent at most 3 links per 15 minutes; further requests answer the same 202 and
        send nothing. Rate-limited per client address like the other sign-in routes. Audited
        as `user.password_reset_requested`. The one exception: an address in a verified domain
        whose tenant enforces SSO answers 403 `SSO_REQUIRED` (it depends on the domain alone).

        `POST /v1/auth/password-reset` (operationId `requestPasswordReset`).
        """
        return cast(
            "PasswordResetRequested",
            await self._call("POST", "/v1/auth/password-reset", json=body),
        )

    async def confirm_password_reset(self, body: ConfirmPasswordResetRequest) -> PasswordResetDone:
        """Set a new password with the token from a reset link.

        Sets the password, spends the token, and ends every session of the user (their
        refresh and access tokens answer 401 at once). An unknown, expired or spent token
        answers 401 `INVALID_CREDENTIAL`. When the user has TOTP on, the link alone is not
        enough: `code` must be a current TOTP code or an unused recovery code (401
        `INVALID_MFA_CODE` without one, or for a wrong one, which counts toward
        `MFA_MAX_FAILURES`); the token stays usable until the reset happens. Audited as
        `user.password_reset`. The link also verifies the address; when it is the first proof
        of the address, whoever set up a second factor before that proof did not own it: the
        link alone is enough, and any TOTP enrollment and recovery codes are removed with the
        reset (audited as `mfa.totp_disabled`), as are passkeys (`passkey.deleted`), so the
        inbox's owner reclaims a squatted account.

        An account without a password (signed up with a passkey, or made by an identity
        provider or social connection) may leave `password` out: then no password is set, and
        the link signs the user in instead. The answer carries `tokens`, a new session whose
        sign-in is fresh, so the user who lost their passkey adds another at once
        (`startPasskeyRegistration` needs no password for such an account); audited as
        `user.logged_in` with `via: password_reset`. An account with a password must send a
        new one (400 `VALIDATION_FAILED`, the token unspent): a reset exists because the old
        one may be known to someone else.

        `POST /v1/auth/password-reset/confirm` (operationId `confirmPasswordReset`).
        """
        return cast(
            "PasswordResetDone",
            await self._call("POST", "/v1/auth/password-reset/confirm", json=body),
        )

    async def start_mfa_webauthn(self, body: StartMfaWebauthnRequest) -> PasskeyRequestOptions:
        """Options to answer a login's MFA challenge with a passkey.

        For a live challenge whose `methods` include `webauthn`: request options listing the
        user's passkeys, for `navigator.credentials.get()`; its answer goes to
        `verifyMfaChallenge` as `webauthn`. The challenge is not spent here. An unknown,
        expired or spent challenge answers 401 `INVALID_CREDENTIAL`; a user without a passkey,
        409 `CONFLICT`.

        `POST /v1/mfa/webauthn/options` (operationId `startMfaWebauthn`).
        """
        return cast(
            "PasskeyRequestOptions",
            await self._call("POST", "/v1/mfa/webauthn/options", json=body),
        )

    async def verify_mfa_challenge(self, body: VerifyMfaChallengeRequest) -> Tokens:
        """Answer a login's MFA challenge with a TOTP code, a recovery code or a passkey.

        `code` takes a TOTP or recovery code; `webauthn` a passkey's assertion to the options of
        `startMfaWebauthn` for this challenge (the user's own passkey, its ceremony spent by any
        answer, user presence enough: the password was the first factor). A wrong passkey
        answer counts as a wrong code. A wrong code answers 401 `INVALID_MFA_CODE`; the fifth wrong code ends the challenge,
        after which it (like an unknown or expired one) answers 401 `INVALID_CREDENTIAL`.
        A TOTP code is accepted once; a recovery code is single-use, and signing in with one
        ends every other session of the user (whoever else holds one). A user has at most 3 live
        challenges (a fourth login drops the oldest). Wrong codes also count per user, across
        all challenges and `activateTotp` and `disableTotp`: after `MFA_MAX_FAILURES` (10)
        within 15 minutes, the user's code checks answer 429 `RATE_LIMITED` with `Retry-After`
        until the window passes, even for a right code; a right password does not reset this.
        A user a platform operator disabled (`disableUser`) gets 403 `ACCOUNT_DISABLED` for the right
        password (or second factor); a wrong one answers as for anyone.

        `POST /v1/mfa/verify-challenge` (operationId `verifyMfaChallenge`).
        """
        return cast("Tokens", await self._call("POST", "/v1/mfa/verify-challenge", json=body))

    async def get_me(self) -> User:
        """The signed-in user.

        `GET /v1/me` (operationId `getMe`).
        """
        return cast("User", await self._call("GET", "/v1/me"))

    async def update_me(self, body: UpdateMeRequest) -> User:
        """Change the signed-in user's display name.

        `name` replaces the display name; `null` clears it. A change is audited as
        `user.updated` (metadata: the fields that changed) and sent as the webhook event
        `user.updated` to every tenant the user belongs to; sending the name the user already has
        changes nothing and records nothing. The address changes through `changeEmail`, the
        password through `changePassword`.

        `PATCH /v1/me` (operationId `updateMe`).
        """
        return cast("User", await self._call("PATCH", "/v1/me", json=body))

    async def delete_me(self, body: DeleteMeRequest) -> Deleted:
        """Delete the signed-in user's account (GDPR Art. 17).

        `password` is checked like `changePassword`'s `currentPassword` (a wrong one answers 401
        `INVALID_CREDENTIAL` and counts as a failed login, under the same throttle). While the
        user is the last owner of a tenant the answer is 409 `LAST_OWNER`, naming the tenants:
        make someone else an owner, or delete the tenant, first. Otherwise the user, their
        sessions (every access and refresh token answers 401 at once, on every instance),
        credentials, second factors, pending links and memberships go in one transaction.
        The audit log keeps the user's id only: the events the user was the actor or target of
        lose their address (`metadata.email`) and client IP. Audited as `user.deleted`, and sent
        as the webhook event `user.deleted` to every tenant the user belonged to.

        `DELETE /v1/me` (operationId `deleteMe`).
        """
        return cast("Deleted", await self._call("DELETE", "/v1/me", json=body))

    async def export_me(self) -> MeExport:
        """Everything Gatekeep holds about the signed-in user, as one JSON document.

        For the user's right of access and to data portability (GDPR Art. 15 and 20): the
        profile, the live sessions, the tenants with the user's role in each, and every audit
        event the user was the actor of, in any tenant's log or their own, oldest first. Never a
        secret: no password hash, token, TOTP secret or recovery code.

        `GET /v1/me/export` (operationId `exportMe`).
        """
        return cast("MeExport", await self._call("GET", "/v1/me/export"))

    async def change_email(self, body: ChangeEmailRequest) -> EmailChangeRequested:
        """Change the signed-in user's email address, through a link sent to the new one.

        `password` is checked like `changePassword`'s `currentPassword`. A link is mailed to
        `newEmail` (the same verification page as `verifyEmail`'s, whose token it carries) and
        a notice to the current address; nothing changes until the link is opened, within
        EMAIL_TOKEN_TTL. Then, through `verifyEmail`, the address becomes `newEmail`, verified;
        every session of the user but the one that asked for the change ends; and the old
        address stays on record for 30 days (it is shown in `exportMe` and `getUser`, and nobody
        else can sign up with it meanwhile). A newer request replaces the link of an earlier one.
        An address that belongs to another account answers 409 `EMAIL_TAKEN` when the link is
        opened, not here, so that this operation does not tell who has an account. Audited as
        `user.email_change_requested`, then `user.updated` (webhook `user.updated`, fields
        `["email"]`).

        `POST /v1/me/email` (operationId `changeEmail`).
        """
        return cast("EmailChangeRequested", await self._call("POST", "/v1/me/email", json=body))

    async def change_password(self, body: ChangePasswordRequest) -> PasswordChanged:
        """Change the caller's password; ends every other session.

        `currentPassword` is checked like a login from the caller's address: a wrong one
        answers 401 `INVALID_CREDENTIAL` and counts as a failed login, under the same throttle
        (429 `RATE_LIMITED` with `Retry-After`), whose slot each attempt takes before its
        password is checked, so concurrent guesses get no more than the budget. The client
        address also has `RATE_LIMIT_AUTH_MAX` requests per window (`x-gatekeep-rate-limit`). The new password follows the sign-up rules: a
        common, repeated or sequential one answers 400 `WEAK_PASSWORD` (see `signup`), checked
        before `currentPassword`, so it never counts as a failed login, and the password stays
        as it was.
        Every other session of the user ends at once (its access and refresh tokens answer
        401); the caller's stays. Audited as `user.password_changed` and `session.revoked_all`.
        Every outstanding password-reset link of the user is spent: opening one afterwards
        answers 401 `INVALID_CREDENTIAL`, as for a used link.

        `POST /v1/me/password` (operationId `changePassword`).
        """
        return cast("PasswordChanged", await self._call("POST", "/v1/me/password", json=body))

    async def start_passkey_registration(
        self,
        body: StartPasskeyRegistrationRequest,
    ) -> PasskeyCreationOptions:
        """Begin registering a passkey; answers the options for navigator.credentials.create().

        Step-up first: `password`, the caller's current password (checked like a login from the
        caller's address: same throttle, and a wrong one counts as a failed login); an account
        without a password (signed up without one, or made by SSO or a social connection)
        needs a sign-in from the last five minutes in this session instead (401
        `INVALID_CREDENTIAL` otherwise). The address must be verified (403
        `EMAIL_NOT_VERIFIED`), as for TOTP, except for the first passkey of an account that has
        no password and no passkey yet (a passkey sign-up). The options ask for a
        discoverable credential, prefer user verification, allow ES256, EdDSA and RS256, and
        exclude the caller's registered passkeys; at most 20 per account (409 `CONFLICT`). The
        challenge is kept for five minutes and one answer. Pass `options` to
        `PublicKeyCredential.parseCreationOptionsFromJSON()`.

        `POST /v1/me/passkeys/options` (operationId `startPasskeyRegistration`).
        """
        return cast(
            "PasskeyCreationOptions",
            await self._call("POST", "/v1/me/passkeys/options", json=body),
        )

    async def list_passkeys(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> PasskeyPage:
        """The caller's passkeys.

        A full list (`nextCursor` is null); at most 20. Never the keys or counters.

        `GET /v1/me/passkeys` (operationId `listPasskeys`).
        """
        return cast(
            "PasskeyPage",
            await self._call("GET", "/v1/me/passkeys", params={"limit": limit, "cursor": cursor}),
        )

    async def register_passkey(self, body: RegisterPasskeyRequest) -> Passkey:
        """Finish registering a passkey with the browser's attestation.

        `response` is the new credential as `PublicKeyCredential.toJSON()` gives it. It must
        answer the caller's live challenge of `startPasskeyRegistration` (any answer spends it)
        and come from one of `WEBAUTHN_ORIGINS` for `WEBAUTHN_RP_ID`, with user presence and an
        allowed algorithm; anything else is 400 `VALIDATION_FAILED` saying which check failed.
        An authenticator already registered (to anyone) is 409 `CONFLICT`. Stored: the public
        key, the signature counter, transports, backup flags and AAGUID. Audited as
        `passkey.registered`.

        `POST /v1/me/passkeys` (operationId `registerPasskey`).
        """
        return cast("Passkey", await self._call("POST", "/v1/me/passkeys", json=body))

    async def update_passkey(self, passkey_id: str, body: UpdatePasskeyRequest) -> Passkey:
        """Rename one of the caller's passkeys.

        Another user's passkey is 404. Audited as `passkey.renamed`.

        `PATCH /v1/me/passkeys/{passkeyId}` (operationId `updatePasskey`).
        """
        return cast(
            "Passkey",
            await self._call("PATCH", f"/v1/me/passkeys/{path_param(passkey_id)}", json=body),
        )

    async def delete_passkey(
        self,
        passkey_id: str,
        body: DeletePasskeyRequest | None = None,
    ) -> Deleted:
        """Remove one of the caller's passkeys.

        Step-up as for `startPasskeyRegistration`: `password` in the body, or for an account
        without a password a sign-in from the last five minutes. The last passkey of an account
        without a password is its only way in: removing it is 409 `CONFLICT`. Another user's
        passkey is 404. Audited as `passkey.deleted`.

        `DELETE /v1/me/passkeys/{passkeyId}` (operationId `deletePasskey`).
        """
        return cast(
            "Deleted",
            await self._call("DELETE", f"/v1/me/passkeys/{path_param(passkey_id)}", json=body),
        )

    async def list_sessions(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> SessionPage:
        """The caller's live sessions, newest first.

        A session starts at signup, login or a passed MFA challenge and ends at logout,
        `revokeSession`, `logoutAll`, refresh-token reuse, a change of password or second
        factor (`changePassword`, activating or disabling TOTP, or signing in with a recovery
        code ends every other session) or `SESSION_MAX_AGE` after it started, whichever comes
        first. `lastUsedAt`, `ip` and
        `userAgent` are those of its latest sign-in or refresh; `current` marks the session
        of the access token that asks.

        `GET /v1/me/sessions` (operationId `listSessions`).
        """
        return cast(
            "SessionPage",
            await self._call("GET", "/v1/me/sessions", params={"limit": limit, "cursor": cursor}),
        )

    async def revoke_session(self, session_id: str) -> LogoutResult:
        """End one of the caller's sessions; its tokens stop working at once.

        Any of the caller's live sessions, the current one included. A session of another
        user, or one that has already ended, answers 404 `NOT_FOUND`. Audited as
        `session.revoked`.

        `DELETE /v1/me/sessions/{sessionId}` (operationId `revokeSession`).
        """
        return cast(
            "LogoutResult",
            await self._call("DELETE", f"/v1/me/sessions/{path_param(session_id)}"),
        )

    async def enroll_totp(self, body: EnrollTotpRequest) -> TotpEnrollment:
        """Start TOTP enrollment; returns the secret to load into an authenticator app.

        Step-up: the caller's current password is required, so a stolen access token alone
        cannot attach an attacker's authenticator. A wrong password answers 401
        `INVALID_CREDENTIAL` and counts as a failed login for the account from the caller's
        address; the login throttle then applies here too (429 `RATE_LIMITED` with
        `Retry-After`), each attempt taking its slot before the password is checked, and the
        client address has `RATE_LIMIT_AUTH_MAX` requests per window (`x-gatekeep-rate-limit`). The secret is shown here only. Enrollment is pending until
        `activateTotp` confirms a code; enrolling again before that replaces the pending
        secret. When TOTP is already active the answer is 409 `CONFLICT`. Until the caller's
        address is verified the answer is 403 `EMAIL_NOT_VERIFIED`, before the password is
        checked: a second factor belongs only on an account whose owner proved the address.

        `POST /v1/mfa/totp/enroll` (operationId `enrollTotp`).
        """
        return cast("TotpEnrollment", await self._call("POST", "/v1/mfa/totp/enroll", json=body))

    async def activate_totp(self, body: TotpCodeRequest) -> RecoveryCodes:
        """Confirm a pending enrollment with a current code; returns ten recovery codes.

        The recovery codes are shown here only and are stored hashed; each works once. Of two
        concurrent activations, one succeeds and the other answers 409 `CONFLICT`. Wrong codes
        count in the user's second-factor budget (see `disableTotp`): 429 once it is spent.
        Activation ends every other session of the user; the caller's stays.

        `POST /v1/mfa/totp/activate` (operationId `activateTotp`).
        """
        return cast("RecoveryCodes", await self._call("POST", "/v1/mfa/totp/activate", json=body))

    async def disable_totp(self, body: TotpCodeRequest) -> MfaStatus:
        """Turn TOTP off; needs a current TOTP code or an unused recovery code.

        Wrong codes here, at activation and at `verifyMfaChallenge` share one budget per user:
        after `MFA_MAX_FAILURES` (10) within 15 minutes, 429 `RATE_LIMITED` with `Retry-After`
        until the window passes, even for a right code, so a stolen access token cannot be used
        to guess codes. Disabling ends every other session of the user; the caller's stays.

        `POST /v1/mfa/totp/disable` (operationId `disableTotp`).
        """
        return cast("MfaStatus", await self._call("POST", "/v1/mfa/totp/disable", json=body))

    async def list_oidc_clients(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> OidcClientPage:
        """The tenant's OIDC clients.

        A full list (`nextCursor` is null); a tenant registers at most 50. Secrets are never shown here.

        `GET /v1/tenants/{tenantId}/oidc-clients` (operationId `listOidcClients`).
        """
        return cast(
            "OidcClientPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_oidc_client(
        self,
        tenant_id: str,
        body: CreateOidcClientRequest,
    ) -> OidcClientWithSecret:
        """Register an application with Gatekeep's OpenID Provider; answers its client secret, once.

        `id` is the client's `client_id`. A confidential client (`client_secret_basic`, the
        default, or `client_secret_post`) gets `secret`, shown only in this answer and in
        rotateOidcClientSecret's (Gatekeep keeps a hash); a public client (`none`, a browser or
        native app) gets null and must use PKCE. Redirect URIs are compared exactly: https, or
        http to a loopback host; `authorization_code` needs at least one, `refresh_token` needs
        `authorization_code`, and a public client cannot use `client_credentials` (400
        `VALIDATION_FAILED`). `firstParty` skips the consent page. A 51st client answers 409
        `CONFLICT`. Audited as `oidc_client.created`; webhook `oidc_client.created`.

        `POST /v1/tenants/{tenantId}/oidc-clients` (operationId `createOidcClient`).
        """
        return cast(
            "OidcClientWithSecret",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/oidc-clients", json=body),
        )

    async def get_oidc_client(self, tenant_id: str, client_id: str) -> OidcClient:
        """One OIDC client (never its secret).

        `GET /v1/tenants/{tenantId}/oidc-clients/{clientId}` (operationId `getOidcClient`).
        """
        return cast(
            "OidcClient",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}",
            ),
        )

    async def update_oidc_client(
        self,
        tenant_id: str,
        client_id: str,
        body: UpdateOidcClientRequest,
    ) -> OidcClient:
        """Change an OIDC client's name, redirect URIs, grant types or first-party flag.

        Only the fields sent change; the result must still be a coherent client (the rules of
        createOidcClient, else 400 `VALIDATION_FAILED`). `tokenEndpointAuthMethod` is fixed at
        creation: a public client does not become confidential (register a new one). Audited as
        `oidc_client.updated`; webhook `oidc_client.updated`.

        `PATCH /v1/tenants/{tenantId}/oidc-clients/{clientId}` (operationId `updateOidcClient`).
        """
        return cast(
            "OidcClient",
            await self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}",
                json=body,
            ),
        )

    async def delete_oidc_client(self, tenant_id: str, client_id: str) -> Deleted:
        """Delete an OIDC client.

        Audited as `oidc_client.deleted`; webhook `oidc_client.deleted`.

        `DELETE /v1/tenants/{tenantId}/oidc-clients/{clientId}` (operationId `deleteOidcClient`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}",
            ),
        )

    async def rotate_oidc_client_secret(
        self,
        tenant_id: str,
        client_id: str,
    ) -> OidcClientWithSecret:
        """Give a confidential client a new secret, shown once; the old one stops working at once.

        A public client has no secret: 409 `CONFLICT`. Audited as `oidc_client.secret_rotated`;
        webhook `oidc_client.secret_rotated` (never the secret).

        `POST /v1/tenants/{tenantId}/oidc-clients/{clientId}/rotate-secret` (operationId `rotateOidcClientSecret`).
        """
        return cast(
            "OidcClientWithSecret",
            await self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/oidc-clients/{path_param(client_id)}/rotate-secret",
            ),
        )

    async def discover_sso(self, body: DiscoverSsoRequest) -> SsoDiscovery:
        """Which tenants' identity providers sign in an address.

        The enabled provider configs of the tenant that verified the address's domain (at most
        one tenant can). An address in no verified domain answers an empty list: whether to offer
        SSO, and which IdP, is all this tells.

        `POST /v1/sso/discover` (operationId `discoverSso`).
        """
        return cast("SsoDiscovery", await self._call("POST", "/v1/sso/discover", json=body))

    async def start_sso(self, body: StartSsoRequest) -> SsoAuthorization:
        """Start a sign-in at a tenant's identity provider; answers the URL to send the browser to.

        Names the config (`providerConfigId`) or the user's address (`email`: the one enabled
        config of the tenant that verified its domain; with several, 400 asks for the id). `redirectUri` must be one of the
        config's `allowedRedirectUris` exactly, else 400 before anything else happens.
        `codeChallenge` (S256, RFC 7636) binds the code the app gets back to its own verifier.
        An OIDC IdP is asked with PKCE S256, a `state` and a `nonce` that Gatekeep keeps hashed,
        for ten minutes, for one use; a SAML IdP with an AuthnRequest (HTTP-Redirect binding)
        whose ID is kept beside the hashed RelayState, likewise. An unknown or disabled config answers 404; one whose IdP cannot
        be reached (or resolves to a private address without `SSO_ALLOW_PRIVATE_ISSUERS`), 503.

        `POST /v1/sso/authorize` (operationId `startSso`).
        """
        return cast("SsoAuthorization", await self._call("POST", "/v1/sso/authorize", json=body))

    async def get_saml_metadata(self, provider_config_id: str) -> str:
        """The service provider metadata of a SAML provider config, for the IdP's administrator to import.

        SAML 2.0 metadata (`application/samlmetadata+xml`): the entity id (this URL, which
        `saml.spEntityId` and `saml.metadataUrl` also show), the ACS (HTTP-POST) and
        `WantAssertionsSigned`. Served for any SAML config, enabled or not, without
        credentials, like the ACS it names; an unknown id (or an OIDC config's) answers 404.

        Returns the raw body as text; `get_saml_metadata_lines` streams it instead. `GET /v1/sso/saml/{providerConfigId}/metadata` (operationId `getSamlMetadata`).
        """
        return await self._call_text("GET", f"/v1/sso/saml/{path_param(provider_config_id)}/metadata")

    def get_saml_metadata_lines(self, provider_config_id: str) -> AsyncIterator[str]:
        """The service provider metadata of a SAML provider config, for the IdP's administrator to import.

        SAML 2.0 metadata (`application/samlmetadata+xml`): the entity id (this URL, which
        `saml.spEntityId` and `saml.metadataUrl` also show), the ACS (HTTP-POST) and
        `WantAssertionsSigned`. Served for any SAML config, enabled or not, without
        credentials, like the ACS it names; an unknown id (or an OIDC config's) answers 404.

        The body of `get_saml_metadata` line by line, read as it arrives. `GET /v1/sso/saml/{providerConfigId}/metadata` (operationId `getSamlMetadata`).
        """
        return self._stream_lines("GET", f"/v1/sso/saml/{path_param(provider_config_id)}/metadata")

    async def exchange_sso_code(self, body: ExchangeSsoCodeRequest) -> SsoTokens | MfaChallenge:
        """Exchange the sign-in code for tokens and the IdP's profile.

        The code works once, within 60 seconds, and only with the `codeVerifier` whose S256
        challenge startSso was given (when one was). A user with TOTP answers Gatekeep's MFA
        challenge first unless the config sets `trustIdpMfa`. An unknown, spent, expired or
        mismatched code answers 401 `INVALID_CREDENTIAL`; a user disabled meanwhile, 403
        `ACCOUNT_DISABLED`.

        `POST /v1/sso/token` (operationId `exchangeSsoCode`).
        """
        return cast(
            "SsoTokens | MfaChallenge",
            await self._call("POST", "/v1/sso/token", json=body),
        )

    async def list_tenants(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> TenantPage:
        """The caller's tenants, each with the caller's role.

        A full-set list: `limit` and `cursor` are accepted and ignored.

        `GET /v1/tenants` (operationId `listTenants`).
        """
        return cast(
            "TenantPage",
            await self._call("GET", "/v1/tenants", params={"limit": limit, "cursor": cursor}),
        )

    async def create_tenant(self, body: CreateTenantRequest) -> Tenant:
        """Create a tenant; the caller becomes its owner.

        Without `slug`, one is derived from the name. An explicit `slug` already in use answers 409 `SLUG_TAKEN`.
        `TENANT_CREATION` decides who may call it: `open`, any signed-in user; `verified` (the
        default when `SIGNUP=closed`), only a user whose address is verified (else 403
        `EMAIL_NOT_VERIFIED`); `closed`, nobody through this route (403 `PERMISSION_DENIED`;
        tenants are then the platform operators' to create).

        `POST /v1/tenants` (operationId `createTenant`).
        """
        return cast("Tenant", await self._call("POST", "/v1/tenants", json=body))

    async def get_tenant(self, tenant_id: str) -> Tenant:
        """One tenant.

        `GET /v1/tenants/{tenantId}` (operationId `getTenant`).
        """
        return cast("Tenant", await self._call("GET", f"/v1/tenants/{path_param(tenant_id)}"))

    async def update_tenant(self, tenant_id: str, body: UpdateTenantRequest) -> Tenant:
        """Rename a tenant, change its slug or replace its metadata.

        `metadata` replaces the stored object whole; over 8 KiB as JSON answers 400 `VALIDATION_FAILED`. Every member reads it in `getTenant` and `listTenants`, so keep secrets out of it. A `slug` in use answers 409 `SLUG_TAKEN`. Audited and sent to webhooks as `tenant.updated` (the log notes that metadata was replaced, not its content).

        `PATCH /v1/tenants/{tenantId}` (operationId `updateTenant`).
        """
        return cast(
            "Tenant",
            await self._call("PATCH", f"/v1/tenants/{path_param(tenant_id)}", json=body),
        )

    async def delete_tenant(self, tenant_id: str) -> Deleted:
        """Delete a tenant and everything it owns (owners only).

        Members, roles, provider configs, webhook endpoints and API keys go with it; its audit events stay. An admin who is not an owner gets 403 `OWNER_REQUIRED`.

        `DELETE /v1/tenants/{tenantId}` (operationId `deleteTenant`).
        """
        return cast("Deleted", await self._call("DELETE", f"/v1/tenants/{path_param(tenant_id)}"))

    async def list_members(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> MemberPage:
        """The members of a tenant.

        `GET /v1/tenants/{tenantId}/members` (operationId `listMembers`).
        """
        return cast(
            "MemberPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/members",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def add_member(self, tenant_id: str, body: AddMemberRequest) -> Invitation:
        """Invite an address to join the tenant (the same as createInvitation).

        Membership needs consent: whatever the address (one with no account, an unverified one, or a verified user's), it is invited exactly as `createInvitation` does (202, the invitation, mailed to the address), and its owner becomes a member only by accepting (`acceptInvitation`). The answer is the same for every address and never names a user. A member already holding the address answers 409 `CONFLICT`. Only an owner may invite `owner` (403 `OWNER_REQUIRED`). The plan's `maxMembers` counts members and pending invitations (403 `PLAN_LIMIT_REACHED`). The inviter's address must be verified, and the mail caps and the `invite` rate-limit bucket apply, as for `createInvitation`.

        `POST /v1/tenants/{tenantId}/members` (operationId `addMember`).
        """
        return cast(
            "Invitation",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/members", json=body),
        )

    async def list_invitations(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> InvitationPage:
        """The tenant's invitations, newest first, whatever their status.

        A cursor-paged list; pass `nextCursor` back as `cursor`. Tokens are never shown.

        `GET /v1/tenants/{tenantId}/invitations` (operationId `listInvitations`).
        """
        return cast(
            "InvitationPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/invitations",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_invitation(self, tenant_id: str, body: CreateInvitationRequest) -> Invitation:
        """Invite an address to the tenant with a role, and mail it a link.

        The link is `APP_URL/accept-invitation?token=…`; the token is in that message only (stored hashed), works once and expires after 7 days. Inviting an address again replaces its pending invitation (the earlier link stops working), which is how a lost link is sent anew. Only an owner may invite `owner` (403 `OWNER_REQUIRED`); an address of a current member answers 409 `CONFLICT`; pending invitations count against the plan's `maxMembers` (403 `PLAN_LIMIT_REACHED`). The caller's own address must be verified (403 `EMAIL_NOT_VERIFIED`): the mail names the inviter. One address receives at most 3 invitation mails in any 15 minutes, from all tenants together, and one tenant sends at most 100 in any hour, whatever its plan; past either cap the answer is 429 `RATE_LIMITED` with `Retry-After` and nothing is created. Each caller also has the `invite` rate-limit bucket (`RATE_LIMIT_INVITE_MAX` requests per `RATE_LIMIT_WINDOW_S`) per route. When the mail server cannot take the message, the invitation is kept and the answer is 503 `SERVICE_UNAVAILABLE`: invite again. Audited and sent to webhooks as `member.invited` (and `member.invitation_revoked` for a replaced one).

        `POST /v1/tenants/{tenantId}/invitations` (operationId `createInvitation`).
        """
        return cast(
            "Invitation",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/invitations", json=body),
        )

    async def get_invitation(self, tenant_id: str, invitation_id: str) -> Invitation:
        """One invitation, with its status (never its token).

        `GET /v1/tenants/{tenantId}/invitations/{invitationId}` (operationId `getInvitation`).
        """
        return cast(
            "Invitation",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    async def revoke_invitation(self, tenant_id: str, invitation_id: str) -> Invitation:
        """Revoke a pending invitation; its link stops working.

        Answers the invitation, `status: revoked`; it stays in the list. An invitation that is not pending (accepted, revoked or expired) answers 409 `CONFLICT`. Audited and sent to webhooks as `member.invitation_revoked`.

        `DELETE /v1/tenants/{tenantId}/invitations/{invitationId}` (operationId `revokeInvitation`).
        """
        return cast(
            "Invitation",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    async def accept_invitation(self, body: AcceptInvitationRequest) -> Member:
        """Join the tenant an invitation is for, as the signed-in user it was sent to.

        The page the mailed link opens posts its `token` here with the user's access token. The caller joins with the invited role only when their account's address is the invited one (else 403 `INVITATION_EMAIL_MISMATCH`) and verified (else 403 `EMAIL_NOT_VERIFIED`; verify, then accept again): a forwarded link, or an account that merely claims the address, gains nothing. An unknown, expired, revoked or accepted token answers 404 `NOT_FOUND`; a caller already in the tenant, 409 `CONFLICT`; a tenant whose plan shrank below its members since, 403 `PLAN_LIMIT_REACHED`. Audited and sent to webhooks as `member.invitation_accepted` and `member.added`.

        `POST /v1/invitations/accept` (operationId `acceptInvitation`).
        """
        return cast("Member", await self._call("POST", "/v1/invitations/accept", json=body))

    async def update_member(
        self,
        tenant_id: str,
        user_id: str,
        body: UpdateMemberRequest,
    ) -> Member:
        """Change a member's role.

        Only an owner grants or removes `owner` (403 `OWNER_REQUIRED`); the last owner cannot be demoted (409 `LAST_OWNER`).

        `PATCH /v1/tenants/{tenantId}/members/{userId}` (operationId `updateMember`).
        """
        return cast(
            "Member",
            await self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
                json=body,
            ),
        )

    async def remove_member(self, tenant_id: str, user_id: str) -> Deleted:
        """Remove a member, or leave a tenant.

        A member may remove themself; otherwise it takes an owner or admin, and only an owner removes an owner. The last owner cannot leave (409 `LAST_OWNER`).

        `DELETE /v1/tenants/{tenantId}/members/{userId}` (operationId `removeMember`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
            ),
        )

    async def list_domains(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> DomainPage:
        """The tenant's domains, verified or pending.

        A full list (`nextCursor` is null). Domains drive SSO discovery, account linking and
        enforcement; they never grant membership by themselves.

        `GET /v1/tenants/{tenantId}/domains` (operationId `listDomains`).
        """
        return cast(
            "DomainPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/domains",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_domain(self, tenant_id: str, body: CreateDomainRequest) -> Domain:
        """Claim a domain; publish its TXT record, then verify it.

        The answer's `verification` names the TXT record to publish (`_gatekeep-challenge.<domain>`)
        and its value. Claiming proves nothing: other tenants may claim the same domain, and only one
        can verify it. The domain is stored in lower case without a trailing dot; the same domain
        twice in one tenant, or a 101st domain, answers 409 `CONFLICT`. Audited as
        `domain.created`; webhook `domain.created`.

        `POST /v1/tenants/{tenantId}/domains` (operationId `createDomain`).
        """
        return cast(
            "Domain",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/domains", json=body),
        )

    async def get_domain(self, tenant_id: str, domain_id: str) -> Domain:
        """One domain, with the record that verifies it.

        An unknown domain answers 404.

        `GET /v1/tenants/{tenantId}/domains/{domainId}` (operationId `getDomain`).
        """
        return cast(
            "Domain",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/domains/{path_param(domain_id)}",
            ),
        )

    async def delete_domain(self, tenant_id: str, domain_id: str) -> Deleted:
        """Give up a domain.

        A verified domain becomes free for another tenant to verify. Audited as `domain.deleted`;
        webhook `domain.deleted`.

        `DELETE /v1/tenants/{tenantId}/domains/{domainId}` (operationId `deleteDomain`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/domains/{path_param(domain_id)}",
            ),
        )

    async def verify_domain(self, tenant_id: str, domain_id: str) -> Domain:
        """Check the TXT record and mark the domain verified.

        Looks up `_gatekeep-challenge.<domain>` through the resolvers of `DNS_SERVERS` (the system's
        when unset). When one TXT record carries the value, the domain is verified (idempotent: a
        verified domain answers as it is). A missing or different record answers 409 `CONFLICT` and
        the domain stays pending; a domain another tenant has verified answers 409 `DOMAIN_TAKEN`; a
        resolver that cannot answer, 503. Audited as `domain.verified`; webhook `domain.verified`.

        `POST /v1/tenants/{tenantId}/domains/{domainId}/verify` (operationId `verifyDomain`).
        """
        return cast(
            "Domain",
            await self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/domains/{path_param(domain_id)}/verify",
            ),
        )

    async def list_directories(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> DirectoryPage:
        """The tenant's directories (SCIM provisioning).

        A full list (`nextCursor` is null): a tenant holds at most 20 directories.

        `GET /v1/tenants/{tenantId}/directories` (operationId `listDirectories`).
        """
        return cast(
            "DirectoryPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/directories",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_directory(
        self,
        tenant_id: str,
        body: CreateDirectoryRequest,
    ) -> DirectoryCreated:
        """Create a directory; answers its SCIM bearer token, once.

        The token is a platform service-account key (`gkp_…`, stored hashed like every key)
        made with the directory and holding one permission only, `scim:<directoryId>`: it
        reaches this directory's SCIM service (`scimBaseUrl`) and nothing else, and it is
        deleted with the directory. It is in this answer only; `rotateDirectoryToken` replaces
        it. `groupRoles` maps directory groups (by `displayName`, ignoring case) to tenant roles:
        a provisioned member gets the highest role mapped to any of their groups (`owner`, then
        `admin`, then custom roles in the mapping's order, then `member`), and `member` when no
        group of theirs is mapped. Only an owner may map a group to `owner` (403
        `OWNER_REQUIRED`); an unknown role answers 400. At most 20 directories per tenant (409
        `CONFLICT`). Audited as `directory.created`.

        `POST /v1/tenants/{tenantId}/directories` (operationId `createDirectory`).
        """
        return cast(
            "DirectoryCreated",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/directories", json=body),
        )

    async def get_directory(self, tenant_id: str, directory_id: str) -> Directory:
        """One directory (never its token).

        An unknown directory answers 404.

        `GET /v1/tenants/{tenantId}/directories/{directoryId}` (operationId `getDirectory`).
        """
        return cast(
            "Directory",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}",
            ),
        )

    async def update_directory(
        self,
        tenant_id: str,
        directory_id: str,
        body: UpdateDirectoryRequest,
    ) -> Directory:
        """Rename a directory or replace its group-to-role mapping.

        `groupRoles`, when given, replaces the whole mapping; its roles must exist in the tenant
        (an unknown role answers 400 `VALIDATION_FAILED`, and nothing is written), and only an
        owner may map a group to `owner` (403 `OWNER_REQUIRED`). A new mapping is not applied
        to existing members retroactively: a user's role is computed again only when the
        directory next provisions them, that is on a SCIM create, replace or patch of that
        user, or, for every active member of a group before and after the change, on a SCIM
        create, replace, patch or delete of that group. An unknown directory answers 404.
        Audited as `directory.updated`.

        `PATCH /v1/tenants/{tenantId}/directories/{directoryId}` (operationId `updateDirectory`).
        """
        return cast(
            "Directory",
            await self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}",
                json=body,
            ),
        )

    async def delete_directory(self, tenant_id: str, directory_id: str) -> Deleted:
        """Delete a directory; its token stops working at once.

        The directory's users and groups are forgotten and its key is deleted (refused on every
        instance from the commit on). The members it provisioned stay members, and the accounts
        stay as they are: deleting the connection to a directory deprovisions nobody. Audited
        as `directory.deleted`.

        `DELETE /v1/tenants/{tenantId}/directories/{directoryId}` (operationId `deleteDirectory`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}",
            ),
        )

    async def rotate_directory_token(self, tenant_id: str, directory_id: str) -> DirectoryCreated:
        """Replace the directory's token; the old one stops working at once.

        Answers the new token, once. Audited as `directory.token_rotated`.

        `POST /v1/tenants/{tenantId}/directories/{directoryId}/rotate-token` (operationId `rotateDirectoryToken`).
        """
        return cast(
            "DirectoryCreated",
            await self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/directories/{path_param(directory_id)}/rotate-token",
            ),
        )

    async def list_roles(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> RolePage:
        """The tenant's roles, built-ins first, then custom ones.

        `GET /v1/tenants/{tenantId}/roles` (operationId `listRoles`).
        """
        return cast(
            "RolePage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/roles",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_role(self, tenant_id: str, body: CreateRoleRequest) -> Role:
        """Create a custom role.

        Names are unique within a tenant (case-insensitive) and cannot be a built-in name (409 `CONFLICT`).

        `POST /v1/tenants/{tenantId}/roles` (operationId `createRole`).
        """
        return cast(
            "Role",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/roles", json=body),
        )

    async def update_role(self, tenant_id: str, role_id: str, body: UpdateRoleRequest) -> Role:
        """Change a custom role.

        Built-in roles are immutable (409 `CONFLICT`).

        `PATCH /v1/tenants/{tenantId}/roles/{roleId}` (operationId `updateRole`).
        """
        return cast(
            "Role",
            await self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/roles/{path_param(role_id)}",
                json=body,
            ),
        )

    async def delete_role(self, tenant_id: str, role_id: str) -> Deleted:
        """Delete a custom role that no member holds.

        Built-in roles, roles a member holds and roles a pending invitation offers cannot be deleted (409 `CONFLICT`).

        `DELETE /v1/tenants/{tenantId}/roles/{roleId}` (operationId `deleteRole`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/roles/{path_param(role_id)}",
            ),
        )

    async def list_plans(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> PlanPage:
        """The plans a tenant can be on.

        `GET /v1/plans` (operationId `listPlans`).
        """
        return cast(
            "PlanPage",
            await self._call("GET", "/v1/plans", params={"limit": limit, "cursor": cursor}),
        )

    async def list_provider_configs(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ProviderConfigPage:
        """The tenant's identity-provider configurations.

        `GET /v1/tenants/{tenantId}/provider-configs` (operationId `listProviderConfigs`).
        """
        return cast(
            "ProviderConfigPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_provider_config(
        self,
        tenant_id: str,
        body: CreateProviderConfigRequest,
    ) -> ProviderConfig:
        """Add an OIDC or SAML identity-provider configuration.

        `type: oidc` needs `oidc` (and no `saml`); `type: saml` needs `saml` (and no `oidc`).

        `POST /v1/tenants/{tenantId}/provider-configs` (operationId `createProviderConfig`).
        """
        return cast(
            "ProviderConfig",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/provider-configs", json=body),
        )

    async def get_provider_config(self, tenant_id: str, config_id: str) -> ProviderConfig:
        """One identity-provider configuration.

        `GET /v1/tenants/{tenantId}/provider-configs/{configId}` (operationId `getProviderConfig`).
        """
        return cast(
            "ProviderConfig",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs/{path_param(config_id)}",
            ),
        )

    async def update_provider_config(
        self,
        tenant_id: str,
        config_id: str,
        body: UpdateProviderConfigRequest,
    ) -> ProviderConfig:
        """Change an identity-provider configuration.

        `type` cannot change. Fields of the config's own type are merged; send `clientSecret` to replace the secret.

        `PATCH /v1/tenants/{tenantId}/provider-configs/{configId}` (operationId `updateProviderConfig`).
        """
        return cast(
            "ProviderConfig",
            await self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs/{path_param(config_id)}",
                json=body,
            ),
        )

    async def delete_provider_config(self, tenant_id: str, config_id: str) -> Deleted:
        """Delete an identity-provider configuration.

        `DELETE /v1/tenants/{tenantId}/provider-configs/{configId}` (operationId `deleteProviderConfig`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/provider-configs/{path_param(config_id)}",
            ),
        )

    async def list_webhook_endpoints(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> WebhookEndpointPage:
        """The tenant's webhook endpoints.

        `GET /v1/tenants/{tenantId}/webhook-endpoints` (operationId `listWebhookEndpoints`).
        """
        return cast(
            "WebhookEndpointPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_webhook_endpoint(
        self,
        tenant_id: str,
        body: CreateWebhookEndpointRequest,
    ) -> WebhookEndpointWithSecret:
        """Add a webhook endpoint; its signing secret is shown only in this answer.

        The URL must be https (http is allowed for localhost outside production). In production, private, loopback, link-local and metadata addresses are refused. The plan's `maxWebhookEndpoints` is enforced (403 `PLAN_LIMIT_REACHED`).

        `POST /v1/tenants/{tenantId}/webhook-endpoints` (operationId `createWebhookEndpoint`).
        """
        return cast(
            "WebhookEndpointWithSecret",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints", json=body),
        )

    async def get_webhook_endpoint(self, tenant_id: str, endpoint_id: str) -> WebhookEndpoint:
        """One webhook endpoint (never its secret).

        `GET /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}` (operationId `getWebhookEndpoint`).
        """
        return cast(
            "WebhookEndpoint",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}",
            ),
        )

    async def update_webhook_endpoint(
        self,
        tenant_id: str,
        endpoint_id: str,
        body: UpdateWebhookEndpointRequest,
    ) -> WebhookEndpoint:
        """Change a webhook endpoint.

        `PATCH /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}` (operationId `updateWebhookEndpoint`).
        """
        return cast(
            "WebhookEndpoint",
            await self._call(
                "PATCH",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}",
                json=body,
            ),
        )

    async def delete_webhook_endpoint(self, tenant_id: str, endpoint_id: str) -> Deleted:
        """Delete a webhook endpoint.

        `DELETE /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}` (operationId `deleteWebhookEndpoint`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}",
            ),
        )

    async def rotate_webhook_endpoint_secret(
        self,
        tenant_id: str,
        endpoint_id: str,
    ) -> WebhookEndpointWithSecret:
        """Replace the signing secret; the new one is shown only in this answer.

        `POST /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/rotate-secret` (operationId `rotateWebhookEndpointSecret`).
        """
        return cast(
            "WebhookEndpointWithSecret",
            await self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/rotate-secret",
            ),
        )

    async def send_test_webhook_event(
        self,
        tenant_id: str,
        endpoint_id: str,
    ) -> WebhookTestDelivery:
        """Send the endpoint a signed `webhook.test` event now, and answer how the attempt went.

        One attempt, made during the request (no job, no retries), signed with the endpoint's secret exactly as real deliveries are and bound by the same address rules (`WEBHOOK_ALLOW_PRIVATE_TARGETS`) and `WEBHOOK_TIMEOUT_MS`. The answer is 200 whether the endpoint acknowledged it or not: `status` says which, with `responseStatus` or `error`. The endpoint need not subscribe to anything; a disabled endpoint answers 409 `CONFLICT` (enable it first: disabled means nothing is sent to its URL). The attempt is not a delivery (it is not listed under deliveries) and does not count toward disabling the endpoint. Audited as `webhook_endpoint.tested`, whose id is the event's `webhook-id`.

        `POST /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/test` (operationId `sendTestWebhookEvent`).
        """
        return cast(
            "WebhookTestDelivery",
            await self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/test",
            ),
        )

    async def list_webhook_deliveries(
        self,
        tenant_id: str,
        endpoint_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        status: WebhookDeliveryStatus | None = None,
    ) -> WebhookDeliveryPage:
        """The endpoint's deliveries, newest first, with their attempts and last answer.

        One delivery per event the endpoint subscribes to. `status` is `pending` while attempts remain (`nextAttemptAt` says when), then `succeeded`, `failed` (retries exhausted, or 410 Gone) or `cancelled`. Cursor-paged; a malformed cursor answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries` (operationId `listWebhookDeliveries`).
        """
        return cast(
            "WebhookDeliveryPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/deliveries",
                params={"limit": limit, "cursor": cursor, "status": status},
            ),
        )

    async def redeliver_webhook_delivery(
        self,
        tenant_id: str,
        endpoint_id: str,
        delivery_id: str,
    ) -> WebhookDelivery:
        """Send a finished delivery again, with the same webhook-id and body.

        Queues a new series of attempts. A delivery that is still pending, or an endpoint that is disabled, answers 409 `CONFLICT`.

        `POST /v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/redeliver` (operationId `redeliverWebhookDelivery`).
        """
        return cast(
            "WebhookDelivery",
            await self._call(
                "POST",
                f"/v1/tenants/{path_param(tenant_id)}/webhook-endpoints/{path_param(endpoint_id)}/deliveries/{path_param(delivery_id)}/redeliver",
            ),
        )

    async def list_audit_events(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> AuditEventPage:
        """The tenant's audit events, newest first.

        A cursor-paged list: pass `nextCursor` back as `cursor` for the next page. A malformed cursor answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit-events` (operationId `listAuditEvents`).
        """
        return cast(
            "AuditEventPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit-events",
                params={"limit": limit, "cursor": cursor, "action": action, "since": since, "until": until},
            ),
        )

    async def list_audit_checkpoints(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> AuditCheckpointPage:
        """The signed checkpoints of the tenant's audit log, largest first.

        Every `AUDIT_CHECKPOINT_SECONDS` (60) the server signs the root of each log that grew,
        at its size and at every multiple of `AUDIT_CHECKPOINT_EVENTS` (1000) it passed, with
        an Ed25519 key published at `getAuditCheckpointKeys`. Each is also sent to the tenant's
        endpoints subscribed to `audit.checkpoint`: a copy held outside Gatekeep is what makes
        a rewritten history detectable. A cursor-paged list (`nextCursor` back as `cursor`); a
        malformed cursor answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit/checkpoints` (operationId `listAuditCheckpoints`).
        """
        return cast(
            "AuditCheckpointPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit/checkpoints",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def get_audit_inclusion_proof(
        self,
        tenant_id: str,
        event_id: str,
        *,
        tree_size: int | None = None,
    ) -> AuditInclusionProof:
        """Proof that an event is in the tenant's log as it stood at a size.

        RFC 9162 §2.1.3: the audit path of the event's leaf (`seq - 1`) in the tree of
        `treeSize` events (default: the latest checkpoint that holds the event, else the log's
        current size), with that tree's root and, when one was signed at that size, its
        checkpoint. A `treeSize` below the event's `seq` or above the log's size answers 400
        `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit-events/{eventId}/proof` (operationId `getAuditInclusionProof`).
        """
        return cast(
            "AuditInclusionProof",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit-events/{path_param(event_id)}/proof",
                params={"treeSize": tree_size},
            ),
        )

    async def get_audit_consistency_proof(
        self,
        tenant_id: str,
        *,
        from_: int,
        to: int | None = None,
    ) -> AuditConsistencyProof:
        """Proof that the tenant's log at one size extends it at an earlier one.

        RFC 9162 §2.1.4: the consistency proof from the tree of `from` events to the tree of
        `to` (default: the log's current size), with both roots. Check it against two
        checkpoints you hold to know that nothing before `from` changed since. `from` above
        `to`, or `to` above the log's size, answers 400 `VALIDATION_FAILED`.

        `GET /v1/tenants/{tenantId}/audit/consistency` (operationId `getAuditConsistencyProof`).
        """
        return cast(
            "AuditConsistencyProof",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/audit/consistency",
                params={"from": from_, "to": to},
            ),
        )

    async def list_api_keys(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ApiKeyPage:
        """The tenant's API keys, newest first (never a key or its hash).

        A cursor-paged list; pass `nextCursor` back as `cursor`.

        `GET /v1/tenants/{tenantId}/api-keys` (operationId `listApiKeys`).
        """
        return cast(
            "ApiKeyPage",
            await self._call(
                "GET",
                f"/v1/tenants/{path_param(tenant_id)}/api-keys",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_api_key(self, tenant_id: str, body: CreateApiKeyRequest) -> ApiKeyCreated:
        """Create a tenant API key; the plaintext key is in this answer only.

        The key is `gk_live_` + 32 random bytes (base64url). Only its SHA-256 is stored, so it
        cannot be shown again. The plan's `maxApiKeys` counts active keys (403 `PLAN_LIMIT_REACHED`).

        `POST /v1/tenants/{tenantId}/api-keys` (operationId `createApiKey`).
        """
        return cast(
            "ApiKeyCreated",
            await self._call("POST", f"/v1/tenants/{path_param(tenant_id)}/api-keys", json=body),
        )

    async def get_api_key(self, tenant_id: str, key_id: str) -> ApiKey:
        """One API key's public projection.

        `GET /v1/tenants/{tenantId}/api-keys/{keyId}` (operationId `getApiKey`).
        """
        return cast(
            "ApiKey",
            await self._call("GET", f"/v1/tenants/{path_param(tenant_id)}/api-keys/{path_param(key_id)}"),
        )

    async def revoke_api_key(self, tenant_id: str, key_id: str) -> ApiKey:
        """Revoke an API key; it stops working at once. Idempotent.

        `DELETE /v1/tenants/{tenantId}/api-keys/{keyId}` (operationId `revokeApiKey`).
        """
        return cast(
            "ApiKey",
            await self._call(
                "DELETE",
                f"/v1/tenants/{path_param(tenant_id)}/api-keys/{path_param(key_id)}",
            ),
        )

    async def validate_api_key(self, body: ValidateApiKeyRequest) -> ApiKey:
        """Check an API key and return its public projection.

        The key travels in the body, never in a header. A revoked, expired or unknown key
        answers the same 401 `INVALID_CREDENTIAL`. Rate-limited per client address before
        any other work, including parsing the body.

        `POST /v1/keys/validate` (operationId `validateApiKey`).
        """
        return cast("ApiKey", await self._call("POST", "/v1/keys/validate", json=body))

    async def mint_api_key_token(self, body: MintApiKeyTokenRequest) -> MintedToken:
        """Exchange an API key for a short-lived RS256 JWT, verifiable through JWKS.

        Claims `iss`, `sub` (the key id), `tid` (the tenant id), `scope` (space-separated: the
        requested `scopes`, or all of the key's), `aud` (the requested `audience`), `iat`,
        `exp` (`MINTED_TOKEN_TTL`) and `jti`; the header's `kid` is in JWKS and its `typ` is
        `gatekeep-service+jwt` (user access tokens carry `at+jwt`): resource servers require that
        type and a `tid` they serve (the SDKs' `verifyServiceToken`). Asking for a scope
        the key lacks answers 403 `PERMISSION_DENIED`; with asymmetric signing unconfigured,
        503 `SIGNING_UNCONFIGURED`. Rate-limited like `validateApiKey`, in its own bucket.

        `POST /v1/keys/token` (operationId `mintApiKeyToken`).
        """
        return cast("MintedToken", await self._call("POST", "/v1/keys/token", json=body))

    async def create_service_account(
        self,
        body: CreateServiceAccountRequest,
    ) -> ServiceAccountCreated:
        """Create a service account; its gkp_ key is in this answer only.

        Delegation: a service account may grant only permissions it holds itself (403 `PERMISSION_NOT_DELEGABLE`); the bootstrap token may grant any.

        `POST /v1/platform/service-accounts` (operationId `createServiceAccount`).
        """
        return cast(
            "ServiceAccountCreated",
            await self._call("POST", "/v1/platform/service-accounts", json=body),
        )

    async def list_service_accounts(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ServiceAccountPage:
        """Service accounts, newest first; a service account sees only those it can manage.

        An account can manage another whose permissions are a subset of its own. The bootstrap token sees all.

        `GET /v1/platform/service-accounts` (operationId `listServiceAccounts`).
        """
        return cast(
            "ServiceAccountPage",
            await self._call(
                "GET",
                "/v1/platform/service-accounts",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def get_service_account(self, service_account_id: str) -> ServiceAccount:
        """One service account (404 when it is outside your reach).

        `GET /v1/platform/service-accounts/{serviceAccountId}` (operationId `getServiceAccount`).
        """
        return cast(
            "ServiceAccount",
            await self._call("GET", f"/v1/platform/service-accounts/{path_param(service_account_id)}"),
        )

    async def update_service_account(
        self,
        service_account_id: str,
        body: UpdateServiceAccountRequest,
    ) -> ServiceAccount:
        """Rename an account or change its permissions (within your own).

        `PATCH /v1/platform/service-accounts/{serviceAccountId}` (operationId `updateServiceAccount`).
        """
        return cast(
            "ServiceAccount",
            await self._call(
                "PATCH",
                f"/v1/platform/service-accounts/{path_param(service_account_id)}",
                json=body,
            ),
        )

    async def disable_service_account(self, service_account_id: str) -> ServiceAccount:
        """Disable an account; its key stops working at once. Idempotent.

        `DELETE /v1/platform/service-accounts/{serviceAccountId}` (operationId `disableServiceAccount`).
        """
        return cast(
            "ServiceAccount",
            await self._call("DELETE", f"/v1/platform/service-accounts/{path_param(service_account_id)}"),
        )

    async def rotate_service_account_key(self, service_account_id: str) -> ServiceAccountCreated:
        """Replace an account's key; the old key stops working at once.

        A disabled account cannot get a new key (409 `CONFLICT`).

        `POST /v1/platform/service-accounts/{serviceAccountId}/rotate-key` (operationId `rotateServiceAccountKey`).
        """
        return cast(
            "ServiceAccountCreated",
            await self._call(
                "POST",
                f"/v1/platform/service-accounts/{path_param(service_account_id)}/rotate-key",
            ),
        )

    async def export_platform_audit_events(
        self,
        *,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> str:
        """Stream the platform's own audit events (service accounts, plans) as NDJSON or CSV.

        Events whose actor is a service account, the bootstrap token or `system` (the operator's
        command line, `npm run gatekeep`) and that belong to no tenant (`tenantId: null`). Same
        formats and negotiation as `exportAuditEvents`.

        Returns the raw body as text; `export_platform_audit_events_lines` streams it instead. `GET /v1/platform/audit/export` (operationId `exportPlatformAuditEvents`).
        """
        return await self._call_text(
            "GET",
            "/v1/platform/audit/export",
            params={"format": format, "action": action, "since": since, "until": until},
        )

    def export_platform_audit_events_lines(
        self,
        *,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> AsyncIterator[str]:
        """Stream the platform's own audit events (service accounts, plans) as NDJSON or CSV.

        Events whose actor is a service account, the bootstrap token or `system` (the operator's
        command line, `npm run gatekeep`) and that belong to no tenant (`tenantId: null`). Same
        formats and negotiation as `exportAuditEvents`.

        The body of `export_platform_audit_events` line by line, read as it arrives. `GET /v1/platform/audit/export` (operationId `exportPlatformAuditEvents`).
        """
        return self._stream_lines(
            "GET",
            "/v1/platform/audit/export",
            params={"format": format, "action": action, "since": since, "until": until},
        )

    async def create_plan(self, body: CreatePlanRequest) -> Plan:
        """Create a plan.

        `key` is unique (409 `CONFLICT`). Needs a service account: the bootstrap token gets 403 `SERVICE_ACCOUNT_REQUIRED`.

        `POST /v1/platform/plans` (operationId `createPlan`).
        """
        return cast("Plan", await self._call("POST", "/v1/platform/plans", json=body))

    async def update_plan(self, plan_id: str, body: UpdatePlanRequest) -> Plan:
        """Rename a plan or change its limits.

        Lowering a limit below what a tenant already has is allowed: the tenant keeps what it has but cannot add more until it is under the limit.

        `PATCH /v1/platform/plans/{planId}` (operationId `updatePlan`).
        """
        return cast(
            "Plan",
            await self._call("PATCH", f"/v1/platform/plans/{path_param(plan_id)}", json=body),
        )

    async def list_platform_oidc_clients(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> OidcClientPage:
        """The platform's OIDC clients (apps that serve every tenant).

        A full list (`nextCursor` is null); at most 200. Needs `oidc_clients:write`. Secrets are never shown here.

        `GET /v1/platform/oidc-clients` (operationId `listPlatformOidcClients`).
        """
        return cast(
            "OidcClientPage",
            await self._call(
                "GET",
                "/v1/platform/oidc-clients",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_platform_oidc_client(
        self,
        body: CreateOidcClientRequest,
    ) -> OidcClientWithSecret:
        """Register an application that serves every tenant; answers its client secret, once.

        As createOidcClient, for a client of no tenant (`tenantId` null): the same rules, the
        secret shown once as `{oidcClient, secret}`. A 201st platform client answers 409
        `CONFLICT`. Needs `oidc_clients:write`; audited as `oidc_client.created` on the
        platform's log.

        `POST /v1/platform/oidc-clients` (operationId `createPlatformOidcClient`).
        """
        return cast(
            "OidcClientWithSecret",
            await self._call("POST", "/v1/platform/oidc-clients", json=body),
        )

    async def get_platform_oidc_client(self, client_id: str) -> OidcClient:
        """One platform OIDC client (never its secret).

        A tenant's client is not found here (404). Needs `oidc_clients:write`.

        `GET /v1/platform/oidc-clients/{clientId}` (operationId `getPlatformOidcClient`).
        """
        return cast(
            "OidcClient",
            await self._call("GET", f"/v1/platform/oidc-clients/{path_param(client_id)}"),
        )

    async def update_platform_oidc_client(
        self,
        client_id: str,
        body: UpdateOidcClientRequest,
    ) -> OidcClient:
        """Change a platform OIDC client, as updateOidcClient does a tenant's.

        Needs `oidc_clients:write`; audited as `oidc_client.updated` on the platform's log.

        `PATCH /v1/platform/oidc-clients/{clientId}` (operationId `updatePlatformOidcClient`).
        """
        return cast(
            "OidcClient",
            await self._call("PATCH", f"/v1/platform/oidc-clients/{path_param(client_id)}", json=body),
        )

    async def delete_platform_oidc_client(self, client_id: str) -> Deleted:
        """Delete a platform OIDC client.

        Needs `oidc_clients:write`; audited as `oidc_client.deleted` on the platform's log.

        `DELETE /v1/platform/oidc-clients/{clientId}` (operationId `deletePlatformOidcClient`).
        """
        return cast(
            "Deleted",
            await self._call("DELETE", f"/v1/platform/oidc-clients/{path_param(client_id)}"),
        )

    async def rotate_platform_oidc_client_secret(self, client_id: str) -> OidcClientWithSecret:
        """Give a confidential platform client a new secret, shown once; the old one stops working at once.

        A public client has no secret (409 `CONFLICT`). Needs `oidc_clients:write`; audited as `oidc_client.secret_rotated` on the platform's log.

        `POST /v1/platform/oidc-clients/{clientId}/rotate-secret` (operationId `rotatePlatformOidcClientSecret`).
        """
        return cast(
            "OidcClientWithSecret",
            await self._call("POST", f"/v1/platform/oidc-clients/{path_param(client_id)}/rotate-secret"),
        )

    async def list_connections(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> ConnectionPage:
        """The platform's social connections.

        A full list (`nextCursor` is null); at most 50. Needs `connections:write`. Client secrets are never shown.

        `GET /v1/platform/connections` (operationId `listConnections`).
        """
        return cast(
            "ConnectionPage",
            await self._call(
                "GET",
                "/v1/platform/connections",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_connection(self, body: CreateConnectionRequest) -> Connection:
        """Add a social connection, shown on the hosted sign-in page as "Continue with <name>".

        `type: oidc` signs people in through any OpenID Connect provider by its `issuer`
        (discovery, code with PKCE, a signed ID token: Google, Microsoft, Apple and others);
        `type: github` through GitHub's OAuth 2.0 and its user and email API (`githubUrl` and
        `apiUrl` for GitHub Enterprise Server). Register the answer's `callbackUrl` at the
        provider. URLs must be https and, unless `SSO_ALLOW_PRIVATE_ISSUERS`, public. The
        client secret is stored encrypted and never shown again. An account that already has
        the address is linked only when the provider vouches for it (`email_verified`, or a
        verified GitHub address), as single sign-on links. A 51st connection answers 409
        `CONFLICT`. Needs `connections:write`; audited as `connection.created` on the
        platform's log.

        `POST /v1/platform/connections` (operationId `createConnection`).
        """
        return cast("Connection", await self._call("POST", "/v1/platform/connections", json=body))

    async def get_connection(self, connection_id: str) -> Connection:
        """One social connection (never its secret).

        Needs `connections:write`.

        `GET /v1/platform/connections/{connectionId}` (operationId `getConnection`).
        """
        return cast(
            "Connection",
            await self._call("GET", f"/v1/platform/connections/{path_param(connection_id)}"),
        )

    async def update_connection(
        self,
        connection_id: str,
        body: UpdateConnectionRequest,
    ) -> Connection:
        """Change a social connection; what is left out stays as it was.

        `issuer` and `scopes` belong to `oidc` connections, `githubUrl` and `apiUrl` to
        `github` ones (the other type's field is 400); `type` never changes. A new
        `clientSecret` replaces the stored one. `enabled: false` takes the button off the
        sign-in page and refuses sign-ins already under way. Needs `connections:write`;
        audited as `connection.updated` on the platform's log.

        `PATCH /v1/platform/connections/{connectionId}` (operationId `updateConnection`).
        """
        return cast(
            "Connection",
            await self._call("PATCH", f"/v1/platform/connections/{path_param(connection_id)}", json=body),
        )

    async def delete_connection(self, connection_id: str) -> Deleted:
        """Delete a social connection and every account's link to it.

        The accounts stay (and their sessions); they sign in another way, or link again through
        a new connection by the same rules. Needs `connections:write`; audited as
        `connection.deleted` on the platform's log.

        `DELETE /v1/platform/connections/{connectionId}` (operationId `deleteConnection`).
        """
        return cast(
            "Deleted",
            await self._call("DELETE", f"/v1/platform/connections/{path_param(connection_id)}"),
        )

    async def list_platform_tenants(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        metadata_key: str | None = None,
        metadata_value: str | None = None,
    ) -> PlatformTenantPage:
        """Every tenant, newest first.

        Cursor-paged (`limit`, `cursor`). For a backend that manages tenants without a person's
        token: needs `tenants:read`. `metadataKey` with `metadataValue` match one key of the
        tenant's `metadata` (one without the other is 400).

        `GET /v1/platform/tenants` (operationId `listPlatformTenants`).
        """
        return cast(
            "PlatformTenantPage",
            await self._call(
                "GET",
                "/v1/platform/tenants",
                params={"limit": limit, "cursor": cursor, "metadataKey": metadata_key, "metadataValue": metadata_value},
            ),
        )

    async def create_platform_tenant(
        self,
        body: CreatePlatformTenantRequest,
    ) -> PlatformTenantCreated:
        """Create a tenant with its first owner, named by address.

        On the `free` plan, whatever `TENANT_CREATION` says (that setting governs people, not the
        platform). When `ownerEmail` is a verified account's address, that user is the owner at once
        (`owner`); otherwise the address is invited as `owner` (`invitation`, mailed like any
        invitation: 7 days, the mail caps) and the tenant has no member until it is accepted. Without
        `slug`, one is derived from the name; a `slug` in use answers 409 `SLUG_TAKEN`. `metadata` over
        8 KiB as JSON answers 400. Audited on the tenant's log (`tenant.created`, then `member.added` or
        `member.invited`) with the service account as the actor. Needs `tenants:write`.

        `POST /v1/platform/tenants` (operationId `createPlatformTenant`).
        """
        return cast(
            "PlatformTenantCreated",
            await self._call("POST", "/v1/platform/tenants", json=body),
        )

    async def get_platform_tenant(self, tenant_id: str) -> Tenant:
        """One tenant, as the platform sees it.

        `GET /v1/platform/tenants/{tenantId}` (operationId `getPlatformTenant`).
        """
        return cast(
            "Tenant",
            await self._call("GET", f"/v1/platform/tenants/{path_param(tenant_id)}"),
        )

    async def update_platform_tenant(self, tenant_id: str, body: UpdateTenantRequest) -> Tenant:
        """Rename a tenant, change its slug or replace its metadata.

        The same change as `updateTenant`, by the platform: a `slug` in use answers 409 `SLUG_TAKEN`,
        `metadata` (replaced whole) over 8 KiB as JSON answers 400. Audited on the tenant's log and
        sent to its webhooks as `tenant.updated`. Needs `tenants:write`.

        `PATCH /v1/platform/tenants/{tenantId}` (operationId `updatePlatformTenant`).
        """
        return cast(
            "Tenant",
            await self._call("PATCH", f"/v1/platform/tenants/{path_param(tenant_id)}", json=body),
        )

    async def delete_platform_tenant(self, tenant_id: str) -> Deleted:
        """Delete a tenant and everything it owns.

        As `deleteTenant` by an owner: members, roles, provider configs, webhook endpoints and API keys
        go with it; its audit events stay, the last of them `tenant.deleted` with the service account
        as the actor. Needs `tenants:write`.

        `DELETE /v1/platform/tenants/{tenantId}` (operationId `deletePlatformTenant`).
        """
        return cast(
            "Deleted",
            await self._call("DELETE", f"/v1/platform/tenants/{path_param(tenant_id)}"),
        )

    async def list_platform_tenant_members(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> MemberPage:
        """A tenant's members, as the platform sees them.

        Every member with their role (a full list; `nextCursor` is null). An unknown tenant answers 404.
        Needs `tenants:read`.

        `GET /v1/platform/tenants/{tenantId}/members` (operationId `listPlatformTenantMembers`).
        """
        return cast(
            "MemberPage",
            await self._call(
                "GET",
                f"/v1/platform/tenants/{path_param(tenant_id)}/members",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def update_platform_tenant_member(
        self,
        tenant_id: str,
        user_id: str,
        body: UpdateMemberRequest,
    ) -> Member:
        """Change a member's role, as the platform.

        The platform has an owner's authority and is bound by the tenant's rules: the last owner
        cannot be demoted (409 `LAST_OWNER`); an unknown role answers 400, an unknown member 404.
        Audited on the tenant's log as `member.role_changed`, the service account the actor, and sent
        to the tenant's webhooks. Needs `tenants:write`.

        `PATCH /v1/platform/tenants/{tenantId}/members/{userId}` (operationId `updatePlatformTenantMember`).
        """
        return cast(
            "Member",
            await self._call(
                "PATCH",
                f"/v1/platform/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
                json=body,
            ),
        )

    async def remove_platform_tenant_member(self, tenant_id: str, user_id: str) -> Deleted:
        """Remove a member from a tenant, as the platform.

        The last owner cannot be removed (409 `LAST_OWNER`). Audited on the tenant's log as
        `member.removed`, the service account the actor, and sent to the tenant's webhooks. Needs
        `tenants:write`.

        `DELETE /v1/platform/tenants/{tenantId}/members/{userId}` (operationId `removePlatformTenantMember`).
        """
        return cast(
            "Deleted",
            await self._call(
                "DELETE",
                f"/v1/platform/tenants/{path_param(tenant_id)}/members/{path_param(user_id)}",
            ),
        )

    async def list_platform_tenant_invitations(
        self,
        tenant_id: str,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
    ) -> InvitationPage:
        """A tenant's invitations, newest first, whatever their status.

        Cursor-paged (`limit`, `cursor`); tokens are never shown. An unknown tenant answers 404. Needs
        `tenants:read`.

        `GET /v1/platform/tenants/{tenantId}/invitations` (operationId `listPlatformTenantInvitations`).
        """
        return cast(
            "InvitationPage",
            await self._call(
                "GET",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations",
                params={"limit": limit, "cursor": cursor},
            ),
        )

    async def create_platform_tenant_invitation(
        self,
        tenant_id: str,
        body: CreateInvitationRequest,
    ) -> Invitation:
        """Invite an address to a tenant with a role, as the platform.

        Membership still needs consent: the address's owner joins only by accepting the mailed link,
        exactly as for `createInvitation` (7 days; inviting again replaces a pending invitation; a
        member's address answers 409 `CONFLICT`; members and pending invitations count against the
        plan's `maxMembers`, 403 `PLAN_LIMIT_REACHED`; the mail caps answer 429 `RATE_LIMITED`). The
        mail names "the administrators of" the tenant as the inviter, and `invitedBy` is null. A mail
        server that cannot take the message answers 503 and the invitation stays. Audited on the
        tenant's log as `member.invited`, the service account the actor. Needs `tenants:write`.

        `POST /v1/platform/tenants/{tenantId}/invitations` (operationId `createPlatformTenantInvitation`).
        """
        return cast(
            "Invitation",
            await self._call(
                "POST",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations",
                json=body,
            ),
        )

    async def get_platform_tenant_invitation(
        self,
        tenant_id: str,
        invitation_id: str,
    ) -> Invitation:
        """One invitation of a tenant, with its status (never its token).

        An unknown tenant or invitation answers 404. Needs `tenants:read`.

        `GET /v1/platform/tenants/{tenantId}/invitations/{invitationId}` (operationId `getPlatformTenantInvitation`).
        """
        return cast(
            "Invitation",
            await self._call(
                "GET",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    async def revoke_platform_tenant_invitation(
        self,
        tenant_id: str,
        invitation_id: str,
    ) -> Invitation:
        """Revoke a pending invitation, as the platform.

        Answers the invitation, `status: revoked`; its link stops working. One that is not pending
        answers 409 `CONFLICT`. Audited on the tenant's log as `member.invitation_revoked`. Needs
        `tenants:write`.

        `DELETE /v1/platform/tenants/{tenantId}/invitations/{invitationId}` (operationId `revokePlatformTenantInvitation`).
        """
        return cast(
            "Invitation",
            await self._call(
                "DELETE",
                f"/v1/platform/tenants/{path_param(tenant_id)}/invitations/{path_param(invitation_id)}",
            ),
        )

    async def assign_tenant_plan(self, tenant_id: str, body: AssignTenantPlanRequest) -> Tenant:
        """Move a tenant to a plan.

        Allowed even when the tenant already exceeds the new plan's limits: it keeps what it has, and further growth answers 403 `PLAN_LIMIT_REACHED`. An unknown tenant or plan answers 404.

        `PUT /v1/platform/tenants/{tenantId}/plan` (operationId `assignTenantPlan`).
        """
        return cast(
            "Tenant",
            await self._call("PUT", f"/v1/platform/tenants/{path_param(tenant_id)}/plan", json=body),
        )

    async def get_scim_service_provider_config(self) -> ScimDocument:
        """What this SCIM service supports (RFC 7644 §4).

        PATCH, filters (up to 1,000 results), ETags; no bulk, sort or password change. The bearer token is the directory's (createDirectory).

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/ServiceProviderConfig` (operationId `getScimServiceProviderConfig`).
        """
        return cast(
            "ScimDocument",
            await self._call("GET", "/v1/platform/scim/v2/ServiceProviderConfig", raw=True),
        )

    async def list_scim_resource_types(self) -> ScimListResponse:
        """The resource types: User (with the enterprise extension) and Group.

        A SCIM ListResponse.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/ResourceTypes` (operationId `listScimResourceTypes`).
        """
        return cast(
            "ScimListResponse",
            await self._call("GET", "/v1/platform/scim/v2/ResourceTypes", raw=True),
        )

    async def get_scim_resource_type(self, resource_type_id: str) -> ScimDocument:
        """One resource type.

        `User` or `Group`; any other answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/ResourceTypes/{resourceTypeId}` (operationId `getScimResourceType`).
        """
        return cast(
            "ScimDocument",
            await self._call(
                "GET",
                f"/v1/platform/scim/v2/ResourceTypes/{path_param(resource_type_id)}",
                raw=True,
            ),
        )

    async def list_scim_schemas(self) -> ScimListResponse:
        """The schemas this service keeps.

        The core User and Group schemas and the enterprise User extension (RFC 7643 §7). Attributes outside them are not stored.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Schemas` (operationId `listScimSchemas`).
        """
        return cast(
            "ScimListResponse",
            await self._call("GET", "/v1/platform/scim/v2/Schemas", raw=True),
        )

    async def get_scim_schema(self, schema_id: str) -> ScimDocument:
        """One schema, by its URN.

        An unknown URN answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Schemas/{schemaId}` (operationId `getScimSchema`).
        """
        return cast(
            "ScimDocument",
            await self._call("GET", f"/v1/platform/scim/v2/Schemas/{path_param(schema_id)}", raw=True),
        )

    async def list_scim_users(
        self,
        *,
        filter: str | None = None,
        start_index: int | None = None,
        count: int | None = None,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimListResponse:
        """The directory's Users, filtered and paged.

        `filter` (RFC 7644 §3.4.2.2: `eq ne co sw ew pr gt ge lt le`, `and or not`, grouping, value filters such as `emails[type eq "work"]`), `startIndex` (1-based) and `count` (at most 1,000, the default), `attributes` and `excludedAttributes`. A filter that does not parse answers 400 with `scimType: invalidFilter`.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Users` (operationId `listScimUsers`).
        """
        return cast(
            "ScimListResponse",
            await self._call(
                "GET",
                "/v1/platform/scim/v2/Users",
                params={"filter": filter, "startIndex": start_index, "count": count, "attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    async def create_scim_user(self, body: ScimResourceInput) -> ScimResource:
        """Create a User.

        The body is a SCIM User; attribute names are matched without case and stored in the schema's spelling; attributes no schema of ours defines are ignored. `userName` is required and unique in the directory, ignoring case (409 `uniqueness`). A User's `active: false` (or `"False"`, as Entra ID sends it) is kept as sent. Answers 201 with `Location` and `ETag`. Audited as `directory.user.created`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Users` (operationId `createScimUser`).
        """
        return cast(
            "ScimResource",
            await self._call("POST", "/v1/platform/scim/v2/Users", json=body, raw=True),
        )

    async def search_scim_users(self, body: ScimSearchRequest) -> ScimListResponse:
        """Search the directory's Users (POST with a SearchRequest).

        The query parameters of the list, in a body: `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Users/.search` (operationId `searchScimUsers`).
        """
        return cast(
            "ScimListResponse",
            await self._call("POST", "/v1/platform/scim/v2/Users/.search", json=body, raw=True),
        )

    async def get_scim_user(
        self,
        scim_id: str,
        *,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimResource:
        """One User.

        An id of another directory, or none, answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Users/{scimId}` (operationId `getScimUser`).
        """
        return cast(
            "ScimResource",
            await self._call(
                "GET",
                f"/v1/platform/scim/v2/Users/{path_param(scim_id)}",
                params={"attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    async def replace_scim_user(self, scim_id: str, body: ScimResourceInput) -> ScimResource:
        """Replace a User.

        The body replaces every attribute (`id` and `meta` are ignored). `If-Match` with the current `meta.version` (or `*`) is checked when sent: another version answers 412 `PRECONDITION_FAILED`. Audited as `directory.user.updated`.

        Returns the raw JSON body: this route has no envelope. `PUT /v1/platform/scim/v2/Users/{scimId}` (operationId `replaceScimUser`).
        """
        return cast(
            "ScimResource",
            await self._call(
                "PUT",
                f"/v1/platform/scim/v2/Users/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    async def patch_scim_user(self, scim_id: str, body: ScimPatchRequest) -> ScimResource:
        """Change a User (PatchOp).

        RFC 7644 §3.5.2: `add`, `remove` and `replace` (any case), with or without `path`, including URN-prefixed and value-filter paths (`emails[type eq "work"].value`; one with no match adds the element it describes), and `remove` with a `value` naming the list members to drop (Entra ID). All operations apply or none. `If-Match` as for PUT. Answers 200 with the User. Audited as `directory.user.updated`.

        Returns the raw JSON body: this route has no envelope. `PATCH /v1/platform/scim/v2/Users/{scimId}` (operationId `patchScimUser`).
        """
        return cast(
            "ScimResource",
            await self._call(
                "PATCH",
                f"/v1/platform/scim/v2/Users/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    async def delete_scim_user(self, scim_id: str) -> None:
        """Delete a User.

        The User leaves every group of the directory. `If-Match` as for PUT. Answers 204. Audited as `directory.user.deleted`.

        `DELETE /v1/platform/scim/v2/Users/{scimId}` (operationId `deleteScimUser`).
        """
        await self._call("DELETE", f"/v1/platform/scim/v2/Users/{path_param(scim_id)}")

    async def list_scim_groups(
        self,
        *,
        filter: str | None = None,
        start_index: int | None = None,
        count: int | None = None,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimListResponse:
        """The directory's Groups, filtered and paged.

        `filter` (RFC 7644 §3.4.2.2: `eq ne co sw ew pr gt ge lt le`, `and or not`, grouping, value filters such as `emails[type eq "work"]`), `startIndex` (1-based) and `count` (at most 1,000, the default), `attributes` and `excludedAttributes`. A filter that does not parse answers 400 with `scimType: invalidFilter`.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Groups` (operationId `listScimGroups`).
        """
        return cast(
            "ScimListResponse",
            await self._call(
                "GET",
                "/v1/platform/scim/v2/Groups",
                params={"filter": filter, "startIndex": start_index, "count": count, "attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    async def create_scim_group(self, body: ScimResourceInput) -> ScimResource:
        """Create a Group.

        The body is a SCIM Group; attribute names are matched without case and stored in the schema's spelling; attributes no schema of ours defines are ignored. `displayName` is required. `members` are kept as sent; those naming Users of this directory are its members. Answers 201 with `Location` and `ETag`. Audited as `directory.group.created`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Groups` (operationId `createScimGroup`).
        """
        return cast(
            "ScimResource",
            await self._call("POST", "/v1/platform/scim/v2/Groups", json=body, raw=True),
        )

    async def search_scim_groups(self, body: ScimSearchRequest) -> ScimListResponse:
        """Search the directory's Groups (POST with a SearchRequest).

        The query parameters of the list, in a body: `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`.

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/Groups/.search` (operationId `searchScimGroups`).
        """
        return cast(
            "ScimListResponse",
            await self._call("POST", "/v1/platform/scim/v2/Groups/.search", json=body, raw=True),
        )

    async def get_scim_group(
        self,
        scim_id: str,
        *,
        attributes: str | None = None,
        excluded_attributes: str | None = None,
    ) -> ScimResource:
        """One Group.

        An id of another directory, or none, answers 404.

        Returns the raw JSON body: this route has no envelope. `GET /v1/platform/scim/v2/Groups/{scimId}` (operationId `getScimGroup`).
        """
        return cast(
            "ScimResource",
            await self._call(
                "GET",
                f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}",
                params={"attributes": attributes, "excludedAttributes": excluded_attributes},
                raw=True,
            ),
        )

    async def replace_scim_group(self, scim_id: str, body: ScimResourceInput) -> ScimResource:
        """Replace a Group.

        The body replaces every attribute (`id` and `meta` are ignored). `If-Match` with the current `meta.version` (or `*`) is checked when sent: another version answers 412 `PRECONDITION_FAILED`. Audited as `directory.group.updated`.

        Returns the raw JSON body: this route has no envelope. `PUT /v1/platform/scim/v2/Groups/{scimId}` (operationId `replaceScimGroup`).
        """
        return cast(
            "ScimResource",
            await self._call(
                "PUT",
                f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    async def patch_scim_group(self, scim_id: str, body: ScimPatchRequest) -> ScimResource:
        """Change a Group (PatchOp).

        RFC 7644 §3.5.2: `add`, `remove` and `replace` (any case), with or without `path`, including URN-prefixed and value-filter paths (`emails[type eq "work"].value`; one with no match adds the element it describes), and `remove` with a `value` naming the list members to drop (Entra ID). All operations apply or none. `If-Match` as for PUT. Answers 200 with the Group. Audited as `directory.group.updated`.

        Returns the raw JSON body: this route has no envelope. `PATCH /v1/platform/scim/v2/Groups/{scimId}` (operationId `patchScimGroup`).
        """
        return cast(
            "ScimResource",
            await self._call(
                "PATCH",
                f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}",
                json=body,
                raw=True,
            ),
        )

    async def delete_scim_group(self, scim_id: str) -> None:
        """Delete a Group.

        `If-Match` as for PUT. Answers 204. Audited as `directory.group.deleted`.

        `DELETE /v1/platform/scim/v2/Groups/{scimId}` (operationId `deleteScimGroup`).
        """
        await self._call("DELETE", f"/v1/platform/scim/v2/Groups/{path_param(scim_id)}")

    async def search_scim(self, body: ScimSearchRequest) -> ScimListResponse:
        """Search Users and Groups together (POST with a SearchRequest).

        As `searchScimUsers`, over both resource types (Users first).

        Returns the raw JSON body: this route has no envelope. `POST /v1/platform/scim/v2/.search` (operationId `searchScim`).
        """
        return cast(
            "ScimListResponse",
            await self._call("POST", "/v1/platform/scim/v2/.search", json=body, raw=True),
        )

    async def list_users(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        email: str | None = None,
        email_verified: bool | None = None,
        disabled: bool | None = None,
        created_after: str | None = None,
        created_before: str | None = None,
        metadata_key: str | None = None,
        metadata_value: str | None = None,
    ) -> PlatformUserPage:
        """Users, newest first, filtered.

        Cursor-paged (`limit`, `cursor`). Filters combine: `email` is a prefix of the address
        (case-insensitive), `emailVerified` and `disabled` match the state, `createdAfter` and
        `createdBefore` bound the creation time (inclusive, exclusive), and `metadataKey` with
        `metadataValue` match one key of `metadata` (one without the other is 400).

        `GET /v1/platform/users` (operationId `listUsers`).
        """
        return cast(
            "PlatformUserPage",
            await self._call(
                "GET",
                "/v1/platform/users",
                params={"limit": limit, "cursor": cursor, "email": email, "emailVerified": email_verified, "disabled": disabled, "createdAfter": created_after, "createdBefore": created_before, "metadataKey": metadata_key, "metadataValue": metadata_value},
            ),
        )

    async def get_user(self, user_id: str) -> PlatformUser:
        """One user, as the platform sees them.

        `GET /v1/platform/users/{userId}` (operationId `getUser`).
        """
        return cast(
            "PlatformUser",
            await self._call("GET", f"/v1/platform/users/{path_param(user_id)}"),
        )

    async def update_user(self, user_id: str, body: UpdateUserRequest) -> PlatformUser:
        """Set a user's metadata and public metadata.

        `metadata` (seen only by platform operators) and `publicMetadata` (also shown to the
        user, in `exportMe`) each replace the stored object whole; a field left out stays as it
        is. Each is a JSON object stored as given and at most 8 KiB serialised (else 400
        `VALIDATION_FAILED`): keep secrets out of it, it is returned to everyone who can read
        the user. Audited on the platform log and sent to the user's tenants as `user.updated`
        (fields: the ones that changed).

        `PATCH /v1/platform/users/{userId}` (operationId `updateUser`).
        """
        return cast(
            "PlatformUser",
            await self._call("PATCH", f"/v1/platform/users/{path_param(user_id)}", json=body),
        )

    async def delete_user(self, user_id: str) -> Deleted:
        """Delete a user, as deleteMe does.

        The rules of `deleteMe` without its password: 409 `LAST_OWNER` while the user is the
        last owner of a tenant; otherwise the user, sessions, credentials and memberships go in
        one transaction, every token of theirs answers 401 at once on every instance, and the
        audit log keeps only the user's id. Audited on the platform log as `user.deleted`, the
        service account (or the bootstrap token) as the actor; webhook `user.deleted` to the
        user's tenants.

        `DELETE /v1/platform/users/{userId}` (operationId `deleteUser`).
        """
        return cast(
            "Deleted",
            await self._call("DELETE", f"/v1/platform/users/{path_param(user_id)}"),
        )

    async def disable_user(self, user_id: str) -> PlatformUser:
        """Disable a user: their sessions end and every credential of theirs is refused.

        At once and on every instance: every session ends (access and refresh tokens answer
        401), and until `enableUser` a correct password answers 403 `ACCOUNT_DISABLED` (a
        wrong one still answers 401, so the answer tells nothing to whoever does not know it).
        Disabling a disabled user changes nothing. Audited on the platform log as
        `user.disabled`; webhook `user.disabled` to the user's tenants.

        `POST /v1/platform/users/{userId}/disable` (operationId `disableUser`).
        """
        return cast(
            "PlatformUser",
            await self._call("POST", f"/v1/platform/users/{path_param(user_id)}/disable"),
        )

    async def enable_user(self, user_id: str) -> PlatformUser:
        """Let a disabled user sign in again.

        The sessions that disabling ended stay ended. Enabling an enabled user changes nothing.
        Audited on the platform log as `user.enabled`.

        `POST /v1/platform/users/{userId}/enable` (operationId `enableUser`).
        """
        return cast(
            "PlatformUser",
            await self._call("POST", f"/v1/platform/users/{path_param(user_id)}/enable"),
        )

    async def revoke_user_sessions(self, user_id: str) -> LogoutAllResult:
        """End every session of a user.

        Every access and refresh token of the user answers 401 at once, on every instance; the
        user may sign in again. Audited on the platform log as `session.revoked_all` (metadata:
        `reason: revoked_by_operator` and the count).

        `POST /v1/platform/users/{userId}/revoke-sessions` (operationId `revokeUserSessions`).
        """
        return cast(
            "LogoutAllResult",
            await self._call("POST", f"/v1/platform/users/{path_param(user_id)}/revoke-sessions"),
        )

    async def list_jobs(
        self,
        *,
        limit: int | str | None = None,
        cursor: str | None = None,
        status: JobStatus | None = None,
        type: JobType | None = None,
    ) -> JobPage:
        """Background jobs, newest first.

        Webhook deliveries and operator jobs alike. Cursor-paged; filter by `status` and `type`. Needs a service account: the bootstrap token gets 403 `SERVICE_ACCOUNT_REQUIRED`.

        `GET /v1/platform/jobs` (operationId `listJobs`).
        """
        return cast(
            "JobPage",
            await self._call(
                "GET",
                "/v1/platform/jobs",
                params={"limit": limit, "cursor": cursor, "status": status, "type": type},
            ),
        )

    async def create_job(self, body: CreateJobRequest) -> Job:
        """Queue an operator job.

        `api_keys.expire_sweep` records every key expiry not yet on the record (an `api_key.expired` audit event and webhook per key); the server also runs it itself every JOB_MAINTENANCE_INTERVAL_MS, so creating it only hurries the record. `webhooks.redeliver` queues again every failed delivery of a tenant, optionally of one endpoint and since a time, up to 1,000 per job. `runAt` defers the job. Needs a service account.

        `POST /v1/platform/jobs` (operationId `createJob`).
        """
        return cast("Job", await self._call("POST", "/v1/platform/jobs", json=body))

    async def get_job(self, job_id: str) -> Job:
        """One job, with its attempts, last error and result.

        `GET /v1/platform/jobs/{jobId}` (operationId `getJob`).
        """
        return cast("Job", await self._call("GET", f"/v1/platform/jobs/{path_param(job_id)}"))

    async def cancel_job(self, job_id: str) -> Job:
        """Cancel a queued job.

        Only a job that is queued (not started yet, or waiting for its next attempt) can be cancelled; any other answers 409 `CONFLICT`. Cancelling a delivery job cancels that delivery.

        `POST /v1/platform/jobs/{jobId}/cancel` (operationId `cancelJob`).
        """
        return cast(
            "Job",
            await self._call("POST", f"/v1/platform/jobs/{path_param(job_id)}/cancel"),
        )

    async def export_audit_events(
        self,
        *,
        tenant_id: str,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        checkpoint: Literal["latest"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> str:
        """Stream a tenant's audit events as NDJSON or CSV (no envelope).

        Streams every matching event in log order (`seq`), straight from the database in
        batches, never holding the whole result in memory. `format` takes `ndjson`, `csv`,
        `application/x-ndjson` or `text/csv`; without it the `Accept` header decides; the
        default is NDJSON. CSV has a header row, RFC 4180 quoting, and cells that a
        spreadsheet would run as a formula (starting with `=`, `+`, `-` or `@`) are
        prefixed with `'`. Failures before the stream starts are ordinary JSON envelopes.

        Each event carries its `seq` and `leafHash`. An NDJSON export without filters is the
        whole log, which `gatekeep audit verify` and the SDKs' `verifyAuditExport` check;
        `checkpoint=latest` ends it with one more line, `{"checkpoint": AuditCheckpoint}`, the
        latest checkpoint signed when the export began (none while there is none).

        Returns the raw body as text; `export_audit_events_lines` streams it instead. `GET /v1/audit/export` (operationId `exportAuditEvents`).
        """
        return await self._call_text(
            "GET",
            "/v1/audit/export",
            params={"tenantId": tenant_id, "format": format, "checkpoint": checkpoint, "action": action, "since": since, "until": until},
        )

    def export_audit_events_lines(
        self,
        *,
        tenant_id: str,
        format: Literal["ndjson", "csv", "application/x-ndjson", "text/csv"] | None = None,
        checkpoint: Literal["latest"] | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> AsyncIterator[str]:
        """Stream a tenant's audit events as NDJSON or CSV (no envelope).

        Streams every matching event in log order (`seq`), straight from the database in
        batches, never holding the whole result in memory. `format` takes `ndjson`, `csv`,
        `application/x-ndjson` or `text/csv`; without it the `Accept` header decides; the
        default is NDJSON. CSV has a header row, RFC 4180 quoting, and cells that a
        spreadsheet would run as a formula (starting with `=`, `+`, `-` or `@`) are
        prefixed with `'`. Failures before the stream starts are ordinary JSON envelopes.

        Each event carries its `seq` and `leafHash`. An NDJSON export without filters is the
        whole log, which `gatekeep audit verify` and the SDKs' `verifyAuditExport` check;
        `checkpoint=latest` ends it with one more line, `{"checkpoint": AuditCheckpoint}`, the
        latest checkpoint signed when the export began (none while there is none).

        The body of `export_audit_events` line by line, read as it arrives. `GET /v1/audit/export` (operationId `exportAuditEvents`).
        """
        return self._stream_lines(
            "GET",
            "/v1/audit/export",
            params={"tenantId": tenant_id, "format": format, "checkpoint": checkpoint, "action": action, "since": since, "until": until},
        )
