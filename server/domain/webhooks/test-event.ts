import { performance } from 'node:perf_hooks';
import type { Schemas } from '../../api-types.ts';
import { insertAuditEventRow } from '../../db/repositories/audit-events.ts';
import { findWebhookEndpointRow } from '../../db/repositories/webhook-endpoints.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { auditEventRow, type RequestMeta } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import { signingSecrets } from './deliver-job.ts';
import { DeliveryError, sendWebhook } from './send-webhook.ts';

export const TEST_EVENT_TYPE = 'webhook.test';

/**
 * sendTestWebhookEvent: one signed `webhook.test` attempt, made during the request, as Stripe's
 * and Svix's "send test event" do. It goes through sendWebhook, so the address rules
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS, checked on the addresses actually connected to) and
 * WEBHOOK_TIMEOUT_MS are those of real deliveries. It is not a delivery: no job, no retry, no
 * row under deliveries, and neither success nor failure moves the endpoint's disabling clock,
 * so testing cannot keep alive, or kill, an endpoint that real events fail on.
 *
 * A disabled endpoint is refused (409), as redelivery is: disabled means nothing is sent to
 * its URL, which may since have passed to someone else. Enable it, then test.
 *
 * No transaction is open during the attempt (a database connection is never held across a
 * webhook call); the audit event is written afterwards with the outcome, under the id that
 * was sent as `webhook-id`.
 */
export async function sendTestWebhookEvent(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  endpointId: string,
): Promise<Schemas['WebhookTestDelivery']> {
  const endpoint = await findWebhookEndpointRow(services.db, tenantId, endpointId);
  if (!endpoint.enabled) throw new AppError('CONFLICT', 'The endpoint is disabled; enable it before sending it a test event.');

  const messageId = newId('evt');
  const attemptedAt = new Date();
  const body = JSON.stringify({ type: TEST_EVENT_TYPE, timestamp: attemptedAt.toISOString(), tenantId, data: { endpointId } });
  const started = performance.now();
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    ({ status: responseStatus } = await sendWebhook({
      url: endpoint.url,
      messageId,
      body,
      secrets: signingSecrets(services.secretCipher, endpoint, attemptedAt),
      timeoutMs: services.config.jobs.webhookTimeoutMs,
      allowPrivateTargets: services.config.webhookAllowPrivateTargets,
      // Only WEBHOOK_TIMEOUT_MS ends the attempt early; the request waits for it.
      signal: new AbortController().signal,
    }));
    if (responseStatus < 200 || responseStatus >= 300)
      error = `The endpoint answered ${responseStatus}${responseStatus >= 300 && responseStatus < 400 ? ' (redirects are not followed)' : ''}.`;
  } catch (err) {
    if (!(err instanceof DeliveryError)) throw err;
    error = err.message;
  }
  const durationMs = Math.round(performance.now() - started);
  const status = error === null ? 'succeeded' : 'failed';

  await insertAuditEventRow(
    services.db,
    auditEventRow(
      meta,
      {
        action: 'webhook_endpoint.tested',
        tenantId,
        target: { type: 'webhook_endpoint', id: endpointId },
        metadata: { eventType: TEST_EVENT_TYPE, status, responseStatus, error },
      },
      messageId,
    ),
  );
  return {
    messageId,
    endpointId,
    eventType: TEST_EVENT_TYPE,
    status,
    responseStatus,
    error,
    durationMs,
    attemptedAt: attemptedAt.toISOString(),
  };
}
