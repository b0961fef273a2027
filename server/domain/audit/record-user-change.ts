import type { Db } from '../../db/database.ts';
import { listMemberTenantIds } from '../../db/repositories/memberships.ts';
import { shareTenantRows } from '../../db/repositories/tenants.ts';
import type { Actor } from '../../identity/actor.ts';
import type { Services } from '../../services.ts';
import { publishWebhookEvent, type WebhookEventType } from '../webhooks/publish-event.ts';
import { type RequestMeta, recordAuditEvent } from './record-audit-event.ts';

export interface UserChange {
  /** The audit action and the webhook event type: one name for both. */
  event: Extract<WebhookEventType, `user.${string}` | `passkey.${string}`>;
  user: { id: string; email: string };
  metadata?: Record<string, unknown>;
  /** When the request's actor is not the user (say, an anonymous password-reset link). */
  actor?: Actor;
  /** What the webhook says besides the user (a passkey's id). */
  data?: Record<string, unknown>;
}

/**
 * A change to a user's own account, inside its transaction: one audit event (the user's, in
 * no tenant), and a webhook event with the same id to every tenant the user belongs to, whose
 * apps may need to know (say, to end their own sessions when the password changed). Those
 * tenants' rows are shared before the append, in the order every change keeps (shareTenantRows).
 */
export async function recordUserChange(trx: Db, services: Services, meta: RequestMeta, change: UserChange): Promise<string> {
  const { event, user } = change;
  const tenantIds = await listMemberTenantIds(trx, user.id);
  await shareTenantRows(trx, tenantIds);
  const id = await recordAuditEvent(trx, meta, {
    action: event,
    target: { type: 'user', id: user.id },
    ...(change.metadata ? { metadata: change.metadata } : {}),
    ...(change.actor ? { actor: change.actor } : {}),
  });
  for (const tenantId of tenantIds) {
    await publishWebhookEvent(trx, services, { id, tenantId, type: event, data: { userId: user.id, email: user.email, ...change.data } });
  }
  return id;
}
