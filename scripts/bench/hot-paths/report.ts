import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ms } from '../lib/measure.ts';
import { printTable } from '../lib/table.ts';
import type { Result } from './results.ts';

const number = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value >= 10 ? value.toFixed(1) : String(Number(value.toFixed(2)));

export function printResults(results: Result[]): void {
  printTable(
    ['path', 'database', 'figure', 'p99 ms', 'ceiling', 'ratio', 'goal', 'met', 'errors'],
    results.map((r) => [
      r.name,
      r.database,
      `${number(r.value)} ${r.unit}`,
      r.p99 === null ? '' : ms(r.p99),
      r.ceiling === null ? '' : `${number(r.ceiling)} ${r.ceilingUnit}`,
      r.ratio === null ? '' : r.ratio.toFixed(2),
      r.goal ?? '',
      r.met === null ? '' : r.met ? '✓' : '✗',
      r.errors ? `${r.errors} (${r.detail})` : '0',
    ]),
    new Set([2, 3, 4, 5]),
  );
}

/** The results as the JSON line's entries: numbers rounded to what they mean. */
export function resultsJson(results: Result[]) {
  const round = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));
  return results.map((r) => ({
    name: r.name,
    database: r.database,
    value: round(r.value, r.value >= 100 ? 0 : 2),
    unit: r.unit,
    p99: round(r.p99, 1),
    ceiling: round(r.ceiling, 1),
    ceilingUnit: r.ceilingUnit,
    ratio: round(r.ratio, 3),
    goal: r.goal,
    met: r.met,
    errors: r.errors,
  }));
}

/**
 * Better Auth's published medians (its peer README, measured by its own driver on PostgreSQL on
 * an idle 2-core machine): printed for orientation only, never run here, since it needs its own
 * install, cluster and driver. Returns them for the JSON line, or null when the file is absent.
 */
export function printPeerFigures(root: string): Record<string, unknown> | null {
  const readme = path.resolve(root, '..', 'shared', 'peers', 'better-auth', 'README.md');
  if (!existsSync(readme)) return null;
  const line = readFileSync(readme, 'utf8')
    .split('\n')
    .find((text) => text.includes('"peer":"better-auth"'));
  if (!line) return null;
  const figures = JSON.parse(line) as Record<string, number | string>;
  const pairs: [string, string][] = [
    ['verify', 'POST /api/verify-key (≈ POST /v1/keys/validate)'],
    ['signin', 'sign-in, scrypt, 16 conns (≈ POST /v1/auth/login)'],
    ['jwks', 'GET /api/auth/jwks (≈ GET /.well-known/jwks.json)'],
    ['token', 'GET /api/auth/token, RS256 (≈ POST /v1/keys/token)'],
    ['signup', 'sign-up, scrypt (≈ POST /v1/auth/signup)'],
  ];
  console.log(
    `\nBetter Auth ${figures.better_auth_version} as published (${path.relative(root, readme)}; medians of ${figures.runs} runs of its own ` +
      `driver, PostgreSQL, another session on an idle machine — orientation, not a same-run comparison):`,
  );
  for (const [key, what] of pairs)
    console.log(`  ${what.padEnd(56)} ${String(figures[`${key}_rps`]).padStart(7)} req/s, p99 ${figures[`${key}_p99_ms`]} ms`);
  return {
    source: path.relative(root, readme),
    ...Object.fromEntries(pairs.flatMap(([key]) => [`${key}_rps`, `${key}_p99_ms`].map((k) => [k, figures[k]]))),
  };
}
