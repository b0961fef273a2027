import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import type { WebhookEndpointRow } from '../schema.ts';

export function listWebhookEndpointRows(db: Db, tenantId: string): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

export async function findWebhookEndpointRow(
  db: Db,
  tenantId: string,
  endpointId: string,
  options: { forUpdate?: boolean } = {},
): Promise<WebhookEndpointRow> {
  let query = db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).where('id', '=', endpointId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The tenant's enabled endpoints that subscribe to `eventType`: where an event goes. */
export async function listSubscribedEndpointIds(db: Db, tenantId: string, eventType: string): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where(sql<boolean>`event_types ? ${eventType}`)
    .execute();
  return rows.map((row) => row.id);
}

export async function countWebhookEndpoints(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type NewEndpoint = {
  id: string;
  tenant_id: string;
  url: string;
  description: string | null;
  event_types: string[];
  enabled: boolean;
  secret: string;
};

export function insertWebhookEndpointRow(db: Db, row: NewEndpoint) {
  return db
    .insertInto('webhook_endpoints')
    .values({ ...row, event_types: JSON.stringify(row.event_types) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type EndpointChanges = {
  url?: string;
  description?: string | null;
  event_types?: string[];
  enabled?: boolean;
  secret?: string;
  previous_secret?: string | null;
  previous_secret_expires_at?: Date | null;
  failing_since?: Date | null;
};

export function updateWebhookEndpointRow(db: Db, tenantId: string, endpointId: string, changes: EndpointChanges) {
  const { event_types, ...rest } = changes;
  return db
    .updateTable('webhook_endpoints')
    .set({ ...rest, ...(event_types ? { event_types: JSON.stringify(event_types) } : {}), updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', endpointId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteWebhookEndpointRow(db: Db, tenantId: string, endpointId: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('tenant_id', '=', tenantId).where('id', '=', endpointId).execute();
}

/**
 * Counts a failed attempt: the endpoint has been failing since its first failure after the
 * last success. True once that is `disableAfterDays` ago (the clock is the database's).
 */
export async function recordEndpointFailure(db: Db, endpointId: string, disableAfterDays: number): Promise<boolean> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: sql`coalesce(failing_since, now())` })
    .where('id', '=', endpointId)
    .returning(sql<boolean>`failing_since <= now() - make_interval(days => ${disableAfterDays})`.as('failing_too_long'))
    .executeTakeFirst();
  return row?.failing_too_long === true;
}

/** A delivered attempt: the endpoint is healthy again. */
export async function recordEndpointSuccess(db: Db, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('id', '=', endpointId)
    .where('failing_since', 'is not', null)
    .execute();
}

/** Disables an enabled endpoint; undefined when it was disabled already (or is gone), so the disabling is recorded once. */
export function disableWebhookEndpointRow(db: Db, tenantId: string, endpointId: string): Promise<WebhookEndpointRow | undefined> {
  return db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .returningAll()
    .executeTakeFirst();
}
