/** A whole-number knob from the environment (BENCH_SECONDS=…), or its default when unset. */
export function wholeFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}

export interface BenchDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** undefined: the server's embedded PGlite in its own DATA_DIR. */
  url: string | undefined;
}

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names one. */
export function benchDatabases(): BenchDatabase[] {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('BENCH_DATABASE_URL must start with postgres://');
  return url
    ? [
        { name: 'PGlite', url: undefined },
        { name: 'PostgreSQL', url },
      ]
    : [{ name: 'PGlite', url: undefined }];
}

/**
 * BENCH_ONLY=refresh,login: only the phases whose name holds one of these words (case aside),
 * for a quick look at one path while working on it. Unset: every phase.
 */
export function phaseSelected(name: string): boolean {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  return only.length === 0 || only.some((word) => name.toLowerCase().includes(word));
}
