import { describeCpu } from '../lib/cpu-share.ts';
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
  const unmet = results.filter((r) => r.met === false && r.cpu);
  if (unmet.length > 0) {
    console.log('\nWhere the CPU went while each unmet goal was measured (100% = one core):');
    for (const r of unmet) console.log(`  ${r.name}, ${r.database}: ${describeCpu(r.cpu!)}`);
  }
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
    ...(r.cpu ? { cpuPercentOfCore: Object.fromEntries(Object.entries(r.cpu).map(([kind, value]) => [kind, Math.round(value)])) } : {}),
  }));
}
