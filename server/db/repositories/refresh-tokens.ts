import { sql } from 'kysely';
import type { Db } from '../database.ts';

export async function insertRefreshTokenRow(
  trx: Db,
  row: { id: string; sessionId: string; userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('refresh_tokens')
    .values({ id: row.id, family_id: row.sessionId, user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt })
    .execute();
}

/**
 * Spends a refresh token: only an unused, unexpired one of a live session, marked used in the
 * same statement so that two concurrent refreshes cannot both spend it. Returns its session and
 * the session's absolute expiry, or undefined.
 */
export async function spendRefreshTokenRow(
  trx: Db,
  tokenHash: string,
): Promise<{ userId: string; sessionId: string; sessionExpiresAt: Date } | undefined> {
  const spent = await trx
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .from('sessions')
    .whereRef('sessions.id', '=', 'refresh_tokens.family_id')
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .where('refresh_tokens.used_at', 'is', null)
    .where('refresh_tokens.revoked_at', 'is', null)
    .where('refresh_tokens.expires_at', '>', sql<Date>`now()`)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .returning(['refresh_tokens.user_id', 'refresh_tokens.family_id', 'sessions.expires_at'])
    .executeTakeFirst();
  return spent && { userId: spent.user_id, sessionId: spent.family_id, sessionExpiresAt: spent.expires_at };
}

/** The session of a refresh token that was spent already (reuse), or of any token at all. */
export async function findRefreshTokenSession(
  db: Db,
  tokenHash: string,
  options: { spentOnly?: boolean } = {},
): Promise<{ userId: string; sessionId: string } | undefined> {
  let query = db.selectFrom('refresh_tokens').select(['user_id', 'family_id']).where('token_hash', '=', tokenHash);
  if (options.spentOnly) query = query.where('used_at', 'is not', null);
  const row = await query.executeTakeFirst();
  return row && { userId: row.user_id, sessionId: row.family_id };
}
