import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgres-cluster.ts';
import { tenantsNamed } from '../helpers/whole-tenants.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

// Issue 18, point 2: `kill -9` of the server in the middle of a burst of writes. After a
// restart on the same data, every write the server acknowledged is there, and every tenant
// that is there is whole: its owner's membership and exactly one `tenant.created` audit event.
// Writes in flight at the kill got no answer; each may or may not have committed, but never
// half of one.

const CLIENTS = 12;
/** Acknowledged creates before the kill: enough that it lands among many in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 60;

let cluster: PostgresCluster | undefined;
const dataDirs: string[] = [];

beforeAll(async () => {
  cluster = process.env.DATABASE_URL ? undefined : await startPostgresCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.remove();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const DATABASES = [
  ['PGlite', {}],
  ['PGlite with PGLITE_SYNC_COMMITS=true', { PGLITE_SYNC_COMMITS: 'true' }],
  ['PostgreSQL', { postgres: 'true' }],
] as const;

describe.each(DATABASES)('on %s', (_name, settings) => {
  it('a server killed mid-burst loses no acknowledged tenant and leaves none half-written', async () => {
    const dataDir = migratedDataDir('gatekeep-kill-');
    dataDirs.push(dataDir);
    const { postgres, ...rest } = settings as Record<string, string>;
    const databaseUrl = postgres ? (process.env.DATABASE_URL ?? cluster!.databaseUrl) : undefined;
    // An empty DATABASE_URL is unset: the PGlite cases must not inherit the suite's PostgreSQL.
    const env = { DATA_DIR: dataDir, ...rest, DATABASE_URL: databaseUrl ?? '' };

    const first = await startServerProcess(env);
    const email = uniqueEmail('kill');
    const signup = await call(first, 'POST', '/v1/auth/signup', { email, password: PASSWORD });
    expect(signup.status).toBe(201);
    const token = signup.body.data.accessToken as string;
    const prefix = `Kill ${Math.random().toString(36).slice(2, 8)}`;

    const sent: string[] = [];
    const acknowledged: string[] = [];
    let killed = false;
    const client = async (index: number) => {
      for (let i = 0; !killed; i++) {
        const name = `${prefix} ${index}-${i}`;
        sent.push(name);
        const answer = await call(first, 'POST', '/v1/tenants', { name }, token);
        if (answer.status === 201) acknowledged.push(name);
        else if (answer.status !== 0) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
    while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);
    expect(await first.exited).toBeNull(); // killed by the signal, not exited on its own

    // The restarted server recovers on its own and serves the same account.
    const second = await startServerProcess(env);
    try {
      expect((await call(second, 'GET', '/readyz')).status).toBe(200);
      const login = await call(second, 'POST', '/v1/auth/login', { email, password: PASSWORD });
      expect(login.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }

    const rows = await tenantsNamed(
      { databaseUrl, dataDir, ...(rest.PGLITE_SYNC_COMMITS ? { pgliteSyncCommits: true } : {}) },
      `${prefix} `,
    );
    const stored = new Set(rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    expect(rows.filter((row) => !sent.includes(row.name))).toEqual([]);
    expect(rows.filter((row) => row.owners !== 1 || row.audit_events !== 1)).toEqual([]);
    console.info(
      `kill -9 on ${_name}: ${acknowledged.length} acknowledged, ${sent.length - acknowledged.length} unanswered, ${rows.length} rows checked`,
    );
  }, 180_000);
});

describe('PGLITE_SYNC_COMMITS', () => {
  it('reaches PGlite: fsync on and the WAL opened for synchronous writes; off by default', async () => {
    const dataDir = migratedDataDir('gatekeep-sync-');
    dataDirs.push(dataDir);
    const settings = async (pgliteSyncCommits: boolean) => {
      const database = await openDatabase({ databaseUrl: undefined, dataDir, pgliteSyncCommits });
      try {
        const { rows } = await sql<{ name: string; setting: string }>`
          select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`.execute(database.db);
        return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
      } finally {
        await database.close();
      }
    };
    expect(await settings(true)).toEqual({ fsync: 'on', wal_sync_method: 'open_datasync' });
    expect(await settings(false)).toEqual({ fsync: 'off', wal_sync_method: 'fdatasync' });
  }, 60_000);
});

async function call(server: ServerProcess, method: string, url: string, body?: unknown, token?: string) {
  try {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: 0, body: undefined }; // no answer: the process went away mid-request
  }
}
