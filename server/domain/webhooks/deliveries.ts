import type { QueryParams, Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { insertJobRow } from '../../db/repositories/jobs.ts';
import {
  type DeliveryStatus,
  type DeliveryWithJob,
  findDeliveryRow,
  listDeliveryRows,
  setDeliveryJob,
} from '../../db/repositories/webhook-deliveries.ts';
import { findWebhookEndpointRow } from '../../db/repositories/webhook-endpoints.ts';
import { AppError } from '../../errors.ts';
import { auditActor } from '../../identity/actor.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';
import { deliveryJob } from './publish-event.ts';

function deliveryStatus(row: DeliveryWithJob): DeliveryStatus {
  switch (row.job_status) {
    case 'queued':
    case 'running':
      return 'pending';
    default:
      return row.job_status;
  }
}

export function deliveryView(row: DeliveryWithJob): Schemas['WebhookDelivery'] {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    endpointId: row.endpoint_id,
    messageId: row.message_id,
    eventType: row.event_type as Schemas['WebhookEventType'],
    status: deliveryStatus(row),
    attempts: row.attempts,
    lastResponseStatus: row.last_response_status,
    lastError: row.last_error ?? (row.job_status === 'cancelled' ? row.job_last_error : null),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.job_status === 'queued' ? row.job_run_at.toISOString() : null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    jobId: row.job_id,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listWebhookDeliveries(
  services: Services,
  tenantId: string,
  endpointId: string,
  query: QueryParams<'listWebhookDeliveries'>,
): Promise<Schemas['WebhookDeliveryPage']> {
  await findWebhookEndpointRow(services.db, tenantId, endpointId);
  const limit = clampLimit(query?.limit);
  const rows = await listDeliveryRows(services.db, tenantId, endpointId, {
    limit,
    beforeId: decodeCursor(query?.cursor),
    status: query?.status,
  });
  return pageOf(rows, limit, deliveryView);
}

/** Queues the same message (same `webhook-id`, same body) again under a fresh job. */
export async function requeueDelivery(
  trx: Db,
  services: Services,
  delivery: { id: string; tenantId: string; endpointId: string },
  createdBy: string,
): Promise<string> {
  const job = await insertJobRow(trx, deliveryJob(services, delivery, createdBy));
  await setDeliveryJob(trx, delivery.id, job.id);
  return job.id;
}

export async function redeliverWebhookDelivery(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  endpointId: string,
  deliveryId: string,
): Promise<Schemas['WebhookDelivery']> {
  const result = await services.db.transaction().execute(async (trx) => {
    const endpoint = await findWebhookEndpointRow(trx, tenantId, endpointId);
    const delivery = await findDeliveryRow(trx, tenantId, deliveryId);
    if (!delivery || delivery.endpoint_id !== endpointId) throw new AppError('NOT_FOUND');
    if (deliveryStatus(delivery) === 'pending')
      throw new AppError('CONFLICT', 'This delivery is still pending; it is redelivered automatically until it succeeds or fails.');
    if (!endpoint.enabled) throw new AppError('CONFLICT', 'The endpoint is disabled; enable it before redelivering.');
    const jobId = await requeueDelivery(
      trx,
      services,
      { id: deliveryId, tenantId, endpointId },
      auditActor(meta.actor).id ?? meta.actor.kind,
    );
    await recordAuditEvent(trx, meta, {
      action: 'webhook_delivery.redelivered',
      tenantId,
      target: { type: 'webhook_delivery', id: deliveryId },
      metadata: { endpointId, jobId, messageId: delivery.message_id },
    });
    return (await findDeliveryRow(trx, tenantId, deliveryId))!;
  });
  services.jobs.nudge();
  return deliveryView(result);
}
