import { insertScheduledJobRow } from '../../db/repositories/jobs.ts';
import type { Services } from '../../services.ts';
import { newId } from '../ids.ts';

/**
 * What the server schedules for itself, each once per JOB_MAINTENANCE_INTERVAL_MS across any
 * number of instances: recording key expiries, pruning old jobs and deliveries, pruning
 * throttle counters. Operators no longer run a scheduler of their own.
 */
export const MAINTENANCE_JOB_TYPES = ['api_keys.expire_sweep', 'jobs.prune', 'auth.prune_throttles'] as const;

/** The period `now` falls in, as the ISO time it started: the same on every instance. */
export function maintenancePeriod(intervalMs: number, now = Date.now()): string {
  return new Date(Math.floor(now / intervalMs) * intervalMs).toISOString();
}

/**
 * Queues this period's maintenance runs that no instance has queued yet. Every instance calls
 * this; the unique `type@period` key lets exactly one insert per type and period succeed.
 * Returns how many this call queued.
 */
export async function queueDueMaintenance(services: Services, period: string): Promise<number> {
  // One transaction, so a period's runs appear together or not at all (a reader, or an instance
  // that dies between two inserts, never sees half a period). Every instance inserts in the same
  // order, so two racing transactions wait on each other's first key instead of deadlocking.
  return services.db.transaction().execute(async (trx) => {
    let queued = 0;
    for (const type of MAINTENANCE_JOB_TYPES) {
      const inserted = await insertScheduledJobRow(trx, {
        id: newId('job'),
        type,
        payload: {},
        max_attempts: services.config.jobs.maxAttempts,
        created_by: 'system',
        schedule_key: `${type}@${period}`,
      });
      if (inserted) queued += 1;
    }
    return queued;
  });
}
