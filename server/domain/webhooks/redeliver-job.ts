import type { Schemas } from '../../api-types.ts';
import { listFailedDeliveryIds } from '../../db/repositories/webhook-deliveries.ts';
import type { JobOutcome, JobType } from '../jobs/job-type.ts';
import { requeueDelivery } from './deliveries.ts';

/** Per run; an operator runs the job again for more. */
const MAX_REDELIVERIES = 1_000;

/**
 * Operator job `webhooks.redeliver` (payload `{ tenantId, endpointId?, since? }`): every
 * failed delivery in scope is queued again, keeping its `webhook-id` and body.
 */
export const redeliverWebhooksJob: JobType = {
  async run({ services, job }): Promise<JobOutcome> {
    const payload = job.payload as Schemas['CreateRedeliverJob']['payload'];
    const redelivered = await services.db.transaction().execute(async (trx) => {
      const failed = await listFailedDeliveryIds(trx, {
        tenantId: payload.tenantId,
        endpointId: payload.endpointId,
        since: payload.since ? new Date(payload.since) : undefined,
        limit: MAX_REDELIVERIES,
      });
      for (const row of failed)
        await requeueDelivery(trx, services, { id: row.id, tenantId: payload.tenantId, endpointId: row.endpoint_id }, job.id);
      return failed.length;
    });
    services.jobs.nudge();
    return { status: 'succeeded', result: { redelivered, more: redelivered === MAX_REDELIVERIES } };
  },
};
