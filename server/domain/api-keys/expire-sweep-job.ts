import { markExpiredApiKeys } from '../../db/repositories/api-keys.ts';
import { recordAuditEvent, SYSTEM_META } from '../audit/record-audit-event.ts';
import type { JobOutcome, JobType } from '../jobs/job-type.ts';
import { publishWebhookEvent } from '../webhooks/publish-event.ts';
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
          const eventId = await recordAuditEvent(trx, SYSTEM_META, { action: 'api_key.expired', tenantId: row.tenant_id, target: { type: 'api_key', id: row.id }, metadata: { name: row.name, expiresAt: row.expires_at?.toISOString() ?? null } });
          await publishWebhookEvent(trx, services, { id: eventId, tenantId: row.tenant_id, type: 'api_key.expired', data: apiKeyView(row) });
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
