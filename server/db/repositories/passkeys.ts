import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import type { PasskeyRow, WebauthnChallengesTable } from '../schema.ts';

// A user's passkeys: every query names the user, so another user's passkey does not exist (404).

export function listPasskeyRows(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function countPasskeyRows(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findPasskeyRow(db: Db, userId: string, passkeyId: string): Promise<PasskeyRow> {
  const row = await db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).where('id', '=', passkeyId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Whoever holds it: a sign-in names the credential, and the credential its user. Locked to the commit, so two uses of one counter value cannot both pass. */
export function findPasskeyByCredentialForUpdate(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).forUpdate().executeTakeFirst();
}

export interface NewPasskey {
  id: string;
  userId: string;
  name: string;
  credentialId: string;
  publicKey: string;
  signCounter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  aaguid: string;
}

export function insertPasskeyRow(db: Db, passkey: NewPasskey): Promise<PasskeyRow> {
  return db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      name: passkey.name,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      sign_counter: passkey.signCounter,
      transports: JSON.stringify(passkey.transports),
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp,
      aaguid: passkey.aaguid,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function renamePasskeyRow(db: Db, userId: string, passkeyId: string, name: string): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('user_id', '=', userId)
    .where('id', '=', passkeyId)
    .returningAll()
    .executeTakeFirst();
}

/** After a verified assertion: the authenticator's new counter and backup state. */
export async function recordPasskeyUse(db: Db, passkeyId: string, use: { signCounter: number; backedUp: boolean }): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ sign_counter: use.signCounter, backed_up: use.backedUp, last_used_at: sql<Date>`now()` })
    .where('id', '=', passkeyId)
    .execute();
}

export async function deletePasskeyRow(db: Db, userId: string, passkeyId: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', passkeyId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every passkey of the user, removed; answers their ids. */
export async function deleteAllPasskeyRows(db: Db, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('passkeys').where('user_id', '=', userId).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function insertWebauthnChallenge(
  db: Db,
  challenge: { challengeHash: string; purpose: WebauthnChallengesTable['purpose']; userId: string | null; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge_hash: challenge.challengeHash,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${challenge.ttlSeconds})`,
    })
    .execute();
}

/** Takes the challenge for good (single use), if it is there, live and of this purpose. */
export function takeWebauthnChallenge(db: Db, challengeHash: string, purpose: WebauthnChallengesTable['purpose']) {
  return db
    .deleteFrom('webauthn_challenges')
    .where('challenge_hash', '=', challengeHash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id'])
    .executeTakeFirst();
}

export async function deleteExpiredWebauthnChallenges(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
