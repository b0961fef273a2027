import type { Db } from '../database.ts';
import type { AuditEventRow } from '../schema.ts';

export interface AuditFilter {
  action?: string;
  since?: string;
  until?: string;
}

/** A tenant's log, or (null) the platform's own: no tenant, acted by a service account or the bootstrap token. */
export type AuditScope = string | null;

function filtered(db: Db, scope: AuditScope, filter: AuditFilter) {
  let query = db.selectFrom('audit_events').selectAll();
  query = scope === null ? query.where('tenant_id', 'is', null).where('actor_kind', 'in', ['platform', 'platformBootstrap']) : query.where('tenant_id', '=', scope);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.since) query = query.where('occurred_at', '>=', new Date(filter.since));
  if (filter.until) query = query.where('occurred_at', '<', new Date(filter.until));
  return query;
}

/** Newest first, `limit + 1` rows after the cursor (by id, which sorts by time). */
export function listAuditEventRows(db: Db, tenantId: string, filter: AuditFilter, page: { limit: number; beforeId?: string }): Promise<AuditEventRow[]> {
  let query = filtered(db, tenantId, filter);
  if (page.beforeId) query = query.where('id', '<', page.beforeId);
  return query.orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/**
 * Oldest first, in batches of `batchSize` by keyset: memory stays bounded whatever the size
 * of the log, and no transaction or cursor is held open between batches (PGlite has one connection).
 */
export async function* streamAuditEventRows(db: Db, scope: AuditScope, filter: AuditFilter, batchSize = 1000): AsyncGenerator<AuditEventRow> {
  let afterId: string | undefined;
  for (;;) {
    let query = filtered(db, scope, filter);
    if (afterId) query = query.where('id', '>', afterId);
    const rows = await query.orderBy('id', 'asc').limit(batchSize).execute();
    yield* rows;
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
