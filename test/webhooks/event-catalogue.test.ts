import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';
import { APP_REDIRECT, signInThrough } from '../sso/helpers.ts';
import { loadSpec } from '../../server/http/operations.ts';
import { expectSchema } from '../helpers/response-contract.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { addMember } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { BOOTSTRAP, eventually, startWebhookWorld, verified, type WebhookWorld } from './helpers.ts';
import { authenticator } from '../helpers/webauthn.ts';

const document = loadSpec().document;
const PASSKEY_ORIGIN = 'https://app.example.test';
const CATALOGUE = document.components.schemas.WebhookEventType.enum as string[];
/** Sent only on request (sendTestWebhookEvent), so no endpoint subscribes to it. */
const ON_REQUEST = ['webhook.test'];

let world: WebhookWorld;
let hooks: WebhookReceiver;
let dns: DnsServer;
let idp: OidcIdp;
beforeAll(async () => {
  dns = await startDnsServer();
  idp = await startOidcIdp();
  world = await startWebhookWorld({
    DNS_SERVERS: dns.address,
    SSO_ALLOW_PRIVATE_ISSUERS: 'true',
    WEBAUTHN_RP_ID: 'example.test',
    WEBAUTHN_ORIGINS: PASSKEY_ORIGIN,
    // The tenant's log is checkpointed each second it grows: `audit.checkpoint` arrives too.
    AUDIT_CHECKPOINT_SECONDS: '1',
  });
  hooks = await startReceiver();
});
afterAll(async () => {
  await hooks.close();
  await world.close();
  await idp.close();
  await dns.close();
});

describe('the event catalogue of openapi.yaml', () => {
  it('documents every event type under `webhooks`, each with its payload schema', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...CATALOGUE, ...ON_REQUEST].sort());
    for (const type of [...CATALOGUE, ...ON_REQUEST]) {
      const ref: string = document.webhooks[type].post.requestBody.content['application/json'].schema.$ref;
      const schema = document.components.schemas[ref.split('/').pop()!];
      expect(schema.properties.type.const, type).toBe(type);
    }
  });

  it('is what the API sends: every type arrives, signed and matching its schema', async () => {
    const { t, owner, tenant } = world;
    const as = { token: owner.accessToken };
    const base = `/v1/tenants/${tenant.id}`;
    const ok = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
      const response = await t.call(method, `${base}${url}`, { ...as, ...(body !== undefined ? { body } : {}) });
      expect(response.status, `${method} ${url}: ${response.text}`).toBeLessThan(300);
      return response.body.data;
    };
    const { webhookEndpoint, secret } = await ok('POST', '/webhook-endpoints', { url: hooks.url, eventTypes: CATALOGUE });
    // An endpoint that answers 410 Gone is disabled, which the first one hears of.
    const gone = await startReceiver(() => ({ status: 410 }));
    await ok('POST', '/webhook-endpoints', { url: gone.url, eventTypes: ['role.created'] });

    await ok('PATCH', '', { name: 'Renamed' });
    const verify = async (email: string) =>
      expect((await t.operation('verifyEmail', { body: { token: await outboxToken(t, email, 'verify-email') } })).status).toBe(200);
    // Inviting needs a verified inviter; the owner, a member since creating the tenant, proves
    // the address here, which the tenant hears of as `user.email_verified`.
    await verify(owner.email);
    // A member's passkey, added and removed (a software authenticator on the app's page).
    const passkeyOptions = await t.operation('startPasskeyRegistration', { body: { password: PASSWORD }, token: owner.accessToken });
    const device = authenticator();
    const passkey = await t.operation('registerPasskey', {
      body: { response: device.createJSON(PASSKEY_ORIGIN, passkeyOptions.data.options as never) as never },
      token: owner.accessToken,
    });
    expect(passkey.status, passkey.text).toBe(201);
    const removed = await t.operation('deletePasskey', {
      params: { passkeyId: passkey.data.id },
      body: { password: PASSWORD },
      token: owner.accessToken,
    });
    expect(removed.status, removed.text).toBe(200);
    const someone = await signUp(t);
    await addMember(t, tenant.id, owner, someone, 'member');
    await ok('PATCH', `/members/${someone.user.id}`, { role: 'admin' });
    await ok('DELETE', `/members/${someone.user.id}`);
    // Invitations, and members' changes to their own accounts.
    const newcomer = await signUp(t, uniqueEmail('newcomer'), PASSWORD, { verified: false });
    await ok('POST', '/invitations', { email: newcomer.email, role: 'member' });
    // An unverified address is invited by addMember too, replacing the pending invitation.
    await ok('POST', '/members', { email: newcomer.email, role: 'member' });
    await verify(newcomer.email);
    const accepted = await t.operation('acceptInvitation', {
      body: { token: await outboxToken(t, newcomer.email, 'accept-invitation') },
      token: newcomer.accessToken,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const changed = await t.operation('changePassword', {
      body: { currentPassword: PASSWORD, newPassword: 'another fine passphrase 9' },
      token: newcomer.accessToken,
    });
    expect(changed.status, changed.text).toBe(200);
    const renamed = await t.operation('updateMe', { body: { name: 'Newcomer' }, token: newcomer.accessToken });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await t.operation('requestPasswordReset', { body: { email: newcomer.email } })).status).toBe(202);
    const resetToken = await eventually(() => outboxToken(t, newcomer.email, 'reset-password'));
    const reset = await t.operation('confirmPasswordReset', { body: { token: resetToken, password: 'a third fine passphrase 10' } });
    expect(reset.status, reset.text).toBe(200);
    const newcomerTokens = await t.operation('login', { body: { email: newcomer.email, password: 'a third fine passphrase 10' } });
    const deleted = await t.operation('deleteMe', {
      body: { password: 'a third fine passphrase 10' },
      token: (newcomerTokens.data as { accessToken: string }).accessToken,
    });
    expect(deleted.status, deleted.text).toBe(200);
    const disabledMember = await signUp(t);
    await addMember(t, tenant.id, owner, disabledMember, 'member');
    const disabled = await t.call('POST', `/v1/platform/users/${disabledMember.user.id}/disable`, { token: BOOTSTRAP });
    expect(disabled.status, disabled.text).toBe(200);
    const role = await ok('POST', '/roles', { name: 'auditors', permissions: ['audit:read'] });
    await ok('PATCH', `/roles/${role.id}`, { description: 'Read the log' });
    await ok('DELETE', `/roles/${role.id}`);
    const config = await ok('POST', '/provider-configs', {
      type: 'oidc',
      name: 'Okta',
      oidc: { issuer: 'https://idp.example.com', clientId: 'abc', clientSecret: 'never-sent-anywhere' },
    });
    await ok('PATCH', `/provider-configs/${config.id}`, { name: 'Okta EU' });
    await ok('DELETE', `/provider-configs/${config.id}`);
    const domain = await ok('POST', '/domains', { domain: `catalogue-${Date.now()}.example.test` });
    dns.records.set(domain.verification.name, [[domain.verification.value]]);
    await ok('POST', `/domains/${domain.id}/verify`);
    await ok('DELETE', `/domains/${domain.id}`);
    const { oidcClient } = await ok('POST', '/oidc-clients', { name: 'Catalogue app', redirectUris: ['https://app.example.test/cb'] });
    await ok('PATCH', `/oidc-clients/${oidcClient.id}`, { firstParty: true });
    await ok('POST', `/oidc-clients/${oidcClient.id}/rotate-secret`);
    await ok('DELETE', `/oidc-clients/${oidcClient.id}`);
    // A directory's identity provider provisions a user and a group, changes and removes them.
    const { token: scimToken } = await ok('POST', '/directories', { name: 'Catalogue directory' });
    const scim = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
      const response = await t.call(method, `/v1/platform/scim/v2${path}`, { token: scimToken, ...(body !== undefined ? { body } : {}) });
      expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
      return response.body as { id: string };
    };
    const patchOp = (value: Record<string, unknown>) => ({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value }],
    });
    const scimUser = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: `scim-${Date.now()}`,
      active: true,
    });
    await scim('PATCH', `/Users/${scimUser.id}`, patchOp({ displayName: 'Directory person' }));
    await scim('PATCH', `/Users/${scimUser.id}`, patchOp({ active: false }));
    await scim('DELETE', `/Users/${scimUser.id}`);
    const scimGroup = await scim('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Catalogue group',
    });
    await scim('PATCH', `/Groups/${scimGroup.id}`, patchOp({ displayName: 'Catalogue group renamed' }));
    await scim('DELETE', `/Groups/${scimGroup.id}`);
    // Sign-in through the tenant's IdP: a new user provisioned, an account linked, a refusal.
    const ssoDomain = await ok('POST', '/domains', { domain: `sso-${Date.now()}.example.test` });
    dns.records.set(ssoDomain.verification.name, [[ssoDomain.verification.value]]);
    await ok('POST', `/domains/${ssoDomain.id}/verify`);
    const ssoConfig = await ok('POST', '/provider-configs', {
      type: 'oidc',
      name: 'Acme IdP',
      oidc: { issuer: idp.issuer, clientId: 'catalogue', clientSecret: 'catalogue-secret' },
      allowedRedirectUris: [APP_REDIRECT],
    });
    idp.addClient({ clientId: 'catalogue', clientSecret: 'catalogue-secret', redirectUris: [ssoConfig.oidc.redirectUri] });
    const ssoWorld = { t, idp };
    const provisioned = await signInThrough(ssoWorld, ssoConfig.id, { sub: 'new', email: `new@${ssoDomain.domain}`, email_verified: true });
    expect(provisioned.answer.code).toBeDefined();
    await signUp(t, `linked@${ssoDomain.domain}`);
    const linked = await signInThrough(ssoWorld, ssoConfig.id, {
      sub: 'linked',
      email: `linked@${ssoDomain.domain}`,
      email_verified: true,
    });
    expect(linked.answer.code).toBeDefined();
    const refused = await signInThrough(ssoWorld, ssoConfig.id, { sub: 'outside', email: 'outside@elsewhere.test', email_verified: true });
    expect(refused.answer.error_code).toBe('SSO_EMAIL_OUTSIDE_DOMAINS');
    const other = await ok('POST', '/webhook-endpoints', {
      url: 'https://hooks.example.com/other',
      eventTypes: ['member.added'],
      enabled: false,
    });
    await ok('PATCH', `/webhook-endpoints/${other.webhookEndpoint.id}`, { description: 'spare' });
    await ok('DELETE', `/webhook-endpoints/${other.webhookEndpoint.id}`);
    const key = await ok('POST', '/api-keys', { name: 'ci', scopes: ['deploy:write'] });
    await ok('DELETE', `/api-keys/${key.apiKey.id}`);
    await ok('POST', '/api-keys', { name: 'brief', scopes: [], expiresAt: new Date(Date.now() + 500).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const sweep = await t.call('POST', '/v1/platform/jobs', {
      token: world.operatorKey,
      body: { type: 'api_keys.expire_sweep', payload: {} },
    });
    expect(sweep.status).toBe(201);
    await ok('POST', `/webhook-endpoints/${webhookEndpoint.id}/test`);

    const received = await eventually(async () => {
      const types = new Set(hooks.received.map((w) => JSON.parse(w.body).type));
      expect([...types].sort()).toEqual([...CATALOGUE, ...ON_REQUEST].sort());
      return hooks.received;
    });
    await gone.close();
    for (const webhook of received) {
      const event = verified(webhook, secret);
      const ref: string = document.webhooks[event.type].post.requestBody.content['application/json'].schema.$ref;
      expectSchema(ref.split('/').pop()!, event);
      expect(event.tenantId).toBe(tenant.id);
    }
    expect(received.map((w) => w.body).join('\n')).not.toContain('never-sent-anywhere');
    expect(received.map((w) => w.body).join('\n')).not.toContain(secret);

    // One delivery per event, all to the one endpoint, all succeeded; the test event is no delivery.
    // Checkpoints go on being signed while the log grows, so they are left out of the count, and
    // every page is read: on a slow run the checkpoints alone fill more than one. Eventually, as
    // a second event of a type already seen may still be on its way.
    const changes = (types: string[]) => types.filter((type) => type !== 'audit.checkpoint');
    await eventually(async () => {
      const delivered: { eventType: string; status: string }[] = [];
      for (let cursor: string | null = null; ;) {
        const query: string = `limit=100${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await t.call('GET', `${base}/webhook-endpoints/${webhookEndpoint.id}/deliveries?${query}`, as);
        expect(page.status, page.text).toBe(200);
        delivered.push(...page.body.data.items);
        cursor = page.body.data.nextCursor;
        if (!cursor) break;
      }
      const deliveredChanges = delivered.filter((d) => d.eventType !== 'audit.checkpoint');
      expect(deliveredChanges.filter((d) => d.status !== 'succeeded')).toEqual([]);
      expect(deliveredChanges).toHaveLength(changes(hooks.received.map((w) => JSON.parse(w.body).type)).length - ON_REQUEST.length);
    });
    expect(new Set(hooks.received.map((w) => w.headers['webhook-id'])).size).toBe(hooks.received.length);
  });
});
