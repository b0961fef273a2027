import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { loadSpec } from '../../server/http/operations.ts';
import { type Account, addMember, createTenant, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { OIDC_CLIENT } from '../helpers/oidc-clients.ts';

type Cast = Awaited<ReturnType<typeof tenantWithCast>>;
type Request = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

let t: TestApp;
/** sendTestWebhookEvent's endpoint listens here (test apps allow loopback targets). */
let receiver: WebhookReceiver;
/** verifyDomain's resolver: each fresh domain's challenge is answered. */
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  // Every operation signs up its own cast: more than the public bucket's 300 sign-ups a minute.
  t = await startTestApp({ DNS_SERVERS: dns.address, RATE_LIMIT_PUBLIC_MAX: '100000' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await dns.close();
});

const spec = loadSpec();
const TENANT_POLICIES = new Set(['tenantMember', 'tenantManage', 'tenantSelfOrManage']);
const tenantOperations = [...spec.operations.values()].filter((op) => op.access && TENANT_POLICIES.has(op.access.policy));

const oidc = { type: 'oidc', name: 'Okta', oidc: { issuer: 'https://idp.example.com', clientId: 'client' } };
const webhook = { url: 'https://hooks.example.com/in', eventTypes: ['member.added'] };
const created = async (cast: Cast, url: string, body: unknown) => {
  const response = await t.call('POST', url, { token: cast.owner.accessToken, body });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
};
const base = (cast: Cast) => `/v1/tenants/${cast.tenant.id}`;

/**
 * A valid request per operation, built afresh for each caller so that an allowed caller
 * really succeeds (destructive operations get a target of their own).
 */
const freshDomainName = () => `d${Math.random().toString(36).slice(2, 12)}.example.test`;
const freshDomain = (c: Cast) => created(c, `${base(c)}/domains`, { domain: freshDomainName() });
const freshOidcClient = async (c: Cast) => (await created(c, `${base(c)}/oidc-clients`, OIDC_CLIENT)).oidcClient.id as string;
/** A tenant holds at most 20 directories: reads and rotations share one, deletions get their own. */
const sharedDirectories = new Map<string, Promise<string>>();
const freshDirectory = async (c: Cast) => (await created(c, `${base(c)}/directories`, { name: 'Table' })).directory.id as string;
const sharedDirectory = (c: Cast) => {
  if (!sharedDirectories.has(c.tenant.id)) sharedDirectories.set(c.tenant.id, freshDirectory(c));
  return sharedDirectories.get(c.tenant.id)!;
};

const REQUESTS: Record<string, (cast: Cast) => Promise<Request>> = {
  getTenant: async (c) => ({ method: 'GET', url: base(c) }),
  updateTenant: async (c) => ({ method: 'PATCH', url: base(c), body: { name: 'Renamed' } }),
  deleteTenant: async (c) => ({ method: 'DELETE', url: base(c) }),
  listMembers: async (c) => ({ method: 'GET', url: `${base(c)}/members` }),
  addMember: async (c) => {
    await clearExtraMembers(c);
    return { method: 'POST', url: `${base(c)}/members`, body: { email: (await signUp(t)).email, role: 'member' } };
  },
  updateMember: async (c) => {
    await clearExtraMembers(c);
    const target = await signUp(t);
    await addMember(t, c.tenant.id, c.owner, target, 'member');
    return { method: 'PATCH', url: `${base(c)}/members/${target.user.id}`, body: { role: 'admin' } };
  },
  removeMember: async (c) => {
    await clearExtraMembers(c);
    const target = await signUp(t);
    await addMember(t, c.tenant.id, c.owner, target, 'member');
    return { method: 'DELETE', url: `${base(c)}/members/${target.user.id}` };
  },
  listInvitations: async (c) => ({ method: 'GET', url: `${base(c)}/invitations?limit=5` }),
  createInvitation: async (c) => {
    await clearExtraMembers(c);
    return { method: 'POST', url: `${base(c)}/invitations`, body: { email: uniqueEmail('invitee'), role: 'member' } };
  },
  getInvitation: async (c) => {
    await clearExtraMembers(c);
    const invitation = await created(c, `${base(c)}/invitations`, { email: uniqueEmail('invitee'), role: 'member' });
    return { method: 'GET', url: `${base(c)}/invitations/${invitation.id}` };
  },
  revokeInvitation: async (c) => {
    await clearExtraMembers(c);
    const invitation = await created(c, `${base(c)}/invitations`, { email: uniqueEmail('invitee'), role: 'member' });
    return { method: 'DELETE', url: `${base(c)}/invitations/${invitation.id}` };
  },
  listRoles: async (c) => ({ method: 'GET', url: `${base(c)}/roles` }),
  createRole: async (c) => ({
    method: 'POST',
    url: `${base(c)}/roles`,
    body: { name: `r${Math.random().toString(36).slice(2, 10)}`, permissions: ['x:read'] },
  }),
  updateRole: async (c) => {
    const role = await created(c, `${base(c)}/roles`, { name: `r${Math.random().toString(36).slice(2, 10)}`, permissions: [] });
    return { method: 'PATCH', url: `${base(c)}/roles/${role.id}`, body: { description: 'changed' } };
  },
  deleteRole: async (c) => {
    const role = await created(c, `${base(c)}/roles`, { name: `r${Math.random().toString(36).slice(2, 10)}`, permissions: [] });
    return { method: 'DELETE', url: `${base(c)}/roles/${role.id}` };
  },
  listProviderConfigs: async (c) => ({ method: 'GET', url: `${base(c)}/provider-configs` }),
  createProviderConfig: async (c) => ({ method: 'POST', url: `${base(c)}/provider-configs`, body: oidc }),
  getProviderConfig: async (c) => ({
    method: 'GET',
    url: `${base(c)}/provider-configs/${(await created(c, `${base(c)}/provider-configs`, oidc)).id}`,
  }),
  updateProviderConfig: async (c) => ({
    method: 'PATCH',
    url: `${base(c)}/provider-configs/${(await created(c, `${base(c)}/provider-configs`, oidc)).id}`,
    body: { enabled: false },
  }),
  deleteProviderConfig: async (c) => ({
    method: 'DELETE',
    url: `${base(c)}/provider-configs/${(await created(c, `${base(c)}/provider-configs`, oidc)).id}`,
  }),
  listDomains: async (c) => ({ method: 'GET', url: `${base(c)}/domains` }),
  createDomain: async (c) => ({ method: 'POST', url: `${base(c)}/domains`, body: { domain: freshDomainName() } }),
  getDomain: async (c) => ({ method: 'GET', url: `${base(c)}/domains/${(await freshDomain(c)).id}` }),
  deleteDomain: async (c) => ({ method: 'DELETE', url: `${base(c)}/domains/${(await freshDomain(c)).id}` }),
  verifyDomain: async (c) => {
    const domain = await freshDomain(c);
    dns.records.set(domain.verification.name, [[domain.verification.value]]);
    return { method: 'POST', url: `${base(c)}/domains/${domain.id}/verify` };
  },
  listDirectories: async (c) => ({ method: 'GET', url: `${base(c)}/directories` }),
  createDirectory: async (c) => ({ method: 'POST', url: `${base(c)}/directories`, body: { name: 'Okta' } }),
  getDirectory: async (c) => ({ method: 'GET', url: `${base(c)}/directories/${await sharedDirectory(c)}` }),
  updateDirectory: async (c) => ({ method: 'PATCH', url: `${base(c)}/directories/${await sharedDirectory(c)}`, body: { name: 'Okta' } }),
  deleteDirectory: async (c) => ({ method: 'DELETE', url: `${base(c)}/directories/${await freshDirectory(c)}` }),
  rotateDirectoryToken: async (c) => ({ method: 'POST', url: `${base(c)}/directories/${await sharedDirectory(c)}/rotate-token` }),
  listOidcClients: async (c) => ({ method: 'GET', url: `${base(c)}/oidc-clients` }),
  createOidcClient: async (c) => ({ method: 'POST', url: `${base(c)}/oidc-clients`, body: OIDC_CLIENT }),
  getOidcClient: async (c) => ({ method: 'GET', url: `${base(c)}/oidc-clients/${await freshOidcClient(c)}` }),
  updateOidcClient: async (c) => ({
    method: 'PATCH',
    url: `${base(c)}/oidc-clients/${await freshOidcClient(c)}`,
    body: { firstParty: true },
  }),
  deleteOidcClient: async (c) => ({ method: 'DELETE', url: `${base(c)}/oidc-clients/${await freshOidcClient(c)}` }),
  rotateOidcClientSecret: async (c) => ({ method: 'POST', url: `${base(c)}/oidc-clients/${await freshOidcClient(c)}/rotate-secret` }),
  listWebhookEndpoints: async (c) => ({ method: 'GET', url: `${base(c)}/webhook-endpoints` }),
  createWebhookEndpoint: async (c) => {
    await clearWebhooks(c); // the free plan allows 3
    return { method: 'POST', url: `${base(c)}/webhook-endpoints`, body: webhook };
  },
  getWebhookEndpoint: async (c) => ({ method: 'GET', url: `${base(c)}/webhook-endpoints/${await freshWebhook(c)}` }),
  updateWebhookEndpoint: async (c) => ({
    method: 'PATCH',
    url: `${base(c)}/webhook-endpoints/${await freshWebhook(c)}`,
    body: { enabled: false },
  }),
  deleteWebhookEndpoint: async (c) => ({ method: 'DELETE', url: `${base(c)}/webhook-endpoints/${await freshWebhook(c)}` }),
  rotateWebhookEndpointSecret: async (c) => ({
    method: 'POST',
    url: `${base(c)}/webhook-endpoints/${await freshWebhook(c)}/rotate-secret`,
  }),
  listAuditEvents: async (c) => ({ method: 'GET', url: `${base(c)}/audit-events?limit=5` }),
  listAuditCheckpoints: async (c) => ({ method: 'GET', url: `${base(c)}/audit/checkpoints` }),
  getAuditInclusionProof: async (c) => {
    const events = await t.call('GET', `${base(c)}/audit-events?limit=1`, { token: c.owner.accessToken });
    return { method: 'GET', url: `${base(c)}/audit-events/${events.body.data.items[0].id}/proof` };
  },
  getAuditConsistencyProof: async (c) => ({ method: 'GET', url: `${base(c)}/audit/consistency?from=1` }),
  listApiKeys: async (c) => ({ method: 'GET', url: `${base(c)}/api-keys?limit=5` }),
  createApiKey: async (c) => ({ method: 'POST', url: `${base(c)}/api-keys`, body: { name: 'ci', scopes: ['deploy:write'] } }),
  getApiKey: async (c) => ({
    method: 'GET',
    url: `${base(c)}/api-keys/${(await created(c, `${base(c)}/api-keys`, { name: 'k', scopes: [] })).apiKey.id}`,
  }),
  revokeApiKey: async (c) => ({
    method: 'DELETE',
    url: `${base(c)}/api-keys/${(await created(c, `${base(c)}/api-keys`, { name: 'k', scopes: [] })).apiKey.id}`,
  }),
  exportAuditEvents: async (c) => ({ method: 'GET', url: `/v1/audit/export?tenantId=${c.tenant.id}` }),
  sendTestWebhookEvent: async (c) => {
    await clearWebhooks(c);
    const { webhookEndpoint } = await created(c, `${base(c)}/webhook-endpoints`, { ...webhook, url: receiver.url });
    return { method: 'POST', url: `${base(c)}/webhook-endpoints/${webhookEndpoint.id}/test` };
  },
  listWebhookDeliveries: async (c) => ({ method: 'GET', url: `${base(c)}/webhook-endpoints/${await freshWebhook(c)}/deliveries?limit=5` }),
  redeliverWebhookDelivery: async (c) => {
    const { endpointId, deliveryId } = await finishedDelivery(c);
    return { method: 'POST', url: `${base(c)}/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/redeliver` };
  },
};

/** The free plan allows 5 members, pending invitations included: drop those earlier callers added. */
async function clearExtraMembers(c: Cast) {
  const cast = [c.owner.user.id, c.admin.user.id, c.member.user.id];
  await t.app.services.db.deleteFrom('tenant_members').where('tenant_id', '=', c.tenant.id).where('user_id', 'not in', cast).execute();
  await t.app.services.db.deleteFrom('tenant_invitations').where('tenant_id', '=', c.tenant.id).execute();
}
async function clearWebhooks(c: Cast) {
  await t.app.services.db.deleteFrom('webhook_endpoints').where('tenant_id', '=', c.tenant.id).execute();
}
async function freshWebhook(c: Cast): Promise<string> {
  await clearWebhooks(c);
  return (await created(c, `${base(c)}/webhook-endpoints`, webhook)).webhookEndpoint.id;
}

/**
 * A delivery that may be redelivered. This app runs no job workers, so the delivery's job
 * is settled here directly, as a worker that gave up would have.
 */
async function finishedDelivery(c: Cast): Promise<{ endpointId: string; deliveryId: string }> {
  await clearExtraMembers(c);
  const endpointId = await freshWebhook(c);
  await addMember(t, c.tenant.id, c.owner, await signUp(t), 'member');
  const delivery = await t.app.services.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'job_id'])
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirstOrThrow();
  await t.app.services.db.updateTable('jobs').set({ status: 'failed', last_error: 'gave up' }).where('id', '=', delivery.job_id).execute();
  return { endpointId, deliveryId: delivery.id };
}

type Caller = 'anonymous' | 'invalid token' | 'non-member' | 'member of another tenant' | 'member' | 'admin' | 'owner';
const CALLERS: Caller[] = ['anonymous', 'invalid token', 'non-member', 'member of another tenant', 'member', 'admin', 'owner'];

function tokenOf(caller: Caller, cast: Cast, stranger: Account): string | undefined {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'invalid token':
      return 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl';
    case 'non-member':
      return stranger.accessToken;
    case 'member of another tenant':
      return cast.outsider.accessToken;
    default:
      return cast[caller].accessToken;
  }
}

/** What each caller gets from each policy: a status and code, or the operation's success status. */
function expected(operationId: string, policy: string, caller: Caller): { status: number; code?: string } | 'success' {
  if (caller === 'anonymous') return { status: 401, code: 'UNAUTHENTICATED' };
  if (caller === 'invalid token') return { status: 401, code: 'INVALID_CREDENTIAL' };
  if (caller === 'non-member' || caller === 'member of another tenant') return { status: 404, code: 'NOT_FOUND' };
  if (caller === 'member' && policy !== 'tenantMember') return { status: 403, code: 'INSUFFICIENT_ROLE' };
  if (caller === 'admin' && operationId === 'deleteTenant') return { status: 403, code: 'OWNER_REQUIRED' };
  return 'success';
}

describe('the policy table', () => {
  it('covers every tenant-scoped operation of openapi.yaml', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(tenantOperations.map((op) => op.operationId).sort());
  });

  describe.each(tenantOperations.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
    let cast: Cast;
    let stranger: Account;
    beforeAll(async () => {
      [cast, stranger] = await Promise.all([tenantWithCast(t), signUp(t)]);
    });

    it.each(CALLERS)('as %s', async (caller) => {
      const request = await REQUESTS[operationId]!(cast);
      const response = await t.call(request.method, request.url, { token: tokenOf(caller, cast, stranger), body: request.body });
      const want = expected(operationId, op.access!.policy, caller);
      if (want === 'success') {
        expect(response.status, response.text).toBe(op.successStatus);
      } else {
        expect(response.status, response.text).toBe(want.status);
        expect(response.body).toEqual({ ok: false, error: expect.any(String), code: want.code });
      }
    });
  });
});

describe('hideNotFound', () => {
  it('answers a tenant that exists but is not yours exactly like one that does not exist', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const tenant = await createTenant(t, owner);
    const hidden = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: stranger.accessToken });
    const missing = await t.call('GET', '/v1/tenants/ten_01AAAAAAAAAAAAAAAAAAAAAAAA', { token: stranger.accessToken });
    expect(hidden.status).toBe(404);
    expect(hidden.text).toBe(missing.text);
    expect(hidden.headers['content-type']).toBe(missing.headers['content-type']);
    expect(hidden.headers['content-length']).toBe(missing.headers['content-length']);
  });
});
