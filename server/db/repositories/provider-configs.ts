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

/** The sign-in settings as columns; absent ones keep their defaults (insert) or values (update). */
export type SignInColumns = Partial<{
  allowed_redirect_uris: string;
  default_role: string;
  jit_provisioning: boolean;
  enforced: boolean;
  trust_idp_mfa: boolean;
}>;

export function insertProviderConfigRow(
  db: Db,
  row: Pick<ProviderConfigRow, 'id' | 'tenant_id' | 'type' | 'name' | 'enabled' | 'client_secret'> & {
    settings: Record<string, unknown>;
  } & SignInColumns,
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
  changes: { name?: string; enabled?: boolean; settings?: Record<string, unknown>; client_secret?: string | null } & SignInColumns,
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

export async function countConfigsWithDefaultRole(db: Db, tenantId: string, roleName: string): Promise<number> {
  const { n } = await db
    .selectFrom('provider_configs')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('default_role', '=', roleName)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function renameDefaultRole(db: Db, tenantId: string, from: string, to: string): Promise<void> {
  await db
    .updateTable('provider_configs')
    .set({ default_role: to })
    .where('tenant_id', '=', tenantId)
    .where('default_role', '=', from)
    .execute();
}
