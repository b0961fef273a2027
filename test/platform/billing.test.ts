import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../server/api-types.ts';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Billing needs a real service account: the bootstrap token creates one with billing:write,
// and that account's gkp_ key calls the billing routes. Plan keys are unique per call, so the
// suite can share one PostgreSQL database with other runs.
const BOOTSTRAP_TOKEN = `bootstrap-billing-test-${'b'.repeat(40)}`;

let t: TestApp;
let billing: string; // a gkp_ key with billing:write
let billingAccountId: string;
beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN });
  const created = await t.call('POST', '/v1/platform/service-accounts', {
    token: BOOTSTRAP_TOKEN,
    body: { name: 'billing', permissions: ['billing:write'] },
  });
  expect(created.status, created.text).toBe(201);
  billing = created.body.data.secret;
  billingAccountId = created.body.data.serviceAccount.id;
});
afterAll(() => t?.close());

const planKey = (label = 'plan') => `${label}-${randomBytes(6).toString('hex')}`;

async function createPlan(body: Record<string, unknown>) {
  const response = await t.operation('createPlan', { token: billing, body: body as RequestBody<'createPlan'> });
  expect(response.status, response.text).toBe(201);
  return response.data;
}

async function assignPlan(tenantId: string, planId: string) {
  return t.call('PUT', `/v1/platform/tenants/${tenantId}/plan`, { token: billing, body: { planId } });
}

describe('POST /v1/platform/plans', () => {
  it('creates a plan with its limits; an omitted limit is null (unlimited)', async () => {
    const key = planKey('team');
    const response = await t.call('POST', '/v1/platform/plans', {
      token: billing,
      body: { key, name: 'Team', limits: { maxMembers: 10, maxApiKeys: 0 } },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      data: { id: expect.stringMatching(/^pln_/), key, name: 'Team', limits: { maxMembers: 10, maxApiKeys: 0, maxWebhookEndpoints: null } },
    });

    const bare = await createPlan({ key: planKey('bare'), name: 'Bare' });
    expect(bare.limits).toEqual({ maxMembers: null, maxApiKeys: null, maxWebhookEndpoints: null });
  });

  it('answers 409 CONFLICT for a key already in use', async () => {
    const key = planKey('dup');
    await createPlan({ key, name: 'First' });
    const again = await t.call('POST', '/v1/platform/plans', { token: billing, body: { key, name: 'Second' } });
    expect(again.status, again.text).toBe(409);
    expect(again.body).toMatchObject({ ok: false, code: 'CONFLICT' });
  });

  it('answers 400 VALIDATION_FAILED for a key outside the pattern', async () => {
    for (const key of ['Has-Capitals', '-leading-dash', 'with space', '']) {
      const response = await t.call('POST', '/v1/platform/plans', { token: billing, body: { key, name: 'Bad' } });
      expect(response.status, `${key}: ${response.text}`).toBe(400);
      expect(response.body).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('needs a service account with billing:write', async () => {
    const bootstrap = await t.call('POST', '/v1/platform/plans', { token: BOOTSTRAP_TOKEN, body: { key: planKey(), name: 'Nope' } });
    expect(bootstrap.status, bootstrap.text).toBe(403);
    expect(bootstrap.body).toMatchObject({ ok: false, code: 'SERVICE_ACCOUNT_REQUIRED' });

    const jobs = await t.call('POST', '/v1/platform/service-accounts', {
      token: BOOTSTRAP_TOKEN,
      body: { name: 'jobs only', permissions: ['jobs:read'] },
    });
    expect(jobs.status, jobs.text).toBe(201);
    const denied = await t.call('POST', '/v1/platform/plans', { token: jobs.body.data.secret, body: { key: planKey(), name: 'Nope' } });
    expect(denied.status, denied.text).toBe(403);
    expect(denied.body).toMatchObject({ ok: false, code: 'PERMISSION_DENIED' });
  });
});

describe('PATCH /v1/platform/plans/{planId}', () => {
  it('renames a plan, and changes one limit while the others stay', async () => {
    const plan = await createPlan({
      key: planKey('edit'),
      name: 'Before',
      limits: { maxMembers: 5, maxApiKeys: 7, maxWebhookEndpoints: 9 },
    });

    const renamed = await t.call('PATCH', `/v1/platform/plans/${plan.id}`, { token: billing, body: { name: 'After' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toEqual({ ...plan, name: 'After' });

    const oneLimit = await t.call('PATCH', `/v1/platform/plans/${plan.id}`, { token: billing, body: { limits: { maxApiKeys: 1 } } });
    expect(oneLimit.status, oneLimit.text).toBe(200);
    expect(oneLimit.body.data).toEqual({ ...plan, name: 'After', limits: { maxMembers: 5, maxApiKeys: 1, maxWebhookEndpoints: 9 } });

    const unlimited = await t.call('PATCH', `/v1/platform/plans/${plan.id}`, { token: billing, body: { limits: { maxMembers: null } } });
    expect(unlimited.status, unlimited.text).toBe(200);
    expect(unlimited.body.data.limits).toEqual({ maxMembers: null, maxApiKeys: 1, maxWebhookEndpoints: 9 });
  });

  it('answers 404 NOT_FOUND for an unknown plan', async () => {
    const response = await t.call('PATCH', '/v1/platform/plans/pln_doesnotexist', { token: billing, body: { name: 'Ghost' } });
    expect(response.status, response.text).toBe(404);
    expect(response.body).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('PUT /v1/platform/tenants/{tenantId}/plan', () => {
  it('moves a tenant to a plan and records tenant.plan_changed with a platform actor', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const plan = await createPlan({ key: planKey('move'), name: 'Move' });

    const moved = await assignPlan(tenant.id, plan.id);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ id: tenant.id, planId: plan.id });
    const read = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken });
    expect(read.body.data.planId).toBe(plan.id);

    const events = await t.call('GET', `/v1/tenants/${tenant.id}/audit-events?action=tenant.plan_changed`, { token: owner.accessToken });
    expect(events.status, events.text).toBe(200);
    expect(events.body.data.items).toEqual([
      expect.objectContaining({
        tenantId: tenant.id,
        action: 'tenant.plan_changed',
        actor: { kind: 'platform', id: billingAccountId },
        target: { type: 'tenant', id: tenant.id },
        metadata: { from: tenant.planId, to: plan.id },
      }),
    ]);
  });

  it('answers 404 NOT_FOUND for an unknown tenant or an unknown plan', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const plan = await createPlan({ key: planKey('nf'), name: 'NF' });

    const noTenant = await assignPlan('ten_doesnotexist', plan.id);
    expect(noTenant.status, noTenant.text).toBe(404);
    expect(noTenant.body).toMatchObject({ ok: false, code: 'NOT_FOUND' });

    const noPlan = await assignPlan(tenant.id, 'pln_doesnotexist');
    expect(noPlan.status, noPlan.text).toBe(404);
    expect(noPlan.body).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const read = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken });
    expect(read.body.data.planId).toBe(tenant.planId); // unchanged
  });

  it('lets a tenant over the new limit keep its members but not grow, until the limit is raised', async () => {
    const [owner, second, third, fourth, fifth] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t), signUp(t)]);
    const tenant = await createTenant(t, owner);
    await addMember(t, tenant.id, owner, second, 'member');
    await addMember(t, tenant.id, owner, third, 'member');
    const small = await createPlan({ key: planKey('small'), name: 'Small', limits: { maxMembers: 2 } });

    const moved = await assignPlan(tenant.id, small.id);
    expect(moved.status, moved.text).toBe(200);
    const members = await t.call('GET', `/v1/tenants/${tenant.id}/members`, { token: owner.accessToken });
    expect(members.body.data.items).toHaveLength(3);

    const refused = await t.call('POST', `/v1/tenants/${tenant.id}/members`, {
      token: owner.accessToken,
      body: { email: fourth.email, role: 'member' },
    });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, code: 'PLAN_LIMIT_REACHED' });
    expect((await t.call('GET', `/v1/tenants/${tenant.id}/members`, { token: owner.accessToken })).body.data.items).toHaveLength(3);

    const raised = await t.call('PATCH', `/v1/platform/plans/${small.id}`, { token: billing, body: { limits: { maxMembers: 4 } } });
    expect(raised.status, raised.text).toBe(200);
    await addMember(t, tenant.id, owner, fourth, 'member');
    const full = await t.call('POST', `/v1/tenants/${tenant.id}/members`, {
      token: owner.accessToken,
      body: { email: fifth.email, role: 'member' },
    });
    expect(full.status, full.text).toBe(403);
    expect(full.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
  });
});

describe('GET /v1/plans', () => {
  it('shows a new plan to any signed-in user', async () => {
    const plan = await createPlan({ key: planKey('listed'), name: 'Listed', limits: { maxWebhookEndpoints: 3 } });
    const user = await signUp(t);
    const response = await t.call('GET', '/v1/plans', { token: user.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.nextCursor).toBeNull();
    expect(response.body.data.items).toContainEqual(plan);
    expect(response.body.data.items.map((p: { key: string }) => p.key)).toContain('free');
  });
});
