import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import type { SocialConnectionRow } from '../schema.ts';

// Social connections are the platform's: no tenant scoping, every query is by id.

export function listConnectionRows(db: Db): Promise<SocialConnectionRow[]> {
  return db.selectFrom('social_connections').selectAll().orderBy('id').execute();
}

/** What the hosted sign-in page offers: the enabled ones, oldest first. */
export function listEnabledConnectionRows(db: Db): Promise<Pick<SocialConnectionRow, 'id' | 'name'>[]> {
  return db.selectFrom('social_connections').select(['id', 'name']).where('enabled', '=', true).orderBy('id').execute();
}

export async function countConnectionRows(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('social_connections')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** `forUpdate` inside a transaction: a read-merge-write cannot lose a concurrent change. */
export async function findConnectionRow(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<SocialConnectionRow> {
  let query = db.selectFrom('social_connections').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function findEnabledConnectionRow(db: Db, id: string): Promise<SocialConnectionRow | undefined> {
  return db.selectFrom('social_connections').selectAll().where('id', '=', id).where('enabled', '=', true).executeTakeFirst();
}

export interface ConnectionColumns {
  name: string;
  enabled: boolean;
  settings: Record<string, unknown>;
  clientId: string;
  /** Already encrypted. */
  clientSecret: string;
}

export function insertConnectionRow(db: Db, connection: ConnectionColumns & { id: string; type: SocialConnectionRow['type'] }) {
  return db
    .insertInto('social_connections')
    .values({
      id: connection.id,
      type: connection.type,
      name: connection.name,
      enabled: connection.enabled,
      settings: JSON.stringify(connection.settings),
      client_id: connection.clientId,
      client_secret: connection.clientSecret,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateConnectionRow(db: Db, id: string, columns: ConnectionColumns) {
  return db
    .updateTable('social_connections')
    .set({
      name: columns.name,
      enabled: columns.enabled,
      settings: JSON.stringify(columns.settings),
      client_id: columns.clientId,
      client_secret: columns.clientSecret,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteConnectionRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('social_connections').where('id', '=', id).execute();
}

export function findSocialIdentity(db: Db, connectionId: string, subject: string) {
  return db
    .selectFrom('social_identities')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertSocialIdentity(
  db: Db,
  identity: { id: string; connectionId: string; subject: string; userId: string; email: string | null },
): Promise<void> {
  await db
    .insertInto('social_identities')
    .values({
      id: identity.id,
      connection_id: identity.connectionId,
      subject: identity.subject,
      user_id: identity.userId,
      email: identity.email,
      last_login_at: sql<Date>`now()`,
    })
    .execute();
}

export async function touchSocialIdentity(db: Db, id: string, email: string | null): Promise<void> {
  await db
    .updateTable('social_identities')
    .set({ email, last_login_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The user's social links, oldest first (exportMe). */
export function listSocialIdentitiesOfUser(db: Db, userId: string) {
  return db.selectFrom('social_identities').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}
