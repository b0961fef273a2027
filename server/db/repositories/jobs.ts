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
  return query.orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/**
 * Takes up to `limit` due jobs for `workerId`: queued ones whose time has come, and running
 * ones whose lease ran out (their worker died). SKIP LOCKED makes concurrent claimers pass
 * over each other's rows instead of waiting, so each job goes to exactly one of them.
 */
export async function claimJobRows(db: Db, workerId: string, limit: number, leaseMs: number): Promise<JobRow[]> {
  // A CTE with FOR UPDATE is evaluated once; `IN (SELECT … LIMIT)` may be re-run by the planner.
  const { rows } = await sql<JobRow>`
    with due as (
      select id from jobs
       where (status = 'queued' and run_at <= now())
          or (status = 'running' and locked_until < now() and attempts < max_attempts)
       order by run_at, id
       limit ${limit}
       for update skip locked)
    update jobs
       set status = 'running', attempts = jobs.attempts + 1, locked_by = ${workerId},
           locked_until = now() + ${leaseMs} * interval '1 millisecond',
           started_at = now(), updated_at = now()
      from due
     where jobs.id = due.id
    returning jobs.*`.execute(db);
  return rows;
}

/** A job whose worker died on its last allowed attempt is not retried again: it failed. */
export async function failAbandonedJobRows(db: Db): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'failed', last_error: 'the worker stopped answering (lease expired) on the last attempt', locked_by: null, locked_until: null, finished_at: sql`now()`, updated_at: sql`now()` })
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
      changes = { ...common, status: 'succeeded' as const, result: settlement.result ? JSON.stringify(settlement.result) : null, finished_at: sql`now()` };
      break;
    case 'failed':
    case 'cancelled':
      changes = { ...common, status: settlement.status, last_error: settlement.error, finished_at: sql`now()` };
      break;
    case 'queued':
      changes = { ...common, status: 'queued' as const, last_error: settlement.error, run_at: sql`now() + ${settlement.delayMs} * interval '1 millisecond'` };
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
