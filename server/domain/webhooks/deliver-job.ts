import { findDeliveryTarget, recordDeliveryAttempt } from '../../db/repositories/webhook-deliveries.ts';
import { updateWebhookEndpointRow } from '../../db/repositories/webhook-endpoints.ts';
import type { WebhookEndpointRow } from '../../db/schema.ts';
import { recordAuditEvent, SYSTEM_META } from '../audit/record-audit-event.ts';
import type { JobContext, JobOutcome, JobType } from '../jobs/job-type.ts';
import { DeliveryError, sendWebhook } from './send-webhook.ts';

function signingSecrets(endpoint: WebhookEndpointRow, now: Date): string[] {
  const graceful = endpoint.previous_secret && endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > now;
  return graceful ? [endpoint.secret, endpoint.previous_secret!] : [endpoint.secret];
}

/** 410 Gone: the receiver says this endpoint is retired. Disable it, on the record. */
async function disableGoneEndpoint(context: JobContext, endpoint: WebhookEndpointRow): Promise<void> {
  await context.services.db.transaction().execute(async (trx) => {
    await updateWebhookEndpointRow(trx, endpoint.tenant_id, endpoint.id, { enabled: false });
    await recordAuditEvent(trx, SYSTEM_META, { action: 'webhook_endpoint.disabled', tenantId: endpoint.tenant_id, target: { type: 'webhook_endpoint', id: endpoint.id }, metadata: { reason: 'the endpoint answered 410 Gone' } });
  });
}

/** One attempt at one Standard Webhooks delivery (payload `{ tenantId, deliveryId }`). */
export const deliverWebhookJob: JobType = {
  async run(context): Promise<JobOutcome> {
    const { services, job, signal } = context;
    const { tenantId, deliveryId } = job.payload as { tenantId: string; deliveryId: string };
    const target = await findDeliveryTarget(services.db, tenantId, deliveryId);
    if (!target) return { status: 'cancelled', error: 'The delivery no longer exists: its endpoint or tenant was deleted.' };
    const { message_id: messageId, body, ...endpoint } = target;
    if (!endpoint.enabled) return { status: 'cancelled', error: 'The endpoint is disabled.' };

    let status: number;
    let retryAfterMs: number | undefined;
    try {
      ({ status, retryAfterMs } = await sendWebhook({
        url: endpoint.url,
        messageId,
        body,
        secrets: signingSecrets(endpoint, new Date()),
        timeoutMs: services.config.jobs.webhookTimeoutMs,
        allowPrivateTargets: services.config.webhookAllowPrivateTargets,
        signal,
      }));
    } catch (err) {
      if (!(err instanceof DeliveryError)) throw err;
      if (signal.aborted) return { status: 'retry', error: err.message };
      await recordDeliveryAttempt(services.db, deliveryId, { responseStatus: null, error: err.message, delivered: false });
      return { status: 'retry', error: err.message };
    }

    const delivered = status >= 200 && status < 300;
    const error = delivered ? null : `The endpoint answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}.`;
    await recordDeliveryAttempt(services.db, deliveryId, { responseStatus: status, error, delivered });
    if (delivered) return { status: 'succeeded', result: { responseStatus: status } };
    if (status === 410) {
      await disableGoneEndpoint(context, endpoint);
      return { status: 'failed', error: 'The endpoint answered 410 Gone and was disabled.' };
    }
    return { status: 'retry', error: error!, ...(status === 429 || status === 503 ? { retryAfterMs } : {}) };
  },
};
