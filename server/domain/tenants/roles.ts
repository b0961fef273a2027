import { countConfigsWithDefaultRole, renameDefaultRole } from '../../db/repositories/provider-configs.ts';
import type { RequestBody, Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { countPendingInvitationsForRole, deleteSettledInvitationsForRole } from '../../db/repositories/invitations.ts';
import type { RoleAssignment } from '../../db/repositories/members.ts';
import * as roles from '../../db/repositories/roles.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import type { BuiltinRole, TenantRoleRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';

/** The same three roles in every tenant; they cannot be changed or deleted. */
export const BUILTIN_ROLES: Record<BuiltinRole, Schemas['Role']> = {
  owner: {
    id: 'rol_owner',
    name: 'owner',
    description: 'Full control, including deleting the tenant and managing owners.',
    permissions: ['tenant:*'],
    builtIn: true,
  },
  admin: {
    id: 'rol_admin',
    name: 'admin',
    description: 'Manages members (except owners), roles, settings, keys and the audit log.',
    permissions: ['tenant:manage'],
    builtIn: true,
  },
  member: {
    id: 'rol_member',
    name: 'member',
    description: 'Reads the tenant, its members and roles.',
    permissions: ['tenant:read'],
    builtIn: true,
  },
};

const isBuiltinName = (name: string): name is BuiltinRole => Object.hasOwn(BUILTIN_ROLES, name);
const builtinById = (roleId: string) => Object.values(BUILTIN_ROLES).find((role) => role.id === roleId);

export function roleView(row: TenantRoleRow): Schemas['Role'] {
  return { id: row.id, name: row.name, description: row.description, permissions: row.permissions, builtIn: false };
}

/** The role name a member shows: the built-in's, or the custom role's. */
export function roleNameOf(member: { builtin_role: BuiltinRole | null; custom_role_name: string | null }): string {
  return member.builtin_role ?? member.custom_role_name ?? 'member';
}

/** `role` as a client names it (built-in or custom role name) to what a member row stores. */
export async function resolveRoleName(db: Db, tenantId: string, name: string): Promise<RoleAssignment> {
  if (isBuiltinName(name)) return { builtinRole: name, customRoleId: null };
  const custom = await roles.findCustomRoleByName(db, tenantId, name);
  if (!custom) throw new AppError('VALIDATION_FAILED', `body.role "${name}" is not a role of this tenant.`);
  return { builtinRole: null, customRoleId: custom.id };
}

export async function listRoles(services: Services, tenantId: string): Promise<Schemas['RolePage']> {
  const custom = await roles.listCustomRoles(services.db, tenantId);
  return { items: [...Object.values(BUILTIN_ROLES), ...custom.map(roleView)], nextCursor: null };
}

export async function createRole(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  input: RequestBody<'createRole'>,
): Promise<Schemas['Role']> {
  if (isBuiltinName(input.name)) throw new AppError('CONFLICT', `"${input.name}" is a built-in role.`);
  return services.db.transaction().execute(async (trx) => {
    const row = await roles.insertCustomRole(trx, {
      id: newId('rol'),
      tenantId,
      name: input.name,
      description: input.description ?? null,
      permissions: input.permissions,
    });
    await recordTenantChange(trx, services, meta, {
      event: 'role.created',
      tenantId,
      target: { type: 'role', id: row.id },
      metadata: { name: row.name, permissions: row.permissions },
      data: roleView(row),
    });
    return roleView(row);
  });
}

function refuseBuiltin(roleId: string): void {
  if (builtinById(roleId)) throw new AppError('CONFLICT', 'Built-in roles cannot be changed or deleted.');
}

export async function updateRole(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  roleId: string,
  input: RequestBody<'updateRole'>,
): Promise<Schemas['Role']> {
  refuseBuiltin(roleId);
  if (input.name !== undefined && isBuiltinName(input.name)) throw new AppError('CONFLICT', `"${input.name}" is a built-in role.`);
  return services.db.transaction().execute(async (trx) => {
    const before = await roles.findCustomRole(trx, tenantId, roleId);
    const row = await roles.updateCustomRole(trx, tenantId, roleId, input);
    // Provider configs name their default role; a rename carries them along.
    if (before && before.name !== row.name) await renameDefaultRole(trx, tenantId, before.name, row.name);
    await recordTenantChange(trx, services, meta, {
      event: 'role.updated',
      tenantId,
      target: { type: 'role', id: roleId },
      metadata: { changes: Object.keys(input) },
      data: roleView(row),
    });
    return roleView(row);
  });
}

export async function deleteRole(services: Services, meta: RequestMeta, tenantId: string, roleId: string): Promise<Schemas['Deleted']> {
  refuseBuiltin(roleId);
  return services.db.transaction().execute(async (trx) => {
    // Serialised with member changes, so nobody is given the role while it is deleted.
    await lockTenant(trx, tenantId);
    const role = await roles.findCustomRole(trx, tenantId, roleId);
    if (!role) throw new AppError('NOT_FOUND');
    if ((await roles.roleHolders(trx, tenantId, roleId)) > 0)
      throw new AppError('CONFLICT', 'Members still hold this role; give them another role first.');
    if ((await countPendingInvitationsForRole(trx, tenantId, roleId)) > 0)
      throw new AppError('CONFLICT', 'Pending invitations offer this role; revoke them first.');
    if ((await countConfigsWithDefaultRole(trx, tenantId, role.name)) > 0)
      throw new AppError(
        'CONFLICT',
        "A provider config gives this role to the members it provisions; change the config's defaultRole first.",
      );
    await deleteSettledInvitationsForRole(trx, tenantId, roleId);
    await roles.deleteCustomRole(trx, tenantId, roleId);
    await recordTenantChange(trx, services, meta, {
      event: 'role.deleted',
      tenantId,
      target: { type: 'role', id: roleId },
      metadata: { name: role.name },
      data: { id: roleId, deleted: true },
    });
    return { id: roleId, deleted: true };
  });
}
