const SAMPLE_MS = 50;

export interface MemoryReading {
  /** RSS now, in bytes. */
  rss: number;
  /** The highest RSS sampled since the last reset (or the start), in bytes. */
  peak: number;
}

/**
 * The process's own RSS every 50 ms, so that a peak between two questions from the parent is
 * seen (a reading per question would miss it). Unref'd: it never keeps the process alive.
 */
export function sampleRss(): { read(options: { reset?: boolean; collect?: boolean }): MemoryReading } {
  let peak = process.memoryUsage.rss();
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, SAMPLE_MS).unref();
  return {
    /** `collect` first runs a full GC (with --expose-gc), for a baseline without garbage; `reset` starts a new peak. */
    read({ reset = false, collect = false }) {
      if (collect) global.gc?.();
      const rss = process.memoryUsage.rss();
      const reading = { rss, peak: Math.max(peak, rss) };
      if (reset) peak = rss;
      return reading;
    },
  };
}
