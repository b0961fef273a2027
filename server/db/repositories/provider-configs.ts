import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import type { ProviderConfigRow } from '../schema.ts';

export function listProviderConfigRows(db: Db, tenantId: string): Promise<ProviderConfigRow[]> {
  return db.selectFrom('provider_configs').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

/** `forUpdate` inside a transaction: a read-merge-write cannot lose a concurrent change. */
export async function findProviderConfigRow(
  db: Db,
  tenantId: string,
  configId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProviderConfigRow> {
  let query = db.selectFrom('provider_configs').selectAll().where('tenant_id', '=', tenantId).where('id', '=', configId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function insertProviderConfigRow(
  db: Db,
  row: Omit<ProviderConfigRow, 'created_at' | 'updated_at' | 'settings'> & { settings: Record<string, unknown> },
) {
  return db
    .insertInto('provider_configs')
    .values({ ...row, settings: JSON.stringify(row.settings) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateProviderConfigRow(
  db: Db,
  tenantId: string,
  configId: string,
  changes: { name?: string; enabled?: boolean; settings?: Record<string, unknown>; client_secret?: string | null },
) {
  const { settings, ...rest } = changes;
  return db
    .updateTable('provider_configs')
    .set({ ...rest, ...(settings ? { settings: JSON.stringify(settings) } : {}), updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', configId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteProviderConfigRow(db: Db, tenantId: string, configId: string): Promise<void> {
  await db.deleteFrom('provider_configs').where('tenant_id', '=', tenantId).where('id', '=', configId).execute();
}
