import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import { isUniqueViolation } from '../errors.ts';
import type { TenantRoleRow } from '../schema.ts';

function nameConflict(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'This tenant already has a role with that name.');
  throw err;
}

export function listCustomRoles(db: Db, tenantId: string): Promise<TenantRoleRow[]> {
  return db.selectFrom('tenant_roles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

export function findCustomRole(db: Db, tenantId: string, roleId: string): Promise<TenantRoleRow | undefined> {
  return db.selectFrom('tenant_roles').selectAll().where('tenant_id', '=', tenantId).where('id', '=', roleId).executeTakeFirst();
}

export function findCustomRoleByName(db: Db, tenantId: string, name: string): Promise<TenantRoleRow | undefined> {
  return db.selectFrom('tenant_roles').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
}

export async function insertCustomRole(
  db: Db,
  role: { id: string; tenantId: string; name: string; description: string | null; permissions: string[] },
): Promise<TenantRoleRow> {
  try {
    return await db
      .insertInto('tenant_roles')
      .values({
        id: role.id,
        tenant_id: role.tenantId,
        name: role.name,
        description: role.description,
        permissions: JSON.stringify(role.permissions),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    return nameConflict(err);
  }
}

export async function updateCustomRole(
  db: Db,
  tenantId: string,
  roleId: string,
  changes: { name?: string; description?: string | null; permissions?: string[] },
): Promise<TenantRoleRow> {
  try {
    const { permissions, ...rest } = changes;
    const row = await db
      .updateTable('tenant_roles')
      .set({ ...rest, ...(permissions ? { permissions: JSON.stringify(permissions) } : {}), updated_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', roleId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    // Members' cached tenant lists name their role.
    await publishInvalidations(db, [`tenant:${tenantId}`]);
    return row;
  } catch (err) {
    return nameConflict(err);
  }
}

export async function roleHolders(db: Db, tenantId: string, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant_members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('custom_role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCustomRole(db: Db, tenantId: string, roleId: string): Promise<void> {
  await db.deleteFrom('tenant_roles').where('tenant_id', '=', tenantId).where('id', '=', roleId).execute();
}
