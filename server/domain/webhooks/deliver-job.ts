import { findDeliveryTarget, recordDeliveryAttempt } from '../../db/repositories/webhook-deliveries.ts';
import { disableWebhookEndpointRow, recordEndpointFailure, recordEndpointSuccess } from '../../db/repositories/webhook-endpoints.ts';
import type { WebhookEndpointRow } from '../../db/schema.ts';
import type { SecretCipher } from '../../secrets/secret-cipher.ts';
import { SYSTEM_META } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import type { JobContext, JobOutcome, JobType } from '../jobs/job-type.ts';
import { signingSecretContext, webhookEndpointView } from '../tenants/webhook-endpoints.ts';
import { DeliveryError, sendWebhook } from './send-webhook.ts';

/** The secrets a message is signed with now: the current one, and the previous one during a rotation's grace period. */
export function signingSecrets(cipher: SecretCipher, endpoint: WebhookEndpointRow, now: Date): string[] {
  const graceful = endpoint.previous_secret && endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > now;
  const stored = graceful ? [endpoint.secret, endpoint.previous_secret!] : [endpoint.secret];
  return stored.map((secret) => cipher.decrypt(secret, signingSecretContext(endpoint.id)));
}

/**
 * Disables the endpoint on the record, once: audited with the reason, and announced as
 * `webhook_endpoint.disabled` to the tenant's other endpoints (this one is disabled by then).
 */
async function disableEndpoint(context: JobContext, endpoint: WebhookEndpointRow, reason: string): Promise<void> {
  const { services } = context;
  await services.db.transaction().execute(async (trx) => {
    const row = await disableWebhookEndpointRow(trx, endpoint.tenant_id, endpoint.id);
    if (!row) return;
    await recordTenantChange(trx, services, SYSTEM_META, {
      event: 'webhook_endpoint.disabled',
      tenantId: row.tenant_id,
      target: { type: 'webhook_endpoint', id: row.id },
      metadata: { reason },
      data: webhookEndpointView(row),
    });
  });
  services.jobs.nudge();
}

/**
 * A failed attempt is retried, unless every attempt at the endpoint has failed for
 * WEBHOOK_DISABLE_AFTER_DAYS (as Stripe and Svix do): then the endpoint is disabled, and its
 * other queued deliveries are cancelled as they come up.
 */
async function attemptFailed(
  context: JobContext,
  endpoint: WebhookEndpointRow,
  outcome: Extract<JobOutcome, { status: 'retry' }>,
): Promise<JobOutcome> {
  const days = context.services.config.jobs.webhookDisableAfterDays;
  if (!(await recordEndpointFailure(context.services.db, endpoint.id, days))) return outcome;
  await disableEndpoint(context, endpoint, `every attempt failed for ${days} days`);
  return { status: 'failed', error: `${outcome.error} Every attempt failed for ${days} days, so the endpoint was disabled.` };
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
        secrets: signingSecrets(services.secretCipher, endpoint, new Date()),
        timeoutMs: services.config.jobs.webhookTimeoutMs,
        allowPrivateTargets: services.config.webhookAllowPrivateTargets,
        signal,
      }));
    } catch (err) {
      if (!(err instanceof DeliveryError)) throw err;
      // Shutdown interrupted the attempt: the endpoint did nothing wrong.
      if (signal.aborted) return { status: 'retry', error: err.message };
      await recordDeliveryAttempt(services.db, deliveryId, { responseStatus: null, error: err.message, delivered: false });
      return attemptFailed(context, endpoint, { status: 'retry', error: err.message });
    }

    const delivered = status >= 200 && status < 300;
    const error = delivered
      ? null
      : `The endpoint answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}.`;
    await recordDeliveryAttempt(services.db, deliveryId, { responseStatus: status, error, delivered });
    if (delivered) {
      await recordEndpointSuccess(services.db, endpoint.id);
      return { status: 'succeeded', result: { responseStatus: status } };
    }
    if (status === 410) {
      // The receiver says this endpoint is retired.
      await disableEndpoint(context, endpoint, 'the endpoint answered 410 Gone');
      return { status: 'failed', error: 'The endpoint answered 410 Gone and was disabled.' };
    }
    return attemptFailed(context, endpoint, {
      status: 'retry',
      error: error!,
      ...(status === 429 || status === 503 ? { retryAfterMs } : {}),
    });
  },
};
