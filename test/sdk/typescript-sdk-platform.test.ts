import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, Gatekeep } from '../../sdk-ts/src/index.ts';
import { startLiveServer } from '../helpers/live-server.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';

const BOOTSTRAP_TOKEN = `bootstrap-ts-sdk-test-${'s'.repeat(40)}`;

let server: Awaited<ReturnType<typeof startLiveServer>>;
beforeAll(async () => {
  server = await startLiveServer({ BOOTSTRAP_TOKEN });
});
afterAll(() => server.close());

describe('the TypeScript SDK on platform routes', () => {
  it('bootstraps a billing service account, which creates a plan and moves a tenant onto it', async () => {
    const bootstrap = new Gatekeep({ baseUrl: server.baseUrl, token: BOOTSTRAP_TOKEN });
    const { serviceAccount, secret: key } = await bootstrap.createServiceAccount({ name: 'sdk billing', permissions: ['billing:write'] });
    expect(key).toMatch(/^gkp_/);
    expect(serviceAccount).toMatchObject({
      id: expect.stringMatching(/^sa_/),
      permissions: ['billing:write'],
      createdBy: 'bootstrap',
      disabledAt: null,
    });

    // Newest first, so the account just created comes early; stop there (the database may be shared).
    let found;
    for await (const account of bootstrap.paginate(bootstrap.listServiceAccounts, { limit: 1 })) {
      if (account.id === serviceAccount.id) {
        found = account;
        break;
      }
    }
    expect(found).toEqual(serviceAccount);

    const billing = new Gatekeep({ baseUrl: server.baseUrl, token: key });
    const planKey = `sdk-${randomBytes(6).toString('hex')}`;
    const plan = await billing.createPlan({ key: planKey, name: 'SDK Plan', limits: { maxMembers: 2 } });
    expect(plan).toEqual({
      id: expect.stringMatching(/^pln_/),
      key: planKey,
      name: 'SDK Plan',
      limits: { maxMembers: 2, maxApiKeys: null, maxWebhookEndpoints: null },
    });

    const user = new Gatekeep({ baseUrl: server.baseUrl });
    user.setToken((await user.signup({ email: uniqueEmail('sdk-platform'), password: PASSWORD })).accessToken);
    const tenant = await user.createTenant({ name: 'SDK Billing' });
    expect(tenant.planId).not.toBe(plan.id);

    const moved = await billing.assignTenantPlan(tenant.id, { planId: plan.id });
    expect(moved).toMatchObject({ id: tenant.id, planId: plan.id });
    expect((await user.getTenant(tenant.id)).planId).toBe(plan.id);
    expect((await user.listPlans()).items).toContainEqual(plan);
  });

  it('raises ApiError 403 SERVICE_ACCOUNT_REQUIRED when the bootstrap token calls createPlan', async () => {
    const bootstrap = new Gatekeep({ baseUrl: server.baseUrl, token: BOOTSTRAP_TOKEN });
    const error = await bootstrap.createPlan({ key: `sdk-${randomBytes(6).toString('hex')}`, name: 'Nope' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'SERVICE_ACCOUNT_REQUIRED' });
  });

  it('queues, reads, pages and cancels an operator job', async () => {
    const bootstrap = new Gatekeep({ baseUrl: server.baseUrl, token: BOOTSTRAP_TOKEN });
    const { secret: key } = await bootstrap.createServiceAccount({ name: 'sdk jobs', permissions: ['jobs:read', 'jobs:write'] });
    const operator = new Gatekeep({ baseUrl: server.baseUrl, token: key });
    const job = await operator.createJob({ type: 'api_keys.expire_sweep', payload: {}, runAt: '2999-01-01T00:00:00.000Z' });
    expect(job).toMatchObject({ id: expect.stringMatching(/^job_/), type: 'api_keys.expire_sweep', status: 'queued', attempts: 0 });
    expect(await operator.getJob(job.id)).toEqual(job);
    let found;
    for await (const queued of operator.paginate(operator.listJobs, { status: 'queued', type: 'api_keys.expire_sweep', limit: 1 })) {
      if (queued.id === job.id) {
        found = queued;
        break;
      }
    }
    expect(found).toEqual(job);
    expect((await operator.cancelJob(job.id)).status).toBe('cancelled');
    const again = await operator.cancelJob(job.id).catch((err: unknown) => err);
    expect(again).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('administers users: lists, tags, disables and deletes one (issue 31)', async () => {
    const bootstrap = new Gatekeep({ baseUrl: server.baseUrl, token: BOOTSTRAP_TOKEN });
    const { secret } = await bootstrap.createServiceAccount({ name: 'sdk users', permissions: ['users:read', 'users:write'] });
    const admin = new Gatekeep({ baseUrl: server.baseUrl, token: secret });
    const email = uniqueEmail('sdk-admin');
    const { user } = await new Gatekeep({ baseUrl: server.baseUrl }).signup({ email, password: PASSWORD });
    expect((await admin.listUsers({ email })).items.map((u) => u.id)).toEqual([user.id]);
    const tagged = await admin.updateUser(user.id, { metadata: { crm: 'acme-1' } });
    expect([tagged.metadata, tagged.publicMetadata]).toEqual([{ crm: 'acme-1' }, {}]);
    expect((await admin.disableUser(user.id)).disabledAt).not.toBeNull();
    const refused = await new Gatekeep({ baseUrl: server.baseUrl }).login({ email, password: PASSWORD }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).status, (refused as ApiError).code]).toEqual([403, 'ACCOUNT_DISABLED']);
    expect(await admin.deleteUser(user.id)).toEqual({ id: user.id, deleted: true });
  });

  it('manages tenants and members through the platform: create with an owner, tag, invite, change a role (issue 31)', async () => {
    const bootstrap = new Gatekeep({ baseUrl: server.baseUrl, token: BOOTSTRAP_TOKEN });
    const { secret } = await bootstrap.createServiceAccount({ name: 'sdk tenants', permissions: ['tenants:read', 'tenants:write'] });
    const ops = new Gatekeep({ baseUrl: server.baseUrl, token: secret });
    const email = uniqueEmail('sdk-tenant-owner');
    // Unverified (this server mails nothing a test reads): the address is invited as owner.
    await new Gatekeep({ baseUrl: server.baseUrl }).signup({ email, password: PASSWORD });
    const crmId = `acct-${randomBytes(4).toString('hex')}`;
    const created = await ops.createPlatformTenant({ name: 'SDK Provisioned', ownerEmail: email, metadata: { crmId } });
    expect(created.owner).toBeNull();
    expect(created.invitation).toMatchObject({ email, role: 'owner', status: 'pending', invitedBy: null });
    const found = await ops.listPlatformTenants({ metadataKey: 'crmId', metadataValue: crmId });
    expect(found.items.map((x) => x.id)).toEqual([created.tenant.id]);
    const renamed = await ops.updatePlatformTenant(created.tenant.id, { name: 'SDK Renamed', metadata: { crmId, seats: 3 } });
    expect([renamed.name, renamed.metadata]).toEqual(['SDK Renamed', { crmId, seats: 3 }]);
    const invitation = await ops.createPlatformTenantInvitation(created.tenant.id, { email: uniqueEmail('sdk-invitee'), role: 'admin' });
    expect((await ops.listPlatformTenantInvitations(created.tenant.id)).items.map((i) => i.id)).toContain(invitation.id);
    expect((await ops.revokePlatformTenantInvitation(created.tenant.id, invitation.id)).status).toBe('revoked');
    expect((await ops.listPlatformTenantMembers(created.tenant.id)).items).toEqual([]);
    const missing = await ops
      .updatePlatformTenantMember(created.tenant.id, 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV', { role: 'member' })
      .catch((err: unknown) => err);
    expect([(missing as ApiError).status, (missing as ApiError).code]).toEqual([404, 'NOT_FOUND']);
    expect(await ops.deletePlatformTenant(created.tenant.id)).toEqual({ id: created.tenant.id, deleted: true });
  });

  it('manages platform OIDC clients with a service account holding oidc_clients:write', async () => {
    const bootstrap = new Gatekeep({ baseUrl: server.baseUrl, token: BOOTSTRAP_TOKEN });
    const { secret: key } = await bootstrap.createServiceAccount({ name: 'sdk clients', permissions: ['oidc_clients:write'] });
    const platform = new Gatekeep({ baseUrl: server.baseUrl, token: key });
    const { oidcClient, secret } = await platform.createPlatformOidcClient({
      name: 'SDK platform app',
      redirectUris: ['https://sdk.example.test/cb'],
    });
    expect([oidcClient.tenantId, secret?.startsWith('gkcs_')]).toEqual([null, true]);
    expect((await platform.rotatePlatformOidcClientSecret(oidcClient.id)).secret).not.toBe(secret);
    expect((await platform.getPlatformOidcClient(oidcClient.id)).name).toBe('SDK platform app');
    expect(await platform.deletePlatformOidcClient(oidcClient.id)).toEqual({ id: oidcClient.id, deleted: true });
  });
});
