import type { Db } from '../../db/database.ts';
import { shareTenantRows } from '../../db/repositories/tenants.ts';
import type { Services } from '../../services.ts';
import { publishWebhookEvent, type WebhookEventType } from '../webhooks/publish-event.ts';
import { type AuditEventInput, type RequestMeta, recordAuditEvent } from './record-audit-event.ts';

export interface TenantChange extends Omit<AuditEventInput, 'action' | 'tenantId'> {
  /** The audit action and the webhook event type: one name for both. */
  event: WebhookEventType;
  tenantId: string;
  /** The webhook event's `data`. */
  data: unknown;
}

/**
 * A tenant's change as one step, inside the mutation's transaction: its audit event, and the
 * webhook event with the same id and type for every subscribed endpoint (the outbox), so the
 * change, its record and its announcement commit together or not at all. The tenant's row is
 * shared before the append, so a caller that did not lock the tenant (a worker) keeps the
 * order of those that did (shareTenantRows).
 */
export async function recordTenantChange(trx: Db, services: Services, meta: RequestMeta, change: TenantChange): Promise<string> {
  const { event, data, ...audit } = change;
  await shareTenantRows(trx, [change.tenantId]);
  const id = await recordAuditEvent(trx, meta, { ...audit, action: event });
  await publishWebhookEvent(trx, services, { id, tenantId: change.tenantId, type: event, data });
  return id;
}
