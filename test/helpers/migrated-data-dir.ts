import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject as provided } from 'vitest';

/**
 * A new DATA_DIR whose embedded database is a copy of the run's migrated one (global-setup.ts),
 * so a server on PGlite opens it without initdb or migrations: about 1 s instead of 7.5 s on
 * these machines. Tests of creating or migrating a database use an empty directory instead.
 */
export function migratedDataDir(prefix = 'gatekeep-app-'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(provided('migratedPgliteDir'), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
