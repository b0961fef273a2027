import { type QueryCreator, sql } from 'kysely';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import type { DB, SessionRow } from '../schema.ts';

export interface NewSessionRow {
  id: string;
  userId: string;
  /** From the session's start (the database's now()), so that createdAt + lifetime = expiresAt exactly. */
  lifetimeSeconds: number;
  ip: string | null;
  userAgent: string | null;
}

/** Returns when the session ends. */
export async function insertSessionRow(trx: Db, row: NewSessionRow): Promise<Date> {
  const inserted = await insertSessionQuery(trx, row).executeTakeFirstOrThrow();
  return inserted.expires_at;
}

export function insertSessionQuery(qc: QueryCreator<DB>, row: NewSessionRow) {
  return qc
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${row.lifetimeSeconds})`,
      ip: row.ip,
      user_agent: row.userAgent,
    })
    .returning('expires_at');
}

/**
 * The one query every user-authenticated request makes: is the token's session still live and
 * the token's user's? By primary key, so it costs one index probe.
 */
/** A session that is neither revoked nor expired: whose it is and until when. */
export function findLiveSession(db: Db, sessionId: string): Promise<{ user_id: string; expires_at: Date } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** When a live session of this user began: how recent its sign-in is (a step-up without a password). */
export async function findLiveSessionStart(db: Db, userId: string, sessionId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.created_at;
}

/** Live sessions of a user, newest first, `limit + 1` rows before the cursor. */
export function listLiveSessionRows(db: Db, userId: string, page: { limit: number; beforeId?: string }): Promise<SessionRow[]> {
  let query = db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (page.beforeId) query = query.where('id', '<', page.beforeId);
  return query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

/**
 * Revokes the user's live sessions that `which` selects (one by id, all, or all but one) and
 * returns their ids; a session already revoked or expired is left as it is and not returned.
 */
export async function revokeSessionRows(trx: Db, userId: string, which: { only: string } | { allBut?: string }): Promise<string[]> {
  let query = trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if ('only' in which) query = query.where('id', '=', which.only);
  else if (which.allBut) query = query.where('id', '!=', which.allBut);
  const rows = await query.returning('id').execute();
  const ids = rows.map((row) => row.id).sort();
  await publishInvalidations(
    trx,
    ids.map((id) => `session:${id}`),
  );
  return ids;
}

/** Marks a session as the hosted pages' sign-in of one browser, known by the hash of its cookie. */
export async function setSessionBrowserSecret(db: Db, sessionId: string, secretHash: string): Promise<void> {
  await db.updateTable('sessions').set({ browser_secret_hash: secretHash }).where('id', '=', sessionId).execute();
}

/** The live session a hosted-pages cookie stands for, and its user. */
export function findLiveBrowserSession(db: Db, secretHash: string): Promise<{ id: string; user_id: string; created_at: Date } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'created_at'])
    .where('browser_secret_hash', '=', secretHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}
