import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from '../helpers/response-contract.ts';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { BOOTSTRAP, eventually, startWebhookWorld, verified, type WebhookWorld } from '../webhooks/helpers.ts';

let world: WebhookWorld;
let hooks: WebhookReceiver;
beforeAll(async () => {
  world = await startWebhookWorld();
  hooks = await startReceiver();
});
afterAll(async () => {
  await hooks.close();
  await world.close();
});

const LATER = () => new Date(Date.now() + 86_400_000).toISOString();
const create = (body: unknown, token = world.operatorKey) => world.t.call('POST', '/v1/platform/jobs', { token, body });

describe('POST /v1/platform/jobs', () => {
  it('queues an operator job, on the record', async () => {
    const runAt = LATER();
    const response = await create({ type: 'api_keys.expire_sweep', payload: {}, runAt });
    expect(response.status, response.text).toBe(201);
    const job = response.body.data;
    expect(job).toMatchObject({
      type: 'api_keys.expire_sweep',
      status: 'queued',
      attempts: 0,
      maxAttempts: 3,
      runAt,
      lastError: null,
      result: null,
      startedAt: null,
      finishedAt: null,
    });
    expect(job.id).toMatch(/^job_[0-9A-Z]{26}$/);
    const audit = await world.t.call('GET', `/v1/platform/audit/export?since=${encodeURIComponent(job.createdAt)}`, { token: BOOTSTRAP });
    const created = audit.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((e) => e.action === 'job.created' && e.target.id === job.id);
    expect(created).toMatchObject({ tenantId: null, actor: { kind: 'platform' }, metadata: { type: 'api_keys.expire_sweep' } });
  });

  it.each([
    ['an unknown type', { type: 'webhooks.deliver', payload: { tenantId: 'ten_x', deliveryId: 'whd_x' } }],
    ['a type operators cannot create', { type: 'shell.exec', payload: {} }],
    ['a payload the type does not take', { type: 'api_keys.expire_sweep', payload: { everything: true } }],
    ['a redelivery without a tenant', { type: 'webhooks.redeliver', payload: {} }],
    ['a bad runAt', { type: 'api_keys.expire_sweep', payload: {}, runAt: 'tomorrow' }],
    ['no payload', { type: 'api_keys.expire_sweep' }],
  ])('refuses %s with 400 VALIDATION_FAILED and queues nothing', async (_label, body) => {
    const before = await world.t.app.services.db.selectFrom('jobs').select('id').execute();
    const response = await create(body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(await world.t.app.services.db.selectFrom('jobs').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a redelivery for a tenant that does not exist', async () => {
    const response = await create({ type: 'webhooks.redeliver', payload: { tenantId: 'ten_00000000000000000000000000' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('names no tenant');
  });

  it('needs a service account: the bootstrap token gets 403 SERVICE_ACCOUNT_REQUIRED', async () => {
    const response = await create({ type: 'api_keys.expire_sweep', payload: {} }, BOOTSTRAP);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('SERVICE_ACCOUNT_REQUIRED');
  });
});

describe('GET /v1/platform/jobs', () => {
  it('pages newest first with a cursor and filters by status and type', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create({ type: 'api_keys.expire_sweep', payload: {}, runAt: LATER() })).body.data.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await world.t.call(
        'GET',
        `/v1/platform/jobs?status=queued&type=api_keys.expire_sweep&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: world.operatorKey },
      );
      expect(page.status).toBe(200);
      expect(page.body.data.items.length).toBeLessThanOrEqual(2);
      for (const job of page.body.data.items) {
        expect(job).toMatchObject({ status: 'queued', type: 'api_keys.expire_sweep' });
        seen.push(job.id);
      }
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(seen.slice(0, 5)).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(seen.length);

    const none = await world.t.call('GET', '/v1/platform/jobs?status=cancelled&type=webhooks.redeliver', { token: world.operatorKey });
    expect(none.body.data).toEqual({ items: [], nextCursor: null });
  });

  it('refuses an unknown status and a malformed cursor with 400', async () => {
    expect((await world.t.call('GET', '/v1/platform/jobs?status=stuck', { token: world.operatorKey })).status).toBe(400);
    const bad = await world.t.call('GET', '/v1/platform/jobs?cursor=nonsense', { token: world.operatorKey });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for a job that does not exist', async () => {
    const response = await world.t.call('GET', '/v1/platform/jobs/job_00000000000000000000000000', { token: world.operatorKey });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});

describe('POST /v1/platform/jobs/{jobId}/cancel', () => {
  it('cancels a queued job, which then never runs', async () => {
    const job = (await create({ type: 'api_keys.expire_sweep', payload: {}, runAt: new Date(Date.now() + 1_000).toISOString() })).body.data;
    const cancelled = await world.t.call('POST', `/v1/platform/jobs/${job.id}/cancel`, { token: world.operatorKey });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: job.id, status: 'cancelled', attempts: 0 });
    expect(cancelled.body.data.finishedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const after = await world.t.call('GET', `/v1/platform/jobs/${job.id}`, { token: world.operatorKey });
    expect(after.body.data).toMatchObject({ status: 'cancelled', attempts: 0, startedAt: null });
  });

  it('answers 409 CONFLICT for a job that has finished, and 404 for none', async () => {
    const job = (await create({ type: 'api_keys.expire_sweep', payload: {} })).body.data;
    await eventually(async () => {
      const got = await world.t.call('GET', `/v1/platform/jobs/${job.id}`, { token: world.operatorKey });
      expect(got.body.data.status).toBe('succeeded');
    });
    const again = await world.t.call('POST', `/v1/platform/jobs/${job.id}/cancel`, { token: world.operatorKey });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, error: 'The job is succeeded; only a queued job can be cancelled.', code: 'CONFLICT' });
    const missing = await world.t.call('POST', '/v1/platform/jobs/job_00000000000000000000000000/cancel', { token: world.operatorKey });
    expect(missing.status).toBe(404);
  });

  it('cancelling a delivery job cancels that delivery', async () => {
    const s = await world.scene();
    const endpoint = await s.t.call('POST', `/v1/tenants/${s.tenant.id}/webhook-endpoints`, {
      token: s.owner.accessToken,
      body: { url: hooks.url, eventTypes: ['role.created'] },
    });
    // Park the runner on a deferred job so the delivery job is still queued when cancelled.
    await s.t.app.jobRunner.stop();
    try {
      await s.t.call('POST', `/v1/tenants/${s.tenant.id}/roles`, {
        token: s.owner.accessToken,
        body: { name: 'never-sent', permissions: [] },
      });
      const deliveries = await s.t.call(
        'GET',
        `/v1/tenants/${s.tenant.id}/webhook-endpoints/${endpoint.body.data.webhookEndpoint.id}/deliveries`,
        { token: s.owner.accessToken },
      );
      const [delivery] = deliveries.body.data.items;
      const cancelled = await s.t.call('POST', `/v1/platform/jobs/${delivery.jobId}/cancel`, { token: world.operatorKey });
      expect(cancelled.status).toBe(200);
      const after = await s.t.call(
        'GET',
        `/v1/tenants/${s.tenant.id}/webhook-endpoints/${endpoint.body.data.webhookEndpoint.id}/deliveries`,
        { token: s.owner.accessToken },
      );
      expect(after.body.data.items[0]).toMatchObject({ id: delivery.id, status: 'cancelled', attempts: 0 });
    } finally {
      s.t.app.jobRunner.start();
    }
  });
});

describe('api_keys.expire_sweep', () => {
  it('records each expiry once: an audit event and an api_key.expired webhook per key', async () => {
    const s = await world.scene();
    const endpoint = await s.t.call('POST', `/v1/tenants/${s.tenant.id}/webhook-endpoints`, {
      token: s.owner.accessToken,
      body: { url: hooks.url, eventTypes: ['api_key.expired'] },
    });
    const secret = endpoint.body.data.secret;
    const key = await s.t.call('POST', `/v1/tenants/${s.tenant.id}/api-keys`, {
      token: s.owner.accessToken,
      body: { name: 'short-lived', scopes: [], expiresAt: new Date(Date.now() + 1_000).toISOString() },
    });
    const keyId = key.body.data.apiKey.id;
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const sweep = async () => {
      const job = (await create({ type: 'api_keys.expire_sweep', payload: {} })).body.data;
      return eventually(async () => {
        const got = await world.t.call('GET', `/v1/platform/jobs/${job.id}`, { token: world.operatorKey });
        expect(got.body.data.status).toBe('succeeded');
        return got.body.data;
      });
    };
    const first = await sweep();
    expect(first.result.expired).toBeGreaterThanOrEqual(1);
    const webhook = await eventually(async () => {
      const found = hooks.received.find((w) => JSON.parse(w.body).data?.id === keyId);
      expect(found).toBeDefined();
      return found!;
    });
    const event = verified(webhook, secret);
    expect(event).toMatchObject({ type: 'api_key.expired', tenantId: s.tenant.id, data: { id: keyId, status: 'expired' } });
    expectSchema('ApiKeyExpiredEvent', event);
    const audit = await s.t.call('GET', `/v1/tenants/${s.tenant.id}/audit-events?action=api_key.expired`, { token: s.owner.accessToken });
    expect(audit.body.data.items).toHaveLength(1);
    expect(audit.body.data.items[0]).toMatchObject({ actor: { kind: 'system', id: null }, target: { type: 'api_key', id: keyId } });
    expect(webhook.headers['webhook-id']).toBe(audit.body.data.items[0].id);

    const second = await sweep();
    expect(second.result).toEqual({ expired: 0 });
    const again = await s.t.call('GET', `/v1/tenants/${s.tenant.id}/audit-events?action=api_key.expired`, { token: s.owner.accessToken });
    expect(again.body.data.items).toHaveLength(1);
  });
});
