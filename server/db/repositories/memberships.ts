import type { Membership } from '../../policy/membership.ts';
import type { Db } from '../database.ts';

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

/** The tenants a user belongs to: where news of a change to their own account is sent. */
export async function listMemberTenantIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('tenant_members').select('tenant_id').where('user_id', '=', userId).orderBy('tenant_id').execute();
  return rows.map((row) => row.tenant_id);
}

/** The tenants where the user holds the owner role, in id order (the order tenants are locked in). */
export async function listOwnedTenantIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_members')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .where('builtin_role', '=', 'owner')
    .orderBy('tenant_id')
    .execute();
  return rows.map((row) => row.tenant_id);
}
