import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { type AuditEventRowInput, insertAuditEventRow } from '../../db/repositories/audit-events.ts';
import type { Actor } from '../../identity/actor.ts';
import { auditActor } from '../../identity/actor.ts';
import { type AuditEntry, auditLeafHash, personalDataDigest } from '../../protocols/transparency/audit-leaf.ts';
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
export function auditEventRow(meta: RequestMeta, event: AuditEventInput, id = newId('evt')): AuditEventRowInput {
  const actor = auditActor(event.actor ?? meta.actor);
  // Through JSON, as the row will hold it: the leaf commits to what a reader gets back.
  const metadata = JSON.stringify(event.metadata ?? {});
  const occurredAt = new Date();
  const entry: AuditEntry = {
    id,
    occurredAt: occurredAt.toISOString(),
    tenantId: event.tenantId ?? null,
    actor,
    action: event.action,
    target: event.target ? { type: event.target.type, id: event.target.id } : null,
    ip: meta.ip,
    requestId: meta.requestId,
    metadata: JSON.parse(metadata) as Record<string, unknown>,
  };
  const salt = randomBytes(16);
  const personalDigest = personalDataDigest(entry, salt);
  return {
    id,
    occurred_at: occurredAt,
    tenant_id: entry.tenantId,
    actor_kind: actor.kind,
    actor_id: actor.id,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    ip: entry.ip,
    request_id: entry.requestId,
    metadata,
    leaf_hash: auditLeafHash(entry, personalDigest),
    personal_salt: salt,
    personal_digest: personalDigest,
  };
}

/** The instance itself acting, e.g. a worker disabling an endpoint that answered 410. */
export const SYSTEM_META: RequestMeta = { actor: { kind: 'system' }, ip: null, userAgent: null, requestId: null };
