// `npm run migrate`: apply migrations and exit, for deploy pipelines that migrate separately.
import { loadMaintenanceConfig } from '../config.ts';
import { loadSecretCipher } from '../secrets/load-secret-cipher.ts';
import { exitOnStartupFailure } from '../startup-failure.ts';
import { exitIfDataDirInUse } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// A setting, database or DATA_DIR problem is one line naming it and the fix (startup-failure.ts).
try {
  const config = loadMaintenanceConfig();
  const database = await openDatabase({ ...config, holder: { role: 'command', command: 'npm run migrate' } }).catch(exitIfDataDirInUse);
  try {
    // 0009 encrypts existing secrets, under ENCRYPTION_KEYS (or the dev key in DATA_DIR).
    const applied = await migrateToLatest(database.db, { secretCipher: await loadSecretCipher(config) });
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
  } finally {
    await database.close();
  }
} catch (err) {
  exitOnStartupFailure(err, { databaseUrl: process.env.DATABASE_URL, logLevel: process.env.LOG_LEVEL });
}
