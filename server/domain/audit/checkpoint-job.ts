import type { JobOutcome, JobType } from '../jobs/job-type.ts';
import { checkpointGrownLogs } from './checkpoints.ts';

/** Scheduled `audit.checkpoint`, once per AUDIT_CHECKPOINT_SECONDS across every instance. */
export const auditCheckpointJob: JobType = {
  async run({ services }): Promise<JobOutcome> {
    return { status: 'succeeded', result: { signed: await checkpointGrownLogs(services) } };
  },
};
