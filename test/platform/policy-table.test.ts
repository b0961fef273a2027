import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../server/api-types.ts';
import { loadSpec } from '../../server/http/operations.ts';
import { createTenant, platformTenantWithInvitation, platformTenantWithMember } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { connectionBody, freshConnection, makeRoomForConnection } from '../helpers/connections.ts';
import { freshPlatformOidcClient, OIDC_CLIENT } from '../helpers/oidc-clients.ts';

/** This file's social connections (the platform holds 50, shared by the files on PostgreSQL). */
const CONNECTION_NAME = 'Table provider';
const BOOTSTRAP = 'b'.repeat(40);

type Request = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown };
type PlatformAccess = { policy: 'platformPermission'; permission: string; requireServiceAccount?: boolean };

const spec = loadSpec();
/** Every platform permission there is, from the spec. */
const PERMISSIONS: string[] = spec.document.components.schemas.PlatformPermission.enum;
const platformOperations = [...spec.operations.values()].filter((op) => op.access?.policy === 'platformPermission');

let t: TestApp;
/** Fixtures every request builder may use: a tenant, a plan, and a gkp_ key that makes them. */
let fx: { tenantId: string; ownerId: string; planId: string; billingKey: string; startedAt: string };

const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}`;

async function createAccount(permissions: string[], token = BOOTSTRAP) {
  const response = await t.operation('createServiceAccount', {
    token,
    body: { name: unique('sa'), permissions: permissions as RequestBody<'createServiceAccount'>['permissions'] },
  });
  expect(response.status, response.text).toBe(201);
  return response.data;
}

/** A target with no permissions is within every operator's reach, so every allowed caller can act on it. */
const freshTarget = async () => (await createAccount([])).serviceAccount.id;

/** A user of no tenant: any operator may disable or delete them. */
const freshUser = async () => (await signUp(t)).user.id;

let jobsWriter: Promise<string> | undefined;
/** A job that stays queued (its runAt is a day away), so it can be read and cancelled. */
async function queuedJob(): Promise<string> {
  jobsWriter ??= createAccount(['jobs:write']).then((account) => account.secret);
  const runAt = new Date(Date.now() + 86_400_000).toISOString();
  const response = await t.call('POST', '/v1/platform/jobs', {
    token: await jobsWriter,
    body: { type: 'api_keys.expire_sweep', payload: {}, runAt },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data.id;
}

/** A valid request per operation, built afresh for each caller so that an allowed caller really succeeds. */
const REQUESTS: Record<string, () => Promise<Request>> = {
  createServiceAccount: async () => ({
    method: 'POST',
    url: '/v1/platform/service-accounts',
    body: { name: unique('new'), permissions: [] },
  }),
  listServiceAccounts: async () => ({ method: 'GET', url: '/v1/platform/service-accounts?limit=5' }),
  getServiceAccount: async () => ({ method: 'GET', url: `/v1/platform/service-accounts/${await freshTarget()}` }),
  updateServiceAccount: async () => ({
    method: 'PATCH',
    url: `/v1/platform/service-accounts/${await freshTarget()}`,
    body: { name: unique('renamed') },
  }),
  disableServiceAccount: async () => ({ method: 'DELETE', url: `/v1/platform/service-accounts/${await freshTarget()}` }),
  rotateServiceAccountKey: async () => ({ method: 'POST', url: `/v1/platform/service-accounts/${await freshTarget()}/rotate-key` }),
  exportPlatformAuditEvents: async () => ({ method: 'GET', url: `/v1/platform/audit/export?since=${encodeURIComponent(fx.startedAt)}` }),
  createPlan: async () => ({ method: 'POST', url: '/v1/platform/plans', body: { key: unique('plan'), name: 'Policy table plan' } }),
  updatePlan: async () => ({ method: 'PATCH', url: `/v1/platform/plans/${fx.planId}`, body: { name: unique('Plan') } }),
  assignTenantPlan: async () => ({ method: 'PUT', url: `/v1/platform/tenants/${fx.tenantId}/plan`, body: { planId: fx.planId } }),
  listJobs: async () => ({ method: 'GET', url: '/v1/platform/jobs?limit=5&status=queued' }),
  getJob: async () => ({ method: 'GET', url: `/v1/platform/jobs/${await queuedJob()}` }),
  createJob: async () => ({
    method: 'POST',
    url: '/v1/platform/jobs',
    body: { type: 'api_keys.expire_sweep', payload: {}, runAt: new Date(Date.now() + 86_400_000).toISOString() },
  }),
  cancelJob: async () => ({ method: 'POST', url: `/v1/platform/jobs/${await queuedJob()}/cancel` }),
  listPlatformTenants: async () => ({ method: 'GET', url: '/v1/platform/tenants?limit=5' }),
  listConnections: async () => ({ method: 'GET', url: '/v1/platform/connections' }),
  createConnection: async () => {
    await makeRoomForConnection(t, BOOTSTRAP, CONNECTION_NAME);
    return { method: 'POST', url: '/v1/platform/connections', body: connectionBody(CONNECTION_NAME) };
  },
  getConnection: async () => ({ method: 'GET', url: `/v1/platform/connections/${await freshConnection(t, BOOTSTRAP, CONNECTION_NAME)}` }),
  updateConnection: async () => ({
    method: 'PATCH',
    url: `/v1/platform/connections/${await freshConnection(t, BOOTSTRAP, CONNECTION_NAME)}`,
    body: { name: 'Renamed provider' },
  }),
  deleteConnection: async () => ({
    method: 'DELETE',
    url: `/v1/platform/connections/${await freshConnection(t, BOOTSTRAP, CONNECTION_NAME)}`,
  }),
  listPlatformOidcClients: async () => ({ method: 'GET', url: '/v1/platform/oidc-clients' }),
  createPlatformOidcClient: async () => ({ method: 'POST', url: '/v1/platform/oidc-clients', body: OIDC_CLIENT }),
  getPlatformOidcClient: async () => ({ method: 'GET', url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}` }),
  updatePlatformOidcClient: async () => ({
    method: 'PATCH',
    url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}`,
    body: { firstParty: true },
  }),
  deletePlatformOidcClient: async () => ({
    method: 'DELETE',
    url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}`,
  }),
  rotatePlatformOidcClientSecret: async () => ({
    method: 'POST',
    url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}/rotate-secret`,
  }),
  getPlatformTenant: async () => ({ method: 'GET', url: `/v1/platform/tenants/${fx.tenantId}` }),
  createPlatformTenant: async () => ({
    method: 'POST',
    url: '/v1/platform/tenants',
    body: { name: unique('Table'), ownerEmail: `${unique('owner')}@example.com` },
  }),
  updatePlatformTenant: async () => ({ method: 'PATCH', url: `/v1/platform/tenants/${fx.tenantId}`, body: { metadata: { table: 1 } } }),
  deletePlatformTenant: async () => ({
    method: 'DELETE',
    url: `/v1/platform/tenants/${(await platformTenantWithInvitation(t, BOOTSTRAP)).tenantId}`,
  }),
  listPlatformTenantMembers: async () => ({ method: 'GET', url: `/v1/platform/tenants/${fx.tenantId}/members` }),
  updatePlatformTenantMember: async () => ({
    method: 'PATCH',
    url: `/v1/platform/tenants/${fx.tenantId}/members/${fx.ownerId}`,
    body: { role: 'owner' },
  }),
  removePlatformTenantMember: async () => {
    const { tenantId, member } = await platformTenantWithMember(t, BOOTSTRAP);
    return { method: 'DELETE', url: `/v1/platform/tenants/${tenantId}/members/${member.user.id}` };
  },
  listPlatformTenantInvitations: async () => ({ method: 'GET', url: `/v1/platform/tenants/${fx.tenantId}/invitations` }),
  getPlatformTenantInvitation: async () => {
    const { tenantId, invitationId } = await platformTenantWithInvitation(t, BOOTSTRAP);
    return { method: 'GET', url: `/v1/platform/tenants/${tenantId}/invitations/${invitationId}` };
  },
  createPlatformTenantInvitation: async () => ({
    method: 'POST',
    url: `/v1/platform/tenants/${(await platformTenantWithInvitation(t, BOOTSTRAP)).tenantId}/invitations`,
    body: { email: `${unique('invitee')}@example.com`, role: 'member' },
  }),
  revokePlatformTenantInvitation: async () => {
    const { tenantId, invitationId } = await platformTenantWithInvitation(t, BOOTSTRAP);
    return { method: 'DELETE', url: `/v1/platform/tenants/${tenantId}/invitations/${invitationId}` };
  },
  listUsers: async () => ({ method: 'GET', url: '/v1/platform/users?limit=5' }),
  getUser: async () => ({ method: 'GET', url: `/v1/platform/users/${await freshUser()}` }),
  updateUser: async () => ({ method: 'PATCH', url: `/v1/platform/users/${await freshUser()}`, body: { metadata: { table: 1 } } }),
  disableUser: async () => ({ method: 'POST', url: `/v1/platform/users/${await freshUser()}/disable` }),
  enableUser: async () => ({ method: 'POST', url: `/v1/platform/users/${await freshUser()}/enable` }),
  deleteUser: async () => ({ method: 'DELETE', url: `/v1/platform/users/${await freshUser()}` }),
  revokeUserSessions: async () => ({ method: 'POST', url: `/v1/platform/users/${await freshUser()}/revoke-sessions` }),
};

type Caller =
  | 'anonymous'
  | 'wrong bootstrap token'
  | 'user JWT'
  | 'tenant API key'
  | 'unknown gkp_ key'
  | 'disabled account key'
  | 'bootstrap token'
  | 'account with only this permission'
  | 'account with every other permission';
const CALLERS: Caller[] = [
  'anonymous',
  'wrong bootstrap token',
  'user JWT',
  'tenant API key',
  'unknown gkp_ key',
  'disabled account key',
  'bootstrap token',
  'account with only this permission',
  'account with every other permission',
];

function expected(access: PlatformAccess, caller: Caller): { status: number; code: string } | 'success' {
  switch (caller) {
    case 'anonymous':
      return { status: 401, code: 'UNAUTHENTICATED' };
    case 'bootstrap token':
      return access.requireServiceAccount ? { status: 403, code: 'SERVICE_ACCOUNT_REQUIRED' } : 'success';
    case 'account with only this permission':
      return 'success';
    case 'account with every other permission':
      return { status: 403, code: 'PERMISSION_DENIED' };
    default:
      return { status: 401, code: 'INVALID_CREDENTIAL' };
  }
}

/** Credentials that do not depend on the route. */
let shared: Record<'user JWT' | 'tenant API key' | 'disabled account key', string>;

beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  const owner = await signUp(t);
  const tenant = await createTenant(t, owner);
  const apiKey = await t.call('POST', `/v1/tenants/${tenant.id}/api-keys`, { token: owner.accessToken, body: { name: 'ci', scopes: [] } });
  expect(apiKey.status, apiKey.text).toBe(201);
  expect(apiKey.body.data.secret).toMatch(/^gk_live_/);

  // Holds every permission, so only being disabled can explain a refusal.
  const disabled = await createAccount(PERMISSIONS);
  const disable = await t.call('DELETE', `/v1/platform/service-accounts/${disabled.serviceAccount.id}`, { token: BOOTSTRAP });
  expect(disable.status, disable.text).toBe(200);

  const billing = await createAccount(['billing:write']);
  const plan = await t.call('POST', '/v1/platform/plans', { token: billing.secret, body: { key: unique('fixture'), name: 'Fixture' } });
  expect(plan.status, plan.text).toBe(201);

  fx = { tenantId: tenant.id, ownerId: owner.user.id, planId: plan.body.data.id, billingKey: billing.secret, startedAt };
  shared = { 'user JWT': owner.accessToken, 'tenant API key': apiKey.body.data.secret, 'disabled account key': disabled.secret };
});
afterAll(() => t?.close());

describe('the platform policy table', () => {
  it('covers every platformPermission operation of openapi.yaml', () => {
    expect(platformOperations.length).toBeGreaterThan(0);
    expect(Object.keys(REQUESTS).sort()).toEqual(platformOperations.map((op) => op.operationId).sort());
  });

  describe.each(platformOperations.map((op) => [op.operationId, op] as const))('%s', (_operationId, op) => {
    const access = op.access as PlatformAccess;
    let holder: string;
    let others: string;
    beforeAll(async () => {
      holder = (await createAccount([access.permission])).secret;
      others = (await createAccount(PERMISSIONS.filter((p) => p !== access.permission))).secret;
    });

    function tokenOf(caller: Caller): string | undefined {
      switch (caller) {
        case 'anonymous':
          return undefined;
        case 'wrong bootstrap token':
          return `${'b'.repeat(39)}c`;
        case 'unknown gkp_ key':
          return `gkp_${randomBytes(32).toString('base64url')}`;
        case 'bootstrap token':
          return BOOTSTRAP;
        case 'account with only this permission':
          return holder;
        case 'account with every other permission':
          return others;
        default:
          return shared[caller];
      }
    }

    it.each(CALLERS)('as %s', async (caller) => {
      const request = await REQUESTS[op.operationId]!();
      const response = await t.call(request.method, request.url, { token: tokenOf(caller), body: request.body });
      const want = expected(access, caller);
      if (want === 'success') {
        expect(response.status, response.text).toBe(op.successStatus);
      } else {
        expect(response.status, response.text).toBe(want.status);
        expect(response.body).toEqual({ ok: false, error: expect.any(String), code: want.code });
      }
    });
  });
});

describe('without BOOTSTRAP_TOKEN', () => {
  it('has no bootstrap actor: the token another app accepts is an invalid credential', async () => {
    const accepted = await t.call('GET', '/v1/platform/service-accounts?limit=1', { token: BOOTSTRAP });
    expect(accepted.status, accepted.text).toBe(200);

    const bare = await startTestApp();
    try {
      expect(bare.app.services.config.bootstrapToken).toBeUndefined();
      for (const op of platformOperations) {
        const request = await REQUESTS[op.operationId]!();
        const response = await bare.call(request.method, request.url, { token: BOOTSTRAP, body: request.body });
        expect(response.status, `${op.operationId}: ${response.text}`).toBe(401);
        expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INVALID_CREDENTIAL' });
      }
    } finally {
      await bare.close();
    }
  });
});
