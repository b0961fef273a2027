import type { CpuShare } from '../lib/cpu-share.ts';
import { type Measure, ms } from '../lib/measure.ts';

/** One line of the table and of the JSON: a figure, what it is set against, and its goal. */
export interface Result {
  name: string;
  database: string;
  value: number;
  unit: string;
  p99: number | null;
  ceiling: number | null;
  ceilingUnit: string | null;
  ratio: number | null;
  /** The goal in words; null when the figure is only reported. */
  goal: string | null;
  met: boolean | null;
  /** Non-2xx answers and socket errors of the measured phase (and its ceiling): any makes the figure invalid. */
  errors: number;
  detail: string;
  /** Where the machine's CPU went while the figure was measured (lib/cpu-share.ts). */
  cpu?: CpuShare;
}

const errorsOf = (...measures: Measure[]) => ({
  errors: measures.reduce((sum, m) => sum + m.errors, 0),
  detail: measures
    .map((m) => m.detail)
    .filter(Boolean)
    .join(' '),
});

/** A route beside its ceiling: ratio = route req/s ÷ ceiling's; the goal a least ratio, and a most p99 when given. */
export function versusCeiling(
  name: string,
  database: string,
  m: Measure,
  ceiling: Measure,
  ceilingUnit: string,
  goal: { ratio: number; p99?: number },
): Result {
  const ratio = m.perSecond / ceiling.perSecond;
  // A p99 goal is read beside the ceiling's own p99 under the same connections: no route
  // answers sooner than a bare one that does nothing.
  const words = `ratio ≥ ${goal.ratio.toFixed(2)}${goal.p99 !== undefined ? `, p99 ≤ ${goal.p99} ms (ceiling's p99 ${ms(ceiling.p99)})` : ''}`;
  const met = ratio >= goal.ratio && (goal.p99 === undefined || m.p99 <= goal.p99);
  return {
    name,
    database,
    value: m.perSecond,
    unit: 'req/s',
    p99: m.p99,
    ceiling: ceiling.perSecond,
    ceilingUnit,
    ratio,
    goal: words,
    met,
    ...errorsOf(m, ceiling),
    cpu: m.cpu,
  };
}

/** A figure with no ceiling: requests per second and p99, reported only. */
export function plain(name: string, database: string, m: Measure): Result {
  return {
    name,
    database,
    value: m.perSecond,
    unit: 'req/s',
    p99: m.p99,
    ceiling: null,
    ceilingUnit: null,
    ratio: null,
    goal: null,
    met: null,
    ...errorsOf(m),
    cpu: m.cpu,
  };
}

/**
 * Latency against the same route's at a reference point (`at`: "at rest", "@1,000"): ratio =
 * this latency ÷ the reference's, the goal a most ratio. `what` says which latency.
 */
export function latencyVersus(
  name: string,
  database: string,
  m: Measure,
  reference: { m: Measure; at: string },
  goal: { most: number; what: 'mean' | 'p99' },
): Result {
  const latency = (x: Measure) => (goal.what === 'mean' ? x.mean : x.p99);
  // autocannon's latencies are whole milliseconds: a 0 ms reference counts as 1.
  const ratio = latency(m) / Math.max(1, latency(reference.m));
  return {
    name,
    database,
    value: m.perSecond,
    unit: 'req/s',
    p99: m.p99,
    ceiling: latency(reference.m),
    ceilingUnit: `ms ${goal.what} ${reference.at}`,
    ratio,
    goal: `${goal.what} ≤ ${goal.most.toFixed(1)}× ${reference.at}`,
    met: ratio <= goal.most,
    ...errorsOf(m, reference.m),
  };
}

export const MiB = 1024 * 1024;

/** A single quantity (events/s, MiB) with an optional limit on either side. */
export function quantity(
  name: string,
  database: string,
  value: number,
  unit: string,
  limit?: { atLeast?: number; atMost?: number },
  errors = 0,
  detail = '',
): Result {
  let goal: string | null = null;
  let met: boolean | null = null;
  if (limit?.atLeast !== undefined) {
    goal = `≥ ${limit.atLeast.toLocaleString('en-US')} ${unit}`;
    met = value >= limit.atLeast;
  } else if (limit?.atMost !== undefined) {
    goal = `≤ ${limit.atMost.toLocaleString('en-US')} ${unit}`;
    met = value <= limit.atMost;
  }
  return { name, database, value, unit, p99: null, ceiling: null, ceilingUnit: null, ratio: null, goal, met, errors, detail };
}
