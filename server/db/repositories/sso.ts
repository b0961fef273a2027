import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { ProviderConfigRow, SsoProfile } from '../schema.ts';

/** An enabled config by id, with its tenant's name (the flow is anonymous: no tenant in the path). */
export function findEnabledConfig(db: Db, configId: string) {
  return db
    .selectFrom('provider_configs')
    .innerJoin('tenants', 'tenants.id', 'provider_configs.tenant_id')
    .selectAll('provider_configs')
    .select('tenants.name as tenant_name')
    .where('provider_configs.id', '=', configId)
    .where('provider_configs.enabled', '=', true)
    .executeTakeFirst();
}

/** The enabled configs of the tenant that verified `domain` (at most one tenant can). */
export function findConfigsForDomain(db: Db, domain: string): Promise<(ProviderConfigRow & { tenant_name: string })[]> {
  return db
    .selectFrom('tenant_domains')
    .innerJoin('provider_configs', 'provider_configs.tenant_id', 'tenant_domains.tenant_id')
    .innerJoin('tenants', 'tenants.id', 'tenant_domains.tenant_id')
    .selectAll('provider_configs')
    .select('tenants.name as tenant_name')
    .where('tenant_domains.domain', '=', domain)
    .where('tenant_domains.verified_at', 'is not', null)
    .where('provider_configs.enabled', '=', true)
    .orderBy('provider_configs.id')
    .execute();
}

/** Whether `domain` is one the tenant verified. */
export async function isVerifiedDomainOf(db: Db, tenantId: string, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_domains')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('domain', '=', domain)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewSsoRequest {
  stateHash: string;
  configId: string;
  redirectUri: string;
  appState: string | null;
  codeChallenge: string | null;
  idpCodeVerifier: string | null;
  samlRequestId: string | null;
  ttlSeconds: number;
}

export async function insertSsoRequest(db: Db, request: NewSsoRequest): Promise<void> {
  await db
    .insertInto('sso_requests')
    .values({
      state_hash: request.stateHash,
      provider_config_id: request.configId,
      redirect_uri: request.redirectUri,
      app_state: request.appState,
      code_challenge: request.codeChallenge,
      idp_code_verifier: request.idpCodeVerifier,
      saml_request_id: request.samlRequestId,
      expires_at: sql<Date>`now() + make_interval(secs => ${request.ttlSeconds})`,
    })
    .execute();
}

/** Takes the request for good (single use), if it is there and still live. */
export function takeSsoRequest(db: Db, stateHash: string) {
  return db
    .deleteFrom('sso_requests')
    .where('state_hash', '=', stateHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

export async function insertSsoCode(
  db: Db,
  code: {
    codeHash: string;
    userId: string;
    configId: string;
    redirectUri: string;
    codeChallenge: string | null;
    profile: SsoProfile;
    ttlSeconds: number;
  },
): Promise<void> {
  await db
    .insertInto('sso_codes')
    .values({
      code_hash: code.codeHash,
      user_id: code.userId,
      provider_config_id: code.configId,
      redirect_uri: code.redirectUri,
      code_challenge: code.codeChallenge,
      profile: JSON.stringify(code.profile),
      expires_at: sql<Date>`now() + make_interval(secs => ${code.ttlSeconds})`,
    })
    .execute();
}

/** Takes the code for good (single use), if it is there and still live. */
export function takeSsoCode(db: Db, codeHash: string) {
  return db
    .deleteFrom('sso_codes')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

export function findSsoIdentity(db: Db, configId: string, subject: string) {
  return db
    .selectFrom('sso_identities')
    .selectAll()
    .where('provider_config_id', '=', configId)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertSsoIdentity(
  db: Db,
  identity: { id: string; configId: string; subject: string; userId: string; email: string },
): Promise<void> {
  await db
    .insertInto('sso_identities')
    .values({
      id: identity.id,
      provider_config_id: identity.configId,
      subject: identity.subject,
      user_id: identity.userId,
      email: identity.email,
      last_login_at: sql<Date>`now()`,
    })
    .execute();
}

export async function touchSsoIdentity(db: Db, id: string, email: string): Promise<void> {
  await db
    .updateTable('sso_identities')
    .set({ email, last_login_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The enforced, enabled config of the tenant that verified `domain`, if any. */
export function findEnforcingConfig(db: Db, domain: string) {
  return db
    .selectFrom('tenant_domains')
    .innerJoin('provider_configs', 'provider_configs.tenant_id', 'tenant_domains.tenant_id')
    .select(['provider_configs.id', 'provider_configs.name'])
    .where('tenant_domains.domain', '=', domain)
    .where('tenant_domains.verified_at', 'is not', null)
    .where('provider_configs.enabled', '=', true)
    .where('provider_configs.enforced', '=', true)
    .orderBy('provider_configs.id')
    .executeTakeFirst();
}

/** Spent requests and codes that were never used. */
export async function deleteExpiredSsoState(db: Db): Promise<number> {
  const requests = await db
    .deleteFrom('sso_requests')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('sso_codes')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  const assertions = await db
    .deleteFrom('sso_assertion_ids')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(requests.numDeletedRows + codes.numDeletedRows + assertions.numDeletedRows);
}

/**
 * Remembers a SAML assertion id until it expires; false when it was already there (a replay,
 * on this instance or any other).
 */
export async function rememberAssertionId(db: Db, entry: { configId: string; assertionId: string; expiresAt: Date }): Promise<boolean> {
  const inserted = await db
    .insertInto('sso_assertion_ids')
    .values({ provider_config_id: entry.configId, assertion_id: entry.assertionId, expires_at: entry.expiresAt })
    .onConflict((conflict) => conflict.columns(['provider_config_id', 'assertion_id']).doNothing())
    .returning('assertion_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A SAML config by id, enabled or not: its SP metadata is wanted before it is switched on. */
export function findSamlConfig(db: Db, configId: string) {
  return db.selectFrom('provider_configs').selectAll().where('id', '=', configId).where('type', '=', 'saml').executeTakeFirst();
}

/** The user's SSO links, oldest first (exportMe). */
export function listSsoIdentitiesOfUser(db: Db, userId: string) {
  return db.selectFrom('sso_identities').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}
