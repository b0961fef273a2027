import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { JobRow, JobStatus } from '../schema.ts';

export interface NewJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  max_attempts: number;
  run_at?: Date;
  created_by: string | null;
  /** Fairness (see claimJobRows): the tenant whose share it uses, and its one-at-a-time lane. */
  tenant_id?: string;
  serial_key?: string;
}

/** Call inside the transaction of the change that causes the job: the outbox pattern. */
export function insertJobRow(db: Db, job: NewJob): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({ ...job, payload: JSON.stringify(job.payload), status: 'queued', ...(job.run_at ? { run_at: job.run_at } : {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findJobRow(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first, `limit + 1` rows before the cursor. */
export function listJobRows(db: Db, page: { limit: number; beforeId?: string; status?: JobStatus; type?: string }): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').selectAll();
  if (page.status) query = query.where('status', '=', page.status);
  if (page.type) query = query.where('type', '=', page.type);
  if (page.beforeId) query = query.where('id', '<', page.beforeId);
  return query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export interface ClaimLimits {
  /** Running jobs of one tenant at once, across every instance. */
  perTenant: number;
}

/**
 * Takes up to `limit` due jobs for `workerId`: queued ones whose time has come, and running
 * ones whose lease ran out (their worker died). Two fairness rules hold across instances:
 * jobs sharing a `serial_key` (one webhook endpoint) run one at a time, oldest first, and no
 * tenant has more than `perTenant` running, so an endpoint that never answers holds at most
 * one worker and a tenant at most its share, whatever its backlog. The rules count running
 * jobs, so claims take a transaction-scoped advisory lock: two claimers one after the other
 * each see the other's claims, and claims stay single short statements otherwise.
 */
export async function claimJobRows(db: Db, workerId: string, limit: number, leaseMs: number, limits: ClaimLimits): Promise<JobRow[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    // Lanes already running and tenants at their cap are passed over first; only then are the
    // oldest remaining due jobs taken in (a window, so a backlog of thousands costs an index
    // walk, not a sort) and ranked per lane and per tenant. A backlog behind one stuck endpoint
    // is skipped row by row, so another tenant's single delivery is still found. Locking happens
    // on the chosen rows only; SKIP LOCKED passes over rows another statement is settling.
    const { rows } = await sql<JobRow>`
      with busy as (
        select tenant_id, serial_key from jobs
         where status = 'running' and locked_until >= now()),
      full_tenants as (
        select tenant_id from busy where tenant_id is not null
         group by tenant_id having count(*) >= ${limits.perTenant}),
      due as (
        select id, run_at, tenant_id, serial_key from jobs
         where ((status = 'queued' and run_at <= now())
             or (status = 'running' and locked_until < now() and attempts < max_attempts))
           and (serial_key is null or serial_key not in (select serial_key from busy where serial_key is not null))
           and (tenant_id is null or tenant_id not in (select tenant_id from full_tenants))
         order by run_at, id
         limit ${Math.max(32, limit * 8)}),
      lane_heads as (
        select id, run_at, tenant_id,
               row_number() over (partition by tenant_id order by run_at, id) as place_in_tenant
          from (select *, row_number() over (partition by serial_key order by run_at, id) as place_in_lane from due) d
         where serial_key is null or place_in_lane = 1),
      chosen as (
        select id from lane_heads h
         where h.tenant_id is null
            or h.place_in_tenant + (select count(*) from busy where busy.tenant_id = h.tenant_id) <= ${limits.perTenant}
         order by run_at, id
         limit ${limit}),
      claimable as (
        select id from jobs where id in (select id from chosen) for update skip locked)
      update jobs
         set status = 'running', attempts = jobs.attempts + 1, locked_by = ${workerId},
             locked_until = now() + ${leaseMs} * interval '1 millisecond',
             started_at = now(), updated_at = now()
        from claimable
       where jobs.id = claimable.id
      returning jobs.*`.execute(trx);
    return rows;
  });
}

/** The advisory lock key that serializes claims (an arbitrary constant, unique to claiming). */
const CLAIM_LOCK = 7_401_114_001;

/**
 * Queues a scheduled run unless one already exists for the period: the unique schedule_key
 * makes this safe to call from every instance at once. True when this call queued it.
 */
export async function insertScheduledJobRow(db: Db, job: NewJob & { schedule_key: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('jobs')
    .values({ ...job, payload: JSON.stringify(job.payload), status: 'queued' })
    .onConflict((oc) => oc.column('schedule_key').where('schedule_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Deletes up to `limit` jobs that finished more than `retentionDays` ago and that no delivery
 * still shows (a delivery's current job goes with the delivery). The number deleted.
 */
export async function pruneFinishedJobRows(db: Db, retentionDays: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs as j')
        .select('j.id')
        .where('j.status', 'in', ['succeeded', 'failed', 'cancelled'])
        .where('j.finished_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
        .where((w) => w.not(w.exists(w.selectFrom('webhook_deliveries as d').select('d.id').whereRef('d.job_id', '=', 'j.id'))))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A job whose worker died on its last allowed attempt is not retried again: it failed. */
export async function failAbandonedJobRows(db: Db): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      last_error: 'the worker stopped answering (lease expired) on the last attempt',
      locked_by: null,
      locked_until: null,
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('status', '=', 'running')
    .where('locked_until', '<', sql<Date>`now()`)
    .where(sql<boolean>`attempts >= max_attempts`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Keeps this worker's running jobs leased while it is alive. */
export async function extendLeases(db: Db, workerId: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_until: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

export type JobSettlement =
  | { status: 'succeeded'; result: Record<string, unknown> | null }
  | { status: 'failed' | 'cancelled'; error: string }
  | { status: 'queued'; error: string; delayMs: number }
  /** Shutdown: back to the queue as if this attempt never started. */
  | { status: 'released' };

/**
 * Records how an attempt ended, only if this worker still holds the job: when its lease ran
 * out and another worker took over, the late answer is dropped (false).
 */
export async function settleJobRow(db: Db, id: string, workerId: string, settlement: JobSettlement): Promise<boolean> {
  const common = { locked_by: null, locked_until: null, updated_at: sql`now()` };
  let changes;
  switch (settlement.status) {
    case 'succeeded':
      changes = {
        ...common,
        status: 'succeeded' as const,
        result: settlement.result ? JSON.stringify(settlement.result) : null,
        finished_at: sql`now()`,
      };
      break;
    case 'failed':
    case 'cancelled':
      changes = { ...common, status: settlement.status, last_error: settlement.error, finished_at: sql`now()` };
      break;
    case 'queued':
      changes = {
        ...common,
        status: 'queued' as const,
        last_error: settlement.error,
        run_at: sql`now() + ${settlement.delayMs} * interval '1 millisecond'`,
      };
      break;
    case 'released':
      changes = { ...common, status: 'queued' as const, attempts: sql`greatest(attempts - 1, 0)`, run_at: sql`now()` };
      break;
  }
  const result = await db
    .updateTable('jobs')
    .set(changes as never)
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Only a job that has not started (or is waiting for its next attempt) can be cancelled. */
export function cancelQueuedJobRow(db: Db, id: string, reason: string): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ status: 'cancelled', last_error: reason, finished_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** How many jobs are in each state: the queue's depth, for /metrics. */
export async function countJobsByStatus(db: Db): Promise<Array<{ status: JobStatus; count: number }>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}
