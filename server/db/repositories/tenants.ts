import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import { isUniqueViolation } from '../errors.ts';
import type { TenantRow } from '../schema.ts';

export const FREE_PLAN_KEY = 'free';

function slugConflict(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('SLUG_TAKEN');
  throw err;
}

export async function insertTenant(
  db: Db,
  tenant: { id: string; name: string; slug: string; planId: string; metadata?: Record<string, unknown> | undefined },
): Promise<TenantRow> {
  try {
    return await db
      .insertInto('tenants')
      .values({
        id: tenant.id,
        name: tenant.name,
        slug: tenant.slug,
        plan_id: tenant.planId,
        ...(tenant.metadata ? { metadata: JSON.stringify(tenant.metadata) } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    return slugConflict(err);
  }
}

export function findTenant(db: Db, tenantId: string): Promise<TenantRow | undefined> {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
}

/**
 * Locks the tenant row for the rest of the transaction: membership changes of one tenant
 * run one at a time, so plan limits and the last-owner rule cannot be raced past.
 */
export async function lockTenant(trx: Db, tenantId: string): Promise<TenantRow> {
  const tenant = await trx.selectFrom('tenants').selectAll().where('id', '=', tenantId).forUpdate().executeTakeFirst();
  if (!tenant) throw new AppError('NOT_FOUND');
  return tenant;
}

/**
 * Shares the tenants' rows (FOR KEY SHARE, what a foreign key to them takes) until the
 * transaction ends, in id order. A change that publishes to a tenant's webhooks takes this
 * before it appends to an audit log: tenant rows, then the log, the order every change keeps
 * (lockTenant first, then the append). Taken the other way round, a worker holding the log
 * while its delivery's foreign key waits for a row that a change holds, while the change waits
 * for the log, deadlocks, and PostgreSQL fails one of the two.
 */
export async function shareTenantRows(trx: Db, tenantIds: string[]): Promise<void> {
  if (tenantIds.length === 0) return;
  await trx.selectFrom('tenants').select('id').where('id', 'in', tenantIds).orderBy('id').forKeyShare().execute();
}

export async function slugInUse(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export async function updateTenantRow(
  db: Db,
  tenantId: string,
  changes: { name?: string; slug?: string; metadata?: Record<string, unknown> },
): Promise<TenantRow> {
  const { metadata, ...renamed } = changes;
  try {
    const row = await db
      .updateTable('tenants')
      .set({ ...renamed, ...(metadata ? { metadata: JSON.stringify(metadata) } : {}), updated_at: sql`now()` })
      .where('id', '=', tenantId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    // Its members' cached tenant lists show the old name, slug and metadata.
    await publishInvalidations(db, [`tenant:${tenantId}`]);
    return row;
  } catch (err) {
    return slugConflict(err);
  }
}

export async function setTenantPlan(db: Db, tenantId: string, planId: string): Promise<TenantRow> {
  const row = await db
    .updateTable('tenants')
    .set({ plan_id: planId, updated_at: sql`now()` })
    .where('id', '=', tenantId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishInvalidations(db, [`tenant:${tenantId}`]);
  return row;
}

/** Its keys go with it (cascade), so caches of validated keys forget the tenant's. */
export async function deleteTenantRow(db: Db, tenantId: string): Promise<void> {
  await db.deleteFrom('tenants').where('id', '=', tenantId).execute();
  await publishInvalidations(db, [`tenant:${tenantId}`]);
}

/** The caller's tenants with the name of the caller's role in each. */
export function listTenantsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('tenant_members as m')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .leftJoin('tenant_roles as r', 'r.id', 'm.custom_role_id')
    .select([
      't.id',
      't.name',
      't.slug',
      't.plan_id',
      't.metadata',
      't.created_at',
      't.updated_at',
      'm.builtin_role',
      'r.name as custom_role_name',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('t.id')
    .execute();
}

/**
 * Every tenant, newest first (ids sort by creation), `limit + 1` rows: the platform's list.
 * `metadata`: one key of the tenant's metadata and the value it must have, compared as text.
 */
export function listTenantRows(
  db: Db,
  page: { limit: number; beforeId?: string | undefined; metadata?: { key: string; value: string } | undefined },
): Promise<TenantRow[]> {
  let query = db.selectFrom('tenants').selectAll();
  if (page.beforeId) query = query.where('id', '<', page.beforeId);
  if (page.metadata) query = query.where(sql<string>`tenants.metadata ->> ${page.metadata.key}`, '=', page.metadata.value);
  return query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
}
