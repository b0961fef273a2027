import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import { isUniqueViolation } from '../errors.ts';
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

/** findUserByEmail, and whether the user's TOTP is active: what a login reads, in one round trip. */
export async function findUserForLogin(db: Db, email: string): Promise<(UserRow & { totp_active: boolean }) | undefined> {
  const row = await db
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
    )
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
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
export const PREVIOUS_EMAIL_DAYS = 30;

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

/** The user's former addresses still on record, newest first. */
export function listPreviousEmails(db: Db, userId: string) {
  return db
    .selectFrom('user_previous_emails')
    .select(['email', 'changed_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('changed_at', 'desc')
    .execute();
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
