/**
 * Close to the Standard Webhooks schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after
 * attempts 1 to 7, then 10 h. Each delay is capped (JOB_RETRY_MAX_DELAY_MS) and spread by
 * ±20 % so that jobs that failed together do not all come back at the same instant.
 */
const SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** A receiver's Retry-After is honoured up to a day; beyond that it is not a hint we keep. */
const MAX_RETRY_AFTER_MS = 86_400_000;

export function retryDelayMs(attempt: number, capMs: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const scheduled = SCHEDULE_MS[Math.min(Math.max(attempt, 1), SCHEDULE_MS.length) - 1]!;
  const jittered = Math.round(Math.min(scheduled, capMs) * (0.8 + 0.4 * random()));
  return retryAfterMs === undefined ? jittered : Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}
