import type { Db } from '../../db/database.ts';
import {
  type EscalatingLock,
  type FailureBudget,
  giveBackLoginSlot,
  type LoginSlot,
  type LoginSubject,
  pruneStaleLoginThrottleRows,
  rememberSignInAddress,
  reserveLoginAttempt,
  type SignInAddress,
} from '../../db/repositories/login-throttles.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
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

/**
 * Takes this attempt's slot in its address's and its account's counters before the password is
 * checked, or refuses with 429 (no slot taken, no argon2 work). Issue 29: a read here and a
 * count after argon2 let concurrent guesses all pass; the slot is the count, taken first. The
 * caller gives the slot back on a right password (giveBackLoginSlot or the sign-in statement)
 * and keeps it on a wrong one, which is then the failure.
 */
export async function reserveLoginSlot(services: Services, subject: LoginSubject): Promise<LoginSlot> {
  const reservation = await reserveLoginAttempt(services.db, subject, PER_ADDRESS, PER_ACCOUNT, services.config.refreshTokenTtl);
  if (!reservation.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many failed logins for this account; retry after the time in Retry-After.', {
      retryAfter: reservation.retryAfter,
    });
  }
  return { account: subject.account, address: subject.address, window: reservation.window };
}

/** The password was right: this address's failures are forgiven and the account's slot returned (a second factor may still follow). */
export function giveBackLoginAttempt(db: Db, slot: LoginSlot): Promise<void> {
  return giveBackLoginSlot(db, slot);
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
