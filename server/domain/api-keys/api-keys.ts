import type { RequestBody, Schemas } from '../../api-types.ts';
import * as keys from '../../db/repositories/api-keys.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import type { ApiKeyRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { API_KEY_PREFIX, hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';
import { assertWithinPlanLimit } from '../tenants/plan-limits.ts';

export function apiKeyStatus(row: ApiKeyRow, now = new Date()): Schemas['ApiKey']['status'] {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && row.expires_at <= now) return 'expired';
  return 'active';
}

/** The public projection: never the key, never its hash. */
export function apiKeyView(row: ApiKeyRow): Schemas['ApiKey'] {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    start: row.start,
    scopes: row.scopes,
    status: apiKeyStatus(row),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

export async function listApiKeys(
  services: Services,
  tenantId: string,
  query: { limit?: number | string; cursor?: string },
): Promise<Schemas['ApiKeyPage']> {
  const limit = clampLimit(query.limit);
  return pageOf(await keys.listApiKeyRows(services.db, tenantId, { limit, beforeId: decodeCursor(query.cursor) }), limit, apiKeyView);
}

export async function getApiKey(services: Services, tenantId: string, keyId: string): Promise<Schemas['ApiKey']> {
  return apiKeyView(await keys.findApiKeyRow(services.db, tenantId, keyId));
}

export async function createApiKey(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  input: RequestBody<'createApiKey'>,
): Promise<Schemas['ApiKeyCreated']> {
  if (input.expiresAt && new Date(input.expiresAt) <= new Date())
    throw new AppError('VALIDATION_FAILED', 'body.expiresAt must be in the future.');
  const key = newSecret(API_KEY_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    const tenant = await lockTenant(trx, tenantId);
    await assertWithinPlanLimit(trx, tenant.plan_id, 'max_api_keys', await keys.countActiveApiKeys(trx, tenantId));
    const row = await keys.insertApiKeyRow(trx, {
      id: newId('key'),
      tenant_id: tenantId,
      name: input.name,
      key_hash: hashSecret(key),
      start: key.slice(0, 12),
      scopes: input.scopes,
      created_by: meta.actor.kind === 'user' ? meta.actor.userId : null,
      expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    await recordTenantChange(trx, services, meta, {
      event: 'api_key.created',
      tenantId,
      target: { type: 'api_key', id: row.id },
      metadata: { name: row.name, scopes: row.scopes, expiresAt: row.expires_at?.toISOString() ?? null },
      data: apiKeyView(row),
    });
    return { apiKey: apiKeyView(row), secret: key };
  });
}

/** Idempotent: revoking a revoked key answers it as it is, and records nothing new. */
export async function revokeApiKey(services: Services, meta: RequestMeta, tenantId: string, keyId: string): Promise<Schemas['ApiKey']> {
  return services.db.transaction().execute(async (trx) => {
    const current = await keys.findApiKeyRow(trx, tenantId, keyId, { forUpdate: true });
    if (current.revoked_at) return apiKeyView(current);
    const row = await keys.revokeApiKeyRow(trx, tenantId, keyId);
    await recordTenantChange(trx, services, meta, {
      event: 'api_key.revoked',
      tenantId,
      target: { type: 'api_key', id: keyId },
      metadata: { name: row.name },
      data: apiKeyView(row),
    });
    return apiKeyView(row);
  });
}
