import type { Schemas } from '../../api-types.ts';
import { expireSweepJob } from '../api-keys/expire-sweep-job.ts';
import { PASSWORD_RESET_JOB_TYPE, passwordResetMailJob } from '../auth/password-reset-job.ts';
import { pruneThrottlesJob } from '../auth/prune-throttles-job.ts';
import { auditCheckpointJob } from '../audit/checkpoint-job.ts';
import { deliverWebhookJob } from '../webhooks/deliver-job.ts';
import { DELIVER_JOB_TYPE } from '../webhooks/publish-event.ts';
import { redeliverWebhooksJob } from '../webhooks/redeliver-job.ts';
import type { JobType } from './job-type.ts';
import { pruneJobsJob } from './prune-jobs-job.ts';

/** Every job type a worker can run. Operators may create the ones in openapi.yaml's CreateJobRequest. */
export const JOB_TYPES: Record<Schemas['JobType'], JobType> = {
  [DELIVER_JOB_TYPE]: deliverWebhookJob,
  'webhooks.redeliver': redeliverWebhooksJob,
  'api_keys.expire_sweep': expireSweepJob,
  'jobs.prune': pruneJobsJob,
  'auth.prune_throttles': pruneThrottlesJob,
  [PASSWORD_RESET_JOB_TYPE]: passwordResetMailJob,
  'audit.checkpoint': auditCheckpointJob,
};
