import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { insertJobRow, type NewJob } from '../../db/repositories/jobs.ts';
import { insertDeliveryRow } from '../../db/repositories/webhook-deliveries.ts';
import { listSubscribedEndpointIds } from '../../db/repositories/webhook-endpoints.ts';
import type { Services } from '../../services.ts';
import { newId } from '../ids.ts';

export type WebhookEventType = Schemas['WebhookEventType'];

export const DELIVER_JOB_TYPE = 'webhooks.deliver';

export interface WebhookEvent {
  /** The audit event's id: consumers see the same id in the audit log and in `webhook-id`. */
  id: string;
  tenantId: string;
  type: WebhookEventType;
  data: unknown;
}

/**
 * One attempt series at one delivery. The job counts against its tenant's share of the
 * workers, and an endpoint's deliveries run one at a time (claimJobRows).
 */
export function deliveryJob(services: Services, delivery: { id: string; tenantId: string; endpointId: string }, createdBy: string): NewJob {
  return {
    id: newId('job'),
    type: DELIVER_JOB_TYPE,
    payload: { tenantId: delivery.tenantId, deliveryId: delivery.id },
    max_attempts: services.config.jobs.maxAttempts,
    created_by: createdBy,
    tenant_id: delivery.tenantId,
    serial_key: `webhook_endpoint:${delivery.endpointId}`,
  };
}

/**
 * The outbox: call inside the mutation's transaction. Each enabled endpoint of the tenant
 * that subscribes to the type gets one delivery and one job, committed with the change or
 * not at all. The body is fixed here, so every retry signs and sends the same bytes.
 */
export async function publishWebhookEvent(trx: Db, services: Services, event: WebhookEvent): Promise<number> {
  const endpointIds = await listSubscribedEndpointIds(trx, event.tenantId, event.type);
  if (endpointIds.length === 0) return 0;
  const body = JSON.stringify({ type: event.type, timestamp: new Date().toISOString(), tenantId: event.tenantId, data: event.data });
  for (const endpointId of endpointIds) {
    const deliveryId = newId('whd');
    const job = await insertJobRow(trx, deliveryJob(services, { id: deliveryId, tenantId: event.tenantId, endpointId }, 'system'));
    await insertDeliveryRow(trx, {
      id: deliveryId,
      tenant_id: event.tenantId,
      endpoint_id: endpointId,
      message_id: event.id,
      event_type: event.type,
      body,
      job_id: job.id,
    });
  }
  // The workers are woken once the request has answered, i.e. after this transaction committed.
  services.jobs.noteQueued();
  return endpointIds.length;
}
