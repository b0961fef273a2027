import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import type { MfaTotpRow } from '../schema.ts';

export function findTotp(db: Db, userId: string): Promise<MfaTotpRow | undefined> {
  return db.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The user's TOTP enrollment, locked until the transaction ends. */
export function findTotpForUpdate(trx: Db, userId: string): Promise<MfaTotpRow | undefined> {
  return trx.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export async function isTotpActive(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('mfa_totp').select('status').where('user_id', '=', userId).executeTakeFirst();
  return row?.status === 'active';
}

/** Starts (or restarts) an enrollment with a new, already encrypted, seed. */
export async function upsertPendingTotp(trx: Db, userId: string, storedSecret: string): Promise<void> {
  const pending = { secret: storedSecret, status: 'pending' as const, last_used_step: null, activated_at: null };
  await trx
    .insertInto('mfa_totp')
    .values({ user_id: userId, ...pending })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(pending))
    .execute();
  // Restarting over an active enrollment turns TOTP off until it is activated again.
  await publishInvalidations(trx, [`user:${userId}`]);
}

/** Pending to active, spending the step whose code proved the enrollment. */
export async function activateTotpRow(trx: Db, userId: string, step: number): Promise<void> {
  await trx
    .updateTable('mfa_totp')
    .set({ status: 'active', last_used_step: step, activated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  await publishInvalidations(trx, [`user:${userId}`]);
}

/**
 * Spends a time step: a conditional update, so of two requests with the same code (or an
 * older one) only the first succeeds. True when this call spent it.
 */
export async function spendTotpStep(trx: Db, userId: string, step: number): Promise<boolean> {
  const spent = await trx
    .updateTable('mfa_totp')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function deleteTotpRow(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
  await publishInvalidations(trx, [`user:${userId}`]);
}
