import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Replaces the user's recovery codes with these (hashes only). */
export async function replaceRecoveryCodeRows(trx: Db, userId: string, codes: { id: string; codeHash: string }[]): Promise<void> {
  await deleteRecoveryCodeRows(trx, userId);
  if (codes.length === 0) return;
  await trx
    .insertInto('mfa_recovery_codes')
    .values(codes.map((code) => ({ id: code.id, user_id: userId, code_hash: code.codeHash, used_at: null })))
    .execute();
}

/** Marks an unused code used: conditional, so a code is spent once however many requests race. */
export async function spendRecoveryCode(trx: Db, userId: string, codeHash: string): Promise<boolean> {
  const spent = await trx
    .updateTable('mfa_recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function deleteRecoveryCodeRows(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
}
