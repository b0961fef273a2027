import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { FailureBudget } from '../../db/repositories/login-throttles.ts';
import {
  holdSecondFactorFailures,
  pruneStaleSecondFactorFailures,
  recordSecondFactorFailure,
} from '../../db/repositories/second-factor-failures.ts';
import { AppError } from '../../errors.ts';

// Issue 13: wrong codes used to count per challenge, and a right password bought a fresh
// challenge, so guessing was bounded only by login speed. They now count per user, across
// every challenge and the authenticated TOTP routes (activate, disable), and nothing but time
// refills the budget: not a right password, not a right code. With one step of drift, 3 codes
// in 10^6 are accepted at any time, so at MFA_MAX_FAILURES (10) per 15 minutes an attacker who
// has the password needs about a year of non-stop guessing on average.
const WINDOW_SECONDS = 15 * 60;

const budget = (config: Config): FailureBudget => ({ maxFailures: config.mfaMaxFailures, windowSeconds: WINDOW_SECONDS });

/**
 * Call first in the transaction that checks a user's code: it holds the user's counter until
 * commit, and refuses with 429 while the budget is spent, whatever the code.
 */
export async function assertSecondFactorAllowed(trx: Db, config: Config, userId: string): Promise<void> {
  const lockedFor = await holdSecondFactorFailures(trx, userId, budget(config));
  if (lockedFor > 0) {
    throw new AppError('RATE_LIMITED', 'Too many wrong codes for this account; retry after the time in Retry-After.', {
      retryAfter: lockedFor,
    });
  }
}

/** In the same transaction, which must then commit (return, not throw) for the failure to count. */
export function recordWrongCode(trx: Db, config: Config, userId: string): Promise<void> {
  return recordSecondFactorFailure(trx, userId, budget(config));
}

/** Maintenance: forgets counters whose window closed. */
export function pruneSecondFactorCounters(db: Db): Promise<number> {
  return pruneStaleSecondFactorFailures(db, WINDOW_SECONDS);
}
