import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { hashSecret } from '../../server/secrets/issued-secrets.ts';
import { auditEventsWhere } from '../helpers/audit.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 33 point 2, the platform's half: clients of apps that serve every tenant, managed by a
// service account holding `oidc_clients:write`, by the same rules as a tenant's.
const BOOTSTRAP = 'o'.repeat(40);
let t: TestApp;
let manager: string;

async function serviceAccount(permissions: Schemas['PlatformPermission'][]) {
  const created = await t.operation('createServiceAccount', {
    body: { name: `clients-${randomBytes(4).toString('hex')}`, permissions },
    token: BOOTSTRAP,
  });
  expect(created.status, created.text).toBe(201);
  return created.data.secret as string;
}

beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
  manager = await serviceAccount(['oidc_clients:write']);
});
afterAll(() => t?.close());

const APP = { name: 'Every tenant app', redirectUris: ['https://platform-app.example.test/cb'] };

describe('platform OIDC clients', () => {
  it('registers a client of no tenant, secret once and hashed; rotates, updates, lists and deletes it on the platform log', async () => {
    const created = await t.operation('createPlatformOidcClient', { body: APP, token: manager });
    expect(created.status, created.text).toBe(201);
    const { oidcClient, secret } = created.data;
    expect(oidcClient).toMatchObject({ tenantId: null, name: APP.name, hasClientSecret: true });
    expect(created.headers.location).toBe(`/v1/platform/oidc-clients/${oidcClient.id}`);
    const stored = await t.app.services.db.selectFrom('oidc_clients').selectAll().where('id', '=', oidcClient.id).executeTakeFirstOrThrow();
    expect([stored.tenant_id, stored.secret_hash]).toEqual([null, hashSecret(secret!)]);

    const params = { clientId: oidcClient.id };
    const rotated = await t.operation('rotatePlatformOidcClientSecret', { params, token: manager });
    expect(rotated.data.secret).not.toBe(secret);
    const updated = await t.operation('updatePlatformOidcClient', { params, body: { firstParty: true }, token: manager });
    expect(updated.data.firstParty).toBe(true);
    const listed = await t.operation('listPlatformOidcClients', { token: manager });
    expect(listed.data.items.map((client: Schemas['OidcClient']) => client.id)).toContain(oidcClient.id);
    expect(listed.text).not.toContain(rotated.data.secret);
    expect((await t.operation('deletePlatformOidcClient', { params, token: manager })).data).toEqual({ id: oidcClient.id, deleted: true });
    expect((await t.operation('getPlatformOidcClient', { params, token: manager })).status).toBe(404);

    for (const action of ['oidc_client.created', 'oidc_client.secret_rotated', 'oidc_client.updated', 'oidc_client.deleted']) {
      const events = await auditEventsWhere(t, { action, targetId: oidcClient.id });
      expect(events, action).toHaveLength(1);
      expect(events[0]!.tenant_id, action).toBeNull();
    }
  });

  it("keeps tenants and platform apart: neither side finds the other one's client", async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const ofTenant = await t.operation('createOidcClient', { params: { tenantId: tenant.id }, body: APP, token: owner.accessToken });
    const ofPlatform = await t.operation('createPlatformOidcClient', { body: APP, token: manager });
    const fromPlatform = await t.operation('getPlatformOidcClient', { params: { clientId: ofTenant.data.oidcClient.id }, token: manager });
    expect(fromPlatform.status).toBe(404);
    const fromTenant = await t.operation('getOidcClient', {
      params: { tenantId: tenant.id, clientId: ofPlatform.data.oidcClient.id },
      token: owner.accessToken,
    });
    expect(fromTenant.status).toBe(404);
    const rotated = await t.operation('rotatePlatformOidcClientSecret', {
      params: { clientId: ofTenant.data.oidcClient.id },
      token: manager,
    });
    expect(rotated.status).toBe(404);
  });

  it('needs oidc_clients:write, and refuses an incoherent client with 400', async () => {
    const other = await serviceAccount(['tenants:read']);
    const refused = await t.operation('listPlatformOidcClients', { token: other });
    expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    const incoherent = await t.operation('createPlatformOidcClient', { body: { name: 'Nowhere' }, token: manager });
    expect([incoherent.status, incoherent.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
