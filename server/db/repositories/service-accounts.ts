import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import type { ServiceAccountRow } from '../schema.ts';

export function findServiceAccountByKeyHash(db: Db, keyHash: string): Promise<ServiceAccountRow | undefined> {
  return db.selectFrom('service_accounts').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export async function findServiceAccountRow(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ServiceAccountRow | undefined> {
  // A directory's key is the directory's (issue 35): managed through it, never as an account.
  let query = db.selectFrom('service_accounts').selectAll().where('id', '=', id).where('directory_id', 'is', null);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function insertServiceAccountRow(
  db: Db,
  row: { id: string; name: string; permissions: string[]; key_hash: string; created_by: string; directory_id?: string },
): Promise<ServiceAccountRow> {
  return db
    .insertInto('service_accounts')
    .values({ ...row, permissions: JSON.stringify(row.permissions) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Newest first, `limit + 1` rows before the cursor. `within` restricts to accounts whose
 * permissions are a subset of it (jsonb containment: within @> permissions).
 */
export function listServiceAccountRows(
  db: Db,
  page: { limit: number; beforeId?: string; within?: string[] },
): Promise<ServiceAccountRow[]> {
  let query = db.selectFrom('service_accounts').selectAll().where('directory_id', 'is', null);
  if (page.within) query = query.where(sql<boolean>`${JSON.stringify(page.within)}::jsonb @> permissions`);
  if (page.beforeId) query = query.where('id', '<', page.beforeId);
  return query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function updateServiceAccountRow(
  db: Db,
  id: string,
  changes: { name?: string; permissions?: string[]; key_hash?: string; disabled?: true },
): Promise<ServiceAccountRow> {
  const { permissions, disabled, ...rest } = changes;
  const row = await db
    .updateTable('service_accounts')
    .set({
      ...rest,
      ...(permissions ? { permissions: JSON.stringify(permissions) } : {}),
      ...(disabled ? { disabled_at: sql`coalesce(disabled_at, now())` } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  // A new key, fewer permissions or disabling: caches of resolved accounts forget this one.
  await publishInvalidations(db, [`service_account:${id}`]);
  return row;
}

/** A directory's key, replaced: its hash changes and every cache forgets the account. */
export async function replaceDirectoryKey(db: Db, directoryId: string, keyHash: string): Promise<void> {
  const row = await db
    .updateTable('service_accounts')
    .set({ key_hash: keyHash, updated_at: sql`now()` })
    .where('directory_id', '=', directoryId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  await publishInvalidations(db, [`service_account:${row.id}`]);
}

/** The directory's key, deleted (the directory row's own deletion would cascade to it; this also tells the caches). */
export async function deleteDirectoryKey(db: Db, directoryId: string): Promise<void> {
  const rows = await db.deleteFrom('service_accounts').where('directory_id', '=', directoryId).returning('id').execute();
  await publishInvalidations(
    db,
    rows.map((row) => `service_account:${row.id}`),
  );
}
