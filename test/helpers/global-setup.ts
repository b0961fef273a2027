import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';

/**
 * Once per run: one RSA key that every test app signs with (generating one per app costs
 * seconds), and, on PostgreSQL, the migrations, so that parallel workers never race to
 * create the schema.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-test-'));
  const keyFile = path.join(dir, 'signing-key.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  project.provide('signingKeyFile', keyFile);
  project.provide('keyDir', dir);

  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.close();
    }
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    signingKeyFile: string;
    keyDir: string;
  }
}
