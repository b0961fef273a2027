import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { loadSpec } from '../../server/http/operations.ts';
import { type Account, addMember, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp, type TestResponse, uniqueEmail } from '../helpers/test-app.ts';

let t: TestApp;
/** verifyDomain's resolver, which answers every domain B claims here. */
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  // Each case signs up a fresh pair whose addresses are verified through verifyEmail (bucket
  // `public`): some 300 within a minute here, past the default budget of one client address.
  t = await startTestApp({ DNS_SERVERS: dns.address, RATE_LIMIT_PUBLIC_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const OIDC_CONFIG = { type: 'oidc', name: 'Okta', oidc: { issuer: 'https://idp.example.com', clientId: 'abc' } };
const WEBHOOK_ENDPOINT = { url: 'https://hooks.example.com/x', eventTypes: ['member.added'] };

/** Two tenants: A (the caller's) and B (someone else's), with B's resources. */
async function twoTenants() {
  const cast = await tenantWithCast(t);
  const a = { tenant: cast.tenant, owner: cast.owner };
  const b = { tenant: cast.otherTenant, owner: cast.outsider };
  return { a, b };
}

async function ok(response: Promise<TestResponse>, status = 200) {
  const r = await response;
  expect(r.status, r.text).toBe(status);
  return r.body.data;
}

/** Every audit event of a tenant, so a test can show a refused request wrote nothing. */
function auditIds(tenantId: string) {
  return t.app.services.db.selectFrom('audit_events').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute();
}

/** B's endpoint with one delivery whose job has been given up on (this app runs no workers). */
const finishedDeliveryOfB = async (b: { tenant: { id: string }; owner: Account }) => {
  const endpointId = await endpointOfB(b);
  await memberOfB(b);
  const delivery = await t.app.services.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'job_id'])
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirstOrThrow();
  await t.app.services.db.updateTable('jobs').set({ status: 'failed', last_error: 'gave up' }).where('id', '=', delivery.job_id).execute();
  return `${endpointId}/deliveries/${delivery.id}`;
};
const deliverySnapshot = async (b: { tenant: { id: string }; owner: Account }, path: string) => {
  const [endpointId] = path.split('/');
  return (await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/webhook-endpoints/${endpointId}/deliveries`, { token: b.owner.accessToken })))
    .items;
};

interface Case {
  /** The operation under test, as in openapi.yaml. */
  operationId: string;
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST';
  /** The path under `/v1/tenants/{tenantId}`, for a resource id. */
  path: (id: string) => string;
  body?: unknown;
  /** Creates the resource in B and answers its id. */
  arrange: (b: { tenant: { id: string }; owner: Account }) => Promise<string>;
  /** B's view of the resource, read through B's own routes and the database. */
  snapshot: (b: { tenant: { id: string }; owner: Account }, id: string) => Promise<unknown>;
}

const memberOfB = async (b: { tenant: { id: string }; owner: Account }) => {
  const user = await signUp(t);
  await addMember(t, b.tenant.id, b.owner, user, 'admin');
  return user.user.id;
};
const memberSnapshot = async (b: { tenant: { id: string }; owner: Account }, userId: string) => {
  const list = await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/members`, { token: b.owner.accessToken }));
  return list.items.find((item: { userId: string }) => item.userId === userId) ?? null;
};

const roleOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (
    await ok(
      t.call('POST', `/v1/tenants/${b.tenant.id}/roles`, {
        token: b.owner.accessToken,
        body: { name: 'bees', description: 'B only', permissions: ['b:read'] },
      }),
      201,
    )
  ).id;
const roleSnapshot = async (b: { tenant: { id: string }; owner: Account }, roleId: string) => {
  const list = await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/roles`, { token: b.owner.accessToken }));
  return list.items.find((item: { id: string }) => item.id === roleId) ?? null;
};

const configOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (await ok(t.call('POST', `/v1/tenants/${b.tenant.id}/provider-configs`, { token: b.owner.accessToken, body: OIDC_CONFIG }), 201)).id;
const configSnapshot = async (b: { tenant: { id: string }; owner: Account }, configId: string) => ({
  view: await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/provider-configs/${configId}`, { token: b.owner.accessToken })),
  row: await t.app.services.db.selectFrom('provider_configs').selectAll().where('id', '=', configId).executeTakeFirst(),
});

const domainOfB = async (b: { tenant: { id: string }; owner: Account }) => {
  const domain = await ok(
    t.call('POST', `/v1/tenants/${b.tenant.id}/domains`, {
      token: b.owner.accessToken,
      body: { domain: `b-${randomBytes(4).toString('hex')}.example.test` },
    }),
    201,
  );
  dns.records.set(domain.verification.name, [[domain.verification.value]]);
  return domain.id as string;
};
const domainSnapshot = async (b: { tenant: { id: string }; owner: Account }, domainId: string) => ({
  view: await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/domains/${domainId}`, { token: b.owner.accessToken })),
  row: await t.app.services.db.selectFrom('tenant_domains').selectAll().where('id', '=', domainId).executeTakeFirst(),
});

/** B's first audit event (tenant.created): its proof is B's to ask for. */
const eventOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/audit-events`, { token: b.owner.accessToken }))).items.at(-1).id as string;
const auditLogSnapshot = async (b: { tenant: { id: string }; owner: Account }) =>
  t.app.services.db.selectFrom('audit_logs').selectAll().where('log_id', '=', b.tenant.id).executeTakeFirst();

const directoryOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (await ok(t.call('POST', `/v1/tenants/${b.tenant.id}/directories`, { token: b.owner.accessToken, body: { name: 'B directory' } }), 201))
    .directory.id as string;
const directorySnapshot = async (b: { tenant: { id: string }; owner: Account }, directoryId: string) => ({
  view: await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/directories/${directoryId}`, { token: b.owner.accessToken })),
  row: await t.app.services.db.selectFrom('directories').selectAll().where('id', '=', directoryId).executeTakeFirst(),
  key: await t.app.services.db.selectFrom('service_accounts').select('key_hash').where('directory_id', '=', directoryId).executeTakeFirst(),
});

const OIDC_CLIENT = { name: 'B app', redirectUris: ['https://b.example.test/cb'] };
const oidcClientOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (await ok(t.call('POST', `/v1/tenants/${b.tenant.id}/oidc-clients`, { token: b.owner.accessToken, body: OIDC_CLIENT }), 201)).oidcClient
    .id as string;
const oidcClientSnapshot = async (b: { tenant: { id: string }; owner: Account }, clientId: string) => ({
  view: await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/oidc-clients/${clientId}`, { token: b.owner.accessToken })),
  row: await t.app.services.db.selectFrom('oidc_clients').selectAll().where('id', '=', clientId).executeTakeFirst(),
});

const endpointOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (await ok(t.call('POST', `/v1/tenants/${b.tenant.id}/webhook-endpoints`, { token: b.owner.accessToken, body: WEBHOOK_ENDPOINT }), 201))
    .webhookEndpoint.id;
const endpointSnapshot = async (b: { tenant: { id: string }; owner: Account }, endpointId: string) => ({
  view: await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/webhook-endpoints/${endpointId}`, { token: b.owner.accessToken })),
  // The row includes the secret: a cross-tenant rotation must not have replaced it.
  row: await t.app.services.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).executeTakeFirst(),
});

const keyOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (
    await ok(
      t.call('POST', `/v1/tenants/${b.tenant.id}/api-keys`, { token: b.owner.accessToken, body: { name: 'b-key', scopes: ['b:read'] } }),
      201,
    )
  ).apiKey.id;
const keySnapshot = async (b: { tenant: { id: string }; owner: Account }, keyId: string) => ({
  view: await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/api-keys/${keyId}`, { token: b.owner.accessToken })),
  row: await t.app.services.db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirst(),
});

const invitationOfB = async (b: { tenant: { id: string }; owner: Account }) =>
  (
    await ok(
      t.call('POST', `/v1/tenants/${b.tenant.id}/invitations`, {
        token: b.owner.accessToken,
        body: { email: uniqueEmail('b'), role: 'member' },
      }),
      201,
    )
  ).id;
const invitationSnapshot = async (b: { tenant: { id: string }; owner: Account }, invitationId: string) => ({
  view: await ok(t.call('GET', `/v1/tenants/${b.tenant.id}/invitations/${invitationId}`, { token: b.owner.accessToken })),
  row: await t.app.services.db.selectFrom('tenant_invitations').selectAll().where('id', '=', invitationId).executeTakeFirst(),
});

const CASES: Case[] = [
  { operationId: 'getInvitation', method: 'GET', path: (id) => `/invitations/${id}`, arrange: invitationOfB, snapshot: invitationSnapshot },
  {
    operationId: 'revokeInvitation',
    method: 'DELETE',
    path: (id) => `/invitations/${id}`,
    arrange: invitationOfB,
    snapshot: invitationSnapshot,
  },
  { operationId: 'getApiKey', method: 'GET', path: (id) => `/api-keys/${id}`, arrange: keyOfB, snapshot: keySnapshot },
  { operationId: 'revokeApiKey', method: 'DELETE', path: (id) => `/api-keys/${id}`, arrange: keyOfB, snapshot: keySnapshot },
  {
    operationId: 'updateMember',
    method: 'PATCH',
    path: (id) => `/members/${id}`,
    body: { role: 'member' },
    arrange: memberOfB,
    snapshot: memberSnapshot,
  },
  { operationId: 'removeMember', method: 'DELETE', path: (id) => `/members/${id}`, arrange: memberOfB, snapshot: memberSnapshot },
  {
    operationId: 'updateRole',
    method: 'PATCH',
    path: (id) => `/roles/${id}`,
    body: { name: 'hijacked', permissions: ['everything:*'] },
    arrange: roleOfB,
    snapshot: roleSnapshot,
  },
  { operationId: 'deleteRole', method: 'DELETE', path: (id) => `/roles/${id}`, arrange: roleOfB, snapshot: roleSnapshot },
  {
    operationId: 'getProviderConfig',
    method: 'GET',
    path: (id) => `/provider-configs/${id}`,
    arrange: configOfB,
    snapshot: configSnapshot,
  },
  {
    operationId: 'updateProviderConfig',
    method: 'PATCH',
    path: (id) => `/provider-configs/${id}`,
    body: { name: 'Hijacked', enabled: false, oidc: { issuer: 'https://evil.example.com', clientSecret: 'stolen' } },
    arrange: configOfB,
    snapshot: configSnapshot,
  },
  {
    operationId: 'deleteProviderConfig',
    method: 'DELETE',
    path: (id) => `/provider-configs/${id}`,
    arrange: configOfB,
    snapshot: configSnapshot,
  },
  { operationId: 'getDomain', method: 'GET', path: (id) => `/domains/${id}`, arrange: domainOfB, snapshot: domainSnapshot },
  { operationId: 'verifyDomain', method: 'POST', path: (id) => `/domains/${id}/verify`, arrange: domainOfB, snapshot: domainSnapshot },
  { operationId: 'deleteDomain', method: 'DELETE', path: (id) => `/domains/${id}`, arrange: domainOfB, snapshot: domainSnapshot },
  { operationId: 'getDirectory', method: 'GET', path: (id) => `/directories/${id}`, arrange: directoryOfB, snapshot: directorySnapshot },
  {
    operationId: 'updateDirectory',
    method: 'PATCH',
    path: (id) => `/directories/${id}`,
    body: { name: 'Hijacked', groupRoles: [{ group: 'Everyone', role: 'admin' }] },
    arrange: directoryOfB,
    snapshot: directorySnapshot,
  },
  {
    operationId: 'deleteDirectory',
    method: 'DELETE',
    path: (id) => `/directories/${id}`,
    arrange: directoryOfB,
    snapshot: directorySnapshot,
  },
  {
    operationId: 'rotateDirectoryToken',
    method: 'POST',
    path: (id) => `/directories/${id}/rotate-token`,
    arrange: directoryOfB,
    snapshot: directorySnapshot,
  },
  {
    operationId: 'getOidcClient',
    method: 'GET',
    path: (id) => `/oidc-clients/${id}`,
    arrange: oidcClientOfB,
    snapshot: oidcClientSnapshot,
  },
  {
    operationId: 'updateOidcClient',
    method: 'PATCH',
    path: (id) => `/oidc-clients/${id}`,
    body: { name: 'Taken over' },
    arrange: oidcClientOfB,
    snapshot: oidcClientSnapshot,
  },
  {
    operationId: 'rotateOidcClientSecret',
    method: 'POST',
    path: (id) => `/oidc-clients/${id}/rotate-secret`,
    arrange: oidcClientOfB,
    snapshot: oidcClientSnapshot,
  },
  {
    operationId: 'deleteOidcClient',
    method: 'DELETE',
    path: (id) => `/oidc-clients/${id}`,
    arrange: oidcClientOfB,
    snapshot: oidcClientSnapshot,
  },
  {
    operationId: 'getWebhookEndpoint',
    method: 'GET',
    path: (id) => `/webhook-endpoints/${id}`,
    arrange: endpointOfB,
    snapshot: endpointSnapshot,
  },
  {
    operationId: 'updateWebhookEndpoint',
    method: 'PATCH',
    path: (id) => `/webhook-endpoints/${id}`,
    body: { url: 'https://evil.example.com/x', enabled: false, description: 'hijacked' },
    arrange: endpointOfB,
    snapshot: endpointSnapshot,
  },
  {
    operationId: 'deleteWebhookEndpoint',
    method: 'DELETE',
    path: (id) => `/webhook-endpoints/${id}`,
    arrange: endpointOfB,
    snapshot: endpointSnapshot,
  },
  {
    operationId: 'rotateWebhookEndpointSecret',
    method: 'POST',
    path: (id) => `/webhook-endpoints/${id}/rotate-secret`,
    arrange: endpointOfB,
    snapshot: endpointSnapshot,
  },
  {
    operationId: 'sendTestWebhookEvent',
    method: 'POST',
    path: (id) => `/webhook-endpoints/${id}/test`,
    arrange: endpointOfB,
    snapshot: endpointSnapshot,
  },
  {
    operationId: 'listWebhookDeliveries',
    method: 'GET',
    path: (id) => `/webhook-endpoints/${id}/deliveries`,
    arrange: endpointOfB,
    snapshot: endpointSnapshot,
  },
  {
    operationId: 'getAuditInclusionProof',
    method: 'GET',
    path: (id) => `/audit-events/${id}/proof`,
    arrange: eventOfB,
    snapshot: auditLogSnapshot,
  },
  // The id here is `{endpointId}/deliveries/{deliveryId}`: both belong to B.
  {
    operationId: 'redeliverWebhookDelivery',
    method: 'POST',
    path: (id) => `/webhook-endpoints/${id}/redeliver`,
    arrange: finishedDeliveryOfB,
    snapshot: deliverySnapshot,
  },
];

describe("a sub-resource of tenant B under tenant A's path", () => {
  it('covers every tenant route of openapi.yaml that has a sub-resource id in its path', () => {
    const spec = loadSpec();
    const subResourceOps = [...spec.operations.values()]
      .filter((op) => op.path.startsWith('/v1/tenants/{tenantId}/') && (op.path.match(/\{[^}]+\}/g) ?? []).length > 1)
      .map((op) => op.operationId)
      .sort();
    expect(CASES.map((c) => c.operationId).sort()).toEqual(subResourceOps);
    for (const c of CASES) {
      const op = spec.operations.get(c.operationId)!;
      expect(`${c.method} ${c.path('{id}')}`).toBe(
        `${op.method} ${op.path.replace('/v1/tenants/{tenantId}', '').replace(/\{[a-zA-Z]+Id\}(\/deliveries\/\{deliveryId\})?(?=\/|$)/, '{id}')}`,
      );
    }
  });

  it.each(CASES.map((c) => [c.operationId, c] as const))(
    "%s answers 404 NOT_FOUND to A's owner and leaves B's resource intact",
    async (_id, c) => {
      const { a, b } = await twoTenants();
      const id = await c.arrange(b);
      const before = await c.snapshot(b, id);
      expect(before).not.toBeNull();
      const auditA = await auditIds(a.tenant.id);
      const auditB = await auditIds(b.tenant.id);

      const response = await t.call(c.method, `/v1/tenants/${a.tenant.id}${c.path(id)}`, {
        token: a.owner.accessToken,
        ...(c.body !== undefined ? { body: c.body } : {}),
      });
      expect(response.status, response.text).toBe(404);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
      expect(response.text).not.toContain(id);

      expect(await c.snapshot(b, id)).toEqual(before);
      expect(await auditIds(a.tenant.id)).toEqual(auditA);
      expect(await auditIds(b.tenant.id)).toEqual(auditB);

      // The same request on B's own path by B's owner does reach the resource: the 404 above came from the tenant check.
      const own = await t.call(c.method, `/v1/tenants/${b.tenant.id}${c.path(id)}`, {
        token: b.owner.accessToken,
        ...(c.body !== undefined ? { body: c.body } : {}),
      });
      expect(own.status, own.text).toBe(loadSpec().operations.get(c.operationId)!.successStatus);
    },
  );

  it("answers 404 for a sub-resource id of B also to A's admin", async () => {
    const cast = await tenantWithCast(t);
    const b = { tenant: cast.otherTenant, owner: cast.outsider };
    const configId = await configOfB(b);
    const endpointId = await endpointOfB(b);
    for (const path of [`/provider-configs/${configId}`, `/webhook-endpoints/${endpointId}`, `/members/${cast.outsider.user.id}`]) {
      const method = path.startsWith('/members') ? 'DELETE' : 'GET';
      const response = await t.call(method, `/v1/tenants/${cast.tenant.id}${path}`, { token: cast.admin.accessToken });
      expect(response.status, `${method} ${path}: ${response.text}`).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    expect(await memberSnapshot(b, cast.outsider.user.id)).toMatchObject({ role: 'owner' });
  });

  it("does not list B's resources in A", async () => {
    const { a, b } = await twoTenants();
    const [configId, endpointId, roleId, userId] = [await configOfB(b), await endpointOfB(b), await roleOfB(b), await memberOfB(b)];
    const lists = {
      'provider-configs': configId,
      'webhook-endpoints': endpointId,
      roles: roleId,
      invitations: await invitationOfB(b),
    };
    for (const [list, id] of Object.entries(lists)) {
      const page = await ok(t.call('GET', `/v1/tenants/${a.tenant.id}/${list}`, { token: a.owner.accessToken }));
      expect(page.items.map((item: { id: string }) => item.id)).not.toContain(id);
    }
    const members = await ok(t.call('GET', `/v1/tenants/${a.tenant.id}/members`, { token: a.owner.accessToken }));
    expect(members.items.map((item: { userId: string }) => item.userId)).not.toContain(userId);
  });

  it("does not grant B's custom role in A by name", async () => {
    const { a, b } = await twoTenants();
    await roleOfB(b);
    const newcomer = await signUp(t);
    const response = await t.call('POST', `/v1/tenants/${a.tenant.id}/members`, {
      token: a.owner.accessToken,
      body: { email: newcomer.email, role: 'bees' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('a tenant that does not exist and a tenant the caller is not a member of', () => {
  const MISSING_TENANT = 'ten_00000000000000000000000000';

  /** Every route with a tenant in its path, with a body it accepts, so the answer comes from the tenant check. */
  const ROUTES: Array<[string, 'GET' | 'PATCH' | 'DELETE' | 'POST', string, unknown?]> = [
    ['getTenant', 'GET', ''],
    ['updateTenant', 'PATCH', '', { name: 'Renamed' }],
    ['deleteTenant', 'DELETE', ''],
    ['listMembers', 'GET', '/members'],
    ['addMember', 'POST', '/members', { email: 'someone@example.com', role: 'member' }],
    ['updateMember', 'PATCH', '/members/usr_00000000000000000000000000', { role: 'admin' }],
    ['removeMember', 'DELETE', '/members/usr_00000000000000000000000000'],
    ['listInvitations', 'GET', '/invitations'],
    ['createInvitation', 'POST', '/invitations', { email: 'someone@example.com', role: 'member' }],
    ['getInvitation', 'GET', '/invitations/inv_00000000000000000000000000'],
    ['revokeInvitation', 'DELETE', '/invitations/inv_00000000000000000000000000'],
    ['listRoles', 'GET', '/roles'],
    ['createRole', 'POST', '/roles', { name: 'probe', permissions: [] }],
    ['updateRole', 'PATCH', '/roles/rol_00000000000000000000000000', { name: 'probe' }],
    ['deleteRole', 'DELETE', '/roles/rol_00000000000000000000000000'],
    ['listProviderConfigs', 'GET', '/provider-configs'],
    ['createProviderConfig', 'POST', '/provider-configs', OIDC_CONFIG],
    ['getProviderConfig', 'GET', '/provider-configs/prv_00000000000000000000000000'],
    ['updateProviderConfig', 'PATCH', '/provider-configs/prv_00000000000000000000000000', { name: 'probe' }],
    ['deleteProviderConfig', 'DELETE', '/provider-configs/prv_00000000000000000000000000'],
    ['listDomains', 'GET', '/domains'],
    ['createDomain', 'POST', '/domains', { domain: 'probe.example.test' }],
    ['getDomain', 'GET', '/domains/dom_00000000000000000000000000'],
    ['verifyDomain', 'POST', '/domains/dom_00000000000000000000000000/verify'],
    ['deleteDomain', 'DELETE', '/domains/dom_00000000000000000000000000'],
    ['listDirectories', 'GET', '/directories'],
    ['createDirectory', 'POST', '/directories', { name: 'probe' }],
    ['getDirectory', 'GET', '/directories/dir_00000000000000000000000000'],
    ['updateDirectory', 'PATCH', '/directories/dir_00000000000000000000000000', { name: 'probe' }],
    ['deleteDirectory', 'DELETE', '/directories/dir_00000000000000000000000000'],
    ['rotateDirectoryToken', 'POST', '/directories/dir_00000000000000000000000000/rotate-token'],
    ['listOidcClients', 'GET', '/oidc-clients'],
    ['createOidcClient', 'POST', '/oidc-clients', OIDC_CLIENT],
    ['getOidcClient', 'GET', '/oidc-clients/client_00000000000000000000000000'],
    ['updateOidcClient', 'PATCH', '/oidc-clients/client_00000000000000000000000000', { name: 'probe' }],
    ['deleteOidcClient', 'DELETE', '/oidc-clients/client_00000000000000000000000000'],
    ['rotateOidcClientSecret', 'POST', '/oidc-clients/client_00000000000000000000000000/rotate-secret'],
    ['listWebhookEndpoints', 'GET', '/webhook-endpoints'],
    ['createWebhookEndpoint', 'POST', '/webhook-endpoints', WEBHOOK_ENDPOINT],
    ['getWebhookEndpoint', 'GET', '/webhook-endpoints/whe_00000000000000000000000000'],
    ['updateWebhookEndpoint', 'PATCH', '/webhook-endpoints/whe_00000000000000000000000000', { enabled: false }],
    ['deleteWebhookEndpoint', 'DELETE', '/webhook-endpoints/whe_00000000000000000000000000'],
    ['rotateWebhookEndpointSecret', 'POST', '/webhook-endpoints/whe_00000000000000000000000000/rotate-secret'],
    ['sendTestWebhookEvent', 'POST', '/webhook-endpoints/whe_00000000000000000000000000/test'],
    ['listWebhookDeliveries', 'GET', '/webhook-endpoints/whe_00000000000000000000000000/deliveries'],
    [
      'redeliverWebhookDelivery',
      'POST',
      '/webhook-endpoints/whe_00000000000000000000000000/deliveries/whd_00000000000000000000000000/redeliver',
    ],
    ['listAuditEvents', 'GET', '/audit-events'],
    ['listAuditCheckpoints', 'GET', '/audit/checkpoints'],
    ['getAuditInclusionProof', 'GET', '/audit-events/evt_00000000000000000000000000/proof'],
    ['getAuditConsistencyProof', 'GET', '/audit/consistency?from=1'],
    ['listApiKeys', 'GET', '/api-keys'],
    ['createApiKey', 'POST', '/api-keys', { name: 'probe', scopes: [] }],
    ['getApiKey', 'GET', '/api-keys/key_00000000000000000000000000'],
    ['revokeApiKey', 'DELETE', '/api-keys/key_00000000000000000000000000'],
  ];

  function comparable(response: TestResponse) {
    // The invite bucket counts every call of the caller, so the second call has one request
    // fewer remaining whatever the tenant: RateLimit-Remaining and -Reset say nothing of it.
    const { 'x-request-id': _id, date: _date, 'ratelimit-remaining': _remaining, 'ratelimit-reset': _reset, ...headers } = response.headers;
    return { status: response.status, text: response.text, headers };
  }

  it.each(ROUTES)('%s answers byte-identical 404s', async (_op, method, suffix, body) => {
    const { tenant, outsider } = await tenantWithCast(t);
    const options = { token: outsider.accessToken, ...(body !== undefined ? { body } : {}) };
    const notAMember = await t.call(method, `/v1/tenants/${tenant.id}${suffix}`, options);
    const missing = await t.call(method, `/v1/tenants/${MISSING_TENANT}${suffix}`, options);

    expect(notAMember.status, notAMember.text).toBe(404);
    expect(notAMember.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
    expect(notAMember.headers['content-type']).toMatch(/^application\/json/);
    expect(comparable(missing)).toEqual(comparable(notAMember));
    expect(missing.text).toBe(notAMember.text);
  });

  it('covers every operation with a tenant id in its path', () => {
    const expected = [...loadSpec().operations.values()]
      .filter((op) => op.path.startsWith('/v1/tenants/{tenantId}'))
      .map((op) => op.operationId)
      .sort();
    expect(ROUTES.map(([op]) => op).sort()).toEqual(expected);
  });

  it('changes nothing in the tenant the caller is not a member of', async () => {
    const { tenant, owner, outsider } = await tenantWithCast(t);
    const before = await auditIds(tenant.id);
    expect((await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: outsider.accessToken, body: { name: 'Taken over' } })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: outsider.accessToken })).status).toBe(404);
    expect(
      (
        await t.call('POST', `/v1/tenants/${tenant.id}/members`, {
          token: outsider.accessToken,
          body: { email: outsider.email, role: 'owner' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/v1/tenants/${tenant.id}/members/${owner.user.id}`, { token: outsider.accessToken })).status).toBe(404);
    expect(await ok(t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken }))).toMatchObject({ name: tenant.name });
    const members = await ok(t.call('GET', `/v1/tenants/${tenant.id}/members`, { token: owner.accessToken }));
    expect(members.items.map((item: { userId: string }) => item.userId)).not.toContain(outsider.user.id);
    expect(members.items).toHaveLength(3);
    expect(await auditIds(tenant.id)).toEqual(before);
  });
});
