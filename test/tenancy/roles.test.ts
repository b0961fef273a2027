import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { expectSchema } from '../helpers/response-contract.ts';
import { type Account, addMember, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ROLE_ID = /^rol_[0-9A-Z]{26}$/;
const BUILT_INS = [
  { id: 'rol_owner', name: 'owner', description: expect.any(String), permissions: expect.any(Array), builtIn: true },
  { id: 'rol_admin', name: 'admin', description: expect.any(String), permissions: expect.any(Array), builtIn: true },
  { id: 'rol_member', name: 'member', description: expect.any(String), permissions: expect.any(Array), builtIn: true },
];

const rolesUrl = (tenantId: string) => `/v1/tenants/${tenantId}/roles`;
const roleUrl = (tenantId: string, roleId: string) => `/v1/tenants/${tenantId}/roles/${roleId}`;

const createRole = (tenantId: string, by: Account, body: unknown) => t.call('POST', rolesUrl(tenantId), { token: by.accessToken, body });
const listRoles = async (tenantId: string, by: Account) => {
  const response = await t.operation('listRoles', { params: { tenantId }, token: by.accessToken });
  expect(response.status, response.text).toBe(200);
  return response.data;
};

function expectError(response: { status: number; body: any }, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ ok: false, error: expect.any(String), code });
}

const auditEvents = (tenantId: string, action: string) => auditEventsWhere(t, { tenantId, action });

describe('listRoles', () => {
  it('gives the built-ins owner, admin, member first, to any member, with nextCursor null', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    for (const who of [owner, admin, member]) {
      const page = await listRoles(tenant.id, who);
      expect(page).toEqual({ items: BUILT_INS, nextCursor: null });
    }
    const [ownerRole] = (await listRoles(tenant.id, member)).items;
    expect(ownerRole!.permissions.length).toBeGreaterThan(0);
  });

  it('answers a page that conforms to the RolePage schema of openapi.yaml, built-ins included', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    expect(
      (await createRole(tenant.id, owner, { name: 'custom', description: 'A custom role', permissions: ['reports:read', 'reports:*'] }))
        .status,
    ).toBe(201);
    const page = await listRoles(tenant.id, owner);
    expect(page.items).toHaveLength(4);
    expectSchema('RolePage', page);
  });

  it('lists custom roles after the built-ins, and only those of this tenant', async () => {
    const { tenant, owner, member, outsider, otherTenant } = await tenantWithCast(t);
    const names = ['zeta', 'alpha', 'mid'];
    const created = [];
    for (const name of names) {
      const response = await createRole(tenant.id, owner, { name, permissions: [`${name}:read`] });
      expect(response.status, response.text).toBe(201);
      created.push(response.body.data);
    }
    expect((await createRole(otherTenant.id, outsider, { name: 'foreign', permissions: [] })).status).toBe(201);

    const page = await t.call('GET', `${rolesUrl(tenant.id)}?limit=1&cursor=garbage`, { token: member.accessToken });
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.nextCursor).toBeNull();
    const items = page.body.data.items;
    expect(items.slice(0, 3)).toEqual(BUILT_INS);
    // Custom roles follow; ids order by creation only to the millisecond, so compare as a set.
    expect(items.slice(3)).toHaveLength(3);
    expect(items.slice(3)).toEqual(expect.arrayContaining(created));
  });

  it('answers 404 NOT_FOUND to a non-member', async () => {
    const { tenant, outsider } = await tenantWithCast(t);
    expectError(await t.call('GET', rolesUrl(tenant.id), { token: outsider.accessToken }), 404, 'NOT_FOUND');
  });
});

describe('createRole', () => {
  it('answers 201 with the new custom role', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const response = await createRole(tenant.id, admin, {
      name: 'billing',
      description: 'Sees invoices',
      permissions: ['billing:read', 'billing:write', 'invoices.pdf:*'],
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      data: {
        id: expect.stringMatching(ROLE_ID),
        name: 'billing',
        description: 'Sees invoices',
        permissions: ['billing:read', 'billing:write', 'invoices.pdf:*'],
        builtIn: false,
      },
    });
    expect((await listRoles(tenant.id, admin)).items.at(-1)).toEqual(response.body.data);
  });

  it('defaults the description to null and accepts no permissions', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const response = await createRole(tenant.id, owner, { name: 'nobody', permissions: [] });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.stringMatching(ROLE_ID),
      name: 'nobody',
      description: null,
      permissions: [],
      builtIn: false,
    });
  });

  it('answers 409 CONFLICT for a name the tenant already has, and creates nothing', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    expect((await createRole(tenant.id, owner, { name: 'support', permissions: ['tickets:read'] })).status).toBe(201);
    expectError(await createRole(tenant.id, owner, { name: 'support', permissions: ['tickets:write'] }), 409, 'CONFLICT');
    const customs = (await listRoles(tenant.id, owner)).items.filter((role) => !role.builtIn);
    expect(customs).toEqual([expect.objectContaining({ name: 'support', permissions: ['tickets:read'] })]);
    expect(await auditEvents(tenant.id, 'role.created')).toHaveLength(1);
  });

  it.each(['owner', 'admin', 'member'])('answers 409 CONFLICT for the built-in name %s', async (name) => {
    const { tenant, owner } = await tenantWithCast(t);
    expectError(await createRole(tenant.id, owner, { name, permissions: [] }), 409, 'CONFLICT');
    expect((await listRoles(tenant.id, owner)).items).toEqual(BUILT_INS);
  });

  it('allows the same name in two tenants', async () => {
    const { tenant, owner, outsider, otherTenant } = await tenantWithCast(t);
    expect((await createRole(tenant.id, owner, { name: 'shared', permissions: [] })).status).toBe(201);
    expect((await createRole(otherTenant.id, outsider, { name: 'shared', permissions: [] })).status).toBe(201);
  });

  it.each([
    ['upper case', ['Billing:Read']],
    ['a space', ['billing read']],
    ['an empty string', ['']],
    ['a leading colon', [':read']],
    ['a leading digit', ['1billing:read']],
    ['a trailing colon', ['billing:']],
    ['a duplicate', ['billing:read', 'billing:read']],
    ['a non-string', [42]],
    ['101 characters', [`a${'b'.repeat(100)}`]],
  ])('answers 400 VALIDATION_FAILED for a permission with %s', async (_name, permissions) => {
    const { tenant, owner } = await tenantWithCast(t);
    expectError(await createRole(tenant.id, owner, { name: 'broken', permissions }), 400, 'VALIDATION_FAILED');
    expect((await listRoles(tenant.id, owner)).items).toEqual(BUILT_INS);
  });

  it.each([
    ['no permissions', { name: 'nopermissions' }],
    ['no name', { permissions: [] }],
    ['an upper-case name', { name: 'Billing', permissions: [] }],
    ['a name with a space', { name: 'two words', permissions: [] }],
    ['an unknown field', { name: 'extra', permissions: [], builtIn: true }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_name, body) => {
    const { tenant, owner } = await tenantWithCast(t);
    expectError(await createRole(tenant.id, owner, body), 400, 'VALIDATION_FAILED');
  });

  it('answers 403 INSUFFICIENT_ROLE to a plain member', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    expectError(await createRole(tenant.id, member, { name: 'sneaky', permissions: ['tenant:*'] }), 403, 'INSUFFICIENT_ROLE');
    expect((await listRoles(tenant.id, owner)).items).toEqual(BUILT_INS);
  });

  it('writes one role.created audit event', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const role = (await createRole(tenant.id, admin, { name: 'audited', permissions: ['x:y'] })).body.data;
    const events = await auditEvents(tenant.id, 'role.created');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tenant_id: tenant.id,
      actor_kind: 'user',
      actor_id: admin.user.id,
      target_type: 'role',
      target_id: role.id,
    });
  });
});

describe('updateRole', () => {
  it("changes a custom role's name, description and permissions", async () => {
    const { tenant, owner, admin } = await tenantWithCast(t);
    const role = (await createRole(tenant.id, owner, { name: 'draft', description: 'First', permissions: ['a:read'] })).body.data;

    const renamed = await t.call('PATCH', roleUrl(tenant.id, role.id), { token: admin.accessToken, body: { name: 'final' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual({
      ok: true,
      data: { id: role.id, name: 'final', description: 'First', permissions: ['a:read'], builtIn: false },
    });

    const described = await t.call('PATCH', roleUrl(tenant.id, role.id), {
      token: admin.accessToken,
      body: { description: 'Second', permissions: ['b:write', 'c:*'] },
    });
    expect(described.status, described.text).toBe(200);
    expect(described.body.data).toEqual({
      id: role.id,
      name: 'final',
      description: 'Second',
      permissions: ['b:write', 'c:*'],
      builtIn: false,
    });

    const cleared = await t.call('PATCH', roleUrl(tenant.id, role.id), {
      token: admin.accessToken,
      body: { description: null, permissions: [] },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data).toEqual({ id: role.id, name: 'final', description: null, permissions: [], builtIn: false });

    expect((await listRoles(tenant.id, owner)).items).toEqual([...BUILT_INS, cleared.body.data]);
    expect(await auditEvents(tenant.id, 'role.updated')).toHaveLength(3);
  });

  it.each(['rol_owner', 'rol_admin', 'rol_member'])('answers 409 CONFLICT when updating the built-in %s', async (roleId) => {
    const { tenant, owner } = await tenantWithCast(t);
    expectError(
      await t.call('PATCH', roleUrl(tenant.id, roleId), { token: owner.accessToken, body: { description: 'changed' } }),
      409,
      'CONFLICT',
    );
    expect((await listRoles(tenant.id, owner)).items).toEqual(BUILT_INS);
  });

  it('answers 409 CONFLICT when renaming to a built-in name or to another custom role', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const first = (await createRole(tenant.id, owner, { name: 'first', permissions: [] })).body.data;
    expect((await createRole(tenant.id, owner, { name: 'second', permissions: [] })).status).toBe(201);
    expectError(
      await t.call('PATCH', roleUrl(tenant.id, first.id), { token: owner.accessToken, body: { name: 'admin' } }),
      409,
      'CONFLICT',
    );
    expectError(
      await t.call('PATCH', roleUrl(tenant.id, first.id), { token: owner.accessToken, body: { name: 'second' } }),
      409,
      'CONFLICT',
    );
    const names = (await listRoles(tenant.id, owner)).items.map((role) => role.name);
    expect(names.slice(0, 3)).toEqual(['owner', 'admin', 'member']);
    expect(names.slice(3).sort()).toEqual(['first', 'second']);
  });

  it('answers 400 VALIDATION_FAILED for an empty body or an invalid permission', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const role = (await createRole(tenant.id, owner, { name: 'steady', permissions: ['a:read'] })).body.data;
    expectError(await t.call('PATCH', roleUrl(tenant.id, role.id), { token: owner.accessToken, body: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await t.call('PATCH', roleUrl(tenant.id, role.id), { token: owner.accessToken, body: { permissions: ['NOT VALID'] } }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await listRoles(tenant.id, owner)).items.at(-1)).toEqual(role);
  });

  it('answers 404 NOT_FOUND for a role id that does not exist', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    expectError(
      await t.call('PATCH', roleUrl(tenant.id, 'rol_00000000000000000000000000'), { token: owner.accessToken, body: { name: 'ghost' } }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 403 INSUFFICIENT_ROLE to a plain member', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const role = (await createRole(tenant.id, owner, { name: 'guarded', permissions: [] })).body.data;
    expectError(
      await t.call('PATCH', roleUrl(tenant.id, role.id), { token: member.accessToken, body: { permissions: ['tenant:*'] } }),
      403,
      'INSUFFICIENT_ROLE',
    );
    expect((await listRoles(tenant.id, owner)).items.at(-1)).toEqual(role);
  });
});

describe('deleteRole', () => {
  it.each(['rol_owner', 'rol_admin', 'rol_member'])('answers 409 CONFLICT when deleting the built-in %s', async (roleId) => {
    const { tenant, owner } = await tenantWithCast(t);
    expectError(await t.call('DELETE', roleUrl(tenant.id, roleId), { token: owner.accessToken }), 409, 'CONFLICT');
    expect((await listRoles(tenant.id, owner)).items).toEqual(BUILT_INS);
  });

  it('answers 409 CONFLICT for a role a member holds, then deletes it once the member is reassigned', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    const role = (await createRole(tenant.id, owner, { name: 'held', permissions: ['x:read'] })).body.data;
    expect(
      (await t.call('PATCH', `/v1/tenants/${tenant.id}/members/${member.user.id}`, { token: owner.accessToken, body: { role: 'held' } }))
        .status,
    ).toBe(200);

    expectError(await t.call('DELETE', roleUrl(tenant.id, role.id), { token: admin.accessToken }), 409, 'CONFLICT');
    expect((await listRoles(tenant.id, owner)).items.at(-1)).toEqual(role);
    expect(await auditEvents(tenant.id, 'role.deleted')).toHaveLength(0);

    expect(
      (await t.call('PATCH', `/v1/tenants/${tenant.id}/members/${member.user.id}`, { token: owner.accessToken, body: { role: 'member' } }))
        .status,
    ).toBe(200);
    const response = await t.call('DELETE', roleUrl(tenant.id, role.id), { token: admin.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { id: role.id, deleted: true } });
    expect((await listRoles(tenant.id, owner)).items).toEqual(BUILT_INS);

    const events = await auditEvents(tenant.id, 'role.deleted');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_kind: 'user', actor_id: admin.user.id, target_type: 'role', target_id: role.id });

    // Gone: a second delete is 404, and its name can no longer be granted.
    expectError(await t.call('DELETE', roleUrl(tenant.id, role.id), { token: admin.accessToken }), 404, 'NOT_FOUND');
    const newcomer = await signUp(t);
    expectError(
      await t.call('POST', `/v1/tenants/${tenant.id}/members`, { token: owner.accessToken, body: { email: newcomer.email, role: 'held' } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers 409 CONFLICT while a member added with the role still holds it', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const role = (await createRole(tenant.id, owner, { name: 'newbie', permissions: [] })).body.data;
    const newcomer = await signUp(t);
    await addMember(t, tenant.id, owner, newcomer, 'newbie');
    expectError(await t.call('DELETE', roleUrl(tenant.id, role.id), { token: owner.accessToken }), 409, 'CONFLICT');
    expect((await t.call('DELETE', `/v1/tenants/${tenant.id}/members/${newcomer.user.id}`, { token: owner.accessToken })).status).toBe(200);
    expect((await t.call('DELETE', roleUrl(tenant.id, role.id), { token: owner.accessToken })).status).toBe(200);
  });

  it('answers 403 INSUFFICIENT_ROLE to a plain member', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const role = (await createRole(tenant.id, owner, { name: 'kept', permissions: [] })).body.data;
    expectError(await t.call('DELETE', roleUrl(tenant.id, role.id), { token: member.accessToken }), 403, 'INSUFFICIENT_ROLE');
    expect((await listRoles(tenant.id, owner)).items.at(-1)).toEqual(role);
  });
});

describe('listPlans', () => {
  it('returns the free plan with its limits and nextCursor null', async () => {
    const user = await signUp(t);
    const response = await t.call('GET', '/v1/plans?limit=1&cursor=garbage', { token: user.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body.ok).toBe(true);
    expect(response.body.data.nextCursor).toBeNull();
    // Other test files may add plans to a shared database: look for the free one only.
    const free = response.body.data.items.filter((plan: { key: string }) => plan.key === 'free');
    expect(free).toEqual([
      { id: 'pln_free', key: 'free', name: expect.any(String), limits: { maxMembers: 5, maxApiKeys: 10, maxWebhookEndpoints: 3 } },
    ]);
    expectSchema('PlanPage', response.body.data);
  });

  it('answers 401 UNAUTHENTICATED without a credential', async () => {
    const response = await t.call('GET', '/v1/plans');
    expectError(response, 401, 'UNAUTHENTICATED');
  });
});
