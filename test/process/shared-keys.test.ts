import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { SHARED_ISSUER } from '../helpers/shared-issuer.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

// Issue 29, point 13: instances on one database share its keys. With DATABASE_URL the server
// refuses to start without ENCRYPTION_KEYS (it used to generate one into its own DATA_DIR, then
// refuse the other instances' rows); without SIGNING_KEY_FILE the development signing key is
// kept in the database, encrypted, so instances with different DATA_DIRs accept each other's
// tokens. The shared-database case needs PostgreSQL: the suite's (a database of its own there)
// or, when the suite runs on PGlite, a throw-away cluster of this file's own.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
let isolated: IsolatedDatabase | undefined;
let cluster: PostgresCluster | undefined;
let databaseUrl: string;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    isolated = await isolatedDatabase();
    databaseUrl = isolated.env.DATABASE_URL!;
  } else {
    cluster = await startPostgresCluster();
    databaseUrl = cluster.databaseUrl;
  }
}, 180_000);
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await isolated?.drop();
  await cluster?.remove();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const freshDataDir = () => {
  const dir = migratedDataDir('gatekeep-keys-');
  dataDirs.push(dir);
  return dir;
};

async function server(env: Record<string, string>): Promise<ServerProcess> {
  // SIGNING_KEY_FILE empty: the development key, wherever this release keeps it.
  const started = await startServerProcess({ SIGNING_KEY_FILE: '', ...env });
  servers.push(started);
  return started;
}

async function signUp(target: ServerProcess): Promise<string> {
  const response = await fetch(`${target.baseUrl}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('keys'), password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

const me = (target: ServerProcess, token: string) =>
  fetch(`${target.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);
const jwks = async (target: ServerProcess) => (await fetch(`${target.baseUrl}/v1/.well-known/jwks.json`)).json();

describe('DATABASE_URL without ENCRYPTION_KEYS', () => {
  it('refuses to start, naming ENCRYPTION_KEYS, in one line and no stack trace', async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ISSUER: SHARED_ISSUER,
      DATA_DIR: freshDataDir(),
      HOST: '127.0.0.1',
      PORT: '0',
    };
    delete env.ENCRYPTION_KEYS;
    const child = spawn(process.execPath, [inject('compiledServer')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output.split('\n').filter((line) => line.includes('ENCRYPTION_KEYS'))).toEqual([
      expect.stringMatching(/^Invalid configuration: (.*; )?DATABASE_URL needs ENCRYPTION_KEYS /),
    ]);
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);
});

describe('two servers on one PostgreSQL, each with its own DATA_DIR and no SIGNING_KEY_FILE', () => {
  it('started at once on an empty database, sign with one key and accept each other’s tokens', async () => {
    const [dirA, dirB] = [freshDataDir(), freshDataDir()];
    const [a, b] = await Promise.all([
      server({ DATABASE_URL: databaseUrl, DATA_DIR: dirA }),
      server({ DATABASE_URL: databaseUrl, DATA_DIR: dirB }),
    ]);
    expect(await jwks(a)).toEqual(await jwks(b));
    const [fromA, fromB] = await Promise.all([signUp(a), signUp(b)]);
    expect(await Promise.all([me(b, fromA), me(a, fromB), me(a, fromA), me(b, fromB)])).toEqual([200, 200, 200, 200]);
    // The key is in the database, encrypted: no instance keeps it in its DATA_DIR.
    for (const dir of [dirA, dirB]) expect(existsSync(path.join(dir, 'dev-signing-key.pem'))).toBe(false);
  }, 240_000);
});

describe('on the embedded database, the development key', () => {
  it('is imported from DATA_DIR once, kept encrypted in the database, and re-encrypted by rotate-encryption-key', async () => {
    const dataDir = freshDataDir();
    // An install of an earlier release: its key in DATA_DIR, tokens signed with it outstanding.
    writeFileSync(path.join(dataDir, 'dev-signing-key.pem'), readFileSync(inject('signingKeyFile'), 'utf8'));
    const oldKey = inject('encryptionKeys');
    // One issuer across the restart (the second server listens on another port).
    const embedded = { DATABASE_URL: '', DATA_DIR: dataDir, ISSUER: SHARED_ISSUER };
    const first = await server({ ...embedded, ENCRYPTION_KEYS: oldKey });
    const token = await signUp(first);
    const published = await jwks(first);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The file is not needed any more: the database has the key.
    unlinkSync(path.join(dataDir, 'dev-signing-key.pem'));
    const newKey = randomBytes(32).toString('base64');
    const rotate = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/rotate-encryption-key.ts'], {
      cwd: root,
      env: { ...process.env, ...embedded, ENCRYPTION_KEYS: `${newKey},${oldKey}` },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(rotate.status, rotate.stderr).toBe(0);
    expect(rotate.stdout).toContain('signing_keys.private_key: 1 re-encrypted');

    // The old encryption key gone, the signing key still reads, and the old token still verifies.
    const second = await server({ ...embedded, ENCRYPTION_KEYS: newKey });
    expect(await jwks(second)).toEqual(published);
    expect(decodeProtectedHeader(token).kid).toBe((published as { keys: Array<{ kid: string }> }).keys[0]!.kid);
    expect(await me(second, token)).toBe(200);
  }, 240_000);
});
