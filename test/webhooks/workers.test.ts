import { rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { JobRunner } from '../../server/domain/jobs/job-runner.ts';
import { JOB_TYPES } from '../../server/domain/jobs/registry.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { BOOTSTRAP, eventually, FAST_JOBS } from './helpers.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function receiver(...args: Parameters<typeof startReceiver>): Promise<WebhookReceiver> {
  const started = await startReceiver(...args);
  cleanups.push(() => started.close());
  return started;
}

/** Log lines of one app, to tell which instance ran which attempt. */
function logSink() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  // Deliveries only: the scheduled maintenance jobs end attempts too.
  return {
    stream,
    attempts: () => lines.filter((line) => line.includes('job attempt ended') && line.includes('"jobType":"webhooks.deliver"')).length,
  };
}

async function endpointFor(t: TestApp, url: string) {
  const owner = await signUp(t);
  const tenant = await createTenant(t, owner);
  const response = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
    token: owner.accessToken,
    body: { url, eventTypes: ['role.created'] },
  });
  expect(response.status, response.text).toBe(201);
  return { owner, tenant };
}

describe('several instances on one database', () => {
  it('deliver each event exactly once, with both instances taking work', async () => {
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());
    const env = { ...FAST_JOBS, ...database.env, JOB_CONCURRENCY: '2', JOB_POLL_MS: '20', LOG_LEVEL: 'info' };
    const logsA = logSink();
    const logsB = logSink();
    const a = await startTestApp(env, { logStream: logsA.stream });
    cleanups.push(() => a.close());
    // Two processes cannot open one embedded database, so on PGlite the second instance is a
    // second set of workers on the same database; on PostgreSQL it is a whole second app.
    let claimB: { runner: JobRunner } | TestApp;
    if (process.env.DATABASE_URL) {
      const b = await startTestApp(env, { logStream: logsB.stream });
      cleanups.push(() => b.close());
      claimB = b;
    } else {
      const runner = new JobRunner(a.app.services, JOB_TYPES, a.app.services.config.jobs, pino({ level: 'info' }, logsB.stream) as never);
      runner.start();
      cleanups.push(() => runner.stop());
      claimB = { runner };
    }
    expect(claimB).toBeDefined();

    const hooks = await receiver(() => ({ status: 200, delayMs: 20 }));
    // An endpoint's deliveries run one at a time, so four endpoints give both instances work.
    const tenants = [];
    for (let i = 0; i < 4; i++) tenants.push(await endpointFor(a, hooks.url));
    const EVENTS = 40;
    for (let i = 0; i < EVENTS; i++) {
      const { owner, tenant } = tenants[i % tenants.length]!;
      const role = await a.call('POST', `/v1/tenants/${tenant.id}/roles`, {
        token: owner.accessToken,
        body: { name: `role-${i}`, permissions: [] },
      });
      expect(role.status).toBe(201);
    }
    await hooks.waitFor(EVENTS, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const ids = hooks.received.map((w) => w.headers['webhook-id']);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(logsA.attempts()).toBeGreaterThan(0);
    expect(logsB.attempts()).toBeGreaterThan(0);
    expect(logsA.attempts() + logsB.attempts()).toBe(EVENTS);
  });
});

describe('a worker that dies', () => {
  it('has its job taken over once the lease runs out, with the same webhook-id', async () => {
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());
    const dataDir = migratedDataDir('gatekeep-killed-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const hooks = await receiver((n) => (n === 0 ? 'hang' : { status: 200 }));
    // The first worker waits for the hanging receiver far longer than the test runs.
    const env = {
      DATA_DIR: dataDir,
      SIGNING_KEY_FILE: inject('signingKeyFile'),
      BOOTSTRAP_TOKEN: BOOTSTRAP,
      JOB_CONCURRENCY: '1',
      JOB_POLL_MS: '50',
      JOB_LEASE_MS: '1000',
      WEBHOOK_TIMEOUT_MS: '60000',
      ...database.env,
    };
    const first = await startServerProcess(env);
    cleanups.push(() => first.child.kill('SIGKILL'));
    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const response = await fetch(`${first.baseUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as any;
    };
    const owner = (
      await call('POST', '/v1/auth/signup', { email: `killed-${Date.now()}@example.com`, password: 'correct horse battery staple' })
    ).data;
    const tenant = (await call('POST', '/v1/tenants', { name: 'Killed' }, owner.accessToken)).data;
    await call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, { url: hooks.url, eventTypes: ['role.created'] }, owner.accessToken);
    const operator = (await call('POST', '/v1/platform/service-accounts', { name: 'reader', permissions: ['jobs:read'] }, BOOTSTRAP)).data
      .secret;
    await call('POST', `/v1/tenants/${tenant.id}/roles`, { name: 'doomed', permissions: [] }, owner.accessToken);

    const [hung] = await hooks.waitFor(1);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServerProcess(env);
    cleanups.push(async () => {
      second.child.kill('SIGTERM');
      await second.exited;
    });
    const [, resumed] = await hooks.waitFor(2, 15_000);
    expect(resumed!.headers['webhook-id']).toBe(hung!.headers['webhook-id']);
    expect(resumed!.body).toBe(hung!.body);

    const jobs = await eventually(async () => {
      const response = await fetch(`${second.baseUrl}/v1/platform/jobs?type=webhooks.deliver`, {
        headers: { authorization: `Bearer ${operator}` },
      });
      const items = ((await response.json()) as any).data.items;
      expect(items[0].status).toBe('succeeded');
      return items;
    });
    expect(jobs).toHaveLength(1);
    expect(jobs[0].attempts).toBe(2);
  });
});

describe('graceful shutdown', () => {
  it('waits for a running delivery to finish within the grace period', async () => {
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());
    const hooks = await receiver(() => ({ status: 200, delayMs: 400 }));
    const t = await startTestApp({ ...FAST_JOBS, ...database.env, JOB_SHUTDOWN_GRACE_MS: '5000' });
    const { owner, tenant } = await endpointFor(t, hooks.url);
    await t.call('POST', `/v1/tenants/${tenant.id}/roles`, { token: owner.accessToken, body: { name: 'late', permissions: [] } });
    await hooks.waitFor(1);
    const db = t.app.services.db;
    const [running] = await db.selectFrom('jobs').select(['id', 'status']).where('type', '=', 'webhooks.deliver').execute();
    expect(running!.status).toBe('running');
    const reopened = await closeAndReopen(t, database.env);
    const job = await reopened.app.services.db.selectFrom('jobs').selectAll().where('id', '=', running!.id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('hands a delivery that outlives the grace period back to the queue, without counting the attempt', async () => {
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());
    const hooks = await receiver((n) => (n === 0 ? 'hang' : { status: 200 }));
    const t = await startTestApp({ ...FAST_JOBS, ...database.env, WEBHOOK_TIMEOUT_MS: '30000', JOB_SHUTDOWN_GRACE_MS: '100' });
    const { owner, tenant } = await endpointFor(t, hooks.url);
    await t.call('POST', `/v1/tenants/${tenant.id}/roles`, { token: owner.accessToken, body: { name: 'released', permissions: [] } });
    const [hung] = await hooks.waitFor(1);
    const reopened = await closeAndReopen(t, database.env, { JOB_CONCURRENCY: '0' });
    const job = await reopened.app.services.db
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', 'webhooks.deliver')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
    const runner = new JobRunner(
      reopened.app.services,
      JOB_TYPES,
      { ...reopened.app.services.config.jobs, concurrency: 1 },
      reopened.app.log,
    );
    runner.start();
    cleanups.push(() => runner.stop());
    const [, again] = await hooks.waitFor(2);
    expect(again!.headers['webhook-id']).toBe(hung!.headers['webhook-id']);
  });
});

/** Closes the app and starts another on the same database (the same DATA_DIR on PGlite). */
async function closeAndReopen(t: TestApp, databaseEnv: Record<string, string>, env: Record<string, string> = {}): Promise<TestApp> {
  await t.app.close();
  const reopened = await startTestApp({ ...databaseEnv, ...env }, { dataDir: t.dataDir });
  cleanups.push(async () => {
    await reopened.close();
    rmSync(t.dataDir, { recursive: true, force: true });
  });
  return reopened;
}
