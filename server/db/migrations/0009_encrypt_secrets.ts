import type { Kysely, Migration } from 'kysely';
import type { SecretCipher } from '../../secrets/secret-cipher.ts';
import type { EncryptedColumn } from '../repositories/encrypted-secrets.ts';
import { rewriteSecrets } from '../rewrite-secrets.ts';

// Issue 14: secrets the server reads back are encrypted at rest. Before this migration they
// were stored as they are; from here on every write encrypts, and this encrypts what exists.
// The columns as they were at this migration, frozen: ENCRYPTED_COLUMNS may grow later.
const COLUMNS_AT_0009: readonly EncryptedColumn[] = [
  { table: 'mfa_totp', idColumn: 'user_id', column: 'secret', purpose: 'totp_secret' },
  { table: 'provider_configs', idColumn: 'id', column: 'client_secret', purpose: 'provider_client_secret' },
  { table: 'webhook_endpoints', idColumn: 'id', column: 'secret', purpose: 'webhook_signing_secret' },
  { table: 'webhook_endpoints', idColumn: 'id', column: 'previous_secret', purpose: 'webhook_signing_secret' },
];

export function encryptSecrets(cipher: SecretCipher): Migration {
  return {
    async up(db: Kysely<any>) {
      await rewriteSecrets(db, cipher, COLUMNS_AT_0009, 'plaintext');
    },
    // Back to plaintext, for a downgrade to a release that cannot read ciphertexts.
    async down(db: Kysely<any>) {
      await decryptSecrets(db, cipher, COLUMNS_AT_0009);
    },
  };
}

async function decryptSecrets(db: Kysely<any>, cipher: SecretCipher, columns: readonly EncryptedColumn[]): Promise<void> {
  for (const column of columns) {
    const rows = await db
      .selectFrom(column.table)
      .select([`${column.idColumn} as id`, `${column.column} as value`])
      .where(column.column, 'like', 'enc:v1:%')
      .execute();
    for (const row of rows) {
      const plaintext = cipher.decrypt(row.value, { purpose: column.purpose, rowId: row.id });
      await db
        .updateTable(column.table)
        .set({ [column.column]: plaintext })
        .where(column.idColumn, '=', row.id)
        .execute();
    }
  }
}
