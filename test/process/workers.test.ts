import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { SHARED_ISSUER } from '../helpers/shared-issuer.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';
import { eventually } from '../webhooks/helpers.ts';

// Issue 38 point 2: WORKERS=2 starts two server processes sharing the port (node:cluster), on
// PostgreSQL. Each is an instance of its own, kept in step as separate instances are: a key
// revoked through one is refused by the other. Connections go to the workers in turn, so each
// request here opens its own; the log says which worker (pid) answered which request id.

/** Well inside the 5-second cache TTL: what makes the other worker refuse is the notification. */
const WITHIN_MS = 2_500;

let cluster: PostgresCluster | undefined;
let isolated: IsolatedDatabase | undefined;
let databaseUrl: string;
const dataDirs: string[] = [];
let server: ServerProcess;

const workersOn = (env: Record<string, string> = {}) => {
  const dataDir = migratedDataDir('gatekeep-workers-');
  dataDirs.push(dataDir);
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SIGNING_KEY_FILE: inject('signingKeyFile'),
    WORKERS: '2',
    ...env,
  });
};

beforeAll(async () => {
  // A database of these workers' own: beside the suite's on its PostgreSQL, or in a cluster of this file's own.
  if (process.env.DATABASE_URL) {
    isolated = await isolatedDatabase();
    databaseUrl = isolated.env.DATABASE_URL!;
  } else {
    cluster = await startPostgresCluster();
    databaseUrl = cluster.databaseUrl;
  }
  server = await workersOn();
  await server.waitForLine((line) => line.includes('every worker is listening'));
}, 240_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await cluster?.remove();
  await isolated?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: any;
  requestId: string;
}

/** On a connection of its own (`agent: false`), so that the next request may go to the other worker. */
function call(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            body: text ? JSON.parse(text) : undefined,
            requestId: String(response.headers['x-request-id']),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The pid of the worker that logged the request's completion. */
async function workerOf(requestId: string): Promise<number> {
  const line = await server.waitForLine((text) => text.includes(requestId) && text.includes('"statusCode"'), 10_000);
  return (JSON.parse(line) as { pid: number }).pid;
}

describe('WORKERS=2 on PostgreSQL', () => {
  it('serves from two processes on one port, and a key revoked through one is refused by the other', async () => {
    const signup = await call('POST', '/v1/auth/signup', { body: { email: uniqueEmail('workers'), password: PASSWORD } });
    expect(signup.status).toBe(201);
    const token = signup.body.data.accessToken as string;
    const tenant = await call('POST', '/v1/tenants', { body: { name: 'Workers' }, token });
    expect(tenant.status).toBe(201);
    const created = await call('POST', `/v1/tenants/${tenant.body.data.id}/api-keys`, { body: { name: 'both', scopes: [] }, token });
    expect(created.status).toBe(201);
    const { secret: key, apiKey } = created.body.data as { secret: string; apiKey: { id: string } };

    // Both workers validate the key, and so hold it in their caches.
    const valid = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/v1/keys/validate', { body: { key } })));
    expect(valid.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const validatedBy = new Set(await Promise.all(valid.map((answer) => workerOf(answer.requestId))));
    expect(validatedBy.size).toBe(2);

    const revoked = await call('DELETE', `/v1/tenants/${tenant.body.data.id}/api-keys/${apiKey.id}`, { token });
    expect(revoked.status).toBe(200);
    const revokedBy = await workerOf(revoked.requestId);
    await eventually(async () => {
      const refused = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/v1/keys/validate', { body: { key } })));
      expect(refused.map((answer) => answer.status)).toEqual(Array(8).fill(401));
      const refusedBy = await Promise.all(refused.map((answer) => workerOf(answer.requestId)));
      expect(refusedBy.some((pid) => pid !== revokedBy)).toBe(true);
    }, WITHIN_MS);
  });

  it('stops every worker on SIGTERM and exits 0 once they have', async () => {
    const other = await workersOn();
    await other.waitForLine((line) => line.includes('every worker is listening'));
    other.child.kill('SIGTERM');
    expect(await other.exited).toBe(0);
    expect(other.lines.filter((line) => line.includes('"msg":"shutting down"'))).toHaveLength(2);
  });

  it('fails once, in one line, when the port is in use: the first worker starts alone', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const child = spawn(process.execPath, [inject('compiledServer')], {
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          WORKERS: '3',
          DATABASE_URL: databaseUrl,
          ISSUER: SHARED_ISSUER,
          ENCRYPTION_KEYS: inject('encryptionKeys'),
          SIGNING_KEY_FILE: inject('signingKeyFile'),
          JOB_CONCURRENCY: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
      clearTimeout(timer);
      expect(code, `${stdout}\n${stderr}`).toBe(1);
      expect(stderr.split('\n').filter((line) => line.trim() !== '')).toEqual([
        `Cannot listen on 127.0.0.1:${port}: the port is already in use by another process; stop that process or set PORT (or METRICS_PORT) to a free port.`,
      ]);
      expect(stdout).toContain('"msg":"a worker failed to start"');
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
