import type { Db } from '../database.ts';
import type { BuiltinRole } from '../schema.ts';

/** The caller's standing in one tenant, as the guard found it. */
export interface Membership {
  tenantId: string;
  userId: string;
  builtinRole: BuiltinRole | null;
  customRoleId: string | null;
}

export function canManage(membership: Membership): boolean {
  return membership.builtinRole === 'owner' || membership.builtinRole === 'admin';
}

export function isOwner(membership: Membership): boolean {
  return membership.builtinRole === 'owner';
}

export async function findMembership(db: Db, tenantId: string, userId: string): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('tenant_members')
    .select(['tenant_id', 'user_id', 'builtin_role', 'custom_role_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { tenantId: row.tenant_id, userId: row.user_id, builtinRole: row.builtin_role, customRoleId: row.custom_role_id };
}

export async function tenantExists(db: Db, tenantId: string): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst()) !== undefined;
}
