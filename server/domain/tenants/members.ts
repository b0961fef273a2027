import type { RequestBody, Schemas } from '../../api-types.ts';
import * as members from '../../db/repositories/members.ts';
import { AppError } from '../../errors.ts';
import { isOwner, isPlatformCaller, type TenantCaller } from '../../policy/membership.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { createInvitation } from './invitations.ts';
import { memberView } from './member-view.ts';
import { resolveRoleName, roleNameOf } from './roles.ts';
import { lockTenantAsCaller } from './tenant-lock.ts';

export async function listMembers(services: Services, tenantId: string): Promise<Schemas['MemberPage']> {
  return { items: (await members.listMemberRows(services.db, tenantId)).map(memberView), nextCursor: null };
}

/**
 * Membership needs consent: whatever the address (no account, an unverified one, or a verified
 * user's), addMember invites it exactly as createInvitation does, and the person joins only by
 * accepting. Adding someone directly would let any tenant manager put a stranger in their tenant
 * (and receive that stranger's `user.*` webhook events) without asking; and answering
 * differently for a verified user would tell the caller that the address has an account.
 */
export async function addMember(
  services: Services,
  meta: RequestMeta,
  guarded: TenantCaller,
  input: RequestBody<'addMember'>,
): Promise<Schemas['Invitation']> {
  return createInvitation(services, meta, guarded, input);
}

export async function updateMember(
  services: Services,
  meta: RequestMeta,
  guarded: TenantCaller,
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
  guarded: TenantCaller,
  userId: string,
): Promise<Schemas['Deleted']> {
  const { tenantId } = guarded;
  const leaving = !isPlatformCaller(guarded) && guarded.userId === userId;
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
