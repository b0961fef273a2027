import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { DirectoryGroupRow } from '../schema.ts';

// Every query names the directory: the SCIM service reaches a directory only through its key.

export interface DirectoryGroupColumns {
  displayName: string;
  externalId: string | null;
  resource: Record<string, unknown>;
}

export function findDirectoryGroup(db: Db, directoryId: string, id: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('directory_groups').selectAll().where('directory_id', '=', directoryId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function listDirectoryGroupCandidates(
  db: Db,
  directoryId: string,
  lookup: { id?: string; displayName?: string; externalId?: string },
): Promise<DirectoryGroupRow[]> {
  let query = db.selectFrom('directory_groups').selectAll().where('directory_id', '=', directoryId);
  if (lookup.id !== undefined) query = query.where('id', '=', lookup.id);
  if (lookup.displayName !== undefined) query = query.where(sql<string>`lower(display_name)`, '=', lookup.displayName.toLowerCase());
  if (lookup.externalId !== undefined) query = query.where('external_id', '=', lookup.externalId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export function insertDirectoryGroup(db: Db, row: DirectoryGroupColumns & { id: string; directoryId: string }): Promise<DirectoryGroupRow> {
  return db
    .insertInto('directory_groups')
    .values({
      id: row.id,
      directory_id: row.directoryId,
      display_name: row.displayName,
      external_id: row.externalId,
      resource: JSON.stringify(row.resource),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateDirectoryGroup(db: Db, directoryId: string, id: string, changes: DirectoryGroupColumns): Promise<DirectoryGroupRow> {
  return db
    .updateTable('directory_groups')
    .set({
      display_name: changes.displayName,
      external_id: changes.externalId,
      resource: JSON.stringify(changes.resource),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('directory_id', '=', directoryId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDirectoryGroup(db: Db, directoryId: string, id: string): Promise<void> {
  await db.deleteFrom('directory_groups').where('directory_id', '=', directoryId).where('id', '=', id).execute();
}

/** The group's members become exactly `memberIds` (users of the same directory, checked by the caller). */
export async function replaceGroupMembers(db: Db, groupId: string, memberIds: string[]): Promise<void> {
  await db.deleteFrom('directory_group_members').where('group_id', '=', groupId).execute();
  if (memberIds.length === 0) return;
  await db
    .insertInto('directory_group_members')
    .values(memberIds.map((memberId) => ({ group_id: groupId, member_id: memberId })))
    .execute();
}

/** The groups holding `memberId`, locked: its deletion takes it out of their members too. */
export function listGroupsHoldingForUpdate(db: Db, directoryId: string, memberId: string): Promise<DirectoryGroupRow[]> {
  return db
    .selectFrom('directory_groups')
    .selectAll()
    .where('directory_id', '=', directoryId)
    .where('id', 'in', db.selectFrom('directory_group_members').select('group_id').where('member_id', '=', memberId))
    .orderBy('id')
    .forUpdate()
    .execute();
}
