import type { Db } from '../../db/database.ts';
import {
  clearAddressFailures,
  recordLoginFailure as countLoginFailure,
  type EscalatingLock,
  type FailureBudget,
  type LoginSubject,
  pruneStaleLoginThrottleRows,
  readLoginThrottle,
  rememberSignInAddress,
  type SignInAddress,
} from '../../db/repositories/login-throttles.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../services.ts';
import { clientAddressKey } from './client-address.ts';

// Issue 13: a lock per email let anyone lock its owner out by guessing. Failures now count
// per (account, address), which throttles a guessing address quickly, and per account, which
// caps guessing spread over many addresses but never refuses an address the account signed
// in from lately. Unknown emails count under the same keys, so the throttle reveals nothing.

/** Five free failures within 15 minutes of the last, then 30 s doubling per failure up to 15 minutes. */
export const PER_ADDRESS: EscalatingLock = { freeFailures: 5, windowSeconds: 15 * 60, baseLockSeconds: 30, maxLockSeconds: 15 * 60 };
/** Twenty failures per 15 minutes, from wherever. */
export const PER_ACCOUNT: FailureBudget = { maxFailures: 20, windowSeconds: 15 * 60 };
/** Sign-in addresses remembered per user (each for REFRESH_TOKEN_TTL): home, work, phone, with room. */
export const REMEMBERED_SIGN_IN_ADDRESSES = 10;

export function loginSubject(email: string, ip: string | null, userId: string | undefined): LoginSubject {
  return { account: email, address: clientAddressKey(ip), userId };
}

/** Refuses with 429 before the password is checked, so a locked attempt costs no argon2 work. */
export async function assertLoginAllowed(services: Services, subject: LoginSubject): Promise<void> {
  const state = await readLoginThrottle(services.db, subject, PER_ACCOUNT, services.config.refreshTokenTtl);
  const lockedFor = Math.max(state.addressLockedFor, state.signedInFromHere ? 0 : state.accountLockedFor);
  if (lockedFor > 0) {
    throw new AppError('RATE_LIMITED', 'Too many failed logins for this account; retry after the time in Retry-After.', {
      retryAfter: lockedFor,
    });
  }
}

export function recordLoginFailure(trx: Db, subject: LoginSubject): Promise<void> {
  return countLoginFailure(trx, subject, PER_ADDRESS, PER_ACCOUNT);
}

/** The password was right: this address's failures are forgiven (a second factor may still follow). */
export function forgiveLoginFailures(db: Db, subject: LoginSubject): Promise<void> {
  return clearAddressFailures(db, subject.account, subject.address);
}

/** A completed sign-in: from now on the account's failure budget never refuses this address. */
export function rememberSignIn(trx: Db, services: Services, userId: string, ip: string | null): Promise<void> {
  return rememberSignInAddress(trx, signInAddress(services, userId, ip));
}

/** What rememberSignIn records, for a statement that records it itself. */
export function signInAddress(services: Services, userId: string, ip: string | null): SignInAddress {
  return { userId, address: clientAddressKey(ip), keep: REMEMBERED_SIGN_IN_ADDRESSES, rememberSeconds: services.config.refreshTokenTtl };
}

/** Maintenance: forgets counters that no longer change any decision. */
export function pruneLoginThrottles(services: Services): Promise<number> {
  return pruneStaleLoginThrottleRows(services.db, PER_ADDRESS, PER_ACCOUNT, services.config.refreshTokenTtl);
}
