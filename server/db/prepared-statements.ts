import { createHash } from 'node:crypto';
import { sql } from 'kysely';

/**
 * The hottest writes run as named (prepared) statements on PostgreSQL, parsed and planned once
 * per connection. PostgreSQL's own log put the refresh rotation at parse 0.25 ms, bind (which
 * plans) 0.27 ms and execute 0.23 ms: re-parsing and re-planning were two thirds of its work.
 *
 * A statement opts in by ending with this comment (`.modifyEnd(PREPARED)`, or inside a `sql`
 * template). Only statements that name their result columns may: a cached plan of `select *`
 * fails ("cached plan must not change result type") once a migration adds a column under a
 * running server. On PGlite the worker thread prepares it the same way (pglite-thread-worker.mjs).
 */
const MARKER = '/* gatekeep:prepared */';
export const PREPARED = sql.raw(MARKER);

const names = new Map<string, string>();

/** The statement's name on PostgreSQL, the same for the same text; undefined when not marked. */
export function preparedStatementName(text: string): string | undefined {
  if (!text.endsWith(MARKER)) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    name = `gatekeep_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}
