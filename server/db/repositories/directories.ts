import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import type { DirectoryRow } from '../schema.ts';

// Every query names the tenant (or, for the SCIM service, the directory the key names): one
// tenant's directories are never reached through another's routes.

export function listDirectoryRows(db: Db, tenantId: string): Promise<DirectoryRow[]> {
  return db.selectFrom('directories').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute();
}

export async function countDirectoryRows(db: Db, tenantId: string): Promise<number> {
  const { count } = await db
    .selectFrom('directories')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findDirectoryRow(db: Db, tenantId: string, directoryId: string): Promise<DirectoryRow> {
  const row = await db
    .selectFrom('directories')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', directoryId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The directory a SCIM key names, whatever its tenant (the key is the only way to it). */
export function findDirectoryById(db: Db, directoryId: string): Promise<DirectoryRow | undefined> {
  return db.selectFrom('directories').selectAll().where('id', '=', directoryId).executeTakeFirst();
}

export function insertDirectoryRow(
  db: Db,
  row: { id: string; tenantId: string; name: string; groupRoles: { group: string; role: string }[] },
): Promise<DirectoryRow> {
  return db
    .insertInto('directories')
    .values({ id: row.id, tenant_id: row.tenantId, name: row.name, group_roles: JSON.stringify(row.groupRoles) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateDirectoryRow(
  db: Db,
  tenantId: string,
  directoryId: string,
  changes: { name?: string; groupRoles?: { group: string; role: string }[] },
): Promise<DirectoryRow> {
  return db
    .updateTable('directories')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.groupRoles !== undefined ? { group_roles: JSON.stringify(changes.groupRoles) } : {}),
      updated_at: sql`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', directoryId)
    .returningAll()
    .executeTakeFirstOrThrow(() => new AppError('NOT_FOUND'));
}

export async function touchDirectoryRow(db: Db, directoryId: string): Promise<void> {
  await db
    .updateTable('directories')
    .set({ updated_at: sql`now()` })
    .where('id', '=', directoryId)
    .execute();
}

export async function deleteDirectoryRow(db: Db, tenantId: string, directoryId: string): Promise<boolean> {
  const result = await db.deleteFrom('directories').where('tenant_id', '=', tenantId).where('id', '=', directoryId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
