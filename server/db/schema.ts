import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Schemas } from '../api-types.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Defaults to the database's now() on insert; updates set it to now() too (one clock for both). */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  /** When the user opened a link sent to `email`; null until then. */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set by a platform operator: while it is, every credential of the user is refused. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Platform-only JSON object (issue 31); never shown to the user. */
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Platform-written JSON object the user may read. */
  public_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An address a user moved away from, on record (and reserved) until `expires_at`. */
export interface UserPreviousEmailsTable {
  user_id: string;
  email: string;
  /** Set again when the user leaves the same address a second time. */
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
}

/** What an emailed link's token is for. */
export type EmailTokenPurpose = 'verify_email' | 'password_reset' | 'change_email';

/** A token sent by mail: stored hashed, for one purpose, one address and one use. */
export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  email: string;
  token_hash: string;
  /** change_email: the session that asked, the one the change keeps. */
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** One row per refresh token; a login starts a family, each rotation adds a row to it. */
export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** A signed-in session; refresh_tokens.family_id names it and access tokens carry it as `sid`. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  revoked_at: Timestamp | null;
  /** hashSecret of the hosted pages' browser cookie, when the session was started there. */
  browser_secret_hash: string | null;
}

/** What the OpenID Provider stores (its adapter contract): one row per model instance. */
export interface OidcModelInstancesTable {
  model: string;
  id: string;
  /** JSON text (see the migration). */
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  /** On a Grant: the Gatekeep session it was given under; its tokens end with that session. */
  session_id: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface MfaTotpTable {
  user_id: string;
  /** Encrypted at rest (server/secrets). */
  secret: string;
  status: 'pending' | 'active';
  /** The last accepted RFC 6238 time step: a code is accepted once. */
  last_used_step: number | null;
  created_at: CreatedAt;
  activated_at: Timestamp | null;
}

export interface MfaRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface MfaChallengesTable {
  id: string;
  user_id: string;
  token_hash: string;
  failed_attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Failed logins per (normalized email, client address): the quick, escalating lock. */
export interface LoginAddressFailuresTable {
  account: string;
  address: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

/** Failed logins per normalized email within a window: binds only addresses never signed in from. */
export interface LoginAccountFailuresTable {
  account: string;
  failures: number;
  window_started_at: Timestamp;
}

/** The addresses of a user's last few sign-ins. */
export interface SignInAddressesTable {
  user_id: string;
  address: string;
  signed_in_at: Timestamp;
}

/** Wrong second-factor codes per user within a window, across challenges and TOTP routes. */
export interface SecondFactorFailuresTable {
  user_id: string;
  failures: number;
  window_started_at: Timestamp;
}

export interface AuditEventsTable {
  id: string;
  occurred_at: CreatedAt;
  tenant_id: string | null;
  actor_kind: string;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  request_id: string | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  /** Set by the insert trigger (migration 0022): the log the event joined and its place there. */
  log_id: ColumnType<string, never, never>;
  seq: ColumnType<string | number | bigint, never, never>;
  leaf_hash: ColumnType<Uint8Array, Uint8Array, never>;
  /** Null once the personal data it salted is erased (forgetUserInAuditLog). */
  personal_salt: ColumnType<Uint8Array | null, Uint8Array, null>;
  personal_digest: ColumnType<Uint8Array, Uint8Array, never>;
}

export interface AuditLogsTable {
  log_id: string;
  checkpointed_size: ColumnType<string | number | bigint, never, number>;
  /** Set by an append, cleared by the checkpoint job: the log grew since it was last signed. */
  grown: ColumnType<boolean, never, boolean>;
}

export interface AuditCheckpointKeysTable {
  /** The public key's JWK thumbprint (RFC 7638). */
  id: string;
  /** The JWK's `x`: the raw Ed25519 public key, base64url. */
  public_key: string;
  /** PKCS#8 PEM, encrypted under ENCRYPTION_KEYS. */
  private_key: string;
  created_at: CreatedAt;
  retired_at: Date | null;
}

export interface AuditCheckpointsTable {
  id: string;
  log_id: string;
  tree_size: ColumnType<string | number | bigint, number, never>;
  root_hash: Uint8Array;
  signed_at: Date;
  key_id: string;
  signature: Uint8Array;
}

export interface AuditTreeNodesTable {
  log_id: string;
  level: number;
  position: ColumnType<string | number | bigint, never, never>;
  hash: Uint8Array;
}

export interface PlansTable {
  id: string;
  key: string;
  name: string;
  max_members: number | null;
  max_api_keys: number | null;
  max_webhook_endpoints: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A domain a tenant claims; verified once its TXT record answered (issue 32). */
export interface TenantDomainsTable {
  id: string;
  tenant_id: string;
  /** Lower case, without a trailing dot. */
  domain: string;
  /** What `_gatekeep-challenge.<domain>` must carry. Not a secret: anyone may read DNS. */
  verification_value: string;
  verified_at: Date | null;
  created_at: CreatedAt;
}

/** A client of Gatekeep's OpenID Provider (issue 33). */
export interface OidcClientsTable {
  id: string;
  /** Null: a platform client, serving every tenant. */
  tenant_id: string | null;
  name: string;
  redirect_uris: ColumnType<string[], string | undefined, string>;
  post_logout_redirect_uris: ColumnType<string[], string | undefined, string>;
  grant_types: ColumnType<string[], string, string>;
  token_endpoint_auth_method: string;
  first_party: Generated<boolean>;
  /** hashSecret of the client secret; null for a public client. */
  secret_hash: string | null;
  secret_rotated_at: Date | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A platform social connection (issue 33): "Continue with <name>" on the hosted sign-in page. */
export interface SocialConnectionsTable {
  id: string;
  type: 'oidc' | 'github';
  name: string;
  enabled: Generated<boolean>;
  settings: ColumnType<Record<string, unknown>, string, string>;
  client_id: string;
  /** Encrypted at rest (server/secrets). */
  client_secret: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A user's identity at one social connection. */
export interface SocialIdentitiesTable {
  id: string;
  connection_id: string;
  subject: string;
  user_id: string;
  /** The address the provider gave at the last sign-in, if any. */
  email: string | null;
  created_at: CreatedAt;
  last_login_at: Date | null;
}

/** A directory of a tenant (issue 35): what an identity provider provisions over SCIM. */
export interface DirectoriesTable {
  id: string;
  tenant_id: string;
  name: string;
  group_roles: ColumnType<{ group: string; role: string }[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A SCIM User of a directory, and the Gatekeep account it stands for. */
export interface DirectoryUsersTable {
  id: string;
  directory_id: string;
  user_id: string | null;
  invitation_id: string | null;
  managed: ColumnType<boolean, boolean | undefined, boolean>;
  user_name: string;
  external_id: string | null;
  display_name: string | null;
  email: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  resource: ColumnType<Record<string, unknown>, string, string>;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A SCIM Group of a directory; its members are in directory_group_members. */
export interface DirectoryGroupsTable {
  id: string;
  directory_id: string;
  display_name: string;
  external_id: string | null;
  resource: ColumnType<Record<string, unknown>, string, string>;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DirectoryGroupMembersTable {
  group_id: string;
  member_id: string;
}

/** A user's passkey (issue 34): a WebAuthn credential, first factor and second. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string;
  credential_id: string;
  public_key: string;
  sign_counter: ColumnType<number, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, string>;
  device_type: string;
  backed_up: boolean;
  aaguid: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

/** A WebAuthn ceremony under way: single use, five minutes. */
export interface WebauthnChallengesTable {
  challenge_hash: string;
  purpose: 'registration' | 'login' | 'second_factor';
  user_id: string | null;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface TenantsTable {
  id: string;
  name: string;
  slug: string;
  plan_id: string;
  /** JSON object a tenant manager stores as given (issue 31). */
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TenantRolesTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string | null;
  permissions: ColumnType<string[], string, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type BuiltinRole = 'owner' | 'admin' | 'member';

export interface TenantMembersTable {
  tenant_id: string;
  user_id: string;
  builtin_role: BuiltinRole | null;
  custom_role_id: string | null;
  joined_at: CreatedAt;
}

/** An invitation to a tenant, for one address; pending until accepted, revoked or expired. */
export interface TenantInvitationsTable {
  id: string;
  tenant_id: string;
  email: string;
  builtin_role: BuiltinRole | null;
  custom_role_id: string | null;
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  revoked_at: Timestamp | null;
}

export interface ProviderConfigsTable {
  id: string;
  tenant_id: string;
  type: Schemas['ProviderConfig']['type'];
  name: string;
  enabled: boolean;
  /** Everything but the client secret, which is write-only and kept apart. */
  settings: ColumnType<Record<string, unknown>, string, string>;
  /** Encrypted at rest (server/secrets). */
  client_secret: string | null;
  /** Exact strings; startSso's `redirectUri` must be one of them. */
  allowed_redirect_uris: ColumnType<string[], string | undefined, string>;
  default_role: Generated<string>;
  jit_provisioning: Generated<boolean>;
  enforced: Generated<boolean>;
  trust_idp_mfa: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A sign-in waiting for the IdP's answer (issue 32): single use, ten minutes. */
export interface SsoRequestsTable {
  /** SHA-256 of `state` (OIDC) or RelayState (SAML); the value itself is never stored. */
  state_hash: string;
  provider_config_id: string;
  redirect_uri: string;
  app_state: string | null;
  code_challenge: string | null;
  idp_code_verifier: string | null;
  saml_request_id: string | null;
  expires_at: Date;
  created_at: CreatedAt;
}

/** The code the app exchanges for tokens: single use, 60 seconds. */
export interface SsoCodesTable {
  code_hash: string;
  user_id: string;
  provider_config_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  profile: ColumnType<SsoProfile, string, string>;
  expires_at: Date;
  created_at: CreatedAt;
}

/** What exchangeSsoCode answers beside the tokens: openapi.yaml's SsoProfile. */
export type SsoProfile = Schemas['SsoProfile'];

/** A user's identity at one provider config. */
export interface SsoIdentitiesTable {
  id: string;
  provider_config_id: string;
  subject: string;
  user_id: string;
  /** The address the IdP asserted at the last sign-in. */
  email: string;
  created_at: CreatedAt;
  last_login_at: Date | null;
}

/** SAML assertion ids already used, until their NotOnOrAfter. */
export interface SsoAssertionIdsTable {
  provider_config_id: string;
  assertion_id: string;
  expires_at: Date;
}

export interface WebhookEndpointsTable {
  id: string;
  tenant_id: string;
  url: string;
  description: string | null;
  event_types: ColumnType<string[], string, string>;
  enabled: boolean;
  /** Both encrypted at rest (server/secrets). */
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  /** Since when every attempt has failed; null once one succeeds. */
  failing_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApiKeysTable {
  id: string;
  tenant_id: string;
  name: string;
  key_hash: string;
  start: string;
  scopes: ColumnType<string[], string, string>;
  created_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** Set by the expiry sweep once it has announced the key's expiry. */
  expiry_recorded_at: Timestamp | null;
}

/** The spec's JobStatus: the table stores exactly the states the API shows. */
export type JobStatus = Schemas['JobStatus'];

export interface JobsTable {
  id: string;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  result: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** Counts against this tenant's WEBHOOK_TENANT_CONCURRENCY while running. */
  tenant_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Jobs sharing a key run one at a time (a webhook endpoint's deliveries). */
  serial_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** `type@period` of a scheduled maintenance run; unique. */
  schedule_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WebhookDeliveriesTable {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  /** The Standard Webhooks `webhook-id`: the audit event's id, the same on every attempt. */
  message_id: string;
  event_type: string;
  body: string;
  job_id: string;
  attempts: Generated<number>;
  last_response_status: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ServiceAccountsTable {
  id: string;
  name: string;
  permissions: ColumnType<string[], string, string>;
  key_hash: string;
  created_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  disabled_at: Timestamp | null;
  /** The directory whose SCIM token this account is (issue 35); it dies with the directory. */
  directory_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Signing keys kept in the database (the development key when SIGNING_KEY_FILE is unset). */
export interface SigningKeysTable {
  id: string;
  /** PKCS#8 PEM, encrypted at rest (server/secrets). */
  private_key: string;
  created_at: CreatedAt;
}

/** Recent invitation mails per cap key (issue 29): `address:<sha256>` or `tenant:<id>`. */
export interface InvitationMailCapsTable {
  key: string;
  sent_at: Date[];
}

export interface DB {
  email_tokens: EmailTokensTable;
  jobs: JobsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  service_accounts: ServiceAccountsTable;
  api_keys: ApiKeysTable;
  tenants: TenantsTable;
  tenant_roles: TenantRolesTable;
  tenant_members: TenantMembersTable;
  tenant_invitations: TenantInvitationsTable;
  tenant_domains: TenantDomainsTable;
  oidc_clients: OidcClientsTable;
  oidc_model_instances: OidcModelInstancesTable;
  invitation_mail_caps: InvitationMailCapsTable;
  provider_configs: ProviderConfigsTable;
  sso_requests: SsoRequestsTable;
  sso_codes: SsoCodesTable;
  sso_identities: SsoIdentitiesTable;
  sso_assertion_ids: SsoAssertionIdsTable;
  social_connections: SocialConnectionsTable;
  social_identities: SocialIdentitiesTable;
  passkeys: PasskeysTable;
  directories: DirectoriesTable;
  directory_users: DirectoryUsersTable;
  directory_groups: DirectoryGroupsTable;
  directory_group_members: DirectoryGroupMembersTable;
  webauthn_challenges: WebauthnChallengesTable;
  webhook_endpoints: WebhookEndpointsTable;
  users: UsersTable;
  user_previous_emails: UserPreviousEmailsTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  login_address_failures: LoginAddressFailuresTable;
  login_account_failures: LoginAccountFailuresTable;
  sign_in_addresses: SignInAddressesTable;
  second_factor_failures: SecondFactorFailuresTable;
  audit_events: AuditEventsTable;
  audit_logs: AuditLogsTable;
  audit_tree_nodes: AuditTreeNodesTable;
  audit_checkpoint_keys: AuditCheckpointKeysTable;
  audit_checkpoints: AuditCheckpointsTable;
  plans: PlansTable;
  signing_keys: SigningKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type SocialConnectionRow = Selectable<SocialConnectionsTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
export type MfaTotpRow = Selectable<MfaTotpTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TenantRow = Selectable<TenantsTable>;
export type PlanRow = Selectable<PlansTable>;
export type TenantRoleRow = Selectable<TenantRolesTable>;
export type ProviderConfigRow = Selectable<ProviderConfigsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type AuditEventRow = Selectable<AuditEventsTable>;
export type AuditCheckpointRow = Selectable<AuditCheckpointsTable>;
export type AuditCheckpointKeyRow = Selectable<AuditCheckpointKeysTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type ServiceAccountRow = Selectable<ServiceAccountsTable>;
export type DirectoryRow = Selectable<DirectoriesTable>;
export type DirectoryUserRow = Selectable<DirectoryUsersTable>;
export type DirectoryGroupRow = Selectable<DirectoryGroupsTable>;
export type JobRow = Selectable<JobsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
