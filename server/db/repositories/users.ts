import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import { isUniqueViolation } from '../errors.ts';
import { startsWithPattern } from '../like.ts';
import type { UserRow } from '../schema.ts';

/** Emails compare case-insensitively; they are stored in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function insertUser(db: Db, user: { id: string; email: string; name: string | null; passwordHash: string }): Promise<UserRow> {
  // An address another account moved away from stays theirs for its 30 days on record.
  if (await isEmailReserved(db, user.email)) throw new AppError('EMAIL_TAKEN');
  try {
    return await db
      .insertInto('users')
      .values({ id: user.id, email: normalizeEmail(user.email), name: user.name, password_hash: user.passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** Users, each with whether their TOTP is active (`totp_active`), read in the same query. */
function usersWithTotpState(db: Db) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('mfa_totp')
            .select('mfa_totp.user_id')
            .whereRef('mfa_totp.user_id', '=', 'users.id')
            .where('mfa_totp.status', '=', 'active'),
        )
        .as('totp_active'),
    );
}

/** findUserByEmail, and whether the user's TOTP is active: what a login reads, in one round trip. */
export async function findUserForLogin(db: Db, email: string): Promise<(UserRow & { totp_active: boolean }) | undefined> {
  const row = await usersWithTotpState(db).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row && { ...row, totp_active: Boolean(row.totp_active) };
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUserPasswordHash(trx: Db, id: string, passwordHash: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Sets the display name when it differs; the row as it now is, or undefined when the user is
 * gone or the name was already that. Cached views of the user are forgotten on commit.
 */
export async function updateUserName(trx: Db, id: string, name: string | null): Promise<UserRow | undefined> {
  const row = await trx
    .updateTable('users')
    .set({ name, updated_at: sql`now()` })
    .where('id', '=', id)
    .where(sql<boolean>`name is distinct from ${name}`)
    .returningAll()
    .executeTakeFirst();
  if (row) await publishInvalidations(trx, [`user:${id}`]);
  return row;
}

/** Marks the address verified if it is still the user's (it may have changed since the link was sent). */
export async function markEmailVerified(trx: Db, userId: string, email: string): Promise<UserRow | undefined> {
  const row = await trx
    .updateTable('users')
    .set({ email_verified_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row) await publishInvalidations(trx, [`user:${userId}`]);
  return row;
}

/** How long an address a user moved away from stays on record, and reserved for them. */
const PREVIOUS_EMAIL_DAYS = 30;

/** Whether the address is on record as another account's former one, within its 30 days. */
export async function isEmailReserved(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_previous_emails')
    .select('user_id')
    .where('email', '=', normalizeEmail(email))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves the user to a new, verified address and keeps the old one on record for
 * PREVIOUS_EMAIL_DAYS. The row as it now is; EMAIL_TAKEN when another account has the new
 * address or holds it as a former one. Cached views of the user are forgotten on commit.
 */
export async function changeUserEmail(trx: Db, user: UserRow, newEmail: string): Promise<UserRow> {
  const email = normalizeEmail(newEmail);
  const reservedByOther = await trx
    .selectFrom('user_previous_emails')
    .select('user_id')
    .where('email', '=', email)
    .where('user_id', '!=', user.id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (reservedByOther) throw new AppError('EMAIL_TAKEN');
  let row: UserRow;
  try {
    row = await trx
      .updateTable('users')
      .set({ email, email_verified_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
  const expiresAt = sql<Date>`now() + make_interval(days => ${PREVIOUS_EMAIL_DAYS})`;
  await trx
    .insertInto('user_previous_emails')
    .values({ user_id: user.id, email: user.email, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['user_id', 'email']).doUpdateSet({ changed_at: sql`now()`, expires_at: expiresAt }))
    .execute();
  // Moving back to a former address takes it off the record.
  await trx.deleteFrom('user_previous_emails').where('user_id', '=', user.id).where('email', '=', email).execute();
  await publishInvalidations(trx, [`user:${user.id}`]);
  return row;
}

/** Maintenance: former addresses past their 30 days. The number deleted. */
export async function deleteExpiredPreviousEmails(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('user_previous_emails')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The row; what references it cascades (sessions, factors, links, memberships). */
export async function deleteUserRow(trx: Db, id: string): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', id).execute();
}

export interface UserFilter {
  limit: number;
  beforeId?: string | undefined;
  emailPrefix?: string | undefined;
  emailVerified?: boolean | undefined;
  disabled?: boolean | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
  /** One key of `metadata` and the value it must have, compared as text. */
  metadata?: { key: string; value: string } | undefined;
}

/** Users newest first (ids sort by creation), `limit + 1` rows, with whether TOTP is active. */
export async function listUserRows(db: Db, filter: UserFilter): Promise<(UserRow & { totp_active: boolean })[]> {
  let query = usersWithTotpState(db);
  if (filter.beforeId) query = query.where('users.id', '<', filter.beforeId);
  if (filter.emailPrefix) {
    // A prefix, not a pattern: LIKE's own characters in it match themselves.
    query = query.where('users.email', 'like', startsWithPattern(normalizeEmail(filter.emailPrefix)));
  }
  if (filter.emailVerified !== undefined) query = query.where('users.email_verified_at', filter.emailVerified ? 'is not' : 'is', null);
  if (filter.disabled !== undefined) query = query.where('users.disabled_at', filter.disabled ? 'is not' : 'is', null);
  if (filter.createdAfter) query = query.where('users.created_at', '>=', filter.createdAfter);
  if (filter.createdBefore) query = query.where('users.created_at', '<', filter.createdBefore);
  if (filter.metadata) query = query.where(sql<string>`users.metadata ->> ${filter.metadata.key}`, '=', filter.metadata.value);
  const rows = await query
    .orderBy('users.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  return rows.map((row) => ({ ...row, totp_active: Boolean(row.totp_active) }));
}

/** The former addresses on record of the users given (one, or a page of them), newest first. */
export function listPreviousEmailsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_previous_emails')
    .select(['user_id', 'email', 'changed_at', 'expires_at'])
    .where('user_id', 'in', userIds)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('changed_at', 'desc')
    .execute();
}

/**
 * Sets or clears disabled_at, locking the row; the row as it now is, or undefined when the
 * user does not exist. Unchanged when already in that state (`changed` false).
 */
export async function setUserDisabled(trx: Db, id: string, disabled: boolean): Promise<{ row: UserRow; changed: boolean } | undefined> {
  const current = await trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!current) return undefined;
  if ((current.disabled_at !== null) === disabled) return { row: current, changed: false };
  const row = await trx
    .updateTable('users')
    .set({ disabled_at: disabled ? sql`now()` : null, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishInvalidations(trx, [`user:${id}`]);
  return { row, changed: true };
}

/** Whether the user is disabled, read under a share lock so that a disable in flight is waited for. */
export async function isUserDisabled(trx: Db, id: string): Promise<boolean> {
  const row = await trx.selectFrom('users').select('disabled_at').where('id', '=', id).forShare().executeTakeFirst();
  return row?.disabled_at != null;
}

/** Replaces the metadata objects given (the row locked); the row as it now is, or undefined when the user is gone. */
export async function updateUserMetadata(
  trx: Db,
  id: string,
  changes: { metadata?: Record<string, unknown>; publicMetadata?: Record<string, unknown> },
): Promise<UserRow | undefined> {
  const row = await trx
    .updateTable('users')
    .set({
      ...(changes.metadata ? { metadata: JSON.stringify(changes.metadata) } : {}),
      ...(changes.publicMetadata ? { public_metadata: JSON.stringify(changes.publicMetadata) } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (row) await publishInvalidations(trx, [`user:${id}`]);
  return row;
}

/** Locks the user's row to the commit: changes that count what the account holds serialize on it. */
export async function lockUserRow(trx: Db, id: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}
