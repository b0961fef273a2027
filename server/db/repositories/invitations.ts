import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import type { RoleAssignment } from './members.ts';

function invitationsQuery(db: Db) {
  return db
    .selectFrom('tenant_invitations as i')
    .leftJoin('tenant_roles as r', 'r.id', 'i.custom_role_id')
    .select([
      'i.id',
      'i.tenant_id',
      'i.email',
      'i.builtin_role',
      'i.custom_role_id',
      'r.name as custom_role_name',
      'i.invited_by',
      'i.created_at',
      'i.expires_at',
      'i.accepted_at',
      'i.accepted_by',
      'i.revoked_at',
    ]);
}

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationsQuery>['executeTakeFirstOrThrow']>>;

/** Not accepted, not revoked, not expired: the only invitations a token can still redeem. */
const PENDING = sql<boolean>`i.accepted_at is null and i.revoked_at is null and i.expires_at > now()`;

export async function insertInvitation(
  db: Db,
  invitation: {
    id: string;
    tenantId: string;
    email: string;
    role: RoleAssignment;
    tokenHash: string;
    invitedBy: string | null;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  await db
    .insertInto('tenant_invitations')
    .values({
      id: invitation.id,
      tenant_id: invitation.tenantId,
      email: invitation.email,
      builtin_role: invitation.role.builtinRole,
      custom_role_id: invitation.role.customRoleId,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt,
    })
    .execute();
  return findInvitationRow(db, invitation.tenantId, invitation.id);
}

/** Newest first, keyset-paged by id (ids sort by creation). */
export function listInvitationRows(db: Db, tenantId: string, page: { limit: number; beforeId?: string }): Promise<InvitationRow[]> {
  let query = invitationsQuery(db).where('i.tenant_id', '=', tenantId);
  if (page.beforeId) query = query.where('i.id', '<', page.beforeId);
  return query
    .orderBy('i.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function findInvitationRow(db: Db, tenantId: string, invitationId: string): Promise<InvitationRow> {
  const row = await invitationsQuery(db).where('i.tenant_id', '=', tenantId).where('i.id', '=', invitationId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The pending invitation a token redeems, if any; the caller holds the tenant's lock. */
export function findPendingInvitationByToken(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return invitationsQuery(db).where('i.token_hash', '=', tokenHash).where(PENDING).executeTakeFirst();
}

export function findPendingInvitationForEmail(db: Db, tenantId: string, email: string): Promise<InvitationRow | undefined> {
  return invitationsQuery(db).where('i.tenant_id', '=', tenantId).where('i.email', '=', email).where(PENDING).executeTakeFirst();
}

/** Pending invitations hold a seat: the plan's member limit counts them with the members. */
export async function countPendingInvitations(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant_invitations as i')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('i.tenant_id', '=', tenantId)
    .where(PENDING)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Pending invitations to a custom role keep it from being deleted, as members holding it do. */
export async function countPendingInvitationsForRole(db: Db, tenantId: string, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant_invitations as i')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('i.tenant_id', '=', tenantId)
    .where('i.custom_role_id', '=', roleId)
    .where(PENDING)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markInvitationAccepted(db: Db, invitationId: string, userId: string): Promise<void> {
  await db
    .updateTable('tenant_invitations')
    .set({ accepted_at: sql`now()`, accepted_by: userId })
    .where('id', '=', invitationId)
    .execute();
}

export async function markInvitationRevoked(db: Db, invitationId: string): Promise<void> {
  await db
    .updateTable('tenant_invitations')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', invitationId)
    .execute();
}

/**
 * Invitations that can no longer be redeemed (expired while pending, or settled) hold a
 * custom role no longer; a role whose only remaining references are these may be deleted.
 */
export async function deleteSettledInvitationsForRole(db: Db, tenantId: string, roleId: string): Promise<void> {
  await db
    .deleteFrom('tenant_invitations as i')
    .where('i.tenant_id', '=', tenantId)
    .where('i.custom_role_id', '=', roleId)
    .where(sql<boolean>`not (${PENDING})`)
    .execute();
}
