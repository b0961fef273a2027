import { insertScheduledJobRow } from '../../db/repositories/jobs.ts';
import type { Config } from '../../config.ts';
import type { Services } from '../../services.ts';
import { newId } from '../ids.ts';

/**
 * What the server schedules for itself, each once per period across any number of instances:
 * recording key expiries, pruning old jobs and deliveries, pruning throttle counters (every
 * JOB_MAINTENANCE_INTERVAL_MS), and signing audit checkpoints (every AUDIT_CHECKPOINT_SECONDS).
 * Operators no longer run a scheduler of their own.
 */
export const MAINTENANCE_JOB_TYPES = ['api_keys.expire_sweep', 'jobs.prune', 'auth.prune_throttles', 'audit.checkpoint'] as const;
type MaintenanceJobType = (typeof MAINTENANCE_JOB_TYPES)[number];

function intervalMs(jobs: Config['jobs'], type: MaintenanceJobType): number {
  return type === 'audit.checkpoint' ? jobs.auditCheckpointSeconds * 1000 : jobs.maintenanceIntervalMs;
}

/** The period `now` falls in, as the ISO time it started: the same on every instance. */
export function maintenancePeriod(intervalMs: number, now = Date.now()): string {
  return new Date(Math.floor(now / intervalMs) * intervalMs).toISOString();
}

/** Each maintenance job's key for the period `now` falls in: `type@period`. */
export function dueMaintenanceKeys(jobs: Config['jobs'], now = Date.now()): string[] {
  return MAINTENANCE_JOB_TYPES.map((type) => `${type}@${maintenancePeriod(intervalMs(jobs, type), now)}`);
}

/**
 * Queues the runs of `keys` (dueMaintenanceKeys) that no instance has queued yet. Every
 * instance calls this; the unique `type@period` key lets exactly one insert per type and
 * period succeed. Returns how many this call queued.
 */
export async function queueDueMaintenance(services: Services, keys: string[]): Promise<number> {
  // One transaction, so a period's runs appear together or not at all (a reader, or an instance
  // that dies between two inserts, never sees half a period). Every instance inserts in the same
  // order, so two racing transactions wait on each other's first key instead of deadlocking.
  return services.db.transaction().execute(async (trx) => {
    let queued = 0;
    for (const key of keys) {
      const type = key.slice(0, key.indexOf('@'));
      const inserted = await insertScheduledJobRow(trx, {
        id: newId('job'),
        type,
        payload: {},
        max_attempts: services.config.jobs.maxAttempts,
        created_by: 'system',
        schedule_key: key,
        // One lane per type: a run that outlasts its period (the first checkpoint run after an
        // upgrade signs every log) is followed by the next, never raced by it.
        serial_key: `maintenance:${type}`,
      });
      if (inserted) queued += 1;
    }
    return queued;
  });
}
