/** An aligned plain-text table: a header row, a rule, then the rows; `right` columns are right-aligned. */
export function printTable(header: string[], rows: string[][], right: ReadonlySet<number>): void {
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, j) => (right.has(j) ? cell.padStart(widths[j]!) : cell.padEnd(widths[j]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
