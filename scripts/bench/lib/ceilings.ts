// The parent's half of the ceilings: each runs in a child of its own (child.ts), like the server.
import { type Measure, ms } from './measure.ts';
import type { Timing } from './load.ts';
import { startChild, stopChild } from './processes.ts';
import type { BareRoute } from './roles/bare.ts';
import type { InFlightWork } from './roles/in-flight.ts';

/** Starts the bare Fastify server with these routes, runs `use` against its base URL, stops it. */
export async function withBareServer<T>(routes: BareRoute[], use: (baseUrl: string) => Promise<T>): Promise<T> {
  const bare = await startChild<{ url: string }>('bare', { ...process.env, BENCH_ROUTES: JSON.stringify(routes) });
  try {
    return await use(bare.message.url);
  } finally {
    await stopChild(bare.child);
  }
}

/** `work` with `inFlight` at a time in its own process: warm-up, then the measured phase. */
export async function inFlightCeiling(
  label: string,
  work: InFlightWork,
  inFlight: number,
  timing: Timing,
  env: NodeJS.ProcessEnv = {},
  unit = 'operations/s',
): Promise<Measure> {
  process.stdout.write(`${label}: ${timing.warmup} s warm-up, ${timing.seconds} s measured … `);
  const { child, message } = await startChild<Measure>(
    'in-flight',
    {
      ...process.env,
      ...env,
      BENCH_WORK: work,
      BENCH_IN_FLIGHT: String(inFlight),
      BENCH_SECONDS: String(timing.seconds),
      BENCH_WARMUP_SECONDS: String(timing.warmup),
    },
    // Its only message comes at the end of both phases.
    { timeoutMs: (timing.warmup + timing.seconds) * 1000 + 120_000 },
  );
  await stopChild(child);
  console.log(`${Math.round(message.perSecond)} ${unit}, p99 ${ms(message.p99)} ms`);
  return message;
}
