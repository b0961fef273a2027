import { pruneFinishedJobRows } from '../../db/repositories/jobs.ts';
import { pruneDeliveryRows } from '../../db/repositories/webhook-deliveries.ts';
import type { JobOutcome, JobType } from './job-type.ts';

/** Rows per statement: each delete is its own short transaction, so the embedded database is never held long. */
const BATCH = 1_000;

async function inBatches(prune: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await prune();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Scheduled `jobs.prune`: deliveries and finished jobs older than JOB_RETENTION_DAYS go,
 * deliveries first (a delivery shows its current job, so that job stays while it does).
 */
export const pruneJobsJob: JobType = {
  async run({ services }): Promise<JobOutcome> {
    const days = services.config.jobs.retentionDays;
    const deliveries = await inBatches(() => pruneDeliveryRows(services.db, days, BATCH));
    const jobs = await inBatches(() => pruneFinishedJobRows(services.db, days, BATCH));
    return { status: 'succeeded', result: { deliveries, jobs } };
  },
};
