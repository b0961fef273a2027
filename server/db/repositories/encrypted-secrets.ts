import { sql } from 'kysely';
import type { SecretPurpose } from '../../secrets/secret-cipher.ts';
import type { Db } from '../database.ts';

/** A column holding encrypted secrets, and the row id each ciphertext is bound to. */
export interface EncryptedColumn {
  table: string;
  idColumn: string;
  column: string;
  purpose: SecretPurpose;
}

/** Every column of today's schema that holds a secret encrypted at rest. */
export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  { table: 'mfa_totp', idColumn: 'user_id', column: 'secret', purpose: 'totp_secret' },
  { table: 'provider_configs', idColumn: 'id', column: 'client_secret', purpose: 'provider_client_secret' },
  { table: 'social_connections', idColumn: 'id', column: 'client_secret', purpose: 'connection_client_secret' },
  { table: 'webhook_endpoints', idColumn: 'id', column: 'secret', purpose: 'webhook_signing_secret' },
  // The secret a rotation replaced: it keeps signing through the grace period, so it is as secret.
  { table: 'webhook_endpoints', idColumn: 'id', column: 'previous_secret', purpose: 'webhook_signing_secret' },
  // The development signing key (issue 29, point 13): rotated with the others.
  { table: 'signing_keys', idColumn: 'id', column: 'private_key', purpose: 'signing_key' },
  // The Ed25519 keys that sign audit checkpoints (issue 36).
  { table: 'audit_checkpoint_keys', idColumn: 'id', column: 'private_key', purpose: 'audit_checkpoint_key' },
];

const CIPHERTEXT = 'enc:v1:%';

/** The key ids this column's ciphertexts name (`enc:v1:<keyId>:…`). */
export async function encryptionKeyIdsInUse(db: Db, { table, column }: EncryptedColumn): Promise<string[]> {
  const { rows } = await sql<{ key_id: string }>`
    select distinct split_part(${sql.ref(column)}, ':', 3) as key_id
      from ${sql.table(table)}
     where ${sql.ref(column)} like ${CIPHERTEXT}`.execute(db);
  return rows.map((row) => row.key_id);
}

/**
 * The next rows after `afterId` whose secret is plaintext, or encrypted under a key other than
 * `currentKeyId` (null: plaintext only), in id order so a long run can page through.
 */
export async function secretsToRewrite(
  db: Db,
  { table, idColumn, column }: EncryptedColumn,
  currentKeyId: string | null,
  afterId: string,
  limit: number,
) {
  const stale =
    currentKeyId === null
      ? sql`${sql.ref(column)} not like ${CIPHERTEXT}`
      : sql`(${sql.ref(column)} not like ${CIPHERTEXT} or split_part(${sql.ref(column)}, ':', 3) <> ${currentKeyId})`;
  const { rows } = await sql<{ id: string; value: string }>`
    select ${sql.ref(idColumn)} as id, ${sql.ref(column)} as value
      from ${sql.table(table)}
     where ${sql.ref(column)} is not null and ${stale} and ${sql.ref(idColumn)} > ${afterId}
     order by ${sql.ref(idColumn)}
     limit ${limit}`.execute(db);
  return rows;
}

/** Compare-and-set: a secret changed meanwhile (a rotation by a running server) is left to it. */
export async function replaceSecret(
  db: Db,
  { table, idColumn, column }: EncryptedColumn,
  id: string,
  previous: string,
  next: string,
): Promise<boolean> {
  const result = await sql`
    update ${sql.table(table)} set ${sql.ref(column)} = ${next}
     where ${sql.ref(idColumn)} = ${id} and ${sql.ref(column)} = ${previous}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}
