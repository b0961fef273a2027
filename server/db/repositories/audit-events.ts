import type { Insertable, QueryCreator } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { startsWithPattern } from '../like.ts';
import type { AuditEventRow, AuditEventsTable, DB } from '../schema.ts';

/**
 * An audit row as written, sealed (domain/audit/record-audit-event.ts): its leaf hash commits
 * to every column, the time included, so the time is the writer's, not the database's. The
 * insert trigger adds the log and the place in it.
 */
export type AuditEventRowInput = Required<Insertable<AuditEventsTable>> & { metadata: string; occurred_at: Date };

export async function insertAuditEventRow(trx: Db, row: AuditEventRowInput): Promise<void> {
  await insertAuditEventQuery(trx, row).execute();
}

export function insertAuditEventQuery(qc: QueryCreator<DB>, row: AuditEventRowInput) {
  return qc.insertInto('audit_events').values(row);
}

export interface AuditFilter {
  action?: string;
  since?: string;
  until?: string;
}

/**
 * What of the platform's log a service account may read: events whose actor and target both
 * lie within its reach. Accounts are within reach when their permissions are a subset of
 * `permissions` (which takes in the reader itself).
 */
export interface PlatformReach {
  permissions: string[];
  /** Target types besides service accounts that the reader's permissions let it see (jobs, plans). */
  targetTypes: string[];
  /** The bootstrap token holds every permission: only a reader holding every one too sees its events. */
  bootstrap: boolean;
}

/**
 * A tenant's log (its id), or the platform's own: no tenant, acted by a service account, the
 * bootstrap token or `system` (the operator's command line), limited to a reach (undefined: the
 * bootstrap token, which sees it all; `system` acts with every permission, so only a reach of
 * every permission sees its events, as for the bootstrap token's).
 */
export type AuditScope = string | { platform: PlatformReach | undefined };

/** The log of events outside any tenant that no user is the subject of (migration 0022's audit_log_of). */
export const PLATFORM_LOG = 'platform';

/** An account (by the id in `column`) whose permissions lie within `permissions`. */
const accountWithin = (column: 'audit_events.actor_id' | 'audit_events.target_id', permissions: string[]) =>
  sql<boolean>`exists (select 1 from service_accounts sa where sa.id = ${sql.ref(column)} and ${JSON.stringify(permissions)}::jsonb @> sa.permissions)`;

function filtered(db: Db, scope: AuditScope, filter: AuditFilter) {
  let query = db.selectFrom('audit_events').selectAll();
  if (typeof scope === 'string') query = query.where('tenant_id', '=', scope);
  else {
    query = query.where('log_id', '=', PLATFORM_LOG);
    const reach = scope.platform;
    if (reach) {
      query = query
        .where((eb) =>
          eb.or([
            eb.and([eb('actor_kind', '=', 'platform'), accountWithin('audit_events.actor_id', reach.permissions)]),
            ...(reach.bootstrap ? [eb('actor_kind', 'in', ['platformBootstrap', 'system'])] : []),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb('target_type', 'is', null),
            eb.and([eb('target_type', '=', 'service_account'), accountWithin('audit_events.target_id', reach.permissions)]),
            ...(reach.targetTypes.length > 0 ? [eb('target_type', 'in', reach.targetTypes)] : []),
          ]),
        );
    }
  }
  // `group.*`: every action of the group (`group.` and anything after), as Stripe's event filter.
  if (filter.action?.endsWith('.*')) query = query.where('action', 'like', startsWithPattern(filter.action.slice(0, -1)));
  else if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.since) query = query.where('occurred_at', '>=', new Date(filter.since));
  if (filter.until) query = query.where('occurred_at', '<', new Date(filter.until));
  return query;
}

/**
 * Newest first in the tenant's log (seq: ids order only by the millisecond), `limit + 1` rows
 * before the event `beforeId` the cursor names.
 */
export function listAuditEventRows(
  db: Db,
  tenantId: string,
  filter: AuditFilter,
  page: { limit: number; beforeId?: string },
): Promise<AuditEventRow[]> {
  let query = filtered(db, tenantId, filter).where('log_id', '=', tenantId);
  const before = page.beforeId;
  if (before)
    query = query.where('seq', '<', (eb) =>
      eb.selectFrom('audit_events').select('seq').where('id', '=', before).where('log_id', '=', tenantId),
    );
  return query
    .orderBy('seq', 'desc')
    .limit(page.limit + 1)
    .execute();
}

/**
 * In log order (seq), up to `limit` rows after `afterSeq`: the export reads the log in such
 * batches by keyset, so memory stays bounded whatever its size, and no transaction or cursor is
 * held open between batches (PGlite has one connection).
 */
export function auditEventBatchAfter(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  page: { limit: number; afterSeq: number },
): Promise<AuditEventRow[]> {
  // A tenant's log is its events (audit_log_of), so the (log_id, seq) index serves the order.
  let query = filtered(db, scope, filter).where('seq', '>', page.afterSeq);
  if (typeof scope === 'string') query = query.where('log_id', '=', scope);
  return query.orderBy('seq', 'asc').limit(page.limit).execute();
}

/**
 * Every event a user was the actor of, in every log (tenants' and their own), oldest first: the
 * user's data export (exportMe). Not paged: the export is the whole of it.
 */
export function listAuditEventRowsByUserActor(db: Db, userId: string): Promise<AuditEventRow[]> {
  return db
    .selectFrom('audit_events')
    .selectAll()
    .where('actor_kind', '=', 'user')
    .where('actor_id', '=', userId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

/**
 * A deleted user's trace in the log becomes their id alone: every event they were the actor
 * or the target of, or that names their address, loses the address (`metadata.email`) and the
 * client IP it was recorded with. The events themselves stay, as the record of what happened.
 */
export async function forgetUserInAuditLog(trx: Db, user: { id: string; email: string }): Promise<void> {
  await trx
    .updateTable('audit_events')
    // The one update the log's trigger lets through: the leaf holds these only as a salted digest.
    .set({ ip: null, metadata: sql`metadata - 'email'`, personal_salt: null })
    .where((eb) =>
      eb.or([
        eb.and([eb('actor_kind', '=', 'user'), eb('actor_id', '=', user.id)]),
        eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', user.id)]),
        eb(sql`metadata->>'email'`, '=', user.email),
      ]),
    )
    .execute();
}
