import type { CpuShare } from './cpu-share.ts';

/** One measured phase: of a route under autocannon, or of a ceiling's work in its own process. */
export interface Measure {
  perSecond: number;
  p99: number;
  /** Mean latency in ms. */
  mean: number;
  total: number;
  /** Non-2xx answers, socket errors and timeouts: a phase with any is not a valid figure. */
  errors: number;
  /** What the errors were, e.g. `401×3 timeouts×1`. */
  detail: string;
  /** Where the machine's CPU went while it was measured (Linux only; lib/cpu-share.ts). */
  cpu?: CpuShare;
}

/** Milliseconds with one decimal at most: autocannon's are whole, the ceilings' are not. */
export const ms = (value: number): string => String(Number(value.toFixed(1)));
