import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { outboxToken } from './outbox.ts';
import { signUp, type TestApp, uniqueEmail } from './test-app.ts';

export type Account = Awaited<ReturnType<typeof signUp>>;

export async function createTenant(t: TestApp, owner: Account, body: { name?: string; slug?: string } = {}) {
  const response = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name: body.name ?? 'Acme', ...body } });
  expect(response.status, response.text).toBe(201);
  return response.body.data as Schemas['Tenant'];
}

/**
 * Makes `who` a member the only way there is: `by` invites the address (addMember, always 202 with
 * an invitation), and `who` accepts with the token mailed to the development outbox. Answers
 * the Member that acceptInvitation returns.
 */
export async function addMember(t: TestApp, tenantId: string, by: Account, who: Account, role: string) {
  const invited = await t.call('POST', `/v1/tenants/${tenantId}/members`, { token: by.accessToken, body: { email: who.email, role } });
  expect(invited.status, invited.text).toBe(202);
  return acceptInvitationAs(t, who);
}

/** `who` accepts the newest invitation mailed to their address; answers the new Member. */
export async function acceptInvitationAs(t: TestApp, who: Account) {
  const token = await outboxToken(t, who.email, 'accept-invitation');
  const accepted = await t.call('POST', '/v1/invitations/accept', { token: who.accessToken, body: { token } });
  expect(accepted.status, accepted.text).toBe(200);
  return accepted.body.data as Schemas['Member'];
}

/**
 * A tenant with one user in each standing: owner, admin, member; plus an outsider who owns
 * a tenant of their own (a member of another tenant, not of this one).
 */
export async function tenantWithCast(t: TestApp) {
  const [owner, admin, member, outsider] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
  const tenant = await createTenant(t, owner);
  await addMember(t, tenant.id, owner, admin, 'admin');
  await addMember(t, tenant.id, owner, member, 'member');
  const otherTenant = await createTenant(t, outsider, { name: 'Other' });
  return { tenant, owner, admin, member, outsider, otherTenant };
}

/** A user's membership row in a tenant as stored (undefined when not a member). */
export function storedMembership(t: TestApp, tenantId: string, userId: string) {
  return t.app.services.db
    .selectFrom('tenant_members')
    .select(['user_id', 'builtin_role', 'custom_role_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A tenant the platform made (createPlatformTenant with `token`) for an address with no
 * account: no member yet, and one pending owner invitation.
 */
export async function platformTenantWithInvitation(t: TestApp, token: string) {
  const created = await t.call('POST', '/v1/platform/tenants', {
    token,
    body: { name: `Platform ${randomBytes(4).toString('hex')}`, ownerEmail: uniqueEmail('platform-owner') },
  });
  expect(created.status, created.text).toBe(201);
  const data = created.body.data as Schemas['PlatformTenantCreated'];
  return { tenantId: data.tenant.id, invitationId: data.invitation!.id };
}

/**
 * A tenant the platform made with a verified owner, and a second user who joined it as a
 * member by accepting the platform's invitation: a member the platform may remove.
 */
export async function platformTenantWithMember(t: TestApp, token: string) {
  const [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  const created = await t.call('POST', '/v1/platform/tenants', {
    token,
    body: { name: `Platform ${randomBytes(4).toString('hex')}`, ownerEmail: owner.email },
  });
  expect(created.status, created.text).toBe(201);
  const tenantId = (created.body.data as Schemas['PlatformTenantCreated']).tenant.id;
  const invited = await t.call('POST', `/v1/platform/tenants/${tenantId}/invitations`, {
    token,
    body: { email: member.email, role: 'member' },
  });
  expect(invited.status, invited.text).toBe(201);
  await acceptInvitationAs(t, member);
  return { tenantId, owner, member };
}
