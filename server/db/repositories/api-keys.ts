import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { publishInvalidations } from '../invalidations.ts';
import type { ApiKeyRow } from '../schema.ts';

export async function insertApiKeyRow(
  db: Db,
  row: Omit<ApiKeyRow, 'created_at' | 'last_used_at' | 'revoked_at' | 'expiry_recorded_at' | 'scopes'> & { scopes: string[] },
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({ ...row, scopes: JSON.stringify(row.scopes) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first, `limit + 1` rows before the cursor. */
export function listApiKeyRows(db: Db, tenantId: string, page: { limit: number; beforeId?: string }): Promise<ApiKeyRow[]> {
  let query = db.selectFrom('api_keys').selectAll().where('tenant_id', '=', tenantId);
  if (page.beforeId) query = query.where('id', '<', page.beforeId);
  return query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function findApiKeyRow(db: Db, tenantId: string, keyId: string, options: { forUpdate?: boolean } = {}): Promise<ApiKeyRow> {
  let query = db.selectFrom('api_keys').selectAll().where('tenant_id', '=', tenantId).where('id', '=', keyId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The one lookup validation does: by hash, so no comparison ever touches the plaintext. */
export function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export async function countActiveApiKeys(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Call inside a transaction: caches of validated keys forget it, here at once and everywhere on commit. */
export async function revokeApiKeyRow(db: Db, tenantId: string, keyId: string): Promise<ApiKeyRow> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', keyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishInvalidations(db, [`api_key:${keyId}`]);
  return row;
}

export async function touchApiKey(db: Db, keyId: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', keyId)
    .execute();
}

/**
 * Marks up to `limit` keys whose expiry is not yet on the record, and answers them. SKIP
 * LOCKED lets two sweeps run side by side; the CTE is evaluated once (see claimJobRows).
 */
export async function markExpiredApiKeys(db: Db, limit: number): Promise<ApiKeyRow[]> {
  const { rows } = await sql<ApiKeyRow>`
    with due as (
      select id from api_keys
       where expires_at <= now() and revoked_at is null and expiry_recorded_at is null
       order by id
       limit ${limit}
       for update skip locked)
    update api_keys set expiry_recorded_at = now()
      from due
     where api_keys.id = due.id
    returning api_keys.*`.execute(db);
  return rows;
}
