import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { hashSecret } from '../../server/secrets/issued-secrets.ts';
import { auditEventsWhere } from '../helpers/audit.ts';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 33 point 2: the applications a tenant registers with Gatekeep's OpenID Provider. The
// secret is shown once and kept as a hash; the rules that make a client coherent are checked
// on every write.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const WEB_APP = { name: 'Acme web', redirectUris: ['https://app.acme.test/callback'] };

async function tenantWithOwner() {
  const owner = await signUp(t);
  return { owner, tenant: await createTenant(t, owner) };
}

function storedClient(id: string) {
  return t.app.services.db.selectFrom('oidc_clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('OIDC clients', () => {
  it('registers a confidential client with its secret shown once and kept as a hash; reads never show it', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createOidcClient', { params: { tenantId: tenant.id }, body: WEB_APP, token: owner.accessToken });
    expect(created.status, created.text).toBe(201);
    const { oidcClient, secret: clientSecret } = created.data;
    expect(oidcClient).toMatchObject({
      id: expect.stringMatching(/^client_/),
      tenantId: tenant.id,
      name: 'Acme web',
      redirectUris: WEB_APP.redirectUris,
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code', 'refresh_token'],
      tokenEndpointAuthMethod: 'client_secret_basic',
      firstParty: false,
      hasClientSecret: true,
      secretRotatedAt: null,
    });
    expect(clientSecret).toMatch(/^gkcs_[A-Za-z0-9_-]{43}$/);
    expect(created.headers.location).toBe(`/v1/tenants/${tenant.id}/oidc-clients/${oidcClient.id}`);
    expect((await storedClient(oidcClient.id)).secret_hash).toBe(hashSecret(clientSecret!));

    const read = await t.operation('getOidcClient', { params: { tenantId: tenant.id, clientId: oidcClient.id }, token: owner.accessToken });
    expect(read.data).toEqual(oidcClient);
    const listed = await t.operation('listOidcClients', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect(listed.data).toEqual({ items: [oidcClient], nextCursor: null });
    for (const answer of [read.text, listed.text]) expect(answer).not.toContain(clientSecret);
    const [event] = await auditEventsWhere(t, { action: 'oidc_client.created', tenantId: tenant.id });
    expect(JSON.stringify(event)).not.toContain(clientSecret);
  });

  it('registers a public client without a secret, which has none to rotate', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createOidcClient', {
      params: { tenantId: tenant.id },
      body: { ...WEB_APP, tokenEndpointAuthMethod: 'none', grantTypes: ['authorization_code'], redirectUris: ['http://127.0.0.1:8400/cb'] },
      token: owner.accessToken,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.data.secret).toBeNull();
    expect(created.data.oidcClient.hasClientSecret).toBe(false);
    const rotated = await t.operation('rotateOidcClientSecret', {
      params: { tenantId: tenant.id, clientId: created.data.oidcClient.id },
      token: owner.accessToken,
    });
    expect([rotated.status, rotated.body.code]).toEqual([409, 'CONFLICT']);
  });

  it('rotates the secret: a new one shown once, the old hash gone, audited without either', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createOidcClient', { params: { tenantId: tenant.id }, body: WEB_APP, token: owner.accessToken });
    const clientId = created.data.oidcClient.id;
    const rotated = await t.operation('rotateOidcClientSecret', { params: { tenantId: tenant.id, clientId }, token: owner.accessToken });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.data.secret).toMatch(/^gkcs_/);
    expect(rotated.data.secret).not.toBe(created.data.secret);
    expect(rotated.data.oidcClient.secretRotatedAt).not.toBeNull();
    expect((await storedClient(clientId)).secret_hash).toBe(hashSecret(rotated.data.secret!));
    const events = await auditEventsWhere(t, { action: 'oidc_client.secret_rotated', tenantId: tenant.id });
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(rotated.data.secret);
  });

  it('updates only what is sent, keeps the client coherent, and deletes it', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createOidcClient', { params: { tenantId: tenant.id }, body: WEB_APP, token: owner.accessToken });
    const params = { tenantId: tenant.id, clientId: created.data.oidcClient.id };
    const updated = await t.operation('updateOidcClient', {
      params,
      body: { firstParty: true, postLogoutRedirectUris: ['https://app.acme.test/bye'] },
      token: owner.accessToken,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.data).toMatchObject({ name: 'Acme web', firstParty: true, postLogoutRedirectUris: ['https://app.acme.test/bye'] });
    const incoherent = await t.operation('updateOidcClient', { params, body: { redirectUris: [] }, token: owner.accessToken });
    expect([incoherent.status, incoherent.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(incoherent.body.error).toMatch(/authorization_code needs at least one redirect URI/);
    expect((await t.operation('getOidcClient', { params, token: owner.accessToken })).data.redirectUris).toEqual(WEB_APP.redirectUris);

    const deleted = await t.operation('deleteOidcClient', { params, token: owner.accessToken });
    expect(deleted.data).toEqual({ id: params.clientId, deleted: true });
    expect((await t.operation('getOidcClient', { params, token: owner.accessToken })).status).toBe(404);
    for (const action of ['oidc_client.created', 'oidc_client.updated', 'oidc_client.deleted'])
      expect(await auditEventsWhere(t, { action, tenantId: tenant.id }), action).toHaveLength(1);
  });

  it.each([
    [{ ...WEB_APP, tokenEndpointAuthMethod: 'none', grantTypes: ['client_credentials'] }, /public client .* client_credentials/],
    [{ ...WEB_APP, grantTypes: ['refresh_token'] }, /refresh_token needs authorization_code/],
    [{ name: 'No way back' }, /authorization_code needs at least one redirect URI/],
    [{ ...WEB_APP, redirectUris: ['http://app.acme.test/cb'] }, /redirectUris\[0\] must be https/],
    [{ ...WEB_APP, redirectUris: ['https://user:pw@app.acme.test/cb'] }, /must not carry credentials/],
    [{ ...WEB_APP, redirectUris: ['https://app.acme.test/cb#frag'] }, /redirectUris/],
    [{ ...WEB_APP, postLogoutRedirectUris: ['http://app.acme.test/bye'] }, /postLogoutRedirectUris\[0\] must be https/],
  ] as [Schemas['CreateOidcClientRequest'], RegExp][])(
    'refuses %j with 400 VALIDATION_FAILED and writes nothing',
    async (body, message) => {
      const { owner, tenant } = await tenantWithOwner();
      const refused = await t.operation('createOidcClient', { params: { tenantId: tenant.id }, body, token: owner.accessToken });
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(refused.body.error).toMatch(message);
      expect((await t.operation('listOidcClients', { params: { tenantId: tenant.id }, token: owner.accessToken })).data.items).toEqual([]);
    },
  );

  it('client_credentials on its own makes a machine client with no redirect URI', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createOidcClient', {
      params: { tenantId: tenant.id },
      body: { name: 'Batch job', grantTypes: ['client_credentials'], tokenEndpointAuthMethod: 'client_secret_post' },
      token: owner.accessToken,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.data.oidcClient).toMatchObject({
      redirectUris: [],
      grantTypes: ['client_credentials'],
      tokenEndpointAuthMethod: 'client_secret_post',
    });
  });

  it('is for owners and admins; another tenant sees 404', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createOidcClient', { params: { tenantId: tenant.id }, body: WEB_APP, token: owner.accessToken });
    const member = await signUp(t);
    await addMember(t, tenant.id, owner, member, 'member');
    const asMember = await t.operation('listOidcClients', { params: { tenantId: tenant.id }, token: member.accessToken });
    expect([asMember.status, asMember.body.code]).toEqual([403, 'INSUFFICIENT_ROLE']);
    const stranger = await tenantWithOwner();
    const elsewhere = await t.operation('getOidcClient', {
      params: { tenantId: stranger.tenant.id, clientId: created.data.oidcClient.id },
      token: stranger.owner.accessToken,
    });
    expect(elsewhere.status).toBe(404);
  });
});
