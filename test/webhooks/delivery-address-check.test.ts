import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/domain/tenants/outbound-urls.ts';
import { addSomeone, createEndpoint, deliveriesOf, eventually, startWebhookWorld, type WebhookWorld } from './helpers.ts';

let world: WebhookWorld;
beforeAll(async () => {
  world = await startWebhookWorld({ NODE_ENV: 'production' });
});
afterAll(() => world.close());

describe('in production, the address a delivery connects to', () => {
  it('is checked again when the delivery is made: a name that resolves to loopback is refused', async () => {
    // This machine's own name passes the check at creation (it is a name, not an IP literal,
    // and not `localhost`), yet resolves to a loopback address: what DNS rebinding achieves.
    const name = hostname();
    const resolved = await lookup(name, { all: true });
    expect(resolved.some((a) => !isPublicAddress(a.address)), `${name} should resolve to a non-public address here`).toBe(true);

    const { webhookEndpoint } = await createEndpoint(world, `https://${name}:9/hooks`);
    await addSomeone(world);
    const delivery = await eventually(async () => {
      const [d] = await deliveriesOf(world, webhookEndpoint.id);
      expect(d?.attempts).toBeGreaterThanOrEqual(1);
      return d!;
    });
    expect(delivery.lastResponseStatus).toBeNull();
    expect(delivery.lastError).toMatch(new RegExp(`^${name} resolves to .+, which is not a public address$`));
  });
});
