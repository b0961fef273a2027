import { randomBytes } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import { insertMember } from '../../db/repositories/members.ts';
import { findPlanByKey } from '../../db/repositories/plans.ts';
import * as tenants from '../../db/repositories/tenants.ts';
import type { Db } from '../../db/database.ts';
import type { TenantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isOwner, type TenantCaller } from '../../policy/membership.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { assertStorableMetadata } from '../metadata.ts';
import { roleNameOf } from './roles.ts';
import { assertMayCreateTenant } from './tenant-creation.ts';
import { lockTenantAsCaller } from './tenant-lock.ts';

export function tenantView(row: TenantRow): Schemas['Tenant'] {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    planId: row.plan_id,
    metadata: row.metadata,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** `Acme Corp.` → `acme-corp`; empty when the name has no letters or digits. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

/** A derived slug never fails: a taken one gets a random suffix. */
async function derivedSlug(services: Services, name: string): Promise<string> {
  const base = slugify(name) || 'tenant';
  if (!(await tenants.slugInUse(services.db, base))) return base;
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Cached per user: a membership added, changed or removed forgets the member's list (user:<id>),
 * and a tenant renamed, moved to another plan, deleted or with a custom role renamed forgets
 * every list that shows it (tenant:<id>).
 */
export async function listTenants(services: Services, userId: string): Promise<Schemas['TenantPage']> {
  const items = await services.credentials.tenantLists.get(userId, async () => {
    const rows = await tenants.listTenantsOfUser(services.db, userId);
    return rows.map((row) => ({
      ...tenantView(row as unknown as TenantRow),
      role: roleNameOf({ builtin_role: row.builtin_role, custom_role_name: row.custom_role_name }),
    }));
  });
  return { items: items ?? [], nextCursor: null };
}

export async function createTenant(
  services: Services,
  meta: RequestMeta,
  userId: string,
  input: RequestBody<'createTenant'>,
): Promise<Schemas['Tenant']> {
  await assertMayCreateTenant(services, userId);
  return insertTenantWith(services, meta, input, async (trx, row) => {
    await insertMember(trx, row.id, userId, { builtinRole: 'owner', customRoleId: null });
    return tenantView(row);
  });
}

/**
 * Creates a tenant on the free plan, records `tenant.created`, and runs `populate` (which gives
 * it its first owner or invitation) in the same transaction. Without a `slug`, one is derived
 * from the name, derived again when a concurrent create took it between the check and the insert.
 */
export async function insertTenantWith<T>(
  services: Services,
  meta: RequestMeta,
  input: { name: string; slug?: string; metadata?: Record<string, unknown> },
  populate: (trx: Db, tenant: TenantRow) => Promise<T>,
): Promise<T> {
  assertStorableMetadata(input.metadata, 'body.metadata');
  const freePlan = await findPlanByKey(services.db, tenants.FREE_PLAN_KEY);
  if (!freePlan) throw new Error('the free plan is missing: migrations have not run');
  for (let attempt = 1; ; attempt++) {
    const slug = input.slug ?? (await derivedSlug(services, input.name));
    try {
      return await services.db.transaction().execute(async (trx) => {
        const row = await tenants.insertTenant(trx, {
          id: newId('ten'),
          name: input.name,
          slug,
          planId: freePlan.id,
          metadata: input.metadata,
        });
        await recordAuditEvent(trx, meta, {
          action: 'tenant.created',
          tenantId: row.id,
          target: { type: 'tenant', id: row.id },
          metadata: { name: row.name, slug: row.slug },
        });
        return populate(trx, row);
      });
    } catch (err) {
      if (input.slug === undefined && err instanceof AppError && err.code === 'SLUG_TAKEN' && attempt < 5) continue;
      throw err;
    }
  }
}

export async function getTenant(services: Services, tenantId: string): Promise<Schemas['Tenant']> {
  const row = await tenants.findTenant(services.db, tenantId);
  if (!row) throw new AppError('NOT_FOUND');
  return tenantView(row);
}

export async function updateTenant(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  input: RequestBody<'updateTenant'>,
): Promise<Schemas['Tenant']> {
  assertStorableMetadata(input.metadata, 'body.metadata');
  // The log keeps the new name and slug, but only that metadata was replaced: it is the
  // caller's free-form data, kept out of an append-only record.
  const { metadata, ...renamed } = input;
  return services.db.transaction().execute(async (trx) => {
    const row = await tenants.updateTenantRow(trx, tenantId, input);
    await recordTenantChange(trx, services, meta, {
      event: 'tenant.updated',
      tenantId,
      target: { type: 'tenant', id: tenantId },
      metadata: { changes: renamed, ...(metadata ? { metadataReplaced: true } : {}) },
      data: tenantView(row),
    });
    return tenantView(row);
  });
}

/** Owners only (decided under the tenant lock); everything the tenant owns goes by cascade, its audit events stay. */
export async function deleteTenant(services: Services, meta: RequestMeta, guarded: TenantCaller): Promise<Schemas['Deleted']> {
  if (!isOwner(guarded)) throw new AppError('OWNER_REQUIRED');
  const { tenantId } = guarded;
  return services.db.transaction().execute(async (trx) => {
    const { tenant, caller } = await lockTenantAsCaller(trx, guarded, 'member');
    if (!isOwner(caller)) throw new AppError('OWNER_REQUIRED');
    await tenants.deleteTenantRow(trx, tenantId);
    await recordAuditEvent(trx, meta, {
      action: 'tenant.deleted',
      tenantId,
      target: { type: 'tenant', id: tenantId },
      metadata: { name: tenant.name, slug: tenant.slug },
    });
    return { id: tenantId, deleted: true };
  });
}
