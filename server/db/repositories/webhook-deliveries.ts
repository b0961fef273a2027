import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Schemas } from '../../api-types.ts';
import type { Db } from '../database.ts';
import type { JobStatus, WebhookDeliveriesTable, WebhookDeliveryRow, WebhookEndpointRow } from '../schema.ts';

/** A delivery with the state of its current job, which says whether it is pending, done or given up. */
export type DeliveryWithJob = WebhookDeliveryRow & { job_status: JobStatus; job_run_at: Date; job_last_error: string | null };

export type DeliveryStatus = Schemas['WebhookDeliveryStatus'];

const JOB_STATUSES: Record<DeliveryStatus, JobStatus[]> = {
  pending: ['queued', 'running'],
  succeeded: ['succeeded'],
  failed: ['failed'],
  cancelled: ['cancelled'],
};

export async function insertDeliveryRow(trx: Db, row: Insertable<WebhookDeliveriesTable>): Promise<void> {
  await trx.insertInto('webhook_deliveries').values(row).execute();
}

function withJob(db: Db) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('jobs as j', 'j.id', 'd.job_id')
    .selectAll('d')
    .select(['j.status as job_status', 'j.run_at as job_run_at', 'j.last_error as job_last_error']);
}

export function findDeliveryRow(db: Db, tenantId: string, deliveryId: string): Promise<DeliveryWithJob | undefined> {
  return withJob(db).where('d.tenant_id', '=', tenantId).where('d.id', '=', deliveryId).executeTakeFirst();
}

/** Newest first, `limit + 1` rows before the cursor, scoped to one endpoint of one tenant. */
export function listDeliveryRows(
  db: Db,
  tenantId: string,
  endpointId: string,
  page: { limit: number; beforeId?: string; status?: DeliveryStatus },
): Promise<DeliveryWithJob[]> {
  let query = withJob(db).where('d.tenant_id', '=', tenantId).where('d.endpoint_id', '=', endpointId);
  if (page.status) query = query.where('j.status', 'in', JOB_STATUSES[page.status]);
  if (page.beforeId) query = query.where('d.id', '<', page.beforeId);
  return query
    .orderBy('d.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

/** Deliveries that were given up on, for an operator's redelivery job. */
export function listFailedDeliveryIds(
  db: Db,
  scope: { tenantId: string; endpointId?: string; since?: Date; limit: number },
): Promise<{ id: string; endpoint_id: string }[]> {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('jobs as j', 'j.id', 'd.job_id')
    .select(['d.id', 'd.endpoint_id'])
    .where('d.tenant_id', '=', scope.tenantId)
    .where('j.status', '=', 'failed');
  if (scope.endpointId) query = query.where('d.endpoint_id', '=', scope.endpointId);
  if (scope.since) query = query.where('d.created_at', '>=', scope.since);
  return query.orderBy('d.id').limit(scope.limit).execute();
}

/**
 * What one attempt needs, in one query: the message and its endpoint. Undefined when either
 * is gone (deleting an endpoint or tenant deletes its deliveries).
 */
export function findDeliveryTarget(
  db: Db,
  tenantId: string,
  deliveryId: string,
): Promise<(WebhookEndpointRow & { message_id: string; body: string }) | undefined> {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .selectAll('e')
    .select(['d.message_id', 'd.body'])
    .where('d.tenant_id', '=', tenantId)
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
}

export async function recordDeliveryAttempt(
  db: Db,
  deliveryId: string,
  attempt: { responseStatus: number | null; error: string | null; delivered: boolean },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: sql`attempts + 1`,
      last_response_status: attempt.responseStatus,
      last_error: attempt.error,
      last_attempt_at: sql`now()`,
      ...(attempt.delivered ? { delivered_at: sql`now()` } : {}),
    })
    .where('id', '=', deliveryId)
    .execute();
}

export async function setDeliveryJob(db: Db, deliveryId: string, jobId: string): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ job_id: jobId }).where('id', '=', deliveryId).execute();
}

/**
 * Deletes up to `limit` deliveries created more than `retentionDays` ago whose current job
 * finished that long ago too (a delivery redelivered lately stays). The number deleted.
 */
export async function pruneDeliveryRows(db: Db, retentionDays: number, limit: number): Promise<number> {
  const cutoff = sql<Date>`now() - make_interval(days => ${retentionDays})`;
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_deliveries as d')
        .leftJoin('jobs as j', 'j.id', 'd.job_id')
        .select('d.id')
        .where('d.created_at', '<', cutoff)
        .where((w) =>
          w.or([
            w('j.id', 'is', null),
            w.and([w('j.status', 'in', ['succeeded', 'failed', 'cancelled']), w('j.finished_at', '<', cutoff)]),
          ]),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
