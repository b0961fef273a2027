import type { RequestBody, Schemas } from '../../api-types.ts';
import * as members from '../../db/repositories/members.ts';
import { countPendingInvitations, findPendingInvitationForEmail } from '../../db/repositories/invitations.ts';
import { findUserByEmail } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { isOwner, type Membership } from '../../policy/membership.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import type { Services } from '../services.ts';
import { assertWithinPlanLimit } from './plan-limits.ts';
import { type IssuedInvitation, inviteToTenant, inviterEmailOf, mailInvitation, supersedePendingInvitation } from './invitations.ts';
import { memberView } from './member-view.ts';
import { resolveRoleName, roleNameOf } from './roles.ts';
import { lockTenantAsCaller } from './tenant-lock.ts';

export async function listMembers(services: Services, tenantId: string): Promise<Schemas['MemberPage']> {
  return { items: (await members.listMemberRows(services.db, tenantId)).map(memberView), nextCursor: null };
}

/** addMember's two outcomes: a verified user joins at once; anyone else is invited. */
export type AddMemberOutcome = { added: Schemas['Member'] } | { invited: Schemas['Invitation'] };

/**
 * Adds the user whose address is verified; for an address with no account, or one whose owner
 * has not proved it, it invites instead (as createInvitation), so that an account merely
 * claiming someone's address never gains their membership.
 */
export async function addMember(
  services: Services,
  meta: RequestMeta,
  guarded: Membership,
  input: RequestBody<'addMember'>,
): Promise<AddMemberOutcome> {
  const { tenantId } = guarded;
  const outcome = await services.db
    .transaction()
    .execute(async (trx): Promise<{ member: Schemas['Member'] } | { issued: IssuedInvitation }> => {
      const { tenant, caller } = await lockTenantAsCaller(trx, guarded, 'manager');
      const user = await findUserByEmail(trx, input.email);
      if (!user?.email_verified_at) return { issued: await inviteToTenant(trx, services, meta, { tenant, caller }, input) };
      const role = await resolveRoleName(trx, tenantId, input.role);
      if (role.builtinRole === 'owner' && !isOwner(caller)) throw new AppError('OWNER_REQUIRED', 'Only an owner may grant the owner role.');
      if (await members.findMemberRow(trx, tenantId, user.id))
        throw new AppError('CONFLICT', 'That user is already a member of this tenant.');
      // Their own pending invitation, if any, gives its seat to the membership.
      const pending = await findPendingInvitationForEmail(trx, tenantId, user.email);
      const seatsTaken = (await members.countMembers(trx, tenantId)) + (await countPendingInvitations(trx, tenantId)) - (pending ? 1 : 0);
      await assertWithinPlanLimit(trx, tenant.plan_id, 'max_members', seatsTaken);
      await members.insertMember(trx, tenantId, user.id, role);
      await supersedePendingInvitation(trx, services, meta, pending);
      const member = memberView((await members.findMemberRow(trx, tenantId, user.id))!);
      await recordTenantChange(trx, services, meta, {
        event: 'member.added',
        tenantId,
        target: { type: 'user', id: user.id },
        metadata: { role: input.role },
        data: member,
      });
      return { member };
    });
  if ('member' in outcome) return { added: outcome.member };
  await mailInvitation(services, outcome.issued, await inviterEmailOf(services, guarded.userId));
  return { invited: outcome.issued.invitation };
}

export async function updateMember(
  services: Services,
  meta: RequestMeta,
  guarded: Membership,
  userId: string,
  input: RequestBody<'updateMember'>,
): Promise<Schemas['Member']> {
  const { tenantId } = guarded;
  return services.db.transaction().execute(async (trx) => {
    const { caller } = await lockTenantAsCaller(trx, guarded, 'manager');
    const target = await members.findMemberRow(trx, tenantId, userId);
    if (!target) throw new AppError('NOT_FOUND');
    const role = await resolveRoleName(trx, tenantId, input.role);
    const ownerChange = target.builtin_role === 'owner' || role.builtinRole === 'owner';
    if (ownerChange && !isOwner(caller)) throw new AppError('OWNER_REQUIRED', 'Only an owner may grant or remove the owner role.');
    if (target.builtin_role === 'owner' && role.builtinRole !== 'owner' && (await members.countMembers(trx, tenantId, 'owner')) === 1) {
      throw new AppError('LAST_OWNER', 'This is the last owner; make someone else an owner first.');
    }
    await members.setMemberRole(trx, tenantId, userId, role);
    const member = memberView((await members.findMemberRow(trx, tenantId, userId))!);
    await recordTenantChange(trx, services, meta, {
      event: 'member.role_changed',
      tenantId,
      target: { type: 'user', id: userId },
      metadata: { from: roleNameOf(target), to: input.role },
      data: member,
    });
    return member;
  });
}

/** Leaving needs no role; removing someone else is for managers, and an owner only by an owner. */
export async function removeMember(
  services: Services,
  meta: RequestMeta,
  guarded: Membership,
  userId: string,
): Promise<Schemas['Deleted']> {
  const { tenantId } = guarded;
  const leaving = guarded.userId === userId;
  return services.db.transaction().execute(async (trx) => {
    const { caller } = await lockTenantAsCaller(trx, guarded, leaving ? 'member' : 'manager');
    const target = await members.findMemberRow(trx, tenantId, userId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.builtin_role === 'owner') {
      if (!leaving && !isOwner(caller)) throw new AppError('OWNER_REQUIRED', 'Only an owner may remove an owner.');
      if ((await members.countMembers(trx, tenantId, 'owner')) === 1)
        throw new AppError('LAST_OWNER', 'The last owner cannot leave; make someone else an owner first.');
    }
    await members.deleteMember(trx, tenantId, userId);
    await recordTenantChange(trx, services, meta, {
      event: 'member.removed',
      tenantId,
      target: { type: 'user', id: userId },
      metadata: { role: roleNameOf(target), left: leaving },
      data: { userId, tenantId, role: roleNameOf(target) },
    });
    return { id: userId, deleted: true };
  });
}
