import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { DirectoryUserRow } from '../schema.ts';

// Every query names the directory: the SCIM service reaches a directory only through its key.

export interface DirectoryUserColumns {
  userName: string;
  externalId: string | null;
  displayName: string | null;
  email: string | null;
  active: boolean;
  resource: Record<string, unknown>;
}

/** What a filter's top-level `and` pins down exactly, for the database to narrow the candidates by. */
export interface UserLookup {
  id?: string;
  userName?: string;
  externalId?: string;
}

export function findDirectoryUser(db: Db, directoryId: string, id: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('directory_users').selectAll().where('directory_id', '=', directoryId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findDirectoryUserByUserName(db: Db, directoryId: string, userName: string) {
  return db
    .selectFrom('directory_users')
    .selectAll()
    .where('directory_id', '=', directoryId)
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

export function findDirectoryUsersByIds(db: Db, directoryId: string, ids: string[]): Promise<DirectoryUserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('directory_users').selectAll().where('directory_id', '=', directoryId).where('id', 'in', ids).execute();
}

/** The directory's users that may match, oldest first: all of them, or those `lookup` pins down. */
export function listDirectoryUserCandidates(db: Db, directoryId: string, lookup: UserLookup): Promise<DirectoryUserRow[]> {
  let query = db.selectFrom('directory_users').selectAll().where('directory_id', '=', directoryId);
  if (lookup.id !== undefined) query = query.where('id', '=', lookup.id);
  if (lookup.userName !== undefined) query = query.where(sql<string>`lower(user_name)`, '=', lookup.userName.toLowerCase());
  if (lookup.externalId !== undefined) query = query.where('external_id', '=', lookup.externalId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function countDirectoryUsers(db: Db, directoryId: string): Promise<number> {
  const { count } = await db
    .selectFrom('directory_users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('directory_id', '=', directoryId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One page of the directory's users in creation order, without a filter. */
export function pageDirectoryUsers(db: Db, directoryId: string, offset: number, limit: number): Promise<DirectoryUserRow[]> {
  return db
    .selectFrom('directory_users')
    .selectAll()
    .where('directory_id', '=', directoryId)
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function insertDirectoryUser(
  db: Db,
  row: DirectoryUserColumns & { id: string; directoryId: string; userId: string | null; invitationId: string | null; managed: boolean },
): Promise<DirectoryUserRow> {
  return db
    .insertInto('directory_users')
    .values({
      id: row.id,
      directory_id: row.directoryId,
      user_id: row.userId,
      invitation_id: row.invitationId,
      managed: row.managed,
      user_name: row.userName,
      external_id: row.externalId,
      display_name: row.displayName,
      email: row.email,
      active: row.active,
      resource: JSON.stringify(row.resource),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The new state of a user; its version moves on (the ETag). */
export function updateDirectoryUser(
  db: Db,
  directoryId: string,
  id: string,
  changes: DirectoryUserColumns & { userId: string | null; invitationId: string | null; managed: boolean },
): Promise<DirectoryUserRow> {
  return db
    .updateTable('directory_users')
    .set({
      user_id: changes.userId,
      invitation_id: changes.invitationId,
      managed: changes.managed,
      user_name: changes.userName,
      external_id: changes.externalId,
      display_name: changes.displayName,
      email: changes.email,
      active: changes.active,
      resource: JSON.stringify(changes.resource),
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('directory_id', '=', directoryId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDirectoryUser(db: Db, directoryId: string, id: string): Promise<void> {
  await db.deleteFrom('directory_users').where('directory_id', '=', directoryId).where('id', '=', id).execute();
}

/** The ids and names of the groups `memberId` belongs to, for its `groups` attribute and its role. */
export function listGroupsOfMember(db: Db, memberId: string): Promise<{ id: string; display_name: string }[]> {
  return db
    .selectFrom('directory_group_members')
    .innerJoin('directory_groups', 'directory_groups.id', 'directory_group_members.group_id')
    .select(['directory_groups.id', 'directory_groups.display_name'])
    .where('directory_group_members.member_id', '=', memberId)
    .orderBy('directory_groups.display_name')
    .execute();
}

/** What the directory user stands for in Gatekeep, after provisioning (no new version: the resource did not change). */
export async function setDirectoryUserLinks(
  db: Db,
  directoryId: string,
  id: string,
  links: { userId: string | null; invitationId: string | null; managed: boolean },
): Promise<void> {
  await db
    .updateTable('directory_users')
    .set({ user_id: links.userId, invitation_id: links.invitationId, managed: links.managed })
    .where('directory_id', '=', directoryId)
    .where('id', '=', id)
    .execute();
}

/** The users of `groupId`, for their roles once the group changed. */
export function listMembersOfGroup(db: Db, groupId: string): Promise<DirectoryUserRow[]> {
  return db
    .selectFrom('directory_users')
    .selectAll()
    .where('id', 'in', db.selectFrom('directory_group_members').select('member_id').where('group_id', '=', groupId))
    .orderBy('id')
    .execute();
}
