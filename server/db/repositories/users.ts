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
