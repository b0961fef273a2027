import type { Kysely } from 'kysely';
import type { Actor } from '../../identity/actor.ts';
import { auditActor } from '../../identity/actor.ts';
import type { DB } from '../../db/schema.ts';
import { newId } from '../ids.ts';

/** Who asked, from where: what every audit event records besides the change itself. */
export interface RequestMeta {
  actor: Actor;
  ip: string | null;
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

/** Call inside the mutation's transaction (`trx`), so that the change and its record commit together. */
export async function recordAuditEvent(trx: Kysely<DB>, meta: RequestMeta, event: AuditEventInput): Promise<void> {
  const actor = auditActor(event.actor ?? meta.actor);
  await trx
    .insertInto('audit_events')
    .values({
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
    })
    .execute();
}
