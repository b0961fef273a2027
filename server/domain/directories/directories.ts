import type { RequestBody, Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import * as directories from '../../db/repositories/directories.ts';
import { deleteDirectoryKey, insertServiceAccountRow, replaceDirectoryKey } from '../../db/repositories/service-accounts.ts';
import type { DirectoryRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isOwner, isPlatformCaller, type TenantCaller } from '../../policy/membership.ts';
import { hashSecret, newSecret, SERVICE_ACCOUNT_KEY_PREFIX } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import { resolveRoleName } from '../tenants/roles.ts';
import { lockTenantAsCaller } from '../tenants/tenant-lock.ts';

/** Enough for every identity provider an organisation runs, and a bound on keys made per tenant. */
export const MAX_DIRECTORIES_PER_TENANT = 20;

/** The one permission of a directory's key: its SCIM service, for this directory only. */
export const scimPermission = (directoryId: string) => `scim:${directoryId}`;

export const scimBaseUrl = (issuer: string) => `${issuer}/v1/platform/scim/v2`;

export function directoryView(services: Services, row: DirectoryRow): Schemas['Directory'] {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    groupRoles: row.group_roles,
    scimBaseUrl: scimBaseUrl(services.config.issuer),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listDirectories(services: Services, tenantId: string): Promise<Schemas['DirectoryPage']> {
  const rows = await directories.listDirectoryRows(services.db, tenantId);
  return { items: rows.map((row) => directoryView(services, row)), nextCursor: null };
}

export async function getDirectory(services: Services, tenantId: string, directoryId: string): Promise<Schemas['Directory']> {
  return directoryView(services, await directories.findDirectoryRow(services.db, tenantId, directoryId));
}

/**
 * The directory and its key, in one transaction under the tenant's lock (the caller's role is
 * read again there, since mapping a group to `owner` is an owner's decision, as inviting one is).
 */
export async function createDirectory(
  services: Services,
  meta: RequestMeta,
  caller: TenantCaller,
  input: RequestBody<'createDirectory'>,
): Promise<Schemas['DirectoryCreated']> {
  const token = newSecret(SERVICE_ACCOUNT_KEY_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    const locked = await lockTenantAsCaller(trx, caller, 'manager');
    const groupRoles = input.groupRoles ?? [];
    await assertMappableRoles(trx, locked.caller, groupRoles);
    if ((await directories.countDirectoryRows(trx, caller.tenantId)) >= MAX_DIRECTORIES_PER_TENANT)
      throw new AppError('CONFLICT', `A tenant holds at most ${MAX_DIRECTORIES_PER_TENANT} directories; delete one first.`);
    const row = await directories.insertDirectoryRow(trx, { id: newId('dir'), tenantId: caller.tenantId, name: input.name, groupRoles });
    await insertServiceAccountRow(trx, {
      id: newId('sa'),
      name: `SCIM directory ${row.id}`,
      permissions: [scimPermission(row.id)],
      key_hash: hashSecret(token),
      created_by: isPlatformCaller(caller) ? 'platform' : caller.userId,
      directory_id: row.id,
    });
    await recordAuditEvent(trx, meta, {
      action: 'directory.created',
      tenantId: caller.tenantId,
      target: { type: 'directory', id: row.id },
      metadata: { name: row.name, groupRoles },
    });
    return { directory: directoryView(services, row), token };
  });
}

/** Every mapped role exists in the tenant, and only an owner maps a group to owner. */
async function assertMappableRoles(trx: Db, caller: TenantCaller, groupRoles: Schemas['DirectoryGroupRole'][]): Promise<void> {
  for (const [index, mapping] of groupRoles.entries()) {
    if (mapping.role === 'owner' && !isOwner(caller))
      throw new AppError('OWNER_REQUIRED', 'Only an owner may map a directory group to owner.');
    await resolveRoleName(trx, caller.tenantId, mapping.role).catch(() => {
      throw new AppError('VALIDATION_FAILED', `body.groupRoles[${index}].role "${mapping.role}" is not a role of this tenant.`);
    });
  }
}

/**
 * A new name or a whole new mapping, under the tenant's lock as at creation. Members keep their
 * roles until SCIM next provisions them (provisioning.ts `roleFor`): nothing is recomputed here.
 */
export async function updateDirectory(
  services: Services,
  meta: RequestMeta,
  caller: TenantCaller,
  directoryId: string,
  input: RequestBody<'updateDirectory'>,
): Promise<Schemas['Directory']> {
  return services.db.transaction().execute(async (trx) => {
    const locked = await lockTenantAsCaller(trx, caller, 'manager');
    // Another tenant's or no directory is 404 before its mapping is judged (403 or 400 would
    // tell a stranger something); the update's own NOT_FOUND then only guards the race.
    await directories.findDirectoryRow(trx, caller.tenantId, directoryId);
    if (input.groupRoles) await assertMappableRoles(trx, locked.caller, input.groupRoles);
    const row = await directories.updateDirectoryRow(trx, caller.tenantId, directoryId, { name: input.name, groupRoles: input.groupRoles });
    await recordAuditEvent(trx, meta, {
      action: 'directory.updated',
      tenantId: caller.tenantId,
      target: { type: 'directory', id: row.id },
      metadata: { ...(input.name !== undefined ? { name: row.name } : {}), ...(input.groupRoles ? { groupRoles: row.group_roles } : {}) },
    });
    return directoryView(services, row);
  });
}

export async function rotateDirectoryToken(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  directoryId: string,
): Promise<Schemas['DirectoryCreated']> {
  const token = newSecret(SERVICE_ACCOUNT_KEY_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    const row = await directories.findDirectoryRow(trx, tenantId, directoryId);
    await replaceDirectoryKey(trx, directoryId, hashSecret(token));
    await directories.touchDirectoryRow(trx, directoryId);
    await recordAuditEvent(trx, meta, { action: 'directory.token_rotated', tenantId, target: { type: 'directory', id: row.id } });
    return { directory: directoryView(services, { ...row, updated_at: new Date() }), token };
  });
}

/** The directory's users and groups go with it; the accounts and memberships it made stay. */
export async function deleteDirectory(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  directoryId: string,
): Promise<Schemas['Deleted']> {
  return services.db.transaction().execute(async (trx) => {
    await directories.findDirectoryRow(trx, tenantId, directoryId);
    await deleteDirectoryKey(trx, directoryId);
    await directories.deleteDirectoryRow(trx, tenantId, directoryId);
    await recordAuditEvent(trx, meta, { action: 'directory.deleted', tenantId, target: { type: 'directory', id: directoryId } });
    return { id: directoryId, deleted: true };
  });
}
