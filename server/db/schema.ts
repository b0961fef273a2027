import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
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

export interface MfaTotpTable {
  user_id: string;
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

export interface LoginThrottleTable {
  email: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
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
}

export interface PlansTable {
  id: string;
  key: string;
  name: string;
  max_members: number | null;
  max_api_keys: number | null;
  max_webhook_endpoints: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  login_throttle: LoginThrottleTable;
  audit_events: AuditEventsTable;
  plans: PlansTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewAuditEvent = Insertable<AuditEventsTable>;
