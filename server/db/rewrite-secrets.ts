import { isEncrypted, type SecretCipher } from '../secrets/secret-cipher.ts';
import type { Db } from './database.ts';
import { type EncryptedColumn, encryptionKeyIdsInUse, replaceSecret, secretsToRewrite } from './repositories/encrypted-secrets.ts';

const BATCH = 500;

/**
 * Encrypts each secret under the cipher's first key: plaintext ones (the upgrade migration,
 * `only: 'plaintext'`) or every one under another key (`npm run rotate-encryption-key`).
 * Each row is a compare-and-set of its own, so it is safe beside running servers and can be
 * interrupted and run again. Returns how many secrets it rewrote per `table.column`.
 */
export async function rewriteSecrets(
  db: Db,
  cipher: SecretCipher,
  columns: readonly EncryptedColumn[],
  only: 'plaintext' | 'stale-key',
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const column of columns) {
    let rewritten = 0;
    let afterId = '';
    for (;;) {
      const rows = await secretsToRewrite(db, column, only === 'plaintext' ? null : cipher.activeKeyId, afterId, BATCH);
      for (const row of rows) {
        const context = { purpose: column.purpose, rowId: row.id };
        const plaintext = isEncrypted(row.value) ? cipher.decrypt(row.value, context) : row.value;
        if (await replaceSecret(db, column, row.id, row.value, cipher.encrypt(plaintext, context))) rewritten += 1;
      }
      if (rows.length < BATCH) break;
      afterId = rows[rows.length - 1]!.id;
    }
    counts[`${column.table}.${column.column}`] = rewritten;
  }
  return counts;
}

/**
 * At start, before serving: every stored secret must decrypt under ENCRYPTION_KEYS. A key
 * dropped too soon (before `npm run rotate-encryption-key` moved its secrets) stops the start
 * with a clear reason, rather than turning MFA and webhooks into 503s one request at a time.
 */
export async function assertSecretsDecryptable(db: Db, cipher: SecretCipher, columns: readonly EncryptedColumn[]): Promise<void> {
  const missing = new Set<string>();
  for (const column of columns) {
    for (const keyId of await encryptionKeyIdsInUse(db, column)) if (!cipher.keyIds.has(keyId)) missing.add(keyId);
  }
  if (missing.size > 0) {
    throw new Error(
      `Stored secrets are encrypted under key id(s) ${[...missing].join(', ')}, which ENCRYPTION_KEYS does not hold ` +
        `(it holds ${[...cipher.keyIds].join(', ')}). Add the old key back after the new one, start, and run ` +
        '`npm run rotate-encryption-key` before removing it.',
    );
  }
}
