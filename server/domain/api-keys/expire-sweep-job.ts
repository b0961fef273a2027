import { markExpiredApiKeys } from '../../db/repositories/api-keys.ts';
import { SYSTEM_META } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import type { JobOutcome, JobType } from '../jobs/job-type.ts';
import { apiKeyView } from './api-keys.ts';

const BATCH = 500;

/**
 * Operator job `api_keys.expire_sweep`: an expired key already fails validation (status is
 * computed from expiresAt), so the sweep only puts each expiry on the record, once: an
 * `api_key.expired` audit event and webhook per key. Short transactions of 500 keys, so the
 * embedded database is never held for long.
 */
export const expireSweepJob: JobType = {
  async run({ services }): Promise<JobOutcome> {
    let expired = 0;
    for (;;) {
      const batch = await services.db.transaction().execute(async (trx) => {
        const rows = await markExpiredApiKeys(trx, BATCH);
        for (const row of rows) {
          await recordTenantChange(trx, services, SYSTEM_META, {
            event: 'api_key.expired',
            tenantId: row.tenant_id,
            target: { type: 'api_key', id: row.id },
            metadata: { name: row.name, expiresAt: row.expires_at?.toISOString() ?? null },
            data: apiKeyView(row),
          });
        }
        return rows.length;
      });
      expired += batch;
      if (batch < BATCH) break;
    }
    if (expired > 0) services.jobs.nudge();
    return { status: 'succeeded', result: { expired } };
  },
};
