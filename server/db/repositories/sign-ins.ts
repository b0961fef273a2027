import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { PREPARED } from '../prepared-statements.ts';
import { type AuditEventRowInput, insertAuditEventQuery } from './audit-events.ts';
import {
  clearAddressFailuresQuery,
  forgetOtherAddressesQuery,
  type LoginSlot,
  rememberAddressQuery,
  returnAccountSlotQuery,
  type SignInAddress,
} from './login-throttles.ts';
import { insertRefreshTokenQuery } from './refresh-tokens.ts';
import { insertSessionQuery, type NewSessionRow } from './sessions.ts';

/** Everything a password sign-in writes once the password is right. */
export interface PasswordSignIn {
  /** The login slot the right password gives back: its address's counter is cleared, its account's slot returned. */
  slot: LoginSlot;
  address: SignInAddress;
  session: NewSessionRow;
  /** The session's first refresh token, living `ttlSeconds` but never past the session. */
  refreshToken: { id: string; tokenHash: string; ttlSeconds: number };
  audit: AuditEventRowInput;
}

/**
 * A sign-in's writes as one statement, all or nothing: PGlite runs one statement at a time
 * at ~0.25 ms each and PostgreSQL pays a round trip per statement, and as a transaction these
 * were eight. Each part is the query its repository runs on its own.
 */
export async function recordPasswordSignIn(db: Db, signIn: PasswordSignIn): Promise<void> {
  const { session, refreshToken } = signIn;
  const firstRefreshToken = insertRefreshTokenQuery(db, {
    id: refreshToken.id,
    sessionId: session.id,
    userId: session.userId,
    tokenHash: refreshToken.tokenHash,
    expiresAt: sql<Date>`now() + make_interval(secs => ${Math.min(refreshToken.ttlSeconds, session.lifetimeSeconds)})`,
  });
  // The parts do not read each other's writes (one statement sees one snapshot), so their order does not matter.
  await sql`
    with forgiven as (${clearAddressFailuresQuery(db, signIn.slot.account, signIn.slot.address)}),
         returned as (${returnAccountSlotQuery(db, signIn.slot)}),
         remembered as (${rememberAddressQuery(db, signIn.address)}),
         forgotten as (${forgetOtherAddressesQuery(db, signIn.address)}),
         session as (${insertSessionQuery(db, session)}),
         refresh_token as (${firstRefreshToken}),
         audited as (${insertAuditEventQuery(db, signIn.audit)})
    select 1 ${PREPARED}`.execute(db);
}
