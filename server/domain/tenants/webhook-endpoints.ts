import { randomBytes } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import * as endpoints from '../../db/repositories/webhook-endpoints.ts';
import type { WebhookEndpointRow } from '../../db/schema.ts';
import type { SecretContext } from '../../secrets/secret-cipher.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { assertAllowedUrl } from './outbound-urls.ts';
import { assertWithinPlanLimit } from './plan-limits.ts';

/** How long the previous secret still signs deliveries after a rotation (Standard Webhooks advice). */
/** Webhook targets are held to the public-address rule in every mode unless WEBHOOK_ALLOW_PRIVATE_TARGETS says otherwise. */
function webhookPolicy(services: Services) {
  return { allowPrivateTargets: services.config.webhookAllowPrivateTargets, allowedBy: 'WEBHOOK_ALLOW_PRIVATE_TARGETS' };
}

const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** Signing secrets are stored encrypted, bound to their endpoint (current and previous alike). */
export const signingSecretContext = (endpointId: string): SecretContext => ({ purpose: 'webhook_signing_secret', rowId: endpointId });

/** Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function webhookEndpointView(row: WebhookEndpointRow): Schemas['WebhookEndpoint'] {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types as Schemas['WebhookEventType'][],
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listWebhookEndpoints(services: Services, tenantId: string): Promise<Schemas['WebhookEndpointPage']> {
  return { items: (await endpoints.listWebhookEndpointRows(services.db, tenantId)).map(webhookEndpointView), nextCursor: null };
}

export async function getWebhookEndpoint(services: Services, tenantId: string, endpointId: string): Promise<Schemas['WebhookEndpoint']> {
  return webhookEndpointView(await endpoints.findWebhookEndpointRow(services.db, tenantId, endpointId));
}

export async function createWebhookEndpoint(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  input: RequestBody<'createWebhookEndpoint'>,
): Promise<Schemas['WebhookEndpointWithSecret']> {
  const url = assertAllowedUrl(input.url, 'body.url', webhookPolicy(services)).toString();
  const secret = newWebhookSecret();
  const id = newId('whe');
  return services.db.transaction().execute(async (trx) => {
    const tenant = await lockTenant(trx, tenantId);
    await assertWithinPlanLimit(trx, tenant.plan_id, 'max_webhook_endpoints', await endpoints.countWebhookEndpoints(trx, tenantId));
    const row = await endpoints.insertWebhookEndpointRow(trx, {
      id,
      tenant_id: tenantId,
      url,
      description: input.description ?? null,
      event_types: input.eventTypes,
      enabled: input.enabled ?? true,
      secret: services.secretCipher.encrypt(secret, signingSecretContext(id)),
    });
    await recordTenantChange(trx, services, meta, {
      event: 'webhook_endpoint.created',
      tenantId,
      target: { type: 'webhook_endpoint', id: row.id },
      metadata: { url, eventTypes: input.eventTypes },
      data: webhookEndpointView(row),
    });
    return { webhookEndpoint: webhookEndpointView(row), secret };
  });
}

export async function updateWebhookEndpoint(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  endpointId: string,
  input: RequestBody<'updateWebhookEndpoint'>,
): Promise<Schemas['WebhookEndpoint']> {
  const url = input.url === undefined ? undefined : assertAllowedUrl(input.url, 'body.url', webhookPolicy(services)).toString();
  return services.db.transaction().execute(async (trx) => {
    await endpoints.findWebhookEndpointRow(trx, tenantId, endpointId);
    const row = await endpoints.updateWebhookEndpointRow(trx, tenantId, endpointId, {
      url,
      description: input.description,
      event_types: input.eventTypes,
      enabled: input.enabled,
      // Enabling (again) starts the count toward WEBHOOK_DISABLE_AFTER_DAYS afresh.
      ...(input.enabled === true ? { failing_since: null } : {}),
    });
    await recordTenantChange(trx, services, meta, {
      event: 'webhook_endpoint.updated',
      tenantId,
      target: { type: 'webhook_endpoint', id: endpointId },
      metadata: { changes: Object.keys(input) },
      data: webhookEndpointView(row),
    });
    return webhookEndpointView(row);
  });
}

export async function deleteWebhookEndpoint(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  endpointId: string,
): Promise<Schemas['Deleted']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await endpoints.findWebhookEndpointRow(trx, tenantId, endpointId);
    await endpoints.deleteWebhookEndpointRow(trx, tenantId, endpointId);
    await recordTenantChange(trx, services, meta, {
      event: 'webhook_endpoint.deleted',
      tenantId,
      target: { type: 'webhook_endpoint', id: endpointId },
      metadata: { url: row.url },
      data: { id: endpointId, deleted: true },
    });
    return { id: endpointId, deleted: true };
  });
}

/** The new secret signs from now on; the old one keeps signing alongside for the grace period. */
export async function rotateWebhookEndpointSecret(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  endpointId: string,
): Promise<Schemas['WebhookEndpointWithSecret']> {
  const secret = newWebhookSecret();
  return services.db.transaction().execute(async (trx) => {
    // Locked: two concurrent rotations must not both demote the same secret, or the secret the
    // first one handed out would stop verifying at once.
    const current = await endpoints.findWebhookEndpointRow(trx, tenantId, endpointId, { forUpdate: true });
    const row = await endpoints.updateWebhookEndpointRow(trx, tenantId, endpointId, {
      secret: services.secretCipher.encrypt(secret, signingSecretContext(endpointId)),
      // Same endpoint, same binding: the ciphertext moves across as it is.
      previous_secret: current.secret,
      previous_secret_expires_at: new Date(Date.now() + ROTATION_GRACE_MS),
    });
    await recordAuditEvent(trx, meta, {
      action: 'webhook_endpoint.secret_rotated',
      tenantId,
      target: { type: 'webhook_endpoint', id: endpointId },
    });
    return { webhookEndpoint: webhookEndpointView(row), secret };
  });
}
