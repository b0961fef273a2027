// `npm run rotate-encryption-key`: re-encrypts every stored secret under the first key of
// ENCRYPTION_KEYS. Put the new key first and keep the old ones after it, restart the servers
// (they now encrypt under the new key and still decrypt the old), run this, and only then drop
// the old keys. Safe beside servers on PostgreSQL (each row is a compare-and-set); the embedded
// database is opened by one process at a time, so there it refuses while the server runs.
import { loadMaintenanceConfig } from '../config.ts';
import { loadSecretCipher } from '../secrets/load-secret-cipher.ts';
import { exitOnStartupFailure } from '../startup-failure.ts';
import { exitIfDataDirInUse } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { ENCRYPTED_COLUMNS } from './repositories/encrypted-secrets.ts';
import { rewriteSecrets } from './rewrite-secrets.ts';

// A setting, database or DATA_DIR problem is one line naming it and the fix (startup-failure.ts).
try {
  const config = loadMaintenanceConfig();
  const cipher = await loadSecretCipher(config);
  const database = await openDatabase({ ...config, holder: { role: 'command', command: 'npm run rotate-encryption-key' } }).catch(
    exitIfDataDirInUse,
  );
  try {
    await migrateToLatest(database.db, { secretCipher: cipher });
    const counts = await rewriteSecrets(database.db, cipher, ENCRYPTED_COLUMNS, 'stale-key');
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    for (const [column, n] of Object.entries(counts)) console.log(`${column}: ${n} re-encrypted`);
    console.log(`${total} secret(s) now under key ${cipher.activeKeyId}; keys no longer needed can leave ENCRYPTION_KEYS.`);
  } finally {
    await database.close();
  }
} catch (err) {
  exitOnStartupFailure(err, { databaseUrl: process.env.DATABASE_URL, logLevel: process.env.LOG_LEVEL });
}
