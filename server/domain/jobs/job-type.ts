import type { JobRow } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import type { Logger } from '../logger.ts';

export interface JobContext {
  services: Services;
  job: JobRow;
  /** Aborted when the instance shuts down and can no longer wait for this attempt. */
  signal: AbortSignal;
  log: Logger;
}

/** How one attempt ended. A thrown error counts as `retry` with its message. */
export type JobOutcome =
  | { status: 'succeeded'; result?: Record<string, unknown> }
  | { status: 'retry'; error: string; retryAfterMs?: number }
  /** Retrying cannot help. */
  | { status: 'failed'; error: string }
  /** Nothing left to do, e.g. the endpoint of a delivery was deleted. */
  | { status: 'cancelled'; error: string };

export interface JobType {
  run(context: JobContext): Promise<JobOutcome>;
}
