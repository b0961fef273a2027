import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { Gatekeep, verifyWebhook, WebhookVerificationError } from '../../sdk-ts/src/index.ts';
import { startLiveServer } from '../helpers/live-server.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { signUp } from '../helpers/test-app.ts';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { verified } from './helpers.ts';

// A live server on loopback (WEBHOOK_ALLOW_PRIVATE_TARGETS=true, as every test app), no job
// workers: whatever the receivers get was sent during the request itself.
let t: Awaited<ReturnType<typeof startLiveServer>>;
let hooks: WebhookReceiver;
let owner: Account;
let tenant: Schemas['Tenant'];
beforeAll(async () => {
  t = await startLiveServer();
  hooks = await startReceiver();
  owner = await signUp(t);
  tenant = await createTenant(t, owner);
});
afterAll(async () => {
  await hooks.close();
  await t.close();
});
// The tenant is on the Free plan, which allows 3 endpoints: each test starts with none.
afterEach(async () => {
  const listed = await t.operation('listWebhookEndpoints', { params: { tenantId: tenant.id }, token: owner.accessToken });
  for (const endpoint of listed.data.items) {
    const deleted = await t.operation('deleteWebhookEndpoint', {
      params: { tenantId: tenant.id, endpointId: endpoint.id },
      token: owner.accessToken,
    });
    expect(deleted.status, deleted.text).toBe(200);
  }
});

async function endpointAt(url: string, extra: Record<string, unknown> = {}) {
  const response = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
    token: owner.accessToken,
    body: { url, eventTypes: ['role.created'], ...extra },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data as Schemas['WebhookEndpointWithSecret'];
}

const sendTest = (endpointId: string, as: Account = owner, tenantId = tenant.id) =>
  t.operation('sendTestWebhookEvent', { params: { tenantId, endpointId }, token: as.accessToken });

describe('sendTestWebhookEvent', () => {
  it('delivers a signed webhook.test event at once and answers the attempt', async () => {
    const { webhookEndpoint, secret } = await endpointAt(hooks.url);
    const before = hooks.received.length;
    const response = await sendTest(webhookEndpoint.id);
    expect(response.status, response.text).toBe(200);
    const delivery = response.body.data as Schemas['WebhookTestDelivery'];
    expect(delivery).toMatchObject({
      endpointId: webhookEndpoint.id,
      eventType: 'webhook.test',
      status: 'succeeded',
      responseStatus: 204,
      error: null,
    });

    // It arrived before the answer: no job, no queue.
    expect(hooks.received).toHaveLength(before + 1);
    const webhook = hooks.received[before]!;
    expect(webhook.headers['webhook-id']).toBe(delivery.messageId);
    const event = verified(webhook, secret);
    expect(event).toEqual({
      type: 'webhook.test',
      timestamp: delivery.attemptedAt,
      tenantId: tenant.id,
      data: { endpointId: webhookEndpoint.id },
    });

    // Audited under the id it was sent with; not a delivery of the endpoint.
    const audit = await t.call('GET', `/v1/tenants/${tenant.id}/audit-events?action=webhook_endpoint.tested`, { token: owner.accessToken });
    expect(audit.body.data.items).toContainEqual(
      expect.objectContaining({
        id: delivery.messageId,
        actor: { kind: 'user', id: owner.user.id },
        target: { type: 'webhook_endpoint', id: webhookEndpoint.id },
        metadata: { eventType: 'webhook.test', status: 'succeeded', responseStatus: 204, error: null },
      }),
    );
    const deliveries = await t.call('GET', `/v1/tenants/${tenant.id}/webhook-endpoints/${webhookEndpoint.id}/deliveries`, {
      token: owner.accessToken,
    });
    expect(deliveries.body.data.items).toEqual([]);
  });

  it('answers a failed attempt with the status the endpoint gave, or why there was none', async () => {
    const failing = await startReceiver(() => ({ status: 500 }));
    try {
      const { webhookEndpoint } = await endpointAt(failing.url);
      const response = await sendTest(webhookEndpoint.id);
      expect(response.status, response.text).toBe(200);
      expect(response.body.data).toMatchObject({ status: 'failed', responseStatus: 500, error: 'The endpoint answered 500.' });
      expect(failing.received).toHaveLength(1);
    } finally {
      await failing.close();
    }
    // Nobody listens there any more.
    const { webhookEndpoint: gone } = await endpointAt(failing.url);
    const refused = await sendTest(gone.id);
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'failed', responseStatus: null, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('sends nothing to a disabled endpoint: 409 CONFLICT', async () => {
    const receiver = await startReceiver();
    try {
      const { webhookEndpoint } = await endpointAt(receiver.url, { enabled: false });
      const response = await sendTest(webhookEndpoint.id);
      expect(response.status, response.text).toBe(409);
      expect(response.body).toMatchObject({ ok: false, code: 'CONFLICT' });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("answers 404 for another tenant's endpoint, however it is asked for", async () => {
    const { webhookEndpoint } = await endpointAt(hooks.url);
    const stranger = await signUp(t);
    const strangersTenant = await createTenant(t, stranger);
    const before = hooks.received.length;
    for (const response of [
      await sendTest(webhookEndpoint.id, stranger, strangersTenant.id),
      await sendTest(webhookEndpoint.id, stranger),
    ]) {
      expect(response.status, response.text).toBe(404);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
    }
    expect(hooks.received).toHaveLength(before);
  });
});

describe('the TypeScript SDK', () => {
  it('sends a test event and verifies what the receiver got with verifyWebhook', async () => {
    const gk = new Gatekeep({ baseUrl: t.baseUrl, token: owner.accessToken });
    const { webhookEndpoint, secret } = await gk.createWebhookEndpoint(tenant.id, {
      url: hooks.url,
      eventTypes: ['member.added'],
      enabled: true,
    });
    const delivery = await gk.sendTestWebhookEvent(tenant.id, webhookEndpoint.id);
    expect(delivery.status).toBe('succeeded');
    const webhook = hooks.received.find((w) => w.headers['webhook-id'] === delivery.messageId)!;

    const event = verifyWebhook(webhook.body, webhook.headers, secret);
    expect(event).toMatchObject({ type: 'webhook.test', tenantId: tenant.id, data: { endpointId: webhookEndpoint.id } });
    // A fetch Headers and a Buffer body verify alike.
    const headers = new Headers(Object.entries(webhook.headers).map(([k, v]): [string, string] => [k, String(v)]));
    expect(verifyWebhook(Buffer.from(webhook.body), headers, secret)).toEqual(event);

    expect(() => verifyWebhook(`${webhook.body} `, webhook.headers, secret)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(webhook.body, { ...webhook.headers, 'webhook-timestamp': '1000000000' }, secret)).toThrow(
      WebhookVerificationError,
    );
    const { secret: rotated } = await gk.rotateWebhookEndpointSecret(tenant.id, webhookEndpoint.id);
    expect(() => verifyWebhook(webhook.body, webhook.headers, rotated)).toThrow(WebhookVerificationError);
  });
});
