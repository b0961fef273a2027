import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { expectSchema } from '../helpers/response-contract.ts';
import { type Account, acceptInvitationAs, addMember, createTenant, storedMembership, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const membersUrl = (tenantId: string) => `/v1/tenants/${tenantId}/members`;
const memberUrl = (tenantId: string, userId: string) => `/v1/tenants/${tenantId}/members/${userId}`;

const add = (tenantId: string, by: Account, body: unknown) => t.call('POST', membersUrl(tenantId), { token: by.accessToken, body });
const setRole = (tenantId: string, by: Account, userId: string, role: string) =>
  t.call('PATCH', memberUrl(tenantId, userId), { token: by.accessToken, body: { role } });
const remove = (tenantId: string, by: Account, userId: string) => t.call('DELETE', memberUrl(tenantId, userId), { token: by.accessToken });

/** userId → role name, as listMembers shows them. */
async function rolesOf(tenantId: string, by: Account): Promise<Record<string, string>> {
  const response = await t.call('GET', membersUrl(tenantId), { token: by.accessToken });
  expect(response.status, response.text).toBe(200);
  return Object.fromEntries(response.body.data.items.map((item: { userId: string; role: string }) => [item.userId, item.role]));
}

const auditEvents = (tenantId: string, action: string) => auditEventsWhere(t, { tenantId, action });

function expectError(response: { status: number; body: any }, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ ok: false, error: expect.any(String), code });
}

describe('listMembers', () => {
  it('lists every member with the Member shape, to any member; nextCursor is null; limit and cursor are ignored', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    for (const who of [owner, admin, member]) {
      const response = await t.call('GET', `${membersUrl(tenant.id)}?limit=1&cursor=garbage`, { token: who.accessToken });
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.nextCursor).toBeNull();
      const items = response.body.data.items;
      expect(items).toHaveLength(3);
      expectSchema('MemberPage', response.body.data);
      expect(items).toEqual(
        expect.arrayContaining([
          {
            userId: owner.user.id,
            tenantId: tenant.id,
            email: owner.email,
            name: null,
            role: 'owner',
            joinedAt: expect.stringMatching(ISO),
          },
          {
            userId: admin.user.id,
            tenantId: tenant.id,
            email: admin.email,
            name: null,
            role: 'admin',
            joinedAt: expect.stringMatching(ISO),
          },
          {
            userId: member.user.id,
            tenantId: tenant.id,
            email: member.email,
            name: null,
            role: 'member',
            joinedAt: expect.stringMatching(ISO),
          },
        ]),
      );
    }
  });

  it('answers 404 NOT_FOUND to a non-member', async () => {
    const { tenant, outsider } = await tenantWithCast(t);
    expectError(await t.call('GET', membersUrl(tenant.id), { token: outsider.accessToken }), 404, 'NOT_FOUND');
  });
});

describe('addMember', () => {
  it('invites an existing user by email with a role (202); accepting answers the Member', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const email = uniqueEmail('named');
    const signup = await t.call('POST', '/v1/auth/signup', { body: { email, password: 'correct horse battery staple', name: 'Grace' } });
    expect(signup.status).toBe(201);
    const userId = signup.body.data.user.id;
    const verified = await t.operation('verifyEmail', { body: { token: await outboxToken(t, email, 'verify-email') } });
    expect(verified.status).toBe(200);

    // Membership needs consent: even a verified user is only invited, and joins by accepting.
    const invited = await add(tenant.id, owner, { email, role: 'admin' });
    expect(invited.status, invited.text).toBe(202);
    expectSchema('Invitation', invited.body.data);
    expect(await rolesOf(tenant.id, owner)).not.toHaveProperty(userId);
    const response = await t.call('POST', '/v1/invitations/accept', {
      token: signup.body.data.accessToken,
      body: { token: await outboxToken(t, email, 'accept-invitation') },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      data: { userId, tenantId: tenant.id, email, name: 'Grace', role: 'admin', joinedAt: expect.stringMatching(ISO) },
    });
    expectSchema('Member', response.body.data);
    expect((await rolesOf(tenant.id, owner))[userId]).toBe('admin');

    const tenants = await t.call('GET', '/v1/tenants', { token: signup.body.data.accessToken });
    expect(tenants.body.data.items).toEqual([expect.objectContaining({ id: tenant.id, role: 'admin' })]);
  });

  it('finds the user whatever the case of the email', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const newcomer = await signUp(t);
    const response = await add(tenant.id, admin, { email: newcomer.email.toUpperCase(), role: 'member' });
    expect(response.status, response.text).toBe(202);
    expect(response.body.data).toMatchObject({ email: newcomer.email });
    expect(await acceptInvitationAs(t, newcomer)).toMatchObject({ userId: newcomer.user.id, email: newcomer.email });
  });

  it('invites an email no user has (202 with the invitation), and adds nobody', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const email = uniqueEmail('ghost');
    const response = await add(tenant.id, owner, { email, role: 'member' });
    expect(response.status, response.text).toBe(202);
    expect(response.body.data).toMatchObject({ email, role: 'member', status: 'pending' });
    expectSchema('Invitation', response.body.data);
    expect(Object.keys(await rolesOf(tenant.id, owner))).toHaveLength(3);
    expect(await auditEvents(tenant.id, 'member.added')).toHaveLength(2);
    // The cast's admin and member were invited too; the ghost is the third.
    expect(await auditEvents(tenant.id, 'member.invited')).toHaveLength(3);
  });

  it('answers 409 CONFLICT for a user who is already a member, and keeps their role', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    expectError(await add(tenant.id, owner, { email: member.email, role: 'admin' }), 409, 'CONFLICT');
    expect((await rolesOf(tenant.id, owner))[member.user.id]).toBe('member');
  });

  it.each([
    ['an unknown role name', { role: 'superuser' }],
    ['a role name that breaks the pattern', { role: 'Admin' }],
    ['no role', {}],
  ])('answers 400 VALIDATION_FAILED for %s', async (_name, extra) => {
    const { tenant, owner } = await tenantWithCast(t);
    const newcomer = await signUp(t);
    expectError(await add(tenant.id, owner, { email: newcomer.email, ...extra }), 400, 'VALIDATION_FAILED');
    expect(await rolesOf(tenant.id, owner)).not.toHaveProperty(newcomer.user.id);
  });

  it('answers 400 VALIDATION_FAILED for an invalid email', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    expectError(await add(tenant.id, owner, { email: 'not-an-email', role: 'member' }), 400, 'VALIDATION_FAILED');
  });

  it('lets an owner grant owner; an admin gets 403 OWNER_REQUIRED', async () => {
    const { tenant, owner, admin } = await tenantWithCast(t);
    const [viaAdmin, viaOwner] = await Promise.all([signUp(t), signUp(t)]);
    expectError(await add(tenant.id, admin, { email: viaAdmin.email, role: 'owner' }), 403, 'OWNER_REQUIRED');
    expect(await rolesOf(tenant.id, owner)).not.toHaveProperty(viaAdmin.user.id);

    const response = await add(tenant.id, owner, { email: viaOwner.email, role: 'owner' });
    expect(response.status, response.text).toBe(202);
    expect(response.body.data.role).toBe('owner');
    expect((await acceptInvitationAs(t, viaOwner)).role).toBe('owner');
  });

  it('answers 403 INSUFFICIENT_ROLE to a plain member', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const newcomer = await signUp(t);
    expectError(await add(tenant.id, member, { email: newcomer.email, role: 'member' }), 403, 'INSUFFICIENT_ROLE');
    expect(await rolesOf(tenant.id, owner)).not.toHaveProperty(newcomer.user.id);
  });

  it('audits the invitation as the inviter’s, and the member.added as the newcomer’s acceptance', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const newcomer = await signUp(t);
    await addMember(t, tenant.id, admin, newcomer, 'member');
    const invited = (await auditEvents(tenant.id, 'member.invited')).filter((event) => event.metadata.email === newcomer.email);
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ tenant_id: tenant.id, actor_kind: 'user', actor_id: admin.user.id, target_type: 'invitation' });
    const events = (await auditEvents(tenant.id, 'member.added')).filter((event) => event.target_id === newcomer.user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tenant_id: tenant.id,
      actor_kind: 'user',
      actor_id: newcomer.user.id,
      target_type: 'user',
      target_id: newcomer.user.id,
      metadata: { role: 'member', invitation: invited[0]!.target_id },
    });
  });
});

describe('plan limit on members', () => {
  it('the free plan allows 5 members: adding a 6th answers 403 PLAN_LIMIT_REACHED and writes nothing', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner, { name: 'Limited' });
    expect(tenant.planId).toBe('pln_free');
    const others = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t), signUp(t)]);
    for (const other of others.slice(0, 4)) await addMember(t, tenant.id, owner, other, 'member');
    expect(Object.keys(await rolesOf(tenant.id, owner))).toHaveLength(5);
    const eventsBefore = await t.app.services.db.selectFrom('audit_events').select('id').where('tenant_id', '=', tenant.id).execute();

    const sixth = others[4]!;
    const response = await add(tenant.id, owner, { email: sixth.email, role: 'member' });
    expectError(response, 403, 'PLAN_LIMIT_REACHED');

    const members = await rolesOf(tenant.id, owner);
    expect(Object.keys(members)).toHaveLength(5);
    expect(members).not.toHaveProperty(sixth.user.id);
    expect(await storedMembership(t, tenant.id, sixth.user.id)).toBeUndefined();
    const eventsAfter = await t.app.services.db.selectFrom('audit_events').select('id').where('tenant_id', '=', tenant.id).execute();
    expect(eventsAfter).toEqual(eventsBefore);

    // Room again once someone leaves.
    expect((await remove(tenant.id, owner, others[0]!.user.id)).status).toBe(200);
    expect((await add(tenant.id, owner, { email: sixth.email, role: 'member' })).status).toBe(202);
    expect((await acceptInvitationAs(t, sixth)).userId).toBe(sixth.user.id);
  });
});

describe('concurrent member changes', () => {
  it('never lets concurrent adds pass the plan limit', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner, { name: 'Crowded' });
    const candidates = await Promise.all(Array.from({ length: 7 }, () => signUp(t)));
    const responses = await Promise.all(candidates.map((who) => add(tenant.id, owner, { email: who.email, role: 'member' })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 403, 403, 403]);
    for (const response of responses.filter((r) => r.status === 403)) expect(response.body.code).toBe('PLAN_LIMIT_REACHED');
    // Pending invitations held the seats; their owners take them by accepting.
    const invited = candidates.filter((_, i) => responses[i]!.status === 202);
    await Promise.all(invited.map((who) => acceptInvitationAs(t, who)));
    expect(Object.keys(await rolesOf(tenant.id, owner))).toHaveLength(5);
    expect(await auditEvents(tenant.id, 'member.added')).toHaveLength(4);
  });

  it('never lets two owners demote themselves at once into a tenant without owners', async () => {
    const { tenant, owner, admin } = await tenantWithCast(t);
    expect((await setRole(tenant.id, owner, admin.user.id, 'owner')).status).toBe(200);
    const [first, second] = await Promise.all([
      setRole(tenant.id, owner, owner.user.id, 'admin'),
      setRole(tenant.id, admin, admin.user.id, 'admin'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 409)!.body.code).toBe('LAST_OWNER');
    expect(Object.values(await rolesOf(tenant.id, owner)).filter((role) => role === 'owner')).toHaveLength(1);
  });

  it('never lets two owners leave at once', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    expect((await setRole(tenant.id, owner, admin.user.id, 'owner')).status).toBe(200);
    const [first, second] = await Promise.all([remove(tenant.id, owner, owner.user.id), remove(tenant.id, admin, admin.user.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(Object.values(await rolesOf(tenant.id, member)).filter((role) => role === 'owner')).toHaveLength(1);
  });
});

describe('updateMember', () => {
  it("changes a member's role and answers the Member", async () => {
    const { tenant, admin, member } = await tenantWithCast(t);
    const response = await setRole(tenant.id, admin, member.user.id, 'admin');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      data: {
        userId: member.user.id,
        tenantId: tenant.id,
        email: member.email,
        name: null,
        role: 'admin',
        joinedAt: expect.stringMatching(ISO),
      },
    });
    expect((await rolesOf(tenant.id, admin))[member.user.id]).toBe('admin');
  });

  it('answers 403 OWNER_REQUIRED when an admin grants owner', async () => {
    const { tenant, admin, member } = await tenantWithCast(t);
    expectError(await setRole(tenant.id, admin, member.user.id, 'owner'), 403, 'OWNER_REQUIRED');
    expectError(await setRole(tenant.id, admin, admin.user.id, 'owner'), 403, 'OWNER_REQUIRED');
    const roles = await rolesOf(tenant.id, admin);
    expect(roles[member.user.id]).toBe('member');
    expect(roles[admin.user.id]).toBe('admin');
  });

  it('answers 403 OWNER_REQUIRED when an admin demotes an owner, even with a second owner present', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    expect((await setRole(tenant.id, owner, member.user.id, 'owner')).status).toBe(200);
    expectError(await setRole(tenant.id, admin, owner.user.id, 'member'), 403, 'OWNER_REQUIRED');
    expectError(await setRole(tenant.id, admin, member.user.id, 'admin'), 403, 'OWNER_REQUIRED');
    const roles = await rolesOf(tenant.id, owner);
    expect(roles[owner.user.id]).toBe('owner');
    expect(roles[member.user.id]).toBe('owner');
  });

  it('lets an owner grant owner, and demote another owner', async () => {
    const { tenant, owner, admin } = await tenantWithCast(t);
    expect((await setRole(tenant.id, owner, admin.user.id, 'owner')).body.data.role).toBe('owner');
    const demoted = await setRole(tenant.id, owner, admin.user.id, 'admin');
    expect(demoted.status, demoted.text).toBe(200);
    expect(demoted.body.data.role).toBe('admin');
  });

  it('refuses to demote the last owner (409 LAST_OWNER), but allows it once there is a second owner', async () => {
    const { tenant, owner, admin } = await tenantWithCast(t);
    expectError(await setRole(tenant.id, owner, owner.user.id, 'admin'), 409, 'LAST_OWNER');
    expect((await rolesOf(tenant.id, owner))[owner.user.id]).toBe('owner');
    expect(await auditEvents(tenant.id, 'member.role_changed')).toHaveLength(0);

    expect((await setRole(tenant.id, owner, admin.user.id, 'owner')).status).toBe(200);
    const response = await setRole(tenant.id, owner, owner.user.id, 'admin');
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.role).toBe('admin');
    // Now the other one is the last owner.
    expectError(await setRole(tenant.id, admin, admin.user.id, 'member'), 409, 'LAST_OWNER');
  });

  it('keeps an owner an owner when set to owner again, even the last one', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const response = await setRole(tenant.id, owner, owner.user.id, 'owner');
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.role).toBe('owner');
  });

  it('answers 404 NOT_FOUND for a user who is not a member, and 400 for an unknown role', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const stranger = await signUp(t);
    expectError(await setRole(tenant.id, owner, stranger.user.id, 'member'), 404, 'NOT_FOUND');
    expectError(await setRole(tenant.id, owner, 'usr_00000000000000000000000000', 'member'), 404, 'NOT_FOUND');
    expectError(await setRole(tenant.id, owner, member.user.id, 'nonexistent'), 400, 'VALIDATION_FAILED');
    expect((await rolesOf(tenant.id, owner))[member.user.id]).toBe('member');
  });

  it('answers 403 INSUFFICIENT_ROLE to a plain member, also on themself', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    expectError(await setRole(tenant.id, member, member.user.id, 'admin'), 403, 'INSUFFICIENT_ROLE');
    expectError(await setRole(tenant.id, member, admin.user.id, 'member'), 403, 'INSUFFICIENT_ROLE');
    const roles = await rolesOf(tenant.id, owner);
    expect(roles[member.user.id]).toBe('member');
    expect(roles[admin.user.id]).toBe('admin');
  });

  it('writes a member.role_changed audit event with from and to', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    expect((await setRole(tenant.id, owner, member.user.id, 'admin')).status).toBe(200);
    const events = await auditEvents(tenant.id, 'member.role_changed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tenant_id: tenant.id,
      actor_kind: 'user',
      actor_id: owner.user.id,
      target_type: 'user',
      target_id: member.user.id,
      metadata: { from: 'member', to: 'admin' },
    });
  });
});

describe('removeMember', () => {
  it('lets an admin remove a member', async () => {
    const { tenant, admin, member } = await tenantWithCast(t);
    const response = await remove(tenant.id, admin, member.user.id);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { id: member.user.id, deleted: true } });
    expect(await rolesOf(tenant.id, admin)).not.toHaveProperty(member.user.id);
    expectError(await t.call('GET', `/v1/tenants/${tenant.id}`, { token: member.accessToken }), 404, 'NOT_FOUND');
  });

  it('lets a member leave (DELETE on themself)', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const response = await remove(tenant.id, member, member.user.id);
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({ id: member.user.id, deleted: true });
    expect(await rolesOf(tenant.id, owner)).not.toHaveProperty(member.user.id);
    const events = await auditEvents(tenant.id, 'member.removed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_id: member.user.id, target_id: member.user.id, metadata: { role: 'member', left: true } });
  });

  it('answers 403 INSUFFICIENT_ROLE when a member removes another member', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    const other = await signUp(t);
    await addMember(t, tenant.id, owner, other, 'member');
    expectError(await remove(tenant.id, member, other.user.id), 403, 'INSUFFICIENT_ROLE');
    expectError(await remove(tenant.id, member, admin.user.id), 403, 'INSUFFICIENT_ROLE');
    expectError(await remove(tenant.id, member, owner.user.id), 403, 'INSUFFICIENT_ROLE');
    expect(Object.keys(await rolesOf(tenant.id, owner))).toHaveLength(4);
  });

  it('answers 403 OWNER_REQUIRED when an admin removes an owner', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    expectError(await remove(tenant.id, admin, owner.user.id), 403, 'OWNER_REQUIRED');
    // Still refused when the owner is not the last one.
    expect((await setRole(tenant.id, owner, member.user.id, 'owner')).status).toBe(200);
    expectError(await remove(tenant.id, admin, member.user.id), 403, 'OWNER_REQUIRED');
    const roles = await rolesOf(tenant.id, owner);
    expect(roles[owner.user.id]).toBe('owner');
    expect(roles[member.user.id]).toBe('owner');
  });

  it('lets an owner remove another owner and an admin', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    expect((await setRole(tenant.id, owner, member.user.id, 'owner')).status).toBe(200);
    expect((await remove(tenant.id, owner, member.user.id)).status).toBe(200);
    expect((await remove(tenant.id, owner, admin.user.id)).status).toBe(200);
    expect(await rolesOf(tenant.id, owner)).toEqual({ [owner.user.id]: 'owner' });
  });

  it('refuses to let the last owner leave (409 LAST_OWNER), but lets them once there is a second owner', async () => {
    const { tenant, owner, admin } = await tenantWithCast(t);
    expectError(await remove(tenant.id, owner, owner.user.id), 409, 'LAST_OWNER');
    expect((await rolesOf(tenant.id, owner))[owner.user.id]).toBe('owner');
    expect(await auditEvents(tenant.id, 'member.removed')).toHaveLength(0);

    expect((await setRole(tenant.id, owner, admin.user.id, 'owner')).status).toBe(200);
    const response = await remove(tenant.id, owner, owner.user.id);
    expect(response.status, response.text).toBe(200);
    expect(await rolesOf(tenant.id, admin)).not.toHaveProperty(owner.user.id);
    expectError(await remove(tenant.id, admin, admin.user.id), 409, 'LAST_OWNER');
  });

  it('answers 404 NOT_FOUND for a user who is not a member', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const stranger = await signUp(t);
    expectError(await remove(tenant.id, owner, stranger.user.id), 404, 'NOT_FOUND');
  });

  it('writes a member.removed audit event with the actor', async () => {
    const { tenant, admin, member } = await tenantWithCast(t);
    expect((await remove(tenant.id, admin, member.user.id)).status).toBe(200);
    const events = await auditEvents(tenant.id, 'member.removed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tenant_id: tenant.id,
      actor_kind: 'user',
      actor_id: admin.user.id,
      target_type: 'user',
      target_id: member.user.id,
      metadata: { role: 'member', left: false },
    });
  });
});

describe('custom roles on members', () => {
  it('adds and updates members with a custom role, lists its name, and shows a rename', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    const created = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: admin.accessToken,
      body: { name: 'auditor', description: 'Reads the log', permissions: ['audit:read'] },
    });
    expect(created.status, created.text).toBe(201);
    const roleId = created.body.data.id;

    const newcomer = await signUp(t);
    const added = await add(tenant.id, admin, { email: newcomer.email, role: 'auditor' });
    expect(added.status, added.text).toBe(202);
    expect(added.body.data.role).toBe('auditor');
    expect((await acceptInvitationAs(t, newcomer)).role).toBe('auditor');

    const updated = await setRole(tenant.id, admin, member.user.id, 'auditor');
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data.role).toBe('auditor');

    expect(await rolesOf(tenant.id, owner)).toEqual({
      [owner.user.id]: 'owner',
      [admin.user.id]: 'admin',
      [member.user.id]: 'auditor',
      [newcomer.user.id]: 'auditor',
    });
    expect(await storedMembership(t, tenant.id, member.user.id)).toMatchObject({ builtin_role: null, custom_role_id: roleId });

    const renamed = await t.call('PATCH', `/v1/tenants/${tenant.id}/roles/${roleId}`, {
      token: admin.accessToken,
      body: { name: 'compliance' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const roles = await rolesOf(tenant.id, member);
    expect(roles[member.user.id]).toBe('compliance');
    expect(roles[newcomer.user.id]).toBe('compliance');
    expectError(await setRole(tenant.id, admin, member.user.id, 'auditor'), 400, 'VALIDATION_FAILED');

    // A custom role holder is not a manager: the role's permissions do not make it one.
    const yetAnother = await signUp(t);
    expectError(await add(tenant.id, member, { email: yetAnother.email, role: 'member' }), 403, 'INSUFFICIENT_ROLE');
    // And back to a built-in role.
    expect((await setRole(tenant.id, admin, member.user.id, 'member')).body.data.role).toBe('member');
  });

  it("does not resolve another tenant's custom role by name", async () => {
    const { tenant, owner, outsider, otherTenant } = await tenantWithCast(t);
    expect(
      (
        await t.call('POST', `/v1/tenants/${otherTenant.id}/roles`, {
          token: outsider.accessToken,
          body: { name: 'elsewhere', permissions: [] },
        })
      ).status,
    ).toBe(201);
    const newcomer = await signUp(t);
    expectError(await add(tenant.id, owner, { email: newcomer.email, role: 'elsewhere' }), 400, 'VALIDATION_FAILED');
  });
});

describe('audit events of member changes', () => {
  it('records member.added, member.role_changed and member.removed, one per change', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const user = await signUp(t);
    await addMember(t, tenant.id, owner, user, 'member');
    expect((await setRole(tenant.id, owner, user.user.id, 'admin')).status).toBe(200);
    expect((await remove(tenant.id, owner, user.user.id)).status).toBe(200);
    const events = await t.app.services.db
      .selectFrom('audit_events')
      .select(['action', 'actor_kind', 'actor_id', 'target_type', 'target_id'])
      .where('tenant_id', '=', tenant.id)
      .where('action', 'like', 'member.%')
      .orderBy('seq')
      .execute();
    const invitationId = events.find((event) => event.action === 'member.invited')?.target_id;
    expect(events).toEqual([
      { action: 'member.invited', actor_kind: 'user', actor_id: owner.user.id, target_type: 'invitation', target_id: invitationId },
      {
        action: 'member.invitation_accepted',
        actor_kind: 'user',
        actor_id: user.user.id,
        target_type: 'invitation',
        target_id: invitationId,
      },
      { action: 'member.added', actor_kind: 'user', actor_id: user.user.id, target_type: 'user', target_id: user.user.id },
      { action: 'member.role_changed', actor_kind: 'user', actor_id: owner.user.id, target_type: 'user', target_id: user.user.id },
      { action: 'member.removed', actor_kind: 'user', actor_id: owner.user.id, target_type: 'user', target_id: user.user.id },
    ]);
  });
});
