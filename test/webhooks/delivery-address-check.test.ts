import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/net/public-addresses.ts';
import { addSomeone, createEndpoint, deliveriesOf, eventually, startWebhookWorld, type WebhookWorld } from './helpers.ts';

let world: WebhookWorld;
beforeAll(async () => {
  // Not production: the rule holds in every mode unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true.
  world = await startWebhookWorld({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
});
afterAll(() => world.close());

describe('by default, the address a delivery connects to', () => {
  it('is checked again when the delivery is made: a name that resolves to loopback is refused', async () => {
    // This machine's own name passes the check at creation (it is a name, not an IP literal,
    // and not `localhost`), yet resolves to a loopback address: what DNS rebinding achieves.
    const name = hostname();
    const resolved = await lookup(name, { all: true });
    expect(
      resolved.some((a) => !isPublicAddress(a.address)),
      `${name} should resolve to a non-public address here`,
    ).toBe(true);

    // A scene's owner has a verified address, which inviting someone needs.
    const scene = await world.scene();
    const { webhookEndpoint } = await createEndpoint(scene, `https://${name}:9/hooks`);
    await addSomeone(scene);
    const delivery = await eventually(async () => {
      const [d] = await deliveriesOf(scene, webhookEndpoint.id);
      expect(d?.attempts).toBeGreaterThanOrEqual(1);
      return d!;
    });
    expect(delivery.lastResponseStatus).toBeNull();
    // The error names the endpoint's host, never the internal address it resolved to.
    expect(delivery.lastError).toBe(`${name} resolves to an address that is not public`);
    for (const { address } of resolved) expect(delivery.lastError).not.toContain(address);
  });
});

describe('by default, a test event (sendTestWebhookEvent)', () => {
  it('is held to the same rule: a name that resolves to loopback is refused, and the answer says so', async () => {
    const name = hostname();
    const scene = await world.scene();
    const { webhookEndpoint } = await createEndpoint(scene, `https://${name}:9/hooks`);
    const response = await scene.t.operation('sendTestWebhookEvent', {
      params: { tenantId: scene.tenant.id, endpointId: webhookEndpoint.id },
      token: scene.owner.accessToken,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'failed',
      responseStatus: null,
      error: `${name} resolves to an address that is not public`,
    });
  });
});
