import type { Db } from '../../db/database.ts';
import { type AuditEventRowInput, insertAuditEventRow } from '../../db/repositories/audit-events.ts';
import type { Actor } from '../../identity/actor.ts';
import { auditActor } from '../../identity/actor.ts';
import { newId } from '../ids.ts';

/** Who asked, from where: what every audit event records besides the change itself. */
export interface RequestMeta {
  actor: Actor;
  ip: string | null;
  /** The User-Agent header, cut to a bounded length; sessions record it. */
  userAgent: string | null;
  requestId: string | null;
}

export interface AuditEventInput {
  action: string;
  tenantId?: string | null;
  target?: { type: string; id: string };
  metadata?: Record<string, unknown>;
  /** Overrides the request's actor, e.g. signup, where the new user acts on itself. */
  actor?: Actor;
}

/**
 * Call inside the mutation's transaction (`trx`), so that the change and its record commit
 * together. Returns the event's id, which a webhook about the same change reuses.
 */
export async function recordAuditEvent(trx: Db, meta: RequestMeta, event: AuditEventInput): Promise<string> {
  const row = auditEventRow(meta, event);
  await insertAuditEventRow(trx, row);
  return row.id;
}

/** The row recordAuditEvent inserts, for a statement that records the event itself. */
export function auditEventRow(meta: RequestMeta, event: AuditEventInput): AuditEventRowInput {
  const actor = auditActor(event.actor ?? meta.actor);
  return {
    id: newId('evt'),
    tenant_id: event.tenantId ?? null,
    actor_kind: actor.kind,
    actor_id: actor.id,
    action: event.action,
    target_type: event.target?.type ?? null,
    target_id: event.target?.id ?? null,
    ip: meta.ip,
    request_id: meta.requestId,
    metadata: JSON.stringify(event.metadata ?? {}),
  };
}

/** The instance itself acting, e.g. a worker disabling an endpoint that answered 410. */
export const SYSTEM_META: RequestMeta = { actor: { kind: 'system' }, ip: null, userAgent: null, requestId: null };
