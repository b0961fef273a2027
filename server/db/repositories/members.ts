import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import { isUniqueViolation } from '../errors.ts';
import type { BuiltinRole } from '../schema.ts';

/** What a member holds: a built-in role, or a custom role of the same tenant. */
export type RoleAssignment = { builtinRole: BuiltinRole; customRoleId: null } | { builtinRole: null; customRoleId: string };

function membersQuery(db: Db, tenantId: string) {
  return db
    .selectFrom('tenant_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('tenant_roles as r', 'r.id', 'm.custom_role_id')
    .select([
      'm.user_id',
      'm.tenant_id',
      'u.email',
      'u.name',
      'm.builtin_role',
      'm.custom_role_id',
      'r.name as custom_role_name',
      'm.joined_at',
    ])
    .where('m.tenant_id', '=', tenantId);
}

export type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['executeTakeFirstOrThrow']>>;

export function listMemberRows(db: Db, tenantId: string): Promise<MemberRow[]> {
  return membersQuery(db, tenantId).orderBy('m.joined_at').orderBy('m.user_id').execute();
}

export function findMemberRow(db: Db, tenantId: string, userId: string): Promise<MemberRow | undefined> {
  return membersQuery(db, tenantId).where('m.user_id', '=', userId).executeTakeFirst();
}

export function findMemberRowByEmail(db: Db, tenantId: string, email: string): Promise<MemberRow | undefined> {
  return membersQuery(db, tenantId).where('u.email', '=', email).executeTakeFirst();
}

export async function insertMember(db: Db, tenantId: string, userId: string, role: RoleAssignment): Promise<void> {
  try {
    await db
      .insertInto('tenant_members')
      .values({ tenant_id: tenantId, user_id: userId, builtin_role: role.builtinRole, custom_role_id: role.customRoleId })
      .execute();
    // The member's cached tenant list (listTenants) is out of date, here and on every instance.
    await publishInvalidations(db, [`user:${userId}`]);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'That user is already a member of this tenant.');
    throw err;
  }
}

export async function setMemberRole(db: Db, tenantId: string, userId: string, role: RoleAssignment): Promise<void> {
  await db
    .updateTable('tenant_members')
    .set({ builtin_role: role.builtinRole, custom_role_id: role.customRoleId })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  await publishInvalidations(db, [`user:${userId}`]);
}

export async function deleteMember(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.deleteFrom('tenant_members').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  await publishInvalidations(db, [`user:${userId}`]);
}

export async function countMembers(db: Db, tenantId: string, builtinRole?: BuiltinRole): Promise<number> {
  let query = db
    .selectFrom('tenant_members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId);
  if (builtinRole) query = query.where('builtin_role', '=', builtinRole);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
