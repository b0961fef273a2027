import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { claimJobRows } from '../../server/db/repositories/jobs.ts';
import { JobRunner } from '../../server/domain/jobs/job-runner.ts';
import { dueMaintenanceKeys, MAINTENANCE_JOB_TYPES, maintenancePeriod, queueDueMaintenance } from '../../server/domain/jobs/maintenance.ts';
import { JOB_TYPES } from '../../server/domain/jobs/registry.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';
import { BOOTSTRAP, eventually, FAST_JOBS } from '../webhooks/helpers.ts';

// Issue 14 point 6: key expiries were recorded only when an operator ran a job from a
// scheduler of their own, and nothing ever deleted finished jobs, deliveries or throttle rows.

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Maintenance every second: each test watches a few periods go by. */
async function maintainedApp(env: Record<string, string> = {}) {
  const database = await isolatedDatabase();
  cleanups.push(() => database.drop());
  const t = await startTestApp({
    ...FAST_JOBS,
    ...database.env,
    JOB_MAINTENANCE_INTERVAL_MS: '1000',
    AUDIT_CHECKPOINT_SECONDS: '1',
    ...env,
  });
  cleanups.push(() => t.close());
  const operator = await t.call('POST', '/v1/platform/service-accounts', {
    token: BOOTSTRAP,
    body: { name: 'jobs reader', permissions: ['jobs:read'] },
  });
  expect(operator.status, operator.text).toBe(201);
  return { t, database, operatorKey: operator.body.data.secret as string };
}

const scheduledJobs = (t: TestApp) =>
  t.app.services.db
    .selectFrom('jobs')
    .select(['type', 'schedule_key', 'status', 'created_by'])
    .where('schedule_key', 'is not', null)
    .execute();

describe('scheduled maintenance', () => {
  it('records an API key expiry with nobody running a job', async () => {
    const { t, operatorKey } = await maintainedApp();
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const created = await t.call('POST', `/v1/tenants/${tenant.id}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'brief', scopes: [], expiresAt: new Date(Date.now() + 1_000).toISOString() },
    });
    expect(created.status, created.text).toBe(201);
    const expired = await eventually(async () => {
      const audit = await t.call('GET', `/v1/tenants/${tenant.id}/audit-events?action=api_key.expired`, { token: owner.accessToken });
      expect(audit.body.data.items).toHaveLength(1);
      return audit.body.data.items[0];
    }, 15_000);
    expect(expired).toMatchObject({ actor: { kind: 'system' }, target: { type: 'api_key', id: created.body.data.apiKey.id } });
    const sweeps = await t.call('GET', '/v1/platform/jobs?type=api_keys.expire_sweep', { token: operatorKey });
    expect(sweeps.body.data.items.length).toBeGreaterThan(0);
    expect(sweeps.body.data.items.every((job: { createdBy: string }) => job.createdBy === 'system')).toBe(true);
  });

  it('queues each period once however many instances race for it', async () => {
    const { t, database } = await maintainedApp({ JOB_POLL_MS: '10' });
    // Two more instances: whole apps on PostgreSQL; more sets of workers on the one embedded database.
    for (let i = 0; i < 2; i++) {
      if (process.env.DATABASE_URL) {
        const other = await startTestApp({
          ...FAST_JOBS,
          ...database.env,
          JOB_MAINTENANCE_INTERVAL_MS: '1000',
          AUDIT_CHECKPOINT_SECONDS: '1',
          JOB_POLL_MS: '10',
        });
        cleanups.push(() => other.close());
      } else {
        const runner = new JobRunner(t.app.services, JOB_TYPES, t.app.services.config.jobs, t.app.log);
        runner.start();
        cleanups.push(() => runner.stop());
      }
    }
    const jobs = await eventually(async () => {
      const rows = await scheduledJobs(t);
      expect(new Set(rows.map((row) => row.schedule_key!.split('@')[1])).size).toBeGreaterThanOrEqual(3);
      return rows;
    }, 15_000);
    const perPeriod = new Map<string, string[]>();
    for (const row of jobs) {
      const [type, period] = row.schedule_key!.split('@');
      perPeriod.set(period!, [...(perPeriod.get(period!) ?? []), type!]);
      expect(row.created_by).toBe('system');
    }
    // Every period has exactly one of each maintenance job, never two.
    for (const types of perPeriod.values()) {
      expect(types.sort()).toEqual(['api_keys.expire_sweep', 'audit.checkpoint', 'auth.prune_throttles', 'jobs.prune']);
    }
  });

  it('runs the periods of one maintenance type one at a time, oldest first', async () => {
    // No workers: the test claims as a worker would, with the runs of two periods due at once.
    const { t } = await maintainedApp({ JOB_CONCURRENCY: '0', JOB_MAINTENANCE_INTERVAL_MS: '3600000', AUDIT_CHECKPOINT_SECONDS: '3600' });
    const { services } = t.app;
    const hourAgo = Date.now() - 3_600_000;
    await services.db.deleteFrom('jobs').where('schedule_key', 'is not', null).execute();
    expect(await queueDueMaintenance(services, dueMaintenanceKeys(services.config.jobs, hourAgo))).toBe(4);
    expect(await queueDueMaintenance(services, dueMaintenanceKeys(services.config.jobs))).toBe(4);
    const claimed = await claimJobRows(services.db, 'test-worker', 100, 60_000, { perTenant: 100 });
    // Four types, one run of each: the earlier period's.
    expect(claimed.map((job) => job.type).sort()).toEqual([...MAINTENANCE_JOB_TYPES].sort());
    expect(new Set(claimed.map((job) => job.schedule_key!.split('@')[1]))).toEqual(new Set([maintenancePeriod(3_600_000, hourAgo)]));
    // While they run, the later period's wait.
    expect(await claimJobRows(services.db, 'test-worker', 100, 60_000, { perTenant: 100 })).toEqual([]);
  });

  it('prunes jobs and deliveries older than JOB_RETENTION_DAYS, and keeps the rest', async () => {
    const { t, operatorKey } = await maintainedApp({ JOB_RETENTION_DAYS: '30' });
    const db = t.app.services.db;
    const hooks = await startReceiver();
    cleanups.push(() => hooks.close());
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const endpoint = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
      token: owner.accessToken,
      body: { url: hooks.url, eventTypes: ['role.created'] },
    });
    const deliveriesUrl = `/v1/tenants/${tenant.id}/webhook-endpoints/${endpoint.body.data.webhookEndpoint.id}/deliveries`;
    for (const name of ['old', 'recent'])
      await t.call('POST', `/v1/tenants/${tenant.id}/roles`, { token: owner.accessToken, body: { name, permissions: [] } });
    const [recent, old] = await eventually(async () => {
      const items = (await t.call('GET', deliveriesUrl, { token: owner.accessToken })).body.data.items;
      expect(items.map((d: { status: string }) => d.status)).toEqual(['succeeded', 'succeeded']);
      return items;
    });

    // 31 days ago: the old delivery was made and its job finished.
    await sql`update webhook_deliveries set created_at = now() - interval '31 days' where id = ${old.id}`.execute(db);
    await sql`update jobs set created_at = now() - interval '31 days', finished_at = now() - interval '31 days' where id = ${old.jobId}`.execute(
      db,
    );
    // A job on no delivery that finished 31 days ago, and one queued then that is still waiting.
    const finishedJob = 'job_finished_long_ago';
    await sql`insert into jobs (id, type, payload, status, max_attempts, created_at, finished_at) values (${finishedJob}, 'api_keys.expire_sweep', '{}', 'succeeded', 3, now() - interval '31 days', now() - interval '31 days')`.execute(
      db,
    );
    await sql`insert into jobs (id, type, payload, status, max_attempts, run_at, created_at) values ('job_waiting', 'api_keys.expire_sweep', '{}', 'queued', 3, now() + interval '1 day', now() - interval '31 days')`.execute(
      db,
    );

    await eventually(async () => {
      const items = (await t.call('GET', deliveriesUrl, { token: owner.accessToken })).body.data.items;
      expect(items.map((d: { id: string }) => d.id)).toEqual([recent.id]);
      expect((await t.call('GET', `/v1/platform/jobs/${old.jobId}`, { token: operatorKey })).status).toBe(404);
      expect((await t.call('GET', `/v1/platform/jobs/${finishedJob}`, { token: operatorKey })).status).toBe(404);
    }, 15_000);
    expect((await t.call('GET', `/v1/platform/jobs/${recent.jobId}`, { token: operatorKey })).status).toBe(200);
    expect((await t.call('GET', '/v1/platform/jobs/job_waiting', { token: operatorKey })).status).toBe(200);
  });

  it('prunes login and second-factor counters that no longer change a decision, and expired mailed tokens', async () => {
    const { t } = await maintainedApp();
    const db = t.app.services.db;
    const stale = await signUp(t);
    const fresh = await signUp(t);
    for (const account of [stale, fresh]) {
      const wrong = await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: `${PASSWORD}!` } });
      expect(wrong.status).toBe(401);
    }
    const right = await t.call('POST', '/v1/auth/login', { body: { email: stale.email, password: PASSWORD } });
    expect(right.status).toBe(200);
    const count = async (
      table: 'login_address_failures' | 'login_account_failures' | 'sign_in_addresses' | 'second_factor_failures' | 'email_tokens',
      column: 'account' | 'user_id',
      value: string,
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where(column as never, '=', value as never)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const staleAccount = stale.email.toLowerCase();
    await sql`insert into second_factor_failures (user_id, failures, window_started_at) values (${stale.user.id}, 3, now() - interval '16 minutes'), (${fresh.user.id}, 3, now())`.execute(
      db,
    );
    expect(await count('login_account_failures', 'account', staleAccount)).toBe(1);
    expect(await count('sign_in_addresses', 'user_id', stale.user.id)).toBe(1);

    // The stale account's counters are from 16 minutes and 31 days ago; the fresh one's are new.
    await sql`update login_account_failures set window_started_at = now() - interval '16 minutes' where account = ${staleAccount}`.execute(
      db,
    );
    await sql`insert into login_address_failures (account, address, failures, last_failure_at) values (${staleAccount}, '203.0.113.9', 2, now() - interval '16 minutes')`.execute(
      db,
    );
    await sql`update sign_in_addresses set signed_in_at = now() - interval '31 days' where user_id = ${stale.user.id}`.execute(db);
    // Signup mailed each a verification link; the stale one's has expired.
    await sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${stale.user.id}`.execute(db);

    await eventually(async () => {
      expect(await count('login_address_failures', 'account', staleAccount)).toBe(0);
      expect(await count('login_account_failures', 'account', staleAccount)).toBe(0);
      expect(await count('sign_in_addresses', 'user_id', stale.user.id)).toBe(0);
      expect(await count('second_factor_failures', 'user_id', stale.user.id)).toBe(0);
      expect(await count('email_tokens', 'user_id', stale.user.id)).toBe(0);
    }, 15_000);
    expect(await count('email_tokens', 'user_id', fresh.user.id)).toBe(1);
    const freshAccount = fresh.email.toLowerCase();
    expect(await count('login_address_failures', 'account', freshAccount)).toBe(1);
    expect(await count('login_account_failures', 'account', freshAccount)).toBe(1);
    expect(await count('second_factor_failures', 'user_id', fresh.user.id)).toBe(1);
  });
});
