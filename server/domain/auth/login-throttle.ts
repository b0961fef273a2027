import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';

// Five free failures per email, counted within a sliding 15 minutes of the last one; then a
// lock of 30 s that doubles with each further failure, up to 15 minutes. Keyed by email (not
// IP) because that is what a password-guessing attack targets; the same rule applies to
// emails with no account, so the lock reveals nothing.
const FREE_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;
const BASE_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

/**
 * Keys are emails for logins, and `mfa:<userId>` for TOTP codes sent with an access token
 * (activate, disable), so that a stolen token cannot be used to guess codes without limit.
 */
export async function assertLoginAllowed(db: Db, email: string, what = 'failed logins for this account'): Promise<void> {
  const row = await db.selectFrom('login_throttle').select('locked_until').where('email', '=', email).executeTakeFirst();
  const lockedFor = row?.locked_until ? Math.ceil((row.locked_until.getTime() - Date.now()) / 1000) : 0;
  if (lockedFor > 0) {
    throw new AppError('RATE_LIMITED', `Too many ${what}; retry after the time in Retry-After.`, { retryAfter: lockedFor });
  }
}

/** One upsert, so concurrent failures count correctly without a read-modify-write race. */
export async function recordLoginFailure(db: Db, email: string): Promise<void> {
  const fresh = sql`login_throttle.last_failure_at > now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const failures = sql<number>`case when ${fresh} then login_throttle.failures + 1 else 1 end`;
  await db
    .insertInto('login_throttle')
    .values({ email, failures: 1, last_failure_at: sql`now()`, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures,
        last_failure_at: sql`now()`,
        locked_until: sql`case when ${failures} >= ${FREE_FAILURES}
          then now() + make_interval(secs => least(${BASE_LOCK_SECONDS} * power(2, ${failures} - ${FREE_FAILURES}), ${MAX_LOCK_SECONDS}))
          else null end`,
      }),
    )
    .execute();
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('email', '=', email).execute();
}
