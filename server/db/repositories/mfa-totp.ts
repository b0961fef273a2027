import type { Db } from '../database.ts';

/** The user's TOTP enrollment, locked until the transaction ends. */
export function findTotpForUpdate(trx: Db, userId: string) {
  return trx.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
}
