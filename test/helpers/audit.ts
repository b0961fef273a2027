import { expect } from 'vitest';
import type { AuditEventRow } from '../../server/db/schema.ts';
import type { TestApp, TestResponse } from './test-app.ts';

/** Audit events of one action, oldest first, narrowed to a tenant, an actor or a target. */
export function auditEventsWhere(
  t: TestApp,
  where: { action: string; tenantId?: string; actorId?: string; targetId?: string },
): Promise<AuditEventRow[]> {
  let query = t.app.services.db.selectFrom('audit_events').selectAll().where('action', '=', where.action);
  if (where.tenantId) query = query.where('tenant_id', '=', where.tenantId);
  if (where.actorId) query = query.where('actor_id', '=', where.actorId);
  if (where.targetId) query = query.where('target_id', '=', where.targetId);
  // Within one log (one tenant's), seq orders events of the same millisecond.
  return query.orderBy('occurred_at').orderBy('log_id').orderBy('seq').execute();
}

/** The answer to a credential whose session has ended: 401 INVALID_CREDENTIAL. */
export function expectDead(response: TestResponse): void {
  expect(response.status, response.text).toBe(401);
  expect(response.body.code).toBe('INVALID_CREDENTIAL');
}
