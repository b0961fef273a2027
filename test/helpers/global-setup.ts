import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { build } from '../../scripts/build.mjs';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { SecretCipher } from '../../server/secrets/secret-cipher.ts';
import { writeTestCertificateAuthority } from './test-ca.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Once per run: one RSA key that every test app signs with (generating one per app costs
 * seconds); one ENCRYPTION_KEYS for every app (on PostgreSQL they share a database, so each
 * must read the secrets the others stored); on PostgreSQL, the migrations, so that parallel
 * workers never race to create the schema; and a certificate authority that every test process
 * trusts, for the identity providers on https that tests start (test-ca.ts).
 */
async function prepare(): Promise<{ provided: ProvidedContext; cleanUp: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-test-'));
  const keyFile = path.join(dir, 'signing-key.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  // `npm test` sets one for the whole run, so the Python SDK's servers share it on PostgreSQL.
  const encryptionKeys = process.env.ENCRYPTION_KEYS ?? randomBytes(32).toString('base64');
  // The server processes some tests start run the compiled JavaScript `npm start` runs, built
  // here once from today's sources (the repository's own dist/ may be stale or absent). Inside
  // the repository, so that the compiled modules find node_modules.
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  const buildDir = mkdtempSync(path.join(root, 'dist', 'test-'));
  const compiledServer = path.join(build({ outDir: buildDir }), 'server', 'main.js');

  const tls = await writeTestCertificateAuthority(dir);
  trustInTestProcesses(tls.caFile, path.join(dir, 'trusted-cas.pem'));

  const secretCipher = new SecretCipher(encryptionKeys.split(',').map((key) => Buffer.from(key, 'base64')));
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });
    try {
      await migrateToLatest(database.db, { secretCipher });
    } finally {
      await database.close();
    }
  }
  // One migrated PGlite database that apps and servers on the embedded database start from a
  // copy of (migrated-data-dir.ts): creating and migrating one costs about 7.5 s on these
  // machines, a copy about 1 s, and the suite starts well over a hundred. Made on PostgreSQL
  // runs too, for the tests that run on the embedded database whatever the run's database.
  // Tests of creating or migrating a database start from an empty DATA_DIR of their own.
  const templateDir = path.join(dir, 'pglite-template');
  const template = await openDatabase({ databaseUrl: undefined, dataDir: templateDir });
  try {
    await migrateToLatest(template.db, { secretCipher });
  } finally {
    await template.close();
  }
  return {
    provided: {
      signingKeyFile: keyFile,
      keyDir: dir,
      encryptionKeys,
      compiledServer,
      migratedPgliteDir: path.join(templateDir, 'pglite'),
      tlsCaFile: tls.caFile,
      tlsCertFile: tls.certFile,
      tlsKeyFile: tls.keyFile,
    },
    cleanUp: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}

/**
 * Node reads NODE_EXTRA_CA_CERTS once, when a process starts, so setting it here changes nothing
 * in this process but reaches every process started after it with this environment: vitest's
 * workers (it forks them after global setup, with a copy of process.env taken then) and the
 * server processes tests start from them. A bundle, so that a certificate authority the run was
 * already given (a proxy's, say) stays trusted.
 */
function trustInTestProcesses(caFile: string, bundleFile: string) {
  const inherited = process.env.NODE_EXTRA_CA_CERTS;
  const already = inherited && existsSync(inherited) ? readFileSync(inherited, 'utf8').trimEnd() + '\n' : '';
  writeFileSync(bundleFile, already + readFileSync(caFile, 'utf8'));
  process.env.NODE_EXTRA_CA_CERTS = bundleFile;
}

/**
 * Vitest calls this once per project (vitest.config.ts has two) and once for the root, in one
 * process: the work is done by the first call and shared, and undone after the last teardown.
 */
const run = globalThis as typeof globalThis & { gatekeepTestSetup?: { prepared: ReturnType<typeof prepare>; users: number } };

export default async function setup(project: TestProject) {
  run.gatekeepTestSetup ??= { prepared: prepare(), users: 0 };
  const shared = run.gatekeepTestSetup;
  shared.users += 1;
  const { provided, cleanUp } = await shared.prepared;
  for (const [key, value] of Object.entries(provided) as [keyof ProvidedContext, string][]) project.provide(key, value);
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    cleanUp();
    delete run.gatekeepTestSetup;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    signingKeyFile: string;
    keyDir: string;
    encryptionKeys: string;
    compiledServer: string;
    /** A migrated PGlite database to copy; see migrated-data-dir.ts. */
    migratedPgliteDir: string;
    /** The run's certificate authority (PEM), which every test process trusts; see test-ca.ts. */
    tlsCaFile: string;
    /** A certificate for `localhost` and 127.0.0.1 that it signed, and its PKCS#8 key (PEM). */
    tlsCertFile: string;
    tlsKeyFile: string;
  }
}
