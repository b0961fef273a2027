import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { EmailTokenPurpose } from '../schema.ts';

export async function insertEmailToken(
  trx: Db,
  token: {
    id: string;
    userId: string;
    purpose: EmailTokenPurpose;
    email: string;
    tokenHash: string;
    sessionId: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('email_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      token_hash: token.tokenHash,
      session_id: token.sessionId,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Spends a live token: a conditional update, so of two requests with the same link only one
 * gets the row back. Unknown, expired, spent and other-purpose tokens all return undefined.
 */
export function consumeEmailToken(trx: Db, tokenHash: string, purpose: EmailTokenPurpose) {
  return trx
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id', 'email', 'session_id'])
    .executeTakeFirst();
}

/** A live token, locked, without spending it: a flow that may still refuse (a wrong second factor) decides first. */
export function findLiveEmailTokenForUpdate(trx: Db, tokenHash: string, purpose: EmailTokenPurpose) {
  return trx
    .selectFrom('email_tokens')
    .select(['id', 'user_id', 'email'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
}

export async function spendEmailToken(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** How many tokens of this purpose the user was sent since `since`: a cap on mail to one inbox. */
export async function countEmailTokensSince(db: Db, userId: string, purpose: EmailTokenPurpose, since: Date): Promise<number> {
  const row = await db
    .selectFrom('email_tokens')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new link replaces the user's earlier ones of the same purpose. */
export async function spendUserEmailTokens(trx: Db, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await trx
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Maintenance: tokens past their expiry (spent or not) can never be used. The number deleted. */
export async function deleteExpiredEmailTokens(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('email_tokens')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
