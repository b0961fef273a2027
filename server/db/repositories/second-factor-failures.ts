import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { FailureBudget } from './login-throttles.ts';

// A row with no failures (left by holdSecondFactorFailures) has no window open: the next failure opens one.
const windowOpen = (windowSeconds: number) =>
  sql<boolean>`(second_factor_failures.failures > 0 and second_factor_failures.window_started_at > now() - make_interval(secs => ${windowSeconds}))`;

/**
 * Takes the user's failure row for the rest of the transaction (creating it empty if need be;
 * the no-op update is what locks an existing row) and returns the whole seconds until its
 * budget refills, 0 while some is left. Holding the row makes every code check of one user,
 * on any challenge or route, wait for the one before, so concurrent guesses cannot overrun
 * the budget; a code check is a few milliseconds, so the wait is short.
 */
export async function holdSecondFactorFailures(trx: Db, userId: string, budget: FailureBudget): Promise<number> {
  const row = await trx
    .insertInto('second_factor_failures')
    .values({ user_id: userId, failures: 0, window_started_at: sql`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ failures: sql`second_factor_failures.failures` }))
    .returning(
      sql<number>`case when second_factor_failures.failures >= ${budget.maxFailures} and ${windowOpen(budget.windowSeconds)}
        then greatest(0, ceil(extract(epoch from (window_started_at + make_interval(secs => ${budget.windowSeconds}) - now()))))::int
        else 0 end`.as('locked_for'),
    )
    .executeTakeFirstOrThrow();
  return row.locked_for;
}

/** Counts one wrong code; the window opens at the first failure and lasts `windowSeconds`. */
export async function recordSecondFactorFailure(trx: Db, userId: string, budget: FailureBudget): Promise<void> {
  // Postgres evaluates every SET expression against the old row, so both see the old window.
  const open = windowOpen(budget.windowSeconds);
  await trx
    .updateTable('second_factor_failures')
    .set({
      failures: sql`case when ${open} then failures + 1 else 1 end`,
      window_started_at: sql`case when ${open} then window_started_at else now() end`,
    })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Maintenance: deletes counters whose window closed. A check in progress holds its row, so
 * the delete waits for it and then re-reads the row: a failure it just counted keeps the row.
 */
export async function pruneStaleSecondFactorFailures(db: Db, windowSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('second_factor_failures')
    .where('window_started_at', '<=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
