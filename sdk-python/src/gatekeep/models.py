# generated from openapi.yaml by `npm run gen`, do not edit
"""Types of Gatekeep API: a TypedDict or type alias per schema in openapi.yaml."""

from typing import Any, final, Literal, NotRequired, TypeAlias, TypedDict

__all__ = [
    "ErrorCode",
    "SuccessEnvelope",
    "Failure",
    "Deleted",
    "Slug",
    "Metadata",
    "Tenant",
    "RoleName",
    "TenantWithRole",
    "PlatformTenantPage",
    "TenantPage",
    "TenantName",
    "CreateTenantRequest",
    "UpdateTenantRequest",
    "Email",
    "CreatePlatformTenantRequest",
    "Member",
    "Invitation",
    "PlatformTenantCreated",
    "PersonName",
    "Permission",
    "DomainVerification",
    "Domain",
    "ScimError",
    "ScimDocument",
    "ScimResource",
    "ScimListResponse",
    "ScimResourceInput",
    "ScimPatchRequestOperationsItem",
    "ScimPatchRequest",
    "ScimSearchRequest",
    "DirectoryGroupRole",
    "Directory",
    "DirectoryPage",
    "DirectoryCreated",
    "CreateDirectoryRequest",
    "UpdateDirectoryRequest",
    "DomainPage",
    "CreateDomainRequest",
    "InvitationPage",
    "CreateInvitationRequest",
    "AcceptInvitationRequest",
    "MemberPage",
    "AddMemberRequest",
    "UpdateMemberRequest",
    "Role",
    "RolePage",
    "CreateRoleRequest",
    "UpdateRoleRequest",
    "PlanLimits",
    "Plan",
    "PlanPage",
    "HttpsUrl",
    "OidcSettings",
    "SamlSettings",
    "AllowedRedirectUris",
    "ProviderConfig",
    "ProviderConfigPage",
    "SsoDefaultRole",
    "OidcScopes",
    "OidcSettingsInput",
    "NewOidcSettings",
    "SamlSettingsInput",
    "NewSamlSettings",
    "CreateOidcProviderConfigRequest",
    "CreateSamlProviderConfigRequest",
    "CreateProviderConfigRequest",
    "UpdateOidcProviderConfigRequest",
    "UpdateSamlProviderConfigRequest",
    "UpdateProviderConfigRequest",
    "WebhookEventType",
    "WebhookEndpoint",
    "WebhookEndpointPage",
    "WebhookEndpointWithSecret",
    "CreateWebhookEndpointRequest",
    "UpdateWebhookEndpointRequest",
    "AuditEventActor",
    "AuditEventTargetOption1",
    "AuditEventPersonalData",
    "AuditEvent",
    "AuditCheckpoint",
    "AuditCheckpointPage",
    "AuditCheckpointKeysKeysItem",
    "AuditCheckpointKeys",
    "AuditInclusionProof",
    "AuditConsistencyProof",
    "AuditEventPage",
    "ApiKey",
    "ApiKeyPage",
    "ApiKeyCreated",
    "CreateApiKeyRequest",
    "ApiKeySecret",
    "ValidateApiKeyRequest",
    "MintApiKeyTokenRequest",
    "MintedToken",
    "PlatformPermission",
    "ServiceAccount",
    "PreviousEmail",
    "PlatformUser",
    "UpdateUserRequest",
    "PlatformUserPage",
    "ServiceAccountPage",
    "ServiceAccountCreated",
    "CreateServiceAccountRequest",
    "UpdateServiceAccountRequest",
    "PlanLimitsInput",
    "CreatePlanRequest",
    "UpdatePlanRequest",
    "AssignTenantPlanRequest",
    "Health",
    "Jwk",
    "OpenIdConfiguration",
    "Jwks",
    "Password",
    "SignupRequest",
    "LoginRequest",
    "CreatePortalSessionRequest",
    "RefreshPortalSessionRequest",
    "PortalAccessToken",
    "RefreshTokenRequest",
    "LogoutRequest",
    "VerifyEmailRequest",
    "VerificationEmailSent",
    "PasswordResetRequest",
    "PasswordResetRequested",
    "ConfirmPasswordResetRequest",
    "User",
    "Tokens",
    "PasswordResetDone",
    "VerifyMfaCodeRequest",
    "WebauthnCredentialJsonResponse",
    "WebauthnCredentialJson",
    "VerifyMfaWebauthnRequest",
    "VerifyMfaChallengeRequest",
    "StartMfaWebauthnRequest",
    "TotpCodeRequest",
    "Session",
    "Passkey",
    "LinkedIdentity",
    "MeExport",
    "UpdateMeRequest",
    "DiscoverSsoRequest",
    "SsoDiscoveryItemsItem",
    "SsoDiscovery",
    "OidcGrantType",
    "OidcRedirectUris",
    "OidcClient",
    "Connection",
    "ConnectionPage",
    "ConnectionName",
    "ConnectionScopes",
    "CreateOidcConnectionRequest",
    "CreateGithubConnectionRequest",
    "CreateConnectionRequest",
    "UpdateConnectionRequest",
    "PasskeyPage",
    "PasskeyCreationOptions",
    "PasskeyRequestOptions",
    "PasskeyName",
    "StartPasskeyRegistrationRequest",
    "RegisterPasskeyRequest",
    "UpdatePasskeyRequest",
    "DeletePasskeyRequest",
    "StartPasskeyLoginRequest",
    "FinishPasskeyLoginRequest",
    "OidcClientPage",
    "OidcClientWithSecret",
    "CreateOidcClientRequest",
    "UpdateOidcClientRequest",
    "OAuthError",
    "OAuthForm",
    "VerifyEmailForm",
    "ResetPasswordForm",
    "AcceptInvitationForm",
    "SignUpForm",
    "SignInForm",
    "ConsentForm",
    "SamlResponseForm",
    "StartSsoByConfigRequest",
    "StartSsoByEmailRequest",
    "StartSsoRequest",
    "SsoAuthorization",
    "ExchangeSsoCodeRequest",
    "SsoProfile",
    "SsoTokens",
    "RefreshedTokens",
    "MfaChallenge",
    "LogoutResult",
    "EnrollTotpRequest",
    "ChangePasswordRequest",
    "DeleteMeRequest",
    "ChangeEmailRequest",
    "EmailChangeRequested",
    "IssueTenantTokenRequest",
    "TenantAccessToken",
    "PasswordChanged",
    "LogoutAllResult",
    "SessionPage",
    "TotpEnrollment",
    "RecoveryCodes",
    "MfaStatus",
    "JobStatus",
    "JobType",
    "Job",
    "JobPage",
    "CreateExpireSweepJob",
    "CreateRedeliverJobPayload",
    "CreateRedeliverJob",
    "CreateJobRequest",
    "WebhookDeliveryStatus",
    "WebhookDelivery",
    "WebhookTestDelivery",
    "WebhookDeliveryPage",
    "RemovedMember",
    "TenantUpdatedEvent",
    "WebhookTestEventData",
    "WebhookTestEvent",
    "MemberAddedEvent",
    "MemberRemovedEvent",
    "MemberRoleChangedEvent",
    "RoleCreatedEvent",
    "RoleUpdatedEvent",
    "RoleDeletedEvent",
    "ProviderConfigCreatedEvent",
    "ProviderConfigUpdatedEvent",
    "ProviderConfigDeletedEvent",
    "WebhookEndpointCreatedEvent",
    "WebhookEndpointUpdatedEvent",
    "WebhookEndpointDeletedEvent",
    "WebhookEndpointDisabledEvent",
    "ApiKeyCreatedEvent",
    "ApiKeyRevokedEvent",
    "ApiKeyExpiredEvent",
    "MemberInvitedEvent",
    "MemberInvitationAcceptedEvent",
    "MemberInvitationRevokedEvent",
    "AccountChange",
    "UserEmailVerifiedEvent",
    "UserPasswordChangedEvent",
    "UserUpdatedEvent",
    "UserPasswordResetEvent",
    "UserDeletedEvent",
    "UserDisabledEvent",
    "DirectoryUserChange",
    "DirectoryGroupChange",
    "DirectoryUserCreatedEvent",
    "DirectoryUserUpdatedEvent",
    "DirectoryUserDeactivatedEvent",
    "DirectoryUserDeletedEvent",
    "DirectoryGroupCreatedEvent",
    "DirectoryGroupUpdatedEvent",
    "DirectoryGroupDeletedEvent",
    "AuditCheckpointEvent",
    "PasskeyChange",
    "PasskeyRegisteredEvent",
    "PasskeyDeletedEvent",
    "DomainCreatedEvent",
    "DomainVerifiedEvent",
    "DomainDeletedEvent",
    "OidcClientCreatedEvent",
    "OidcClientUpdatedEvent",
    "OidcClientSecretRotatedEvent",
    "OidcClientDeletedEvent",
    "SsoSignIn",
    "SsoSignInFailure",
    "SsoLoginEvent",
    "SsoLoginFailedEvent",
    "SsoUserProvisionedEvent",
    "SsoAccountLinkedEvent",
]


# Machine-readable failure code; the catalogue is closed.
ErrorCode: TypeAlias = Literal[
    "VALIDATION_FAILED",
    "WEAK_PASSWORD",
    "INVALID_CREDENTIAL",
    "TOKEN_EXPIRED",
    "UNAUTHENTICATED",
    "INVALID_MFA_CODE",
    "NOT_A_MEMBER",
    "INSUFFICIENT_ROLE",
    "OWNER_REQUIRED",
    "PERMISSION_DENIED",
    "SERVICE_ACCOUNT_REQUIRED",
    "PERMISSION_NOT_DELEGABLE",
    "PLAN_LIMIT_REACHED",
    "EMAIL_NOT_VERIFIED",
    "ACCOUNT_DISABLED",
    "INVITATION_EMAIL_MISMATCH",
    "SIGNUP_CLOSED",
    "SSO_REQUIRED",
    "SSO_EMAIL_OUTSIDE_DOMAINS",
    "SSO_NOT_PROVISIONED",
    "NOT_FOUND",
    "EMAIL_TAKEN",
    "SLUG_TAKEN",
    "LAST_OWNER",
    "DOMAIN_TAKEN",
    "SSO_ACCOUNT_CONFLICT",
    "CONFLICT",
    "METHOD_NOT_ALLOWED",
    "PRECONDITION_FAILED",
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
class Deleted(TypedDict):
    id: str
    deleted: Literal[True]


# Lower-case letters, digits and inner hyphens; unique across tenants.
Slug: TypeAlias = str


# A JSON object stored as given, at most 8 KiB serialised. Keep secrets out of it. Its keys and strings cannot hold the NUL character (U+0000) or an unpaired surrogate, which the store refuses: 400 `VALIDATION_FAILED`.
Metadata: TypeAlias = dict[str, Any]


@final
class Tenant(TypedDict):
    """A tenant; `metadata` is what its managers (or the platform) stored, shown to every member."""

    id: str
    name: str
    slug: Slug
    planId: str
    metadata: Metadata
    createdAt: str
    updatedAt: str


# `owner`, `admin`, `member`, or the name of one of the tenant's custom roles.
RoleName: TypeAlias = str


@final
class TenantWithRole(TypedDict):
    id: str
    name: str
    slug: Slug
    planId: str
    metadata: Metadata
    createdAt: str
    updatedAt: str
    role: RoleName


@final
class PlatformTenantPage(TypedDict):
    items: list[Tenant]
    nextCursor: str | None


@final
class TenantPage(TypedDict):
    items: list[TenantWithRole]
    nextCursor: str | None


# A name people read; control characters, U+2028/U+2029 and bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) answer 400 `VALIDATION_FAILED`.
TenantName: TypeAlias = str


@final
class CreateTenantRequest(TypedDict):
    name: TenantName
    slug: NotRequired[Slug]


@final
class UpdateTenantRequest(TypedDict):
    name: NotRequired[TenantName]
    slug: NotRequired[Slug]
    metadata: NotRequired[Metadata]


Email: TypeAlias = str


@final
class CreatePlatformTenantRequest(TypedDict):
    name: TenantName
    slug: NotRequired[Slug]
    ownerEmail: Email
    metadata: NotRequired[Metadata]


@final
class Member(TypedDict):
    userId: str
    tenantId: str
    email: str
    name: str | None
    role: RoleName
    joinedAt: str


@final
class Invitation(TypedDict):
    """An address invited to a tenant. Its token was in the mail only."""

    id: str
    tenantId: str
    email: str
    role: RoleName
    # Only a pending invitation can be accepted or revoked.
    status: Literal["pending", "accepted", "revoked", "expired"]
    # The inviting user's id: null when the platform invited, or once that user is deleted.
    invitedBy: str | None
    createdAt: str
    expiresAt: str
    acceptedAt: str | None
    revokedAt: str | None


@final
class PlatformTenantCreated(TypedDict):
    """Exactly one of `owner` (the address was a verified account's) and `invitation` (it was not) is set."""

    tenant: Tenant
    owner: Member | None
    invitation: Invitation | None


# A person's display name; control characters, U+2028/U+2029 and bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) answer 400 `VALIDATION_FAILED`.
PersonName: TypeAlias = str


Permission: TypeAlias = str


@final
class DomainVerification(TypedDict):
    """The TXT record that proves the tenant controls the domain."""

    type: Literal["TXT"]
    name: str
    value: str


@final
class Domain(TypedDict):
    id: str
    tenantId: str
    domain: str
    status: Literal["pending", "verified"]
    # The TXT record that proves the tenant controls the domain.
    verification: DomainVerification
    verifiedAt: str | None
    createdAt: str


@final
class ScimError(TypedDict):
    """A SCIM error (RFC 7644 §3.12), the SCIM service's answer to every refusal."""

    schemas: list[Literal["urn:ietf:params:scim:api:messages:2.0:Error"]]
    # The HTTP status, as a string.
    status: str
    scimType: NotRequired[Literal["invalidFilter", "tooMany", "uniqueness", "mutability", "invalidSyntax", "invalidPath", "noTarget", "invalidValue", "invalidVers", "sensitive"]]
    detail: str


class ScimDocument(TypedDict):
    """A discovery document (ServiceProviderConfig, ResourceType or Schema), as RFC 7643 §5–7 define them."""

    schemas: list[str]


class ScimResource(TypedDict):
    """A User or Group as stored: `schemas`, `id`, `externalId`, the schema's attributes as sent, and `meta` (`resourceType`, `created`, `lastModified`, `location`, `version`)."""

    schemas: list[str]
    id: str


@final
class ScimListResponse(TypedDict):
    schemas: list[Literal["urn:ietf:params:scim:api:messages:2.0:ListResponse"]]
    totalResults: int
    startIndex: int
    itemsPerPage: int
    Resources: list[ScimDocument]


# A SCIM User or Group; names are matched without case (RFC 7643 §2.1), so the service reads it itself.
ScimResourceInput: TypeAlias = dict[str, Any]


class ScimPatchRequestOperationsItem(TypedDict):
    # add, remove or replace, in any case.
    op: str
    path: NotRequired[str]


class ScimPatchRequest(TypedDict):
    """A PatchOp (RFC 7644 §3.5.2). Member names are matched without case."""

    schemas: list[str]
    Operations: list[ScimPatchRequestOperationsItem]


class ScimSearchRequest(TypedDict):
    """A SearchRequest (RFC 7644 §3.4.3): `filter`, `startIndex`, `count`, `attributes`, `excludedAttributes`."""

    filter: NotRequired[str]
    startIndex: NotRequired[int]
    count: NotRequired[int]
    attributes: NotRequired[list[str]]
    excludedAttributes: NotRequired[list[str]]


@final
class DirectoryGroupRole(TypedDict):
    # A directory group's displayName (compared ignoring case).
    group: str
    role: RoleName


@final
class Directory(TypedDict):
    id: str
    tenantId: str
    name: str
    groupRoles: list[DirectoryGroupRole]
    # The SCIM service to give the identity provider: `ISSUER/v1/platform/scim/v2`.
    scimBaseUrl: str
    createdAt: str
    updatedAt: str


@final
class DirectoryPage(TypedDict):
    items: list[Directory]
    nextCursor: str | None


@final
class DirectoryCreated(TypedDict):
    directory: Directory
    # The SCIM bearer token (`gkp_…`), shown only here: it is stored hashed.
    token: str


@final
class CreateDirectoryRequest(TypedDict):
    name: TenantName
    groupRoles: NotRequired[list[DirectoryGroupRole]]


@final
class UpdateDirectoryRequest(TypedDict):
    name: NotRequired[TenantName]
    groupRoles: NotRequired[list[DirectoryGroupRole]]


@final
class DomainPage(TypedDict):
    items: list[Domain]
    nextCursor: str | None


@final
class CreateDomainRequest(TypedDict):
    # A host name of at least two labels, such as `acme.com`; case is ignored, a trailing dot allowed.
    domain: str


@final
class InvitationPage(TypedDict):
    items: list[Invitation]
    nextCursor: str | None


@final
class CreateInvitationRequest(TypedDict):
    email: Email
    role: RoleName


@final
class AcceptInvitationRequest(TypedDict):
    # The `token` query parameter of the mailed link.
    token: str


@final
class MemberPage(TypedDict):
    items: list[Member]
    nextCursor: str | None


@final
class AddMemberRequest(TypedDict):
    email: Email
    role: RoleName


@final
class UpdateMemberRequest(TypedDict):
    role: RoleName


@final
class Role(TypedDict):
    id: str
    name: RoleName
    description: str | None
    permissions: list[Permission]
    builtIn: bool


@final
class RolePage(TypedDict):
    items: list[Role]
    nextCursor: str | None


@final
class CreateRoleRequest(TypedDict):
    name: RoleName
    description: NotRequired[str]
    permissions: list[Permission]


@final
class UpdateRoleRequest(TypedDict):
    name: NotRequired[RoleName]
    description: NotRequired[str | None]
    permissions: NotRequired[list[Permission]]


@final
class PlanLimits(TypedDict):
    """`null` means unlimited."""

    maxMembers: int | None
    maxApiKeys: int | None
    maxWebhookEndpoints: int | None


@final
class Plan(TypedDict):
    id: str
    key: str
    name: str
    limits: PlanLimits


@final
class PlanPage(TypedDict):
    items: list[Plan]
    nextCursor: str | None


HttpsUrl: TypeAlias = str


@final
class OidcSettings(TypedDict):
    issuer: HttpsUrl
    clientId: str
    # The secret itself is write-only.
    hasClientSecret: bool
    scopes: list[str]
    # What to register at the IdP as this client's redirect URI: `ISSUER/v1/sso/oidc/callback`.
    redirectUri: str


@final
class SamlSettings(TypedDict):
    entityId: str
    ssoUrl: HttpsUrl
    # The IdP's X.509 signing certificate, PEM.
    certificate: str
    # Accept responses the IdP sends unasked (no InResponseTo); they are still replay-checked and sent only to the config's first allowed redirect URI.
    allowIdpInitiated: bool
    # The Assertion Consumer Service URL to register at the IdP: `ISSUER/v1/sso/saml/acs`.
    acsUrl: str
    # Gatekeep's entity ID (the audience) for this config: its metadata URL.
    spEntityId: str
    # Gatekeep's SP metadata for this config (getSamlMetadata).
    metadataUrl: str


# Where startSso may send the user back, compared as exact strings: https, or http to a loopback host (localhost, 127.0.0.1, [::1]); no fragment. Empty: nobody can sign in through the config yet.
AllowedRedirectUris: TypeAlias = list[str]


@final
class ProviderConfig(TypedDict):
    id: str
    tenantId: str
    type: Literal["oidc", "saml"]
    name: str
    enabled: bool
    allowedRedirectUris: AllowedRedirectUris
    # The role a member provisioned by this config gets.
    defaultRole: str
    # First sign-in creates the user and the membership; off, only existing members sign in.
    jitProvisioning: bool
    # The tenant's verified domains sign in only through SSO: password login, reset and sign-up answer 403 `SSO_REQUIRED`.
    enforced: bool
    # Skip Gatekeep's own second factor after this IdP's sign-in.
    trustIdpMfa: bool
    # Set when `type` is `oidc`.
    oidc: OidcSettings | None
    # Set when `type` is `saml`.
    saml: SamlSettings | None
    createdAt: str
    updatedAt: str


@final
class ProviderConfigPage(TypedDict):
    items: list[ProviderConfig]
    nextCursor: str | None


# The role given to a member this config provisions: `admin`, `member` or a custom role of the tenant (never `owner`). Default `member`.
SsoDefaultRole: TypeAlias = RoleName


# Scopes to request; `[openid, email, profile]` when never given.
OidcScopes: TypeAlias = list[str]


@final
class OidcSettingsInput(TypedDict):
    """A change to an OIDC config's settings; what is left out stays as it was."""

    issuer: NotRequired[HttpsUrl]
    clientId: NotRequired[str]
    clientSecret: NotRequired[str]
    scopes: NotRequired[OidcScopes]


@final
class NewOidcSettings(TypedDict):
    """A new OIDC config's settings."""

    issuer: HttpsUrl
    clientId: str
    clientSecret: NotRequired[str]
    scopes: NotRequired[OidcScopes]


@final
class SamlSettingsInput(TypedDict):
    """A change to a SAML config's settings; what is left out stays as it was."""

    entityId: NotRequired[str]
    ssoUrl: NotRequired[HttpsUrl]
    certificate: NotRequired[str]
    allowIdpInitiated: NotRequired[bool]


@final
class NewSamlSettings(TypedDict):
    """A new SAML config's settings."""

    entityId: str
    ssoUrl: HttpsUrl
    # The IdP's X.509 signing certificate, PEM.
    certificate: str
    # Accept responses the IdP sends unasked; off by default (IdP-initiated sign-in has no request to bind the answer to).
    allowIdpInitiated: NotRequired[bool]


@final
class CreateOidcProviderConfigRequest(TypedDict):
    type: Literal["oidc"]
    name: str
    enabled: NotRequired[bool]
    allowedRedirectUris: NotRequired[AllowedRedirectUris]
    defaultRole: NotRequired[SsoDefaultRole]
    jitProvisioning: NotRequired[bool]
    enforced: NotRequired[bool]
    trustIdpMfa: NotRequired[bool]
    oidc: NewOidcSettings


@final
class CreateSamlProviderConfigRequest(TypedDict):
    type: Literal["saml"]
    name: str
    enabled: NotRequired[bool]
    allowedRedirectUris: NotRequired[AllowedRedirectUris]
    defaultRole: NotRequired[SsoDefaultRole]
    jitProvisioning: NotRequired[bool]
    enforced: NotRequired[bool]
    trustIdpMfa: NotRequired[bool]
    saml: NewSamlSettings


# An OIDC config (`type: oidc` with an `oidc` block) or a SAML config (`type: saml` with a `saml` block); `type` decides which.
CreateProviderConfigRequest: TypeAlias = CreateOidcProviderConfigRequest | CreateSamlProviderConfigRequest


@final
class UpdateOidcProviderConfigRequest(TypedDict):
    name: NotRequired[str]
    enabled: NotRequired[bool]
    allowedRedirectUris: NotRequired[AllowedRedirectUris]
    defaultRole: NotRequired[SsoDefaultRole]
    jitProvisioning: NotRequired[bool]
    enforced: NotRequired[bool]
    trustIdpMfa: NotRequired[bool]
    oidc: NotRequired[OidcSettingsInput]


@final
class UpdateSamlProviderConfigRequest(TypedDict):
    name: NotRequired[str]
    enabled: NotRequired[bool]
    allowedRedirectUris: NotRequired[AllowedRedirectUris]
    defaultRole: NotRequired[SsoDefaultRole]
    jitProvisioning: NotRequired[bool]
    enforced: NotRequired[bool]
    trustIdpMfa: NotRequired[bool]
    saml: NotRequired[SamlSettingsInput]


# At most one settings block, of the config's own type: `oidc` on an OIDC config, `saml` on a SAML one.
UpdateProviderConfigRequest: TypeAlias = UpdateOidcProviderConfigRequest | UpdateSamlProviderConfigRequest


# An event a webhook endpoint can subscribe to.
WebhookEventType: TypeAlias = Literal[
    "tenant.updated",
    "member.added",
    "member.removed",
    "member.role_changed",
    "role.created",
    "role.updated",
    "role.deleted",
    "provider_config.created",
    "provider_config.updated",
    "provider_config.deleted",
    "webhook_endpoint.created",
    "webhook_endpoint.updated",
    "webhook_endpoint.deleted",
    "webhook_endpoint.disabled",
    "api_key.created",
    "api_key.revoked",
    "api_key.expired",
    "member.invited",
    "member.invitation_accepted",
    "member.invitation_revoked",
    "user.email_verified",
    "user.password_changed",
    "user.password_reset",
    "user.updated",
    "user.deleted",
    "user.disabled",
    "passkey.registered",
    "passkey.deleted",
    "domain.created",
    "domain.verified",
    "domain.deleted",
    "sso.login",
    "sso.login_failed",
    "sso.user_provisioned",
    "sso.account_linked",
    "oidc_client.created",
    "oidc_client.updated",
    "oidc_client.secret_rotated",
    "oidc_client.deleted",
    "directory.user.created",
    "directory.user.updated",
    "directory.user.deactivated",
    "directory.user.deleted",
    "directory.group.created",
    "directory.group.updated",
    "directory.group.deleted",
    "audit.checkpoint",
]


@final
class WebhookEndpoint(TypedDict):
    id: str
    tenantId: str
    url: str
    description: str | None
    eventTypes: list[WebhookEventType]
    enabled: bool
    createdAt: str
    updatedAt: str


@final
class WebhookEndpointPage(TypedDict):
    items: list[WebhookEndpoint]
    nextCursor: str | None


@final
class WebhookEndpointWithSecret(TypedDict):
    """A created resource with a value shown once: the resource under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once)."""

    webhookEndpoint: WebhookEndpoint
    # The signing secret, `whsec_` + base64 of 32 random bytes; shown only here.
    secret: str


@final
class CreateWebhookEndpointRequest(TypedDict):
    url: str
    eventTypes: list[WebhookEventType]
    description: NotRequired[str]
    enabled: NotRequired[bool]


@final
class UpdateWebhookEndpointRequest(TypedDict):
    url: NotRequired[str]
    eventTypes: NotRequired[list[WebhookEventType]]
    description: NotRequired[str | None]
    enabled: NotRequired[bool]


@final
class AuditEventActor(TypedDict):
    kind: Literal["user", "apiKey", "platform", "platformBootstrap", "anonymous", "system"]
    id: str | None


@final
class AuditEventTargetOption1(TypedDict):
    type: str
    id: str


@final
class AuditEventPersonalData(TypedDict):
    digest: str
    # Null once the user's personal data was erased.
    salt: str | None


@final
class AuditEvent(TypedDict):
    """One event of an append-only log (a tenant's, a user's own outside any tenant, or the platform's), and a leaf of that log's RFC 9162 Merkle tree. `leafHash` is SHA-256(0x00 ‖ RFC 8785 JSON of the event without `ip`, `metadata.email`, `seq`, `leafHash` and `personalData`, with `personalData` set to `personalData.digest`). `personalData.digest` is SHA-256 of the RFC 8785 JSON of `{email, ip, salt}` (email: `metadata.email` or null); deleting a user erases their IP, email and the salt, and the digest still fits the leaf."""

    id: str
    occurredAt: str
    tenantId: str | None
    actor: AuditEventActor
    action: str
    target: AuditEventTargetOption1 | None
    ip: str | None
    requestId: str | None
    metadata: dict[str, Any]
    # The event's place in its log, from 1 without gaps (its leaf is seq - 1).
    seq: int
    # Hex.
    leafHash: str
    personalData: AuditEventPersonalData


@final
class AuditCheckpoint(TypedDict):
    """A signed statement that the log `origin` held `treeSize` events with root `rootHash` (hex, RFC 9162) at `at`. `signature` (base64url) is Ed25519, by the key `keyId` of getAuditCheckpointKeys, over the RFC 8785 JSON of `{origin, treeSize, rootHash, at}`."""

    origin: str
    treeSize: int
    rootHash: str
    at: str
    keyId: str
    signature: str


@final
class AuditCheckpointPage(TypedDict):
    items: list[AuditCheckpoint]
    nextCursor: str | None


@final
class AuditCheckpointKeysKeysItem(TypedDict):
    kid: str
    kty: Literal["OKP"]
    crv: Literal["Ed25519"]
    x: str
    alg: Literal["EdDSA"]
    use: Literal["sig"]
    createdAt: str
    retiredAt: str | None


@final
class AuditCheckpointKeys(TypedDict):
    keys: list[AuditCheckpointKeysKeysItem]


@final
class AuditInclusionProof(TypedDict):
    eventId: str
    seq: int
    leafHash: str
    treeSize: int
    rootHash: str
    # The audit path (hex), from the leaf's side up.
    proof: list[str]
    # The checkpoint signed at `treeSize`, if there is one.
    checkpoint: AuditCheckpoint | None


AuditConsistencyProof = TypedDict(
    "AuditConsistencyProof",
    {
        "from": int,
        "to": int,
        "fromRoot": str,
        "toRoot": str,
        "proof": list[str],
    },
)


@final
class AuditEventPage(TypedDict):
    items: list[AuditEvent]
    nextCursor: str | None


@final
class ApiKey(TypedDict):
    """The public projection of an API key; never the key or its hash."""

    id: str
    tenantId: str
    name: str
    # The key's first 12 characters, to recognise it.
    start: str
    scopes: list[Permission]
    status: Literal["active", "revoked", "expired"]
    createdAt: str
    expiresAt: str | None
    # Updated at most once a minute per key.
    lastUsedAt: str | None
    revokedAt: str | None


@final
class ApiKeyPage(TypedDict):
    items: list[ApiKey]
    nextCursor: str | None


@final
class ApiKeyCreated(TypedDict):
    """A created resource with a value shown once: the resource under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once)."""

    apiKey: ApiKey
    # The API key itself, `gk_live_…`, which `validateApiKey` and `mintApiKeyToken` take as `key`; shown only here.
    secret: str


@final
class CreateApiKeyRequest(TypedDict):
    name: str
    scopes: list[Permission]
    # Must be in the future.
    expiresAt: NotRequired[str]


# The plaintext key, `gk_live_…`.
ApiKeySecret: TypeAlias = str


@final
class ValidateApiKeyRequest(TypedDict):
    key: ApiKeySecret


@final
class MintApiKeyTokenRequest(TypedDict):
    key: ApiKeySecret
    # Becomes the token's `aud`. Never `gatekeep`, the audience of user access tokens: a minted token must not pass where a user's does.
    audience: NotRequired[str]
    # A subset of the key's scopes; all of them when absent.
    scopes: NotRequired[list[Permission]]


@final
class MintedToken(TypedDict):
    """A token answer, named as every token answer is: `accessToken`, `tokenType`, `expiresIn` (docs/tenants-and-keys.md, Shown once)."""

    # An RS256 JWT (`typ: gatekeep-service+jwt`).
    accessToken: str
    tokenType: Literal["Bearer"]
    # Seconds until it expires.
    expiresIn: int


PlatformPermission: TypeAlias = Literal[
    "service_accounts:write",
    "jobs:read",
    "jobs:write",
    "billing:write",
    "users:read",
    "users:write",
    "tenants:read",
    "tenants:write",
    "oidc_clients:write",
    "connections:write",
]


@final
class ServiceAccount(TypedDict):
    id: str
    name: str
    permissions: list[PlatformPermission]
    # The creating service account's id, `bootstrap`, or `system` (the operator's command line, `npm run gatekeep`).
    createdBy: str
    createdAt: str
    disabledAt: str | None


@final
class PreviousEmail(TypedDict):
    """An address the user moved away from, kept on record (and reserved for them) for 30 days."""

    email: str
    changedAt: str
    expiresAt: str


@final
class PlatformUser(TypedDict):
    """A user as platform operators see them."""

    metadata: Metadata
    publicMetadata: Metadata
    id: str
    email: str
    emailVerified: bool
    name: str | None
    mfaEnabled: bool
    createdAt: str
    disabledAt: str | None
    # Addresses the user moved away from, on record for 30 days, newest first.
    previousEmails: list[PreviousEmail]


@final
class UpdateUserRequest(TypedDict):
    metadata: NotRequired[Metadata]
    publicMetadata: NotRequired[Metadata]


@final
class PlatformUserPage(TypedDict):
    items: list[PlatformUser]
    nextCursor: str | None


@final
class ServiceAccountPage(TypedDict):
    items: list[ServiceAccount]
    nextCursor: str | None


@final
class ServiceAccountCreated(TypedDict):
    """A created resource with a value shown once: the resource under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once)."""

    serviceAccount: ServiceAccount
    # The account's key, `gkp_…`, sent as `Authorization: Bearer` on the platform routes; shown only here.
    secret: str


@final
class CreateServiceAccountRequest(TypedDict):
    name: str
    permissions: list[PlatformPermission]


@final
class UpdateServiceAccountRequest(TypedDict):
    name: NotRequired[str]
    permissions: NotRequired[list[PlatformPermission]]


@final
class PlanLimitsInput(TypedDict):
    """`null` means unlimited; an omitted limit is unlimited on create and unchanged on update."""

    maxMembers: NotRequired[int | None]
    maxApiKeys: NotRequired[int | None]
    maxWebhookEndpoints: NotRequired[int | None]


@final
class CreatePlanRequest(TypedDict):
    key: str
    name: str
    limits: NotRequired[PlanLimitsInput]


@final
class UpdatePlanRequest(TypedDict):
    name: NotRequired[str]
    limits: NotRequired[PlanLimitsInput]


@final
class AssignTenantPlanRequest(TypedDict):
    planId: str


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


class OpenIdConfiguration(TypedDict):
    """OpenID Connect Discovery 1.0 metadata; the provider may name more than is listed here."""

    # `ISSUER`: the `iss` of every token, exactly.
    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    userinfo_endpoint: str
    revocation_endpoint: NotRequired[str]
    introspection_endpoint: NotRequired[str]
    end_session_endpoint: NotRequired[str]
    pushed_authorization_request_endpoint: NotRequired[str]
    # `ISSUER` + `/.well-known/jwks.json`: also the keys of Gatekeep's own access tokens.
    jwks_uri: str
    scopes_supported: NotRequired[list[str]]
    claims_supported: NotRequired[list[str]]
    response_types_supported: list[Literal["code"]]
    grant_types_supported: NotRequired[list[str]]
    code_challenge_methods_supported: NotRequired[list[Literal["S256"]]]
    token_endpoint_auth_methods_supported: NotRequired[list[str]]
    subject_types_supported: list[Literal["public"]]
    id_token_signing_alg_values_supported: list[Literal["RS256"]]
    authorization_response_iss_parameter_supported: NotRequired[Literal[True]]


@final
class Jwks(TypedDict):
    keys: list[Jwk]


# 8 to 256 characters, and not a common, repeated or sequential password (400 `WEAK_PASSWORD`).
Password: TypeAlias = str


@final
class SignupRequest(TypedDict):
    # The `token` query parameter of an invitation link mailed to `email` (see `signup`).
    invitationToken: NotRequired[str]
    email: Email
    password: NotRequired[Password]
    name: NotRequired[PersonName]


@final
class LoginRequest(TypedDict):
    email: Email
    password: str


@final
class CreatePortalSessionRequest(TypedDict):
    # The code the provider sent to /portal/callback.
    code: str
    # The PKCE verifier (RFC 7636) whose S256 challenge began the sign-in.
    codeVerifier: str


# Empty; the refresh token is the cookie.
RefreshPortalSessionRequest: TypeAlias = dict[str, Any]


@final
class PortalAccessToken(TypedDict):
    accessToken: str
    tokenType: Literal["Bearer"]
    # Seconds until the access token expires.
    expiresIn: int


@final
class RefreshTokenRequest(TypedDict):
    refreshToken: str


@final
class LogoutRequest(TypedDict):
    refreshToken: str


@final
class VerifyEmailRequest(TypedDict):
    # The `token` query parameter of the mailed link.
    token: str


@final
class VerificationEmailSent(TypedDict):
    sent: Literal[True]
    # The address the link was sent to.
    email: str


@final
class PasswordResetRequest(TypedDict):
    email: Email


@final
class PasswordResetRequested(TypedDict):
    accepted: Literal[True]


@final
class ConfirmPasswordResetRequest(TypedDict):
    # The `token` query parameter of the mailed link.
    token: str
    password: NotRequired[Password]
    # A current TOTP code or an unused recovery code; required when the user has TOTP on.
    code: NotRequired[str]


@final
class User(TypedDict):
    id: str
    email: str
    # Whether the user opened a link mailed to `email` (verifyEmail).
    emailVerified: bool
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
class PasswordResetDone(TypedDict):
    reset: Literal[True]
    # How many sessions the reset ended.
    sessionsEnded: int
    tokens: NotRequired[Tokens]


@final
class VerifyMfaCodeRequest(TypedDict):
    challengeToken: str
    # A 6-digit TOTP code or a recovery code.
    code: str


@final
class WebauthnCredentialJsonResponse(TypedDict):
    clientDataJSON: str
    attestationObject: NotRequired[str]
    authenticatorData: NotRequired[str]
    signature: NotRequired[str]
    userHandle: NotRequired[str | None]
    publicKey: NotRequired[str]
    publicKeyAlgorithm: NotRequired[int]
    transports: NotRequired[list[str]]


@final
class WebauthnCredentialJson(TypedDict):
    """A credential as the browser's `PublicKeyCredential.toJSON()` gives it: RegistrationResponseJSON or AuthenticationResponseJSON (WebAuthn Level 3); binary fields base64url."""

    id: str
    rawId: str
    type: Literal["public-key"]
    authenticatorAttachment: NotRequired[Literal["platform", "cross-platform"] | None]
    clientExtensionResults: NotRequired[dict[str, Any]]
    response: WebauthnCredentialJsonResponse


@final
class VerifyMfaWebauthnRequest(TypedDict):
    challengeToken: str
    webauthn: WebauthnCredentialJson


# `code` (a TOTP or recovery code), or `webauthn` (a passkey's assertion, after startMfaWebauthn); not both.
VerifyMfaChallengeRequest: TypeAlias = VerifyMfaCodeRequest | VerifyMfaWebauthnRequest


@final
class StartMfaWebauthnRequest(TypedDict):
    challengeToken: str


@final
class TotpCodeRequest(TypedDict):
    # A 6-digit TOTP code (disable also takes a recovery code).
    code: str


@final
class Session(TypedDict):
    id: str
    createdAt: str
    # The latest sign-in or refresh.
    lastUsedAt: str
    # Its absolute end (`SESSION_MAX_AGE` after it started); refreshing never moves it.
    expiresAt: str
    # The client address of the latest sign-in or refresh.
    ip: str | None
    # The `User-Agent` of the latest sign-in or refresh (at most 512 characters).
    userAgent: str | None
    # Whether this is the session of the access token that asked.
    current: bool


@final
class Passkey(TypedDict):
    # `pk_…`
    id: str
    name: str
    createdAt: str
    lastUsedAt: str | None
    # The credential is backed up (synced by its provider).
    backedUp: bool
    # `multiDevice`: a synced passkey; `singleDevice`: bound to one authenticator.
    deviceType: Literal["singleDevice", "multiDevice"]
    transports: list[str]


@final
class LinkedIdentity(TypedDict):
    """An identity at an outside provider that signs in to this account."""

    kind: Literal["sso", "social"]
    # The provider config (`sso`) or the social connection (`social`).
    providerId: str
    # The provider's identifier of the person.
    subject: str
    # The address the provider gave at the last sign-in.
    email: str | None
    linkedAt: str
    lastLoginAt: str | None


@final
class MeExport(TypedDict):
    exportedAt: str
    user: User
    publicMetadata: Metadata
    # Addresses the user moved away from (`changeEmail`) still on record, newest first.
    previousEmails: list[PreviousEmail]
    # The live sessions, newest first.
    sessions: list[Session]
    # The user's tenants, each with the user's role.
    memberships: list[TenantWithRole]
    # The user's passkeys, oldest first (never a public key).
    passkeys: list[Passkey]
    # The identities at SSO providers (`sso`) and social connections (`social`) linked to the account, oldest first within each kind.
    linkedIdentities: list[LinkedIdentity]
    # Every event the user was the actor of, oldest first.
    auditEvents: list[AuditEvent]


@final
class UpdateMeRequest(TypedDict):
    # The new display name, or `null` to clear it.
    name: PersonName | None


@final
class DiscoverSsoRequest(TypedDict):
    email: str


@final
class SsoDiscoveryItemsItem(TypedDict):
    providerConfigId: str
    tenantId: str
    tenantName: str
    type: Literal["oidc", "saml"]
    name: str


@final
class SsoDiscovery(TypedDict):
    items: list[SsoDiscoveryItemsItem]


OidcGrantType: TypeAlias = Literal["authorization_code", "refresh_token", "client_credentials"]


# Compared as exact strings: https, or http to a loopback host (localhost, 127.0.0.1, [::1]); no fragment.
OidcRedirectUris: TypeAlias = list[str]


@final
class OidcClient(TypedDict):
    """An application registered with Gatekeep's OpenID Provider. `id` is its `client_id`."""

    id: str
    # Null for a platform client.
    tenantId: str | None
    # Shown to people on the consent page.
    name: str
    redirectUris: list[str]
    postLogoutRedirectUris: list[str]
    grantTypes: list[OidcGrantType]
    tokenEndpointAuthMethod: Literal["client_secret_basic", "client_secret_post", "none"]
    # The tenant's own app: no consent page.
    firstParty: bool
    hasClientSecret: bool
    secretRotatedAt: str | None
    createdAt: str
    updatedAt: str


@final
class Connection(TypedDict):
    """A social connection, never with its client secret. `callbackUrl` is what to register at the provider."""

    # `con_…`
    id: str
    type: Literal["oidc", "github"]
    name: str
    enabled: bool
    callbackUrl: str
    clientId: str
    # The OpenID Connect issuer (`oidc`); null for `github`.
    issuer: str | None
    # What is asked of the provider: `[openid, email, profile]` unless set (`oidc`); `[read:user, user:email]` (`github`).
    scopes: list[str]
    # `github` only: where people authorize (https://github.com unless set).
    githubUrl: str | None
    # `github` only: the REST API (https://api.github.com unless set).
    apiUrl: str | None
    createdAt: str
    updatedAt: str


@final
class ConnectionPage(TypedDict):
    items: list[Connection]
    nextCursor: None


# Shown on the sign-in page as "Continue with <name>".
ConnectionName: TypeAlias = str


# Scopes to ask the provider for, `openid` among them; `[openid, email, profile]` when never given.
ConnectionScopes: TypeAlias = Any


@final
class CreateOidcConnectionRequest(TypedDict):
    type: Literal["oidc"]
    name: ConnectionName
    # Shown on the sign-in page (true when left out).
    enabled: NotRequired[bool]
    issuer: HttpsUrl
    clientId: str
    clientSecret: str
    scopes: NotRequired[ConnectionScopes]


@final
class CreateGithubConnectionRequest(TypedDict):
    type: Literal["github"]
    name: ConnectionName
    # Shown on the sign-in page (true when left out).
    enabled: NotRequired[bool]
    clientId: str
    clientSecret: str
    githubUrl: NotRequired[HttpsUrl]
    apiUrl: NotRequired[HttpsUrl]


# An OpenID Connect provider (`type: oidc`, by `issuer`) or GitHub (`type: github`); `type` decides which.
CreateConnectionRequest: TypeAlias = CreateOidcConnectionRequest | CreateGithubConnectionRequest


@final
class UpdateConnectionRequest(TypedDict):
    """What changes; `issuer` and `scopes` only on an `oidc` connection, `githubUrl` and `apiUrl` only on a `github` one."""

    name: NotRequired[ConnectionName]
    enabled: NotRequired[bool]
    clientId: NotRequired[str]
    clientSecret: NotRequired[str]
    issuer: NotRequired[HttpsUrl]
    scopes: NotRequired[ConnectionScopes]
    githubUrl: NotRequired[HttpsUrl]
    apiUrl: NotRequired[HttpsUrl]


@final
class PasskeyPage(TypedDict):
    items: list[Passkey]
    nextCursor: None


@final
class PasskeyCreationOptions(TypedDict):
    # PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3), for `PublicKeyCredential.parseCreationOptionsFromJSON()`.
    options: dict[str, Any]


@final
class PasskeyRequestOptions(TypedDict):
    # PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3), for `PublicKeyCredential.parseRequestOptionsFromJSON()`.
    options: dict[str, Any]


PasskeyName: TypeAlias = str


@final
class StartPasskeyRegistrationRequest(TypedDict):
    # The caller's current password; left out only by an account that has none.
    password: NotRequired[str]


@final
class RegisterPasskeyRequest(TypedDict):
    response: WebauthnCredentialJson
    name: NotRequired[PasskeyName]


@final
class UpdatePasskeyRequest(TypedDict):
    name: PasskeyName


@final
class DeletePasskeyRequest(TypedDict):
    # The caller's current password; left out only by an account that has none.
    password: NotRequired[str]


@final
class StartPasskeyLoginRequest(TypedDict):
    email: NotRequired[Email]


@final
class FinishPasskeyLoginRequest(TypedDict):
    response: WebauthnCredentialJson


@final
class OidcClientPage(TypedDict):
    items: list[OidcClient]
    nextCursor: None


@final
class OidcClientWithSecret(TypedDict):
    """A created or rotated client with its secret shown once: the client under its own name, the value as `secret` (docs/tenants-and-keys.md, Shown once)."""

    oidcClient: OidcClient
    # The client secret, `gkcs_` + base64url of 32 random bytes; shown only here. Null for a public client, which has none.
    secret: str | None


@final
class CreateOidcClientRequest(TypedDict):
    name: str
    redirectUris: NotRequired[OidcRedirectUris]
    postLogoutRedirectUris: NotRequired[OidcRedirectUris]
    # Default: authorization_code and refresh_token.
    grantTypes: NotRequired[list[OidcGrantType]]
    # Default client_secret_basic; none: a public client (PKCE only).
    tokenEndpointAuthMethod: NotRequired[Literal["client_secret_basic", "client_secret_post", "none"]]
    # Default false: people consent before the client gets their data.
    firstParty: NotRequired[bool]


@final
class UpdateOidcClientRequest(TypedDict):
    name: NotRequired[str]
    redirectUris: NotRequired[OidcRedirectUris]
    postLogoutRedirectUris: NotRequired[OidcRedirectUris]
    grantTypes: NotRequired[list[OidcGrantType]]
    firstParty: NotRequired[bool]


class OAuthError(TypedDict):
    # The OAuth error code.
    error: str
    error_description: NotRequired[str]


# An OAuth 2.0 form (`application/x-www-form-urlencoded`); the fields depend on the endpoint and grant, as its description says. Unknown fields are ignored, as OAuth requires.
OAuthForm: TypeAlias = dict[str, str]


@final
class VerifyEmailForm(TypedDict):
    token: str
    csrf: str


@final
class ResetPasswordForm(TypedDict):
    token: str
    csrf: str
    password: str
    code: NotRequired[str]


@final
class AcceptInvitationForm(TypedDict):
    token: str
    csrf: str
    email: NotRequired[str]
    password: NotRequired[str]
    challengeToken: NotRequired[str]
    code: NotRequired[str]


@final
class SignUpForm(TypedDict):
    csrf: str
    email: str
    password: str
    interaction: NotRequired[str]
    invitation: NotRequired[str]


@final
class SignInForm(TypedDict):
    """`email` and `password`; or (the second step) `challengeToken` and `code`; or `ssoEmail`, to sign in through the identity provider of the address's organisation; or `connection`, a social connection's id; or `passkey`, the JSON text of `PublicKeyCredential.toJSON()` answering `startPasskeyLogin`'s options (the page's script posts it)."""

    passkey: NotRequired[str]
    connection: NotRequired[str]
    ssoEmail: NotRequired[str]
    interaction: str
    csrf: str
    email: NotRequired[str]
    password: NotRequired[str]
    challengeToken: NotRequired[str]
    code: NotRequired[str]


@final
class ConsentForm(TypedDict):
    interaction: str
    csrf: str
    decision: Literal["allow", "deny"]


@final
class SamlResponseForm(TypedDict):
    # The base64 SAML Response.
    SAMLResponse: str
    # The state startSso gave the IdP; IdP-initiated, whatever the IdP sends (ignored).
    RelayState: NotRequired[str]


@final
class StartSsoByConfigRequest(TypedDict):
    providerConfigId: str
    # One of the config's allowedRedirectUris, exactly.
    redirectUri: str
    # Echoed to the redirect URI as it is.
    state: NotRequired[str]
    # BASE64URL(SHA-256(codeVerifier)), RFC 7636.
    codeChallenge: NotRequired[str]
    codeChallengeMethod: NotRequired[Literal["S256"]]


@final
class StartSsoByEmailRequest(TypedDict):
    email: str
    # One of the config's allowedRedirectUris, exactly.
    redirectUri: str
    # Echoed to the redirect URI as it is.
    state: NotRequired[str]
    # BASE64URL(SHA-256(codeVerifier)), RFC 7636.
    codeChallenge: NotRequired[str]
    codeChallengeMethod: NotRequired[Literal["S256"]]


# The config by `providerConfigId`, or by the user's `email` (its domain's one enabled config); not both.
StartSsoRequest: TypeAlias = StartSsoByConfigRequest | StartSsoByEmailRequest


@final
class SsoAuthorization(TypedDict):
    # The IdP's authorization URL: send the browser there.
    url: str


@final
class ExchangeSsoCodeRequest(TypedDict):
    code: str
    # RFC 7636 code verifier; needed when startSso had a codeChallenge.
    codeVerifier: NotRequired[str]


@final
class SsoProfile(TypedDict):
    providerConfigId: str
    tenantId: str
    # The IdP's subject (`sub`).
    subject: str
    email: str
    name: str | None


@final
class SsoTokens(TypedDict):
    accessToken: str
    refreshToken: str
    tokenType: Literal["Bearer"]
    # Seconds until the access token expires.
    expiresIn: int
    user: User
    profile: SsoProfile


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
    # How the challenge may be answered: `totp` and `recovery_code` always; `webauthn` when the user has a passkey (startMfaWebauthn).
    methods: list[Literal["totp", "recovery_code", "webauthn"]]
    # Seconds until the challenge expires.
    expiresIn: int


@final
class LogoutResult(TypedDict):
    revoked: Literal[True]


@final
class EnrollTotpRequest(TypedDict):
    # The caller's current password.
    password: str


@final
class ChangePasswordRequest(TypedDict):
    currentPassword: str
    newPassword: Password


@final
class DeleteMeRequest(TypedDict):
    # The current password.
    password: str


@final
class ChangeEmailRequest(TypedDict):
    newEmail: Email
    # The current password.
    password: str


@final
class EmailChangeRequested(TypedDict):
    sent: Literal[True]
    # The address the confirmation link went to.
    email: str


@final
class IssueTenantTokenRequest(TypedDict):
    tenantId: str


@final
class TenantAccessToken(TypedDict):
    # A JWT like `Tokens.accessToken`, with the claims `tid`, `role` and `permissions` besides.
    accessToken: str
    tokenType: Literal["Bearer"]
    # Seconds until the token expires.
    expiresIn: int
    tenantId: str
    # The caller's role in the tenant, as the token states it.
    role: str
    # That role's permission strings (built-in roles: `tenant:*`, `tenant:manage`, `tenant:read`).
    permissions: list[str]


@final
class PasswordChanged(TypedDict):
    # Other sessions that were live and are now ended.
    revokedSessions: int


@final
class LogoutAllResult(TypedDict):
    # Sessions that were live and are now ended.
    revokedSessions: int


@final
class SessionPage(TypedDict):
    items: list[Session]
    nextCursor: str | None


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


# `queued` (waiting for its first or next attempt), `running`, then one of `succeeded`, `failed` (attempts exhausted or not retryable), `cancelled`.
JobStatus: TypeAlias = Literal["queued", "running", "succeeded", "failed", "cancelled"]


# `webhooks.deliver` jobs are queued by changes (one per subscribed endpoint); `auth.password_reset_mail` by each `requestPasswordReset` (the account lookup, link and mail, after the answer). The server schedules `api_keys.expire_sweep`, `jobs.prune` (finished jobs and deliveries older than JOB_RETENTION_DAYS) and `auth.prune_throttles` (login and second-factor counters that no longer change a decision) itself, once per JOB_MAINTENANCE_INTERVAL_MS across all instances, and `audit.checkpoint` (signing the audit logs that grew) once per AUDIT_CHECKPOINT_SECONDS (`createdBy: system`). Operators may also create `webhooks.redeliver` and `api_keys.expire_sweep`.
JobType: TypeAlias = Literal[
    "webhooks.deliver",
    "webhooks.redeliver",
    "api_keys.expire_sweep",
    "jobs.prune",
    "auth.prune_throttles",
    "auth.password_reset_mail",
    "audit.checkpoint",
]


@final
class Job(TypedDict):
    id: str
    type: JobType
    status: JobStatus
    payload: dict[str, Any]
    # Attempts started so far.
    attempts: int
    maxAttempts: int
    # When the job is (or was) due; after a failure, the time of the next attempt.
    runAt: str
    # The error of the most recent failed attempt.
    lastError: str | None
    result: dict[str, Any] | None
    # The service account or user that queued it, or `system`.
    createdBy: str | None
    createdAt: str
    updatedAt: str
    # Start of the most recent attempt.
    startedAt: str | None
    finishedAt: str | None


@final
class JobPage(TypedDict):
    items: list[Job]
    nextCursor: str | None


@final
class CreateExpireSweepJob(TypedDict):
    type: Literal["api_keys.expire_sweep"]
    payload: dict[str, Any]
    runAt: NotRequired[str]


@final
class CreateRedeliverJobPayload(TypedDict):
    tenantId: str
    # Only this endpoint's deliveries.
    endpointId: NotRequired[str]
    # Only deliveries created at or after this time.
    since: NotRequired[str]


@final
class CreateRedeliverJob(TypedDict):
    type: Literal["webhooks.redeliver"]
    payload: CreateRedeliverJobPayload
    runAt: NotRequired[str]


# An operator job; `payload` depends on `type`.
CreateJobRequest: TypeAlias = CreateExpireSweepJob | CreateRedeliverJob


WebhookDeliveryStatus: TypeAlias = Literal["pending", "succeeded", "failed", "cancelled"]


@final
class WebhookDelivery(TypedDict):
    id: str
    tenantId: str
    endpointId: str
    # The `webhook-id` header: the audit event's id, the same on every attempt and redelivery.
    messageId: str
    eventType: WebhookEventType
    status: WebhookDeliveryStatus
    # Attempts made, across redeliveries.
    attempts: int
    # The HTTP status of the last answer; null when the last attempt got none.
    lastResponseStatus: int | None
    lastError: str | None
    lastAttemptAt: str | None
    nextAttemptAt: str | None
    deliveredAt: str | None
    # The job of the current series of attempts (see the platform jobs routes).
    jobId: str
    createdAt: str


@final
class WebhookTestDelivery(TypedDict):
    """One attempt at sending a `webhook.test` event (sendTestWebhookEvent)."""

    # The `webhook-id` header sent, also the id of the `webhook_endpoint.tested` audit event.
    messageId: str
    endpointId: str
    eventType: Literal["webhook.test"]
    # `succeeded` when the endpoint answered 2xx.
    status: Literal["succeeded", "failed"]
    # The endpoint's HTTP status; null when there was no answer.
    responseStatus: int | None
    # Why the attempt failed (a non-2xx answer, a refused address, DNS, connection, time-out); null on success.
    error: str | None
    # From the start of the attempt to the end of the endpoint's answer (or the failure).
    durationMs: int
    attemptedAt: str


@final
class WebhookDeliveryPage(TypedDict):
    items: list[WebhookDelivery]
    nextCursor: str | None


@final
class RemovedMember(TypedDict):
    userId: str
    tenantId: str
    # The role the member had.
    role: str


@final
class TenantUpdatedEvent(TypedDict):
    """The body of a `tenant.updated` delivery. The tenant was renamed, its slug changed or its metadata replaced."""

    type: Literal["tenant.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Tenant


@final
class WebhookTestEventData(TypedDict):
    # The endpoint the test was sent to.
    endpointId: str


@final
class WebhookTestEvent(TypedDict):
    """The body of a `webhook.test` delivery, sent only by sendTestWebhookEvent, to the one endpoint it names, whatever the endpoint subscribes to."""

    type: Literal["webhook.test"]
    # When the test was requested.
    timestamp: str
    tenantId: str
    data: WebhookTestEventData


@final
class MemberAddedEvent(TypedDict):
    """The body of a `member.added` delivery. A user joined the tenant."""

    type: Literal["member.added"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Member


@final
class MemberRemovedEvent(TypedDict):
    """The body of a `member.removed` delivery. A member left or was removed."""

    type: Literal["member.removed"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: RemovedMember


@final
class MemberRoleChangedEvent(TypedDict):
    """The body of a `member.role_changed` delivery. A member got another role."""

    type: Literal["member.role_changed"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Member


@final
class RoleCreatedEvent(TypedDict):
    """The body of a `role.created` delivery. A custom role was created."""

    type: Literal["role.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Role


@final
class RoleUpdatedEvent(TypedDict):
    """The body of a `role.updated` delivery. A custom role was changed."""

    type: Literal["role.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Role


@final
class RoleDeletedEvent(TypedDict):
    """The body of a `role.deleted` delivery. A custom role was deleted."""

    type: Literal["role.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Deleted


@final
class ProviderConfigCreatedEvent(TypedDict):
    """The body of a `provider_config.created` delivery. An identity-provider configuration was created (secrets never included)."""

    type: Literal["provider_config.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: ProviderConfig


@final
class ProviderConfigUpdatedEvent(TypedDict):
    """The body of a `provider_config.updated` delivery. An identity-provider configuration was changed."""

    type: Literal["provider_config.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: ProviderConfig


@final
class ProviderConfigDeletedEvent(TypedDict):
    """The body of a `provider_config.deleted` delivery. An identity-provider configuration was deleted."""

    type: Literal["provider_config.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Deleted


@final
class WebhookEndpointCreatedEvent(TypedDict):
    """The body of a `webhook_endpoint.created` delivery. A webhook endpoint was created."""

    type: Literal["webhook_endpoint.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: WebhookEndpoint


@final
class WebhookEndpointUpdatedEvent(TypedDict):
    """The body of a `webhook_endpoint.updated` delivery. A webhook endpoint was changed."""

    type: Literal["webhook_endpoint.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: WebhookEndpoint


@final
class WebhookEndpointDeletedEvent(TypedDict):
    """The body of a `webhook_endpoint.deleted` delivery. A webhook endpoint was deleted."""

    type: Literal["webhook_endpoint.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Deleted


@final
class WebhookEndpointDisabledEvent(TypedDict):
    """The body of a `webhook_endpoint.disabled` delivery. Gatekeep disabled a webhook endpoint: it answered 410 Gone, or every attempt at it failed for WEBHOOK_DISABLE_AFTER_DAYS (5 days by default). The audit event `webhook_endpoint.disabled` says which. Sent to the tenant's other endpoints; re-enable with `updateWebhookEndpoint`."""

    type: Literal["webhook_endpoint.disabled"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: WebhookEndpoint


@final
class ApiKeyCreatedEvent(TypedDict):
    """The body of a `api_key.created` delivery. An API key was created (never the key itself)."""

    type: Literal["api_key.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: ApiKey


@final
class ApiKeyRevokedEvent(TypedDict):
    """The body of a `api_key.revoked` delivery. An API key was revoked."""

    type: Literal["api_key.revoked"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: ApiKey


@final
class ApiKeyExpiredEvent(TypedDict):
    """The body of a `api_key.expired` delivery. An API key reached its expiresAt (recorded by the api_keys.expire_sweep job)."""

    type: Literal["api_key.expired"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: ApiKey


@final
class MemberInvitedEvent(TypedDict):
    """The body of a `member.invited` delivery. An address was invited to the tenant (createInvitation, or addMember for an unverified address)."""

    type: Literal["member.invited"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Invitation


@final
class MemberInvitationAcceptedEvent(TypedDict):
    """The body of a `member.invitation_accepted` delivery. An invitation was accepted; `member.added` follows for the new member."""

    type: Literal["member.invitation_accepted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Invitation


@final
class MemberInvitationRevokedEvent(TypedDict):
    """The body of a `member.invitation_revoked` delivery. A pending invitation was revoked, or replaced by a new one to the same address."""

    type: Literal["member.invitation_revoked"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Invitation


@final
class AccountChange(TypedDict):
    """A change to a user's own account, sent to every tenant the user is a member of."""

    userId: str
    email: str


@final
class UserEmailVerifiedEvent(TypedDict):
    """The body of a `user.email_verified` delivery. A member of the tenant verified their email address."""

    type: Literal["user.email_verified"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: AccountChange


@final
class UserPasswordChangedEvent(TypedDict):
    """The body of a `user.password_changed` delivery. A member of the tenant changed their password; their other sessions ended."""

    type: Literal["user.password_changed"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: AccountChange


@final
class UserUpdatedEvent(TypedDict):
    """The body of a `user.updated` delivery. A member of the tenant changed their profile (their display name)."""

    type: Literal["user.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: AccountChange


@final
class UserPasswordResetEvent(TypedDict):
    """The body of a `user.password_reset` delivery. A member of the tenant reset their password through a mailed link; all their sessions ended."""

    type: Literal["user.password_reset"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: AccountChange


@final
class UserDeletedEvent(TypedDict):
    """The body of a `user.deleted` delivery. A member of the tenant's account was deleted, by the user or a platform operator; their membership ended with it."""

    type: Literal["user.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: AccountChange


@final
class UserDisabledEvent(TypedDict):
    """The body of a `user.disabled` delivery. A platform operator disabled a member of the tenant's account: their sessions ended and every credential of theirs is refused until it is enabled again."""

    type: Literal["user.disabled"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: AccountChange


@final
class DirectoryUserChange(TypedDict):
    """A user of one of the tenant's directories, as SCIM left it, and the account it stands for."""

    directoryId: str
    # The SCIM id.
    id: str
    userName: str
    externalId: str | None
    active: bool
    # The Gatekeep account, once there is one (a managed account, or an invited person who joined).
    userId: str | None


@final
class DirectoryGroupChange(TypedDict):
    """A group of one of the tenant's directories."""

    directoryId: str
    # The SCIM id.
    id: str
    displayName: str
    externalId: str | None


@final
class DirectoryUserCreatedEvent(TypedDict):
    """The body of a `directory.user.created` delivery. The tenant's directory provisioned a user (SCIM)."""

    type: Literal["directory.user.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: DirectoryUserChange


@final
class DirectoryUserUpdatedEvent(TypedDict):
    """The body of a `directory.user.updated` delivery. A user of the tenant's directory changed (SCIM PUT or PATCH)."""

    type: Literal["directory.user.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: DirectoryUserChange


@final
class DirectoryUserDeactivatedEvent(TypedDict):
    """The body of a `directory.user.deactivated` delivery. The tenant's directory deactivated a user (`active: false`): the membership ended, and a managed account was disabled."""

    type: Literal["directory.user.deactivated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: DirectoryUserChange


@final
class DirectoryUserDeletedEvent(TypedDict):
    """The body of a `directory.user.deleted` delivery. The tenant's directory deleted a user: the membership ended, and a managed account was disabled."""

    type: Literal["directory.user.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: DirectoryUserChange


@final
class DirectoryGroupCreatedEvent(TypedDict):
    """The body of a `directory.group.created` delivery. The tenant's directory created a group (SCIM)."""

    type: Literal["directory.group.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: DirectoryGroupChange


@final
class DirectoryGroupUpdatedEvent(TypedDict):
    """The body of a `directory.group.updated` delivery. A group of the tenant's directory changed: its name or its members (roles follow)."""

    type: Literal["directory.group.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: DirectoryGroupChange


@final
class DirectoryGroupDeletedEvent(TypedDict):
    """The body of a `directory.group.deleted` delivery. The tenant's directory deleted a group."""

    type: Literal["directory.group.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: DirectoryGroupChange


@final
class AuditCheckpointEvent(TypedDict):
    """The body of an `audit.checkpoint` delivery. The tenant's audit log was checkpointed: keep it, and verify later exports against it."""

    type: Literal["audit.checkpoint"]
    # When the checkpoint was sent.
    timestamp: str
    tenantId: str
    data: AuditCheckpoint


@final
class PasskeyChange(TypedDict):
    """A member's passkey, added to or removed from their account, sent to every tenant the user is a member of."""

    userId: str
    email: str
    passkeyId: str


@final
class PasskeyRegisteredEvent(TypedDict):
    """The body of a `passkey.registered` delivery. A member of the tenant added a passkey to their account."""

    type: Literal["passkey.registered"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: PasskeyChange


@final
class PasskeyDeletedEvent(TypedDict):
    """The body of a `passkey.deleted` delivery. A member of the tenant removed a passkey from their account."""

    type: Literal["passkey.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: PasskeyChange


@final
class DomainCreatedEvent(TypedDict):
    """The body of a `domain.created` delivery. A domain was claimed; it is pending until its TXT record is verified."""

    type: Literal["domain.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Domain


@final
class DomainVerifiedEvent(TypedDict):
    """The body of a `domain.verified` delivery. The tenant proved it controls a domain: its TXT record answered the challenge."""

    type: Literal["domain.verified"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Domain


@final
class DomainDeletedEvent(TypedDict):
    """The body of a `domain.deleted` delivery. A domain was given up; if it was verified, another tenant may now verify it."""

    type: Literal["domain.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Domain


@final
class OidcClientCreatedEvent(TypedDict):
    """The body of a `oidc_client.created` delivery. An OIDC client was registered (never its secret)."""

    type: Literal["oidc_client.created"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: OidcClient


@final
class OidcClientUpdatedEvent(TypedDict):
    """The body of a `oidc_client.updated` delivery. An OIDC client was changed."""

    type: Literal["oidc_client.updated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: OidcClient


@final
class OidcClientSecretRotatedEvent(TypedDict):
    """The body of a `oidc_client.secret_rotated` delivery. An OIDC client was given a new secret; the old one no longer works (never the secret itself)."""

    type: Literal["oidc_client.secret_rotated"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: OidcClient


@final
class OidcClientDeletedEvent(TypedDict):
    """The body of a `oidc_client.deleted` delivery. An OIDC client was deleted."""

    type: Literal["oidc_client.deleted"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: Deleted


@final
class SsoSignIn(TypedDict):
    """Who signed in, through which provider config."""

    providerConfigId: str
    tenantId: str
    userId: str
    subject: str
    email: str
    name: str | None


@final
class SsoSignInFailure(TypedDict):
    """A refused sign-in through a provider config."""

    providerConfigId: str
    tenantId: str
    # A Gatekeep error code (`SSO_NOT_PROVISIONED`, …) or the IdP's OAuth error (`access_denied`, `invalid_idp_answer`, …).
    reason: str
    subject: str | None
    email: str | None


@final
class SsoLoginEvent(TypedDict):
    """The body of a `sso.login` delivery. A user signed in through one of the tenant's identity providers."""

    type: Literal["sso.login"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: SsoSignIn


@final
class SsoLoginFailedEvent(TypedDict):
    """The body of a `sso.login_failed` delivery. A sign-in through one of the tenant's identity providers was refused; `reason` says why."""

    type: Literal["sso.login_failed"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: SsoSignInFailure


@final
class SsoUserProvisionedEvent(TypedDict):
    """The body of a `sso.user_provisioned` delivery. A first sign-in through an identity provider created the user (just-in-time provisioning)."""

    type: Literal["sso.user_provisioned"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: SsoSignIn


@final
class SsoAccountLinkedEvent(TypedDict):
    """The body of a `sso.account_linked` delivery. A first sign-in through an identity provider joined an existing account with the same address."""

    type: Literal["sso.account_linked"]
    # When the change happened.
    timestamp: str
    tenantId: str
    data: SsoSignIn
