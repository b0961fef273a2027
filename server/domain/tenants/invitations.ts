import type { RequestBody, Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import * as invitations from '../../db/repositories/invitations.ts';
import * as members from '../../db/repositories/members.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import { findUserById, normalizeEmail } from '../../db/repositories/users.ts';
import type { TenantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isOwner, isPlatformCaller, type TenantCaller } from '../../policy/membership.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { mailTemplate } from '../mail/templates.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';
import { reserveInvitationMail } from './invitation-mail-caps.ts';
import { memberView } from './member-view.ts';
import { assertWithinPlanLimit } from './plan-limits.ts';
import { resolveRoleName, roleNameOf } from './roles.ts';
import { lockTenantAsCaller } from './tenant-lock.ts';
import { mailLink } from '../mail/mail-link.ts';

/** Longer than an email link's day: an invitation waits for someone who may not have an account yet. */
export const INVITATION_TTL_DAYS = 7;
const invitationMail = mailTemplate('invitation');

export function invitationView(row: invitations.InvitationRow): Schemas['Invitation'] {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    role: roleNameOf(row),
    status: row.accepted_at ? 'accepted' : row.revoked_at ? 'revoked' : row.expires_at <= new Date() ? 'expired' : 'pending',
    invitedBy: row.invited_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** An invitation committed, with the token its mail carries (the only place the token exists). */
export interface IssuedInvitation {
  invitation: Schemas['Invitation'];
  tenantName: string;
  token: string;
}

/**
 * Inside the transaction that holds the tenant's lock (see lockTenantAsCaller): invites
 * `email` to the tenant with `roleName`. An earlier pending invitation for the same address is
 * replaced, so inviting again is how a lost or undelivered link is sent anew. Pending
 * invitations count against the plan's member limit, and each mail against the caps per
 * address and per tenant (invitation-mail-caps.ts).
 */
export async function inviteToTenant(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  context: { tenant: TenantRow; caller: TenantCaller },
  input: { email: string; role: string },
): Promise<IssuedInvitation> {
  const { tenant, caller } = context;
  const email = normalizeEmail(input.email);
  const role = await resolveRoleName(trx, tenant.id, input.role);
  if (role.builtinRole === 'owner' && !isOwner(caller)) throw new AppError('OWNER_REQUIRED', 'Only an owner may invite an owner.');
  const existingMember = await members.findMemberRowByEmail(trx, tenant.id, email);
  if (existingMember) throw new AppError('CONFLICT', 'That address belongs to a member of this tenant already.');
  const replaced = await invitations.findPendingInvitationForEmail(trx, tenant.id, email);
  const seatsTaken = (await members.countMembers(trx, tenant.id)) + (await invitations.countPendingInvitations(trx, tenant.id));
  await assertWithinPlanLimit(trx, tenant.plan_id, 'max_members', seatsTaken - (replaced ? 1 : 0));
  await reserveInvitationMail(trx, tenant.id, email);
  if (replaced) await revokeInTransaction(trx, services, meta, replaced, 'replaced');

  const token = newSecret('gki_');
  const row = await invitations.insertInvitation(trx, {
    id: newId('inv'),
    tenantId: tenant.id,
    email,
    role,
    tokenHash: hashSecret(token),
    invitedBy: isPlatformCaller(caller) ? null : caller.userId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  const invitation = invitationView(row);
  await recordTenantChange(trx, services, meta, {
    event: 'member.invited',
    tenantId: tenant.id,
    target: { type: 'invitation', id: row.id },
    metadata: { email, role: invitation.role, ...(replaced ? { replaces: replaced.id } : {}) },
    data: invitation,
  });
  return { invitation, tenantName: tenant.name, token };
}

/**
 * After the commit (mail never waits inside a transaction). The invitation stays either way; a
 * mail server that refuses is a 503, and inviting again sends a fresh link. `inviterEmail` is
 * null when the platform invited: the mail then names the tenant's administrators, since a
 * service account's name means nothing to the person invited.
 */
export async function mailInvitation(services: Services, issued: IssuedInvitation, inviterEmail: string | null): Promise<void> {
  const { appUrl } = services.config.mail;
  const link = mailLink(appUrl, 'accept-invitation', issued.token);
  const mail = invitationMail({
    tenant: issued.tenantName,
    inviter: inviterEmail ?? `The administrators of ${issued.tenantName}`,
    role: issued.invitation.role,
    link,
    days: String(INVITATION_TTL_DAYS),
  });
  try {
    await services.mailer.send({ to: issued.invitation.email, ...mail, link });
  } catch (err) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The invitation is saved, but the mail server cannot take its message right now; invite the address again to send a new link.',
      { cause: err },
    );
  }
}

/**
 * createInvitation, addMember and the platform's createPlatformTenantInvitation. The mail names
 * a member inviter's address, so only an inviter who proved it may send one: otherwise anyone
 * could sign up as ceo@victim.example and have invitations "from" that address mailed to strangers.
 */
export async function createInvitation(
  services: Services,
  meta: RequestMeta,
  guarded: TenantCaller,
  input: RequestBody<'createInvitation'>,
): Promise<Schemas['Invitation']> {
  const inviterEmail = isPlatformCaller(guarded) ? null : await verifiedInviterEmail(services, guarded.userId);
  const issued = await services.db.transaction().execute(async (trx) => {
    const context = await lockTenantAsCaller(trx, guarded, 'manager');
    return inviteToTenant(trx, services, meta, context, input);
  });
  await mailInvitation(services, issued, inviterEmail);
  return issued.invitation;
}

async function verifiedInviterEmail(services: Services, userId: string): Promise<string> {
  const inviter = await findUserById(services.db, userId);
  if (!inviter) throw new AppError('INVALID_CREDENTIAL');
  if (!inviter.email_verified_at)
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Verify your email address before inviting anyone (resendVerificationEmail sends a new link).',
    );
  return inviter.email;
}

export async function listInvitations(
  services: Services,
  tenantId: string,
  query: { limit?: number | string; cursor?: string },
): Promise<Schemas['InvitationPage']> {
  const limit = clampLimit(query.limit);
  const rows = await invitations.listInvitationRows(services.db, tenantId, { limit, beforeId: decodeCursor(query.cursor) });
  return pageOf(rows, limit, invitationView);
}

export async function getInvitation(services: Services, tenantId: string, invitationId: string): Promise<Schemas['Invitation']> {
  return invitationView(await invitations.findInvitationRow(services.db, tenantId, invitationId));
}

export async function revokeInTransaction(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  row: invitations.InvitationRow,
  reason: 'revoked' | 'replaced',
): Promise<Schemas['Invitation']> {
  await invitations.markInvitationRevoked(trx, row.id);
  const invitation = invitationView(await invitations.findInvitationRow(trx, row.tenant_id, row.id));
  await recordTenantChange(trx, services, meta, {
    event: 'member.invitation_revoked',
    tenantId: row.tenant_id,
    target: { type: 'invitation', id: row.id },
    metadata: { email: row.email, reason },
    data: invitation,
  });
  return invitation;
}

export async function revokeInvitation(
  services: Services,
  meta: RequestMeta,
  guarded: TenantCaller,
  invitationId: string,
): Promise<Schemas['Invitation']> {
  return services.db.transaction().execute(async (trx) => {
    await lockTenantAsCaller(trx, guarded, 'manager');
    const row = await invitations.findInvitationRow(trx, guarded.tenantId, invitationId);
    const status = invitationView(row).status;
    if (status !== 'pending') throw new AppError('CONFLICT', `This invitation is ${status}; only a pending one can be revoked.`);
    return revokeInTransaction(trx, services, meta, row, 'revoked');
  });
}

const UNUSABLE = 'This invitation is unknown, expired, revoked or already accepted; ask the tenant for a new one.';

/**
 * The signed-in user joins the tenant with the invited role, when their address is the invited
 * one and verified: a link forwarded to (or intercepted by) someone else is worthless, and so
 * is an account that merely claims the address.
 */
export async function acceptInvitation(
  services: Services,
  meta: RequestMeta,
  userId: string,
  input: RequestBody<'acceptInvitation'>,
): Promise<Schemas['Member']> {
  const tokenHash = hashSecret(input.token);
  return services.db.transaction().execute(async (trx) => {
    const found = await invitations.findPendingInvitationByToken(trx, tokenHash);
    if (!found) throw new AppError('NOT_FOUND', UNUSABLE);
    // Serialised with revocation and the tenant's other member changes; then read again.
    const tenant = await lockTenant(trx, found.tenant_id);
    const invitation = await invitations.findPendingInvitationByToken(trx, tokenHash);
    if (!invitation) throw new AppError('NOT_FOUND', UNUSABLE);
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('INVALID_CREDENTIAL');
    if (user.email !== invitation.email)
      throw new AppError('INVITATION_EMAIL_MISMATCH', 'This invitation was sent to another address; sign in as the account that has it.');
    if (!user.email_verified_at)
      throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your email address first (the link mailed at signup, or resendVerificationEmail).');
    if (await members.findMemberRow(trx, tenant.id, user.id)) throw new AppError('CONFLICT', 'You are already a member of this tenant.');
    // The invitation held its seat; a tenant moved to a smaller plan since cannot grow past it.
    await assertWithinPlanLimit(trx, tenant.plan_id, 'max_members', await members.countMembers(trx, tenant.id));
    const role: members.RoleAssignment = invitation.builtin_role
      ? { builtinRole: invitation.builtin_role, customRoleId: null }
      : { builtinRole: null, customRoleId: invitation.custom_role_id! };
    await members.insertMember(trx, tenant.id, user.id, role);
    await invitations.markInvitationAccepted(trx, invitation.id, user.id);
    const member = memberView((await members.findMemberRow(trx, tenant.id, user.id))!);
    await recordTenantChange(trx, services, meta, {
      event: 'member.invitation_accepted',
      tenantId: tenant.id,
      target: { type: 'invitation', id: invitation.id },
      metadata: { email: user.email, role: member.role },
      data: invitationView(await invitations.findInvitationRow(trx, tenant.id, invitation.id)),
    });
    await recordTenantChange(trx, services, meta, {
      event: 'member.added',
      tenantId: tenant.id,
      target: { type: 'user', id: user.id },
      metadata: { role: member.role, invitation: invitation.id },
      data: member,
    });
    return member;
  });
}
