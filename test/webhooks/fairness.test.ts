import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { JobRunner } from '../../server/domain/jobs/job-runner.ts';
import { JOB_TYPES } from '../../server/domain/jobs/registry.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { eventually, FAST_JOBS, verified } from './helpers.ts';

// Issue 14 point 4: a tenant whose endpoints accept connections and never answer used to hold
// every worker of every instance until their timeouts, so other tenants' webhooks waited.

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function receiver(...args: Parameters<typeof startReceiver>): Promise<WebhookReceiver> {
  const started = await startReceiver(...args);
  cleanups.push(() => started.close());
  return started;
}

async function tenantWithEndpoints(t: TestApp, urls: string[]) {
  const owner = await signUp(t);
  const tenant = await createTenant(t, owner);
  const endpoints = [];
  for (const url of urls) {
    const response = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
      token: owner.accessToken,
      body: { url, eventTypes: ['role.created', 'webhook_endpoint.disabled'] },
    });
    expect(response.status, response.text).toBe(201);
    endpoints.push(response.body.data);
  }
  const createRoles = async (names: string[]) => {
    for (const name of names) {
      const response = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
        token: owner.accessToken,
        body: { name, permissions: [] },
      });
      expect(response.status, response.text).toBe(201);
    }
  };
  return { owner, tenant, endpoints, createRoles };
}

/** The delivery jobs running now, per endpoint and per tenant, read from the jobs table. */
async function runningDeliveries(t: TestApp) {
  const { rows } = await sql<{ tenant_id: string; serial_key: string; n: string }>`
    select tenant_id, serial_key, count(*) as n from jobs
     where type = 'webhooks.deliver' and status = 'running' group by tenant_id, serial_key`.execute(t.app.services.db);
  const perTenant = new Map<string, number>();
  for (const row of rows) perTenant.set(row.tenant_id, (perTenant.get(row.tenant_id) ?? 0) + Number(row.n));
  return { perEndpoint: rows.map((row) => Number(row.n)), perTenant };
}

describe('one tenant cannot starve the others', () => {
  it("delivers another tenant's webhooks, in order, while a tenant's endpoints hang with dozens queued, on two instances", async () => {
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());
    // Attempts wait a minute for an answer, far longer than this test: hanging endpoints hold their workers throughout.
    const env = {
      ...FAST_JOBS,
      ...database.env,
      JOB_CONCURRENCY: '3',
      WEBHOOK_TIMEOUT_MS: '60000',
      WEBHOOK_TENANT_CONCURRENCY: '2',
      JOB_SHUTDOWN_GRACE_MS: '0',
    };
    const t = await startTestApp(env);
    cleanups.push(() => t.close());
    // A second instance: a whole app on PostgreSQL; a second set of workers on the one embedded database.
    if (process.env.DATABASE_URL) {
      const second = await startTestApp(env);
      cleanups.push(() => second.close());
    } else {
      const runner = new JobRunner(t.app.services, JOB_TYPES, t.app.services.config.jobs, t.app.log);
      runner.start();
      cleanups.push(() => runner.stop());
    }

    const hanging = await receiver(() => 'hang');
    const healthy = await receiver();
    const noisy = await tenantWithEndpoints(t, [hanging.url, hanging.url, hanging.url]);
    const quiet = await tenantWithEndpoints(t, [healthy.url]);

    // 3 endpoints x 12 changes: 36 deliveries queued ahead of the quiet tenant's five.
    await noisy.createRoles(Array.from({ length: 12 }, (_, i) => `noisy-${i}`));
    await quiet.createRoles(['q0', 'q1', 'q2', 'q3', 'q4']);

    const arrived = await healthy.waitFor(5, 20_000);
    expect(arrived.map((w) => verified(w, quiet.endpoints[0].secret).data.name)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);

    // Across both instances: at most one attempt per endpoint and two per tenant at any time.
    const running = await runningDeliveries(t);
    expect(Math.max(...running.perEndpoint)).toBe(1);
    expect(running.perTenant.get(noisy.tenant.id)).toBeLessThanOrEqual(2);
    expect(hanging.received.length).toBeLessThanOrEqual(2);
    const queued = await t.app.services.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '=', 'webhooks.deliver')
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBeGreaterThanOrEqual(34);
  });
});

describe('an endpoint that fails every attempt', () => {
  async function world() {
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());
    const t = await startTestApp({ ...FAST_JOBS, ...database.env, JOB_MAX_ATTEMPTS: '50', JOB_RETRY_MAX_DELAY_MS: '100' });
    cleanups.push(() => t.close());
    return t;
  }
  const failingSince = async (t: TestApp, endpointId: string) =>
    (await t.app.services.db.selectFrom('webhook_endpoints').select('failing_since').where('id', '=', endpointId).executeTakeFirstOrThrow())
      .failing_since;
  // Stands in for five days passing: the endpoint's first failure moves into the past.
  const backdate = (t: TestApp, endpointId: string, days: number) =>
    sql`update webhook_endpoints set failing_since = now() - make_interval(days => ${days}) where id = ${endpointId}`.execute(
      t.app.services.db,
    );

  it('is disabled after WEBHOOK_DISABLE_AFTER_DAYS, audited and announced to the other endpoints', async () => {
    const t = await world();
    const broken = await receiver(() => ({ status: 500 }));
    const listener = await receiver();
    const { owner, tenant, endpoints, createRoles } = await tenantWithEndpoints(t, [broken.url, listener.url]);
    const [brokenEndpoint, listenerEndpoint] = endpoints;
    await createRoles(['first']);
    await broken.waitFor(1);
    await eventually(async () => expect(await failingSince(t, brokenEndpoint.webhookEndpoint.id)).not.toBeNull());

    // Four days and more of failures: still retried, still enabled.
    await backdate(t, brokenEndpoint.webhookEndpoint.id, 4);
    const seen = broken.received.length;
    await broken.waitFor(seen + 2);
    const endpointUrl = `/v1/tenants/${tenant.id}/webhook-endpoints/${brokenEndpoint.webhookEndpoint.id}`;
    expect((await t.call('GET', endpointUrl, { token: owner.accessToken })).body.data.enabled).toBe(true);

    await backdate(t, brokenEndpoint.webhookEndpoint.id, 5);
    const announced = await listener.waitFor(2);
    const event = verified(announced.at(-1)!, listenerEndpoint.secret);
    expect(event.type).toBe('webhook_endpoint.disabled');
    expect(event.data).toMatchObject({ id: brokenEndpoint.webhookEndpoint.id, enabled: false });
    expect((await t.call('GET', endpointUrl, { token: owner.accessToken })).body.data.enabled).toBe(false);

    const audit = await t.call('GET', `/v1/tenants/${tenant.id}/audit-events?action=webhook_endpoint.disabled`, {
      token: owner.accessToken,
    });
    expect(audit.body.data.items).toHaveLength(1);
    expect(audit.body.data.items[0]).toMatchObject({
      actor: { kind: 'system' },
      target: { type: 'webhook_endpoint', id: brokenEndpoint.webhookEndpoint.id },
      metadata: { reason: 'every attempt failed for 5 days' },
    });
    const [delivery] = (await t.call('GET', `${endpointUrl}/deliveries`, { token: owner.accessToken })).body.data.items;
    expect(delivery.status).toBe('failed');

    // Enabled again, it starts a fresh count.
    const enabled = await t.call('PATCH', endpointUrl, { token: owner.accessToken, body: { enabled: true } });
    expect(enabled.status).toBe(200);
    expect(await failingSince(t, brokenEndpoint.webhookEndpoint.id)).toBeNull();
  });

  it('is not disabled when an attempt succeeds in between', async () => {
    const t = await world();
    const flaky = await receiver((n) => ({ status: n === 1 ? 503 : 204 }));
    const { owner, tenant, endpoints, createRoles } = await tenantWithEndpoints(t, [flaky.url]);
    const endpointId = endpoints[0].webhookEndpoint.id;
    // As if its attempts had failed since a month ago; then one succeeds, and the count is gone.
    await backdate(t, endpointId, 30);
    await createRoles(['one']);
    await flaky.waitFor(1);
    await eventually(async () => expect(await failingSince(t, endpointId)).toBeNull());
    // So the next failure starts a fresh count instead of disabling it; its retry succeeds.
    await createRoles(['two']);
    await flaky.waitFor(3);
    await eventually(async () => expect(await failingSince(t, endpointId)).toBeNull());
    const endpoint = await t.call('GET', `/v1/tenants/${tenant.id}/webhook-endpoints/${endpointId}`, { token: owner.accessToken });
    expect(endpoint.body.data.enabled).toBe(true);
  });
});
