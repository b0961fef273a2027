import { createRequire } from 'node:module';
import { describeCpu, startCpuWindow } from './cpu-share.ts';
import type { Measure } from './measure.ts';

/** One request of an autocannon `requests` list; `context` is per connection (reset when the list wraps). */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-request bodies or headers (a unique email, a rotating token). */
  requests?: LoadRequest[];
  connections: number;
}

type Autocannon = (options: LoadOptions & { duration: number }) => PromiseLike<{
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}>;
// autocannon ships no types; the little of it used here is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** autocannon for `seconds`, in this process (never the server's). */
export async function load(options: LoadOptions, seconds: number): Promise<Measure> {
  const result = await autocannon({ ...options, duration: seconds });
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`);
  if (result.errors) statuses.push(`socket errors×${result.errors}`);
  if (result.timeouts) statuses.push(`timeouts×${result.timeouts}`);
  // A phase too short for even one answer (50 argon2 hashes queued take a while) has no figure.
  const unanswered = result.requests.total === 0 ? 1 : 0;
  if (unanswered) statuses.push('no answer within the phase');
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.average,
    total: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts + unanswered,
    detail: statuses.join(' '),
  };
}

export interface Timing {
  warmup: number;
  seconds: number;
}

/**
 * Waits until the server has worked off what autocannon left in flight when it stopped (it
 * drops those requests, the server still does them): one more request of the same kind queues
 * behind them. Without it a slow route's backlog (50 argon2 hashes) would eat into the next
 * phase's measured window.
 */
export async function settle(options: LoadOptions): Promise<void> {
  if (options.requests) throw new Error('a load with per-request bodies (requests) needs a settle of its own');
  const response = await fetch(options.url, {
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
}

/** Unmeasured load first (JIT, connection pools, caches), then the measured phase; each followed by a settle. */
export async function measure(
  label: string,
  options: LoadOptions,
  timing: Timing,
  settleAfter: (after: 'warm-up' | 'measured') => Promise<void> = () => settle(options),
): Promise<Measure> {
  process.stdout.write(`${label}: ${timing.warmup} s warm-up, ${timing.seconds} s measured … `);
  await load(options, timing.warmup);
  await settleAfter('warm-up');
  const window = startCpuWindow();
  const m = await load(options, timing.seconds);
  const cpu = window.stop();
  await settleAfter('measured');
  console.log(describe(m));
  if (cpu) console.log(`           ${describeCpu(cpu)}`);
  return { ...m, cpu };
}

export const describe = (m: Measure): string =>
  `${Math.round(m.perSecond)} req/s, p99 ${m.p99} ms${m.errors ? `, ${m.errors} errors (${m.detail})` : ''}`;
