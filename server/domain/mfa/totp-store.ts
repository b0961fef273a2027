import type { Db } from '../../db/database.ts';

export async function isTotpActive(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('mfa_totp').select('status').where('user_id', '=', userId).executeTakeFirst();
  return row?.status === 'active';
}

export function findTotp(db: Db, userId: string) {
  return db.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
