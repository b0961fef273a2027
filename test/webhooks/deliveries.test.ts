import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { addSomeone, createEndpoint, deliveriesOf, eventually, jobOf, startWebhookWorld, verified, type WebhookWorld } from './helpers.ts';

let base: WebhookWorld;
const receivers: WebhookReceiver[] = [];
async function receiver(...args: Parameters<typeof startReceiver>) {
  const started = await startReceiver(...args);
  receivers.push(started);
  return started;
}

beforeAll(async () => {
  base = await startWebhookWorld();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await base.close();
});

describe('a member.added delivery', () => {
  it('arrives once, signed per Standard Webhooks, with the audit event id as webhook-id', async () => {
    const world = await base.scene();
    const hooks = await receiver();
    const { webhookEndpoint, secret } = await createEndpoint(world, hooks.url);
    const someone = await addSomeone(world);
    const [webhook] = await hooks.waitFor(1);

    const event = verified(webhook!, secret);
    expect(event).toMatchObject({
      type: 'member.added',
      tenantId: world.tenant.id,
      data: { userId: someone.user.id, email: someone.email, role: 'member' },
    });
    expect(webhook!.headers['content-type']).toBe('application/json');
    expect(webhook!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Math.abs(Number(webhook!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);

    const audit = await world.t.call('GET', `/v1/tenants/${world.tenant.id}/audit-events?action=member.added`, {
      token: world.owner.accessToken,
    });
    const added = audit.body.data.items.find((e: any) => e.target.id === someone.user.id);
    expect(webhook!.headers['webhook-id']).toBe(added.id);

    const [delivery] = await eventually(async () => {
      const items = await deliveriesOf(world, webhookEndpoint.id);
      expect(items[0]?.status).toBe('succeeded');
      return items;
    });
    expect(delivery).toMatchObject({
      eventType: 'member.added',
      messageId: added.id,
      attempts: 1,
      lastResponseStatus: 204,
      lastError: null,
      nextAttemptAt: null,
      endpointId: webhookEndpoint.id,
    });
    expect(delivery!.deliveredAt).not.toBeNull();
    const job = await jobOf(world, delivery!.jobId);
    expect(job).toMatchObject({
      type: 'webhooks.deliver',
      status: 'succeeded',
      attempts: 1,
      createdBy: 'system',
      payload: { tenantId: world.tenant.id, deliveryId: delivery!.id },
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hooks.received).toHaveLength(1);
  });

  it('is not sent to an endpoint that does not subscribe to it, or is disabled', async () => {
    const world = await base.scene();
    const other = await receiver();
    const disabled = await receiver();
    await createEndpoint(world, other.url, ['member.removed']);
    const off = await createEndpoint(world, disabled.url, ['member.added']);
    const patched = await world.t.call('PATCH', `/v1/tenants/${world.tenant.id}/webhook-endpoints/${off.webhookEndpoint.id}`, {
      token: world.owner.accessToken,
      body: { enabled: false },
    });
    expect(patched.status).toBe(200);
    const control = await receiver();
    await createEndpoint(world, control.url, ['member.added']);
    await addSomeone(world);
    await control.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.received).toHaveLength(0);
    expect(disabled.received).toHaveLength(0);
    expect(await deliveriesOf(world, off.webhookEndpoint.id)).toEqual([]);
  });
});

describe('retries', () => {
  it('retries after a 500 and then succeeds, with the same webhook-id and body; both routes show it', async () => {
    const world = await base.scene();
    const hooks = await receiver((n) => (n === 0 ? { status: 500 } : { status: 200 }));
    const { webhookEndpoint, secret } = await createEndpoint(world, hooks.url);
    await addSomeone(world);
    const [first, second] = await hooks.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    verified(first!, secret);
    verified(second!, secret);

    const delivery = await eventually(async () => {
      const [d] = await deliveriesOf(world, webhookEndpoint.id);
      expect(d?.status).toBe('succeeded');
      return d!;
    });
    expect(delivery).toMatchObject({ attempts: 2, lastResponseStatus: 200, lastError: null });
    const job = await jobOf(world, delivery.jobId);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2, lastError: 'The endpoint answered 500.' });
  });

  it('gives up after JOB_MAX_ATTEMPTS, visible as failed on both routes; a redirect is never followed', async () => {
    const world = await base.scene();
    const target = await receiver();
    const hooks = await receiver(() => ({ status: 302, headers: { location: target.url } }));
    const { webhookEndpoint } = await createEndpoint(world, hooks.url);
    await addSomeone(world);
    await hooks.waitFor(3);
    const delivery = await eventually(async () => {
      const [d] = await deliveriesOf(world, webhookEndpoint.id, '?status=failed');
      expect(d).toBeDefined();
      return d!;
    });
    expect(delivery).toMatchObject({ status: 'failed', attempts: 3, lastResponseStatus: 302 });
    expect(delivery.lastError).toContain('redirects are not followed');
    expect(target.received).toHaveLength(0);
    expect(await deliveriesOf(world, webhookEndpoint.id, '?status=pending')).toEqual([]);

    const failedJobs = await world.t.call('GET', '/v1/platform/jobs?status=failed&type=webhooks.deliver', { token: world.operatorKey });
    expect(failedJobs.status).toBe(200);
    expect(failedJobs.body.data.items.map((j: any) => j.id)).toContain(delivery.jobId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hooks.received).toHaveLength(3);
  });

  it('honours Retry-After on 429 even when the backoff would be shorter', async () => {
    const world = await base.scene();
    const hooks = await receiver((n) => (n === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 }));
    await createEndpoint(world, hooks.url);
    await addSomeone(world);
    const [first, second] = await hooks.waitFor(2, 10_000);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up on a receiver that does not answer within WEBHOOK_TIMEOUT_MS, then retries', async () => {
    const world = await base.scene();
    const hooks = await receiver((n) => (n === 0 ? 'hang' : { status: 200 }));
    const { webhookEndpoint } = await createEndpoint(world, hooks.url);
    await addSomeone(world);
    await hooks.waitFor(2);
    const delivery = await eventually(async () => {
      const [d] = await deliveriesOf(world, webhookEndpoint.id);
      expect(d?.status).toBe('succeeded');
      return d!;
    });
    expect(delivery.attempts).toBe(2);
    expect((await jobOf(world, delivery.jobId)).lastError).toBe('no answer within 500 ms');
  });
});

describe('410 Gone', () => {
  it('disables the endpoint at once, on the record, and stops retrying', async () => {
    const world = await base.scene();
    const hooks = await receiver(() => ({ status: 410 }));
    const { webhookEndpoint } = await createEndpoint(world, hooks.url);
    await addSomeone(world);
    await hooks.waitFor(1);
    const delivery = await eventually(async () => {
      const [d] = await deliveriesOf(world, webhookEndpoint.id);
      expect(d?.status).toBe('failed');
      return d!;
    });
    expect(delivery).toMatchObject({ attempts: 1, lastResponseStatus: 410 });
    const endpoint = await world.t.call('GET', `/v1/tenants/${world.tenant.id}/webhook-endpoints/${webhookEndpoint.id}`, {
      token: world.owner.accessToken,
    });
    expect(endpoint.body.data.enabled).toBe(false);
    const audit = await world.t.call('GET', `/v1/tenants/${world.tenant.id}/audit-events?action=webhook_endpoint.disabled`, {
      token: world.owner.accessToken,
    });
    expect(audit.body.data.items[0]).toMatchObject({
      actor: { kind: 'system', id: null },
      target: { type: 'webhook_endpoint', id: webhookEndpoint.id },
    });

    await addSomeone(world);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hooks.received).toHaveLength(1);
  });
});

describe('secret rotation', () => {
  it('signs with both secrets during the grace period, so either verifies', async () => {
    const world = await base.scene();
    const hooks = await receiver();
    const { webhookEndpoint, secret: oldSecret } = await createEndpoint(world, hooks.url);
    const rotated = await world.t.call('POST', `/v1/tenants/${world.tenant.id}/webhook-endpoints/${webhookEndpoint.id}/rotate-secret`, {
      token: world.owner.accessToken,
    });
    const newSecret = rotated.body.data.secret as string;
    await addSomeone(world);
    const [webhook] = await hooks.waitFor(1);
    expect(String(webhook!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(webhook!, newSecret).type).toBe('member.added');
    expect(verified(webhook!, oldSecret).type).toBe('member.added');
  });
});

describe('redelivery', () => {
  it('a tenant manager redelivers a failed delivery: same webhook-id, new job, attempts add up', async () => {
    const world = await base.scene();
    let healthy = false;
    const hooks = await receiver(() => ({ status: healthy ? 200 : 503 }));
    const { webhookEndpoint, secret } = await createEndpoint(world, hooks.url);
    await addSomeone(world);
    const failed = await eventually(async () => {
      const [d] = await deliveriesOf(world, webhookEndpoint.id);
      expect(d?.status).toBe('failed');
      return d!;
    });
    const redeliver = `/v1/tenants/${world.tenant.id}/webhook-endpoints/${webhookEndpoint.id}/deliveries/${failed.id}/redeliver`;
    healthy = true;
    const again = await world.t.call('POST', redeliver, { token: world.owner.accessToken });
    expect(again.status, again.text).toBe(202);
    expect(again.body.data).toMatchObject({ id: failed.id, status: 'pending', messageId: failed.messageId });
    expect(again.body.data.jobId).not.toBe(failed.jobId);
    const delivered = await eventually(async () => {
      const [d] = await deliveriesOf(world, webhookEndpoint.id);
      expect(d?.status).toBe('succeeded');
      return d!;
    });
    expect(delivered.attempts).toBe(4);
    const last = hooks.received.at(-1)!;
    expect(last.headers['webhook-id']).toBe(failed.messageId);
    verified(last, secret);

    const twice = await world.t.call('POST', redeliver, { token: world.owner.accessToken });
    expect(twice.status).toBe(202);
    const audit = await world.t.call('GET', `/v1/tenants/${world.tenant.id}/audit-events?action=webhook_delivery.redelivered`, {
      token: world.owner.accessToken,
    });
    expect(audit.body.data.items.length).toBeGreaterThanOrEqual(2);
  });

  it('an operator job webhooks.redeliver queues every failed delivery of a tenant again', async () => {
    const world = await base.scene();
    let healthy = false;
    const hooks = await receiver(() => ({ status: healthy ? 200 : 500 }));
    const { webhookEndpoint } = await createEndpoint(world, hooks.url);
    await addSomeone(world);
    await addSomeone(world);
    await eventually(async () => {
      const failed = await deliveriesOf(world, webhookEndpoint.id, '?status=failed');
      expect(failed).toHaveLength(2);
    });
    healthy = true;
    const created = await world.t.call('POST', '/v1/platform/jobs', {
      token: world.operatorKey,
      body: { type: 'webhooks.redeliver', payload: { tenantId: world.tenant.id, endpointId: webhookEndpoint.id } },
    });
    expect(created.status, created.text).toBe(201);
    const job = await eventually(async () => {
      const j = await jobOf(world, created.body.data.id);
      expect(j.status).toBe('succeeded');
      return j;
    });
    expect(job.result).toEqual({ redelivered: 2, more: false });
    await eventually(async () => {
      const succeeded = await deliveriesOf(world, webhookEndpoint.id, '?status=succeeded');
      expect(succeeded).toHaveLength(2);
    });
  });

  it('refuses a pending delivery, and a delivery of another endpoint is not found', async () => {
    const world = await base.scene();
    const hooks = await receiver(() => 'hang');
    const { webhookEndpoint } = await createEndpoint(world, hooks.url);
    const other = await createEndpoint(world, (await receiver()).url, ['member.removed']);
    await addSomeone(world);
    await hooks.waitFor(1);
    const [pending] = await deliveriesOf(world, webhookEndpoint.id);
    expect(pending!.status).toBe('pending');
    const endpoints = `/v1/tenants/${world.tenant.id}/webhook-endpoints`;
    const conflict = await world.t.call('POST', `${endpoints}/${webhookEndpoint.id}/deliveries/${pending!.id}/redeliver`, {
      token: world.owner.accessToken,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('CONFLICT');
    const elsewhere = await world.t.call('POST', `${endpoints}/${other.webhookEndpoint.id}/deliveries/${pending!.id}/redeliver`, {
      token: world.owner.accessToken,
    });
    expect(elsewhere.status).toBe(404);
  });
});
