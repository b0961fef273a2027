import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobSettings } from '../../config.ts';
import { claimJobRows, extendLeases, failAbandonedJobRows, type JobSettlement, settleJobRow } from '../../db/repositories/jobs.ts';
import type { JobRow } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import type { Logger } from '../logger.ts';
import type { JobQueue } from './job-queue.ts';
import type { JobOutcome, JobType } from './job-type.ts';
import { dueMaintenanceKeys, queueDueMaintenance } from './maintenance.ts';
import { retryDelayMs } from './retry-delay.ts';

interface RunningJob {
  done: Promise<void>;
  abort: AbortController;
}

/**
 * This instance's workers: polls the jobs table, runs up to `concurrency` jobs at once, keeps
 * their leases alive, and records each outcome. Claims are single statements and each job
 * runs outside any transaction, so the embedded database's one connection is never held
 * across a webhook call.
 */
export class JobRunner implements JobQueue {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly running = new Map<string, RunningJob>();
  private stopped = true;
  private loop: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private wake: (() => void) | undefined;
  private lastAbandonedSweep = 0;
  /** The maintenance periods this instance last saw queued (by itself or another instance). */
  private maintenanceQueuedFor: string | undefined;
  private queuedSinceNudge = false;

  constructor(
    private readonly services: Services,
    private readonly types: Record<string, JobType>,
    private readonly settings: JobSettings,
    private readonly log: Logger,
    /** Told of every attempt whose outcome was recorded (the /metrics counters). */
    private readonly onAttemptSettled: (jobType: string, outcome: JobSettlement['status']) => void = () => {},
  ) {}

  start(): void {
    if (this.settings.concurrency === 0 || !this.stopped) return;
    this.stopped = false;
    this.heartbeat = setInterval(() => void this.extendLeases(), Math.max(100, Math.floor(this.settings.leaseMs / 3)));
    this.heartbeat.unref();
    this.loop = this.pollLoop();
  }

  /** Look for work now rather than at the next poll, e.g. right after a request queued a job. */
  nudge(): void {
    this.queuedSinceNudge = false;
    this.wake?.();
  }

  /**
   * A transaction still open has queued work: `nudgeIfQueued` after the request answers wakes
   * the workers then. Requests that queued nothing (logins, key validation) cost no claim query.
   * Should another request's nudge come first, before that commit, the work waits at most
   * JOB_POLL_MS.
   */
  noteQueued(): void {
    this.queuedSinceNudge = true;
  }

  nudgeIfQueued(): void {
    if (this.queuedSinceNudge) this.nudge();
  }

  /**
   * Stops claiming, waits up to the grace period for running jobs, then aborts the rest and
   * hands them back to the queue (without counting the attempt) for another instance.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.wake?.();
    await this.loop;
    const all = Promise.allSettled([...this.running.values()].map((job) => job.done));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), this.settings.shutdownGraceMs)));
    if ((await Promise.race([all, graceOver])) === 'late') {
      for (const job of this.running.values()) job.abort.abort();
      await all;
    }
    clearTimeout(timer);
    clearInterval(this.heartbeat);
  }

  private async pollLoop(): Promise<void> {
    while (!this.stopped) {
      const free = this.settings.concurrency - this.running.size;
      let claimed = 0;
      if (free > 0) {
        try {
          await this.failAbandoned();
          await this.queueMaintenance();
          const jobs = await claimJobRows(this.services.db, this.workerId, free, this.settings.leaseMs, {
            perTenant: this.settings.webhookTenantConcurrency,
          });
          claimed = jobs.length;
          for (const job of jobs) this.execute(job);
        } catch (err) {
          this.log.warn({ err }, 'cannot claim jobs; will try again');
        }
      }
      // Having claimed any, look again at once: more may wait (a claim takes in only the
      // oldest due jobs, and fairness rules may have passed over some of them). Otherwise, or
      // with every slot taken, sleep until the next poll, a nudge, or a slot freeing up.
      if (!this.stopped && claimed === 0) await this.sleep(this.settings.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async failAbandoned(): Promise<void> {
    if (Date.now() - this.lastAbandonedSweep < this.settings.leaseMs) return;
    this.lastAbandonedSweep = Date.now();
    await failAbandonedJobRows(this.services.db);
  }

  /** Once per period per instance: a few inserts that all but one instance find already done. */
  private async queueMaintenance(): Promise<void> {
    const keys = dueMaintenanceKeys(this.settings);
    const period = keys.join(' ');
    if (period === this.maintenanceQueuedFor) return;
    const queued = await queueDueMaintenance(this.services, keys);
    this.maintenanceQueuedFor = period;
    if (queued > 0) this.log.debug({ keys, queued }, 'queued scheduled maintenance');
  }

  private async extendLeases(): Promise<void> {
    if (this.running.size === 0) return;
    try {
      await extendLeases(this.services.db, this.workerId, this.settings.leaseMs);
    } catch (err) {
      this.log.warn({ err }, 'cannot extend job leases');
    }
  }

  private execute(job: JobRow): void {
    const abort = new AbortController();
    const done = this.attempt(job, abort.signal).finally(() => {
      this.running.delete(job.id);
      this.wake?.();
    });
    this.running.set(job.id, { done, abort });
  }

  private async attempt(job: JobRow, signal: AbortSignal): Promise<void> {
    const log = this.log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    const finalAttempt = job.attempts >= job.max_attempts;
    let outcome: JobOutcome;
    const type = this.types[job.type];
    if (!type) {
      outcome = { status: 'failed', error: `No worker knows the job type ${job.type}.` };
    } else {
      try {
        outcome = await type.run({ services: this.services, job, signal, log });
      } catch (err) {
        log.warn({ err }, 'job attempt threw');
        outcome = { status: 'retry', error: err instanceof Error ? err.message : String(err) };
      }
    }
    const settlement: JobSettlement = signal.aborted ? { status: 'released' } : this.settlementOf(job, outcome, finalAttempt);
    try {
      const kept = await settleJobRow(this.services.db, job.id, this.workerId, settlement);
      if (!kept) log.warn('job lease was lost before the attempt ended; its outcome was dropped');
      else {
        log.info({ outcome: settlement.status }, 'job attempt ended');
        this.onAttemptSettled(job.type, settlement.status);
      }
    } catch (err) {
      // The lease runs out and another worker retries it: at least once, never lost.
      log.error({ err }, 'cannot record the job outcome');
    }
  }

  private settlementOf(job: JobRow, outcome: JobOutcome, finalAttempt: boolean): JobSettlement {
    switch (outcome.status) {
      case 'succeeded':
        return { status: 'succeeded', result: outcome.result ?? null };
      case 'failed':
      case 'cancelled':
        return { status: outcome.status, error: outcome.error };
      case 'retry':
        if (finalAttempt) return { status: 'failed', error: outcome.error };
        return {
          status: 'queued',
          error: outcome.error,
          delayMs: retryDelayMs(job.attempts, this.settings.retryMaxDelayMs, outcome.retryAfterMs),
        };
    }
  }
}
