import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxToken } from '../helpers/outbox.ts';
import { storedMembership } from '../helpers/tenancy.ts';
import { PASSWORD, signUp } from '../helpers/test-app.ts';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { createEndpoint, deliveriesOf, startWebhookWorld, verified, type WebhookWorld } from './helpers.ts';

// Issue 29 point 5: news of a user's own account (`user.*`) reaches only the tenants the user
// joined by accepting an invitation (or created). addMember used to put a verified user in a
// tenant without asking, after which every password change of theirs was sent to that tenant.

let base: WebhookWorld;
let hooks: WebhookReceiver;
beforeAll(async () => {
  base = await startWebhookWorld();
  hooks = await startReceiver();
});
afterAll(async () => {
  await hooks.close();
  await base.close();
});

describe('user.* webhook events', () => {
  it('reach a tenant that added the user only once the user has accepted', async () => {
    const world = await base.scene();
    const { t, tenant, owner } = world;
    const { secret, webhookEndpoint } = await createEndpoint(world, hooks.url, ['user.password_changed']);
    const stranger = await signUp(t);

    const added = await t.call('POST', `/v1/tenants/${tenant.id}/members`, {
      token: owner.accessToken,
      body: { email: stranger.email, role: 'member' },
    });
    expect(added.status, added.text).toBe(202);
    expect(await storedMembership(t, tenant.id, stranger.user.id)).toBeUndefined();

    const changePassword = async (currentPassword: string, newPassword: string, accessToken: string) => {
      const changed = await t.operation('changePassword', { body: { currentPassword, newPassword }, token: accessToken });
      expect(changed.status, changed.text).toBe(200);
    };
    // Deliveries are queued in the change's own transaction: none now means none ever.
    await changePassword(PASSWORD, 'first new passphrase 11', stranger.accessToken);
    expect(await deliveriesOf(world, webhookEndpoint.id)).toEqual([]);

    const login = await t.operation('login', { body: { email: stranger.email, password: 'first new passphrase 11' } });
    const accessToken = (login.data as { accessToken: string }).accessToken;
    const accepted = await t.operation('acceptInvitation', {
      body: { token: await outboxToken(t, stranger.email, 'accept-invitation') },
      token: accessToken,
    });
    expect(accepted.status, accepted.text).toBe(200);
    await changePassword('first new passphrase 11', 'second new passphrase 12', accessToken);

    const [webhook] = await hooks.waitFor(1);
    const event = verified(webhook!, secret);
    expect(event).toMatchObject({ type: 'user.password_changed', tenantId: tenant.id, data: { userId: stranger.user.id } });
    expect(await deliveriesOf(world, webhookEndpoint.id)).toHaveLength(1);
  });
});
