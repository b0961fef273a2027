import type { QueryParams, Schemas } from '../../api-types.ts';
import { findTenant, listTenantRows } from '../../db/repositories/tenants.ts';
import { AppError } from '../../errors.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';
import type { Services } from '../services.ts';
import { tenantView } from '../tenants/tenants.ts';

/** listPlatformTenants: every tenant, for a backend holding `tenants:read` (issue 31 point 4). */
export async function listPlatformTenants(
  services: Services,
  query: QueryParams<'listPlatformTenants'>,
): Promise<Schemas['PlatformTenantPage']> {
  const limit = clampLimit(query.limit);
  const rows = await listTenantRows(services.db, { limit, beforeId: decodeCursor(query.cursor) });
  return pageOf(rows, limit, tenantView);
}

export async function getPlatformTenant(services: Services, tenantId: string): Promise<Schemas['Tenant']> {
  const row = await findTenant(services.db, tenantId);
  if (!row) throw new AppError('NOT_FOUND');
  return tenantView(row);
}
