import { cpus } from 'node:os';

/** The share of CPU time the machine spent idle over the next `ms`: anything else busy skews every figure. */
export async function idleShare(ms: number): Promise<number> {
  const ticks = () =>
    cpus().reduce((acc, { times }) => ({ idle: acc.idle + times.idle, all: acc.all + Object.values(times).reduce((a, b) => a + b, 0) }), {
      idle: 0,
      all: 0,
    });
  const before = ticks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = ticks();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

export function machine(idleBeforeStart: number) {
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    idleBeforeStart: Number(idleBeforeStart.toFixed(2)),
  };
}
