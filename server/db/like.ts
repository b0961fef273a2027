/**
 * A LIKE pattern matching every text that starts with `prefix`, its `%`, `_` and `\` taken
 * literally (PostgreSQL's default escape character is the backslash).
 */
export function startsWithPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
