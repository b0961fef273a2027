const SAMPLE_MS = 50;

export interface MemoryReading {
  /** RSS now, in bytes. */
  rss: number;
  /** The highest RSS sampled since the last reset (or the start), in bytes. */
  peak: number;
  /** What made up the RSS at that peak: V8's heap (used, reserved), buffers outside it. */
  atPeak: { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
}

/**
 * The process's own RSS every 50 ms, so that a peak between two questions from the parent is
 * seen (a reading per question would miss it). Unref'd: it never keeps the process alive.
 */
export function sampleRss(): { read(options: { reset?: boolean; collect?: boolean }): MemoryReading } {
  const breakdown = () => {
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    return { heapUsed, heapTotal, external, arrayBuffers };
  };
  let peak = process.memoryUsage.rss();
  let atPeak = breakdown();
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > peak) [peak, atPeak] = [rss, breakdown()];
  }, SAMPLE_MS).unref();
  return {
    /** `collect` first runs a full GC (with --expose-gc), for a baseline without garbage; `reset` starts a new peak. */
    read({ reset = false, collect = false }) {
      if (collect) global.gc?.();
      const rss = process.memoryUsage.rss();
      if (rss > peak) [peak, atPeak] = [rss, breakdown()];
      const reading = { rss, peak, atPeak };
      if (reset) [peak, atPeak] = [rss, breakdown()];
      return reading;
    },
  };
}
