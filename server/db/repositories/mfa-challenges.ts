import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Makes room for a new challenge: deletes the user's expired challenges and all but the newest
 * `keep` live ones. The user's row is locked first (FOR NO KEY UPDATE, which the challenges'
 * foreign key does not wait for), so that concurrent logins make room one after the other
 * rather than each keeping `keep` and inserting beside the other.
 */
export async function makeRoomForChallenge(trx: Db, userId: string, keep: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  await trx
    .deleteFrom('mfa_challenges')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb(
          'id',
          'not in',
          eb
            .selectFrom('mfa_challenges')
            .select('id')
            .where('user_id', '=', userId)
            .where('expires_at', '>', sql<Date>`now()`)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(keep),
        ),
      ]),
    )
    .execute();
}

export async function insertChallengeRow(
  trx: Db,
  challenge: { id: string; userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('mfa_challenges')
    .values({ id: challenge.id, user_id: challenge.userId, token_hash: challenge.tokenHash, expires_at: challenge.expiresAt })
    .execute();
}

/**
 * The live challenge with this token hash, locked (FOR UPDATE): two answers to one challenge
 * are decided one after the other. Expired ones, and ones at `maxFailures`, are not found.
 */
export function findLiveChallengeForUpdate(trx: Db, tokenHash: string, maxFailures: number) {
  return trx
    .selectFrom('mfa_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('failed_attempts', '<', maxFailures)
    .forUpdate()
    .executeTakeFirst();
}

/** The live challenge with this token hash, unlocked: whose it is, for a step that answers nothing yet. */
export function findLiveChallenge(db: Db, tokenHash: string, maxFailures: number) {
  return db
    .selectFrom('mfa_challenges')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('failed_attempts', '<', maxFailures)
    .executeTakeFirst();
}

export async function setChallengeFailures(trx: Db, challengeId: string, failures: number): Promise<void> {
  await trx.updateTable('mfa_challenges').set({ failed_attempts: failures }).where('id', '=', challengeId).execute();
}

export async function deleteChallengeRow(trx: Db, challengeId: string): Promise<void> {
  await trx.deleteFrom('mfa_challenges').where('id', '=', challengeId).execute();
}

/** Maintenance: expired challenges can never be answered. The number deleted. */
export async function deleteExpiredChallenges(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('mfa_challenges')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
