import type { JobRow } from '../../db/schema.ts';
import type { Services } from '../services.ts';

/**
 * What the workers need of a logger, declared here where it is used: pino's (and so
 * Fastify's) logger fits it, and the domain does not depend on the web framework.
 */
export interface JobLogger {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object | string, message?: string): void;
  error(details: object, message?: string): void;
  child(bindings: Record<string, unknown>): JobLogger;
}

export interface JobContext {
  services: Services;
  job: JobRow;
  /** Aborted when the instance shuts down and can no longer wait for this attempt. */
  signal: AbortSignal;
  log: JobLogger;
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
