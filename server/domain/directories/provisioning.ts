import type { Db } from '../../db/database.ts';
import { listGroupsOfMember } from '../../db/repositories/directory-users.ts';
import * as invitations from '../../db/repositories/invitations.ts';
import * as members from '../../db/repositories/members.ts';
import { isVerifiedDomainOf } from '../../db/repositories/sso.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import { findUserByEmail, insertUser, markEmailVerified, normalizeEmail } from '../../db/repositories/users.ts';
import type { DirectoryRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { platformCaller } from '../../policy/membership.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import { newId } from '../ids.ts';
import { disableUserIn, enableUserIn } from '../platform/users.ts';
import { handOverUnprovenAccount } from '../sso/account-handover.ts';
import { type IssuedInvitation, inviteToTenant, revokeInTransaction } from '../tenants/invitations.ts';
import { memberView } from '../tenants/member-view.ts';
import { assertWithinPlanLimit } from '../tenants/plan-limits.ts';
import { resolveRoleName, roleNameOf } from '../tenants/roles.ts';

/** What a directory user stands for in Gatekeep: an account, a pending invitation, whether the directory manages the account. */
export interface Provisioned {
  userId: string | null;
  invitationId: string | null;
  managed: boolean;
}

/** A directory user as provisioning reads it. */
export interface DirectoryPerson extends Provisioned {
  id: string;
  email: string | null;
  active: boolean;
  displayName: string | null;
}

/**
 * Issue 35 point 3, inside the SCIM request's transaction, after its write: the Gatekeep side
 * of one directory user. Active, with an address in a domain the tenant verified: the account
 * (found or made, no password, the address verified: the tenant vouches for its domain) is the
 * directory's (`managed`) and a member with the role its groups map to. Active elsewhere: the
 * directory can only invite the address (the person joins by accepting), or finds them a member
 * already. Inactive: the membership goes at once, a pending invitation is revoked, and a managed
 * account is disabled (sessions ended, every credential refused). Reactivation restores both.
 * Answers the new links and, for an invitation, the mail to send once committed.
 */
export async function provisionPerson(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  directory: DirectoryRow,
  person: DirectoryPerson,
): Promise<{ provisioned: Provisioned; mail?: IssuedInvitation }> {
  const tenant = await lockTenant(trx, directory.tenant_id);
  if (!person.active) return { provisioned: await deprovision(trx, services, meta, directory, person) };
  const email = person.email === null ? null : normalizeEmail(person.email);
  if (email === null) return { provisioned: { userId: null, invitationId: null, managed: false } };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const role = await roleFor(trx, directory, person.id);

  if (await isVerifiedDomainOf(trx, tenant.id, domain)) {
    const user = await managedAccount(trx, services, meta, person, email);
    if (user.disabled_at && person.managed) await enableUserIn(trx, meta, user.id, { directoryId: directory.id });
    await ensureMember(trx, services, meta, directory, tenant.plan_id, user.id, role);
    return { provisioned: { userId: user.id, invitationId: null, managed: true } };
  }

  const existing = await members.findMemberRowByEmail(trx, tenant.id, email);
  if (existing) {
    await ensureMember(trx, services, meta, directory, tenant.plan_id, existing.user_id, role);
    return { provisioned: { userId: existing.user_id, invitationId: null, managed: false } };
  }
  const pending = await invitations.findPendingInvitationForEmail(trx, tenant.id, email);
  if (pending) return { provisioned: { userId: person.userId, invitationId: pending.id, managed: false } };
  const issued = await inviteToTenant(trx, services, meta, { tenant, caller: platformCaller(tenant.id) }, { email, role: role.name });
  return { provisioned: { userId: person.userId, invitationId: issued.invitation.id, managed: false }, mail: issued };
}

/** The membership goes, a pending invitation is revoked, a managed account is disabled. */
export async function deprovision(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  directory: DirectoryRow,
  person: Provisioned,
): Promise<Provisioned> {
  const tenantId = directory.tenant_id;
  if (person.userId) {
    const member = await members.findMemberRow(trx, tenantId, person.userId);
    if (member) {
      if (member.builtin_role === 'owner' && (await members.countMembers(trx, tenantId, 'owner')) === 1)
        throw new AppError('LAST_OWNER', "This user is the tenant's last owner; make someone else an owner before deprovisioning them.");
      await members.deleteMember(trx, tenantId, person.userId);
      await recordTenantChange(trx, services, meta, {
        event: 'member.removed',
        tenantId,
        target: { type: 'user', id: person.userId },
        metadata: { role: roleNameOf(member), directoryId: directory.id },
        data: { userId: person.userId, tenantId, role: roleNameOf(member) },
      });
    }
    if (person.managed) await disableUserIn(trx, services, meta, person.userId, { directoryId: directory.id });
  }
  if (person.invitationId) {
    const invitation = await invitations.findInvitationRow(trx, tenantId, person.invitationId).catch(() => undefined);
    if (invitation && !invitation.accepted_at && !invitation.revoked_at && invitation.expires_at > new Date())
      await revokeInTransaction(trx, services, meta, invitation, 'revoked');
  }
  return { userId: person.userId, invitationId: null, managed: person.managed };
}

/** The account with the address (handed over if it never proved it), or a new one without a password. */
async function managedAccount(trx: Db, services: Services, meta: RequestMeta, person: DirectoryPerson, email: string): Promise<UserRow> {
  const found = await findUserByEmail(trx, email);
  if (found) {
    await handOverUnprovenAccount(trx, services, meta, found, 'directory_provisioned');
    return found;
  }
  const created = await insertUser(trx, {
    id: newId('usr'),
    email,
    name: person.displayName?.slice(0, 200) ?? null,
    passwordHash: NO_PASSWORD,
  });
  return (await markEmailVerified(trx, created.id, email)) ?? created;
}

/** A member with `role`, added (within the plan) or moved to it; the last owner keeps owner. */
async function ensureMember(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  directory: DirectoryRow,
  planId: string,
  userId: string,
  role: members.RoleAssignment & { name: string },
): Promise<void> {
  const tenantId = directory.tenant_id;
  const current = await members.findMemberRow(trx, tenantId, userId);
  if (!current) {
    await assertWithinPlanLimit(trx, planId, 'max_members', await members.countMembers(trx, tenantId));
    await members.insertMember(trx, tenantId, userId, role);
    const member = memberView((await members.findMemberRow(trx, tenantId, userId))!);
    await recordTenantChange(trx, services, meta, {
      event: 'member.added',
      tenantId,
      target: { type: 'user', id: userId },
      metadata: { role: member.role, directoryId: directory.id },
      data: member,
    });
    return;
  }
  if (roleNameOf(current) === role.name) return;
  if (current.builtin_role === 'owner' && (await members.countMembers(trx, tenantId, 'owner')) === 1) return;
  await members.setMemberRole(trx, tenantId, userId, role);
  const member = memberView((await members.findMemberRow(trx, tenantId, userId))!);
  await recordTenantChange(trx, services, meta, {
    event: 'member.role_changed',
    tenantId,
    target: { type: 'user', id: userId },
    metadata: { from: roleNameOf(current), to: role.name, directoryId: directory.id },
    data: member,
  });
}

const RANK = (role: string, order: number) =>
  role === 'owner' ? -2 : role === 'admin' ? -1 : role === 'member' ? Number.MAX_SAFE_INTEGER : order;

/**
 * The highest role mapped to any of the user's groups (owner, admin, then custom roles in the
 * mapping's order, then member); member when none is mapped, or when a mapped custom role has
 * since been deleted.
 */
export async function roleFor(
  trx: Db,
  directory: DirectoryRow,
  directoryUserId: string,
): Promise<members.RoleAssignment & { name: string }> {
  const groups = new Set((await listGroupsOfMember(trx, directoryUserId)).map((group) => group.display_name.toLowerCase()));
  const mapped = directory.group_roles
    .map((mapping, order) => ({ ...mapping, order }))
    .filter((mapping) => groups.has(mapping.group.toLowerCase()))
    .sort((a, b) => RANK(a.role, a.order) - RANK(b.role, b.order));
  for (const mapping of mapped) {
    const role = await resolveRoleName(trx, directory.tenant_id, mapping.role).catch(() => undefined);
    if (role) return { ...role, name: mapping.role };
  }
  return { builtinRole: 'member', customRoleId: null, name: 'member' };
}
