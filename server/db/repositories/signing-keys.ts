import type { Db } from '../database.ts';

/** The stored (encrypted) private key of `id`, or undefined when there is none yet. */
export async function findSigningKey(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('signing_keys').select('private_key').where('id', '=', id).executeTakeFirst();
  return row?.private_key;
}

/** Stores `privateKey` under `id` unless a key is already there: the first of racing instances wins. */
export async function insertSigningKeyIfAbsent(db: Db, id: string, privateKey: string): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({ id, private_key: privateKey })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
