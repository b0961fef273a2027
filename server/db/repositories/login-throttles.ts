import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import type { Db } from '../database.ts';
import type { DB } from '../schema.ts';

/** `freeFailures` within a sliding window, then a lock of `baseLockSeconds` doubling per failure. */
export interface EscalatingLock {
  freeFailures: number;
  windowSeconds: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
}

/** At most `maxFailures` within a window that opens at the first failure. */
export interface FailureBudget {
  maxFailures: number;
  windowSeconds: number;
}

/** `account` is a normalized email; `userId` is set when an account has it. */
export interface LoginSubject {
  account: string;
  address: string;
  userId: string | undefined;
}

export interface LoginThrottleState {
  /** Whole seconds this (account, address) stays locked; 0 when it is not. */
  addressLockedFor: number;
  /** Whole seconds until the account's failure budget refills; 0 when some is left. */
  accountLockedFor: number;
  /** The account signed in from this address within `rememberSeconds`. */
  signedInFromHere: boolean;
}

const secondsUntil = (at: RawBuilder<unknown>) => sql<number>`greatest(0, ceil(extract(epoch from (${at} - now()))))::int`;
const seconds = (value: number) => sql<Date>`make_interval(secs => ${value})`;

/**
 * One round trip, the same query for known and unknown emails (an unknown one looks its
 * addresses up under a user id no row has), so the answer's timing says nothing about the email.
 */
export async function readLoginThrottle(
  db: Db,
  subject: LoginSubject,
  budget: FailureBudget,
  rememberSeconds: number,
): Promise<LoginThrottleState> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('login_address_failures')
        .select(secondsUntil(sql`locked_until`).as('s'))
        .where('account', '=', subject.account)
        .where('address', '=', subject.address)
        .as('address_locked_for'),
      eb
        .selectFrom('login_account_failures')
        .select(secondsUntil(sql`window_started_at + ${seconds(budget.windowSeconds)}`).as('s'))
        .where('account', '=', subject.account)
        .where('failures', '>=', budget.maxFailures)
        .as('account_locked_for'),
      eb
        .exists(
          eb
            .selectFrom('sign_in_addresses')
            .select('address')
            .where('user_id', '=', subject.userId ?? '')
            .where('address', '=', subject.address)
            .where('signed_in_at', '>', sql<Date>`now() - ${seconds(rememberSeconds)}`),
        )
        .as('signed_in_from_here'),
    ])
    .executeTakeFirstOrThrow();
  return {
    addressLockedFor: row.address_locked_for ?? 0,
    accountLockedFor: row.account_locked_for ?? 0,
    signedInFromHere: Boolean(row.signed_in_from_here),
  };
}

/**
 * Counts one failure on both counters. Upserts, so concurrent failures count correctly without
 * a read-modify-write race. Also drops this account's address rows that have gone quiet, so an
 * account tried from many addresses does not keep a row per address forever.
 */
export async function recordLoginFailure(trx: Db, subject: LoginSubject, lock: EscalatingLock, budget: FailureBudget): Promise<void> {
  const recent = sql`login_address_failures.last_failure_at > now() - ${seconds(lock.windowSeconds)}`;
  const failures = sql<number>`case when ${recent} then login_address_failures.failures + 1 else 1 end`;
  await trx
    .insertInto('login_address_failures')
    .values({ account: subject.account, address: subject.address, failures: 1, last_failure_at: sql`now()`, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['account', 'address']).doUpdateSet({
        failures,
        last_failure_at: sql`now()`,
        locked_until: sql`case when ${failures} >= ${lock.freeFailures}
          then now() + make_interval(secs => least(${lock.baseLockSeconds} * power(2, ${failures} - ${lock.freeFailures}), ${lock.maxLockSeconds}))
          else null end`,
      }),
    )
    .execute();

  // Postgres evaluates every SET expression against the old row, so both see the old window.
  const open = sql`login_account_failures.window_started_at > now() - ${seconds(budget.windowSeconds)}`;
  await trx
    .insertInto('login_account_failures')
    .values({ account: subject.account, failures: 1, window_started_at: sql`now()` })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        failures: sql`case when ${open} then login_account_failures.failures + 1 else 1 end`,
        window_started_at: sql`case when ${open} then login_account_failures.window_started_at else now() end`,
      }),
    )
    .execute();

  await trx
    .deleteFrom('login_address_failures')
    .where('account', '=', subject.account)
    .where('last_failure_at', '<=', sql<Date>`now() - ${seconds(lock.windowSeconds)}`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .execute();
}

/** A right password: this address starts afresh. The account's budget only refills with time. */
export async function clearAddressFailures(db: Db, account: string, address: string): Promise<void> {
  await clearAddressFailuresQuery(db, account, address).execute();
}

export function clearAddressFailuresQuery(qc: QueryCreator<DB>, account: string, address: string) {
  return qc.deleteFrom('login_address_failures').where('account', '=', account).where('address', '=', address);
}

/** A sign-in the user makes from `address`: `keep` of its addresses, newest first, are remembered for `rememberSeconds`. */
export interface SignInAddress {
  userId: string;
  address: string;
  keep: number;
  rememberSeconds: number;
}

/** Remembers a sign-in's address, keeping the user's `keep` newest within `rememberSeconds`. */
export async function rememberSignInAddress(trx: Db, signIn: SignInAddress): Promise<void> {
  await rememberAddressQuery(trx, signIn).execute();
  await forgetOtherAddressesQuery(trx, signIn).execute();
}

export function rememberAddressQuery(qc: QueryCreator<DB>, signIn: SignInAddress) {
  return qc
    .insertInto('sign_in_addresses')
    .values({ user_id: signIn.userId, address: signIn.address, signed_in_at: sql`now()` })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ signed_in_at: sql`now()` }));
}

/**
 * Forgets the user's other addresses that are stale or beyond the `keep - 1` newest. It leaves
 * the sign-in's own address out of both sides, so it gives the same answer whether it runs
 * after rememberAddressQuery or beside it in one statement (where it cannot see that write).
 */
export function forgetOtherAddressesQuery(qc: QueryCreator<DB>, signIn: SignInAddress) {
  return qc
    .deleteFrom('sign_in_addresses')
    .where('user_id', '=', signIn.userId)
    .where('address', '<>', signIn.address)
    .where((eb) =>
      eb.or([
        eb('signed_in_at', '<=', sql<Date>`now() - ${seconds(signIn.rememberSeconds)}`),
        eb(
          'address',
          'not in',
          eb
            .selectFrom('sign_in_addresses')
            .select('address')
            .where('user_id', '=', signIn.userId)
            .where('address', '<>', signIn.address)
            .orderBy('signed_in_at', 'desc')
            .orderBy('address')
            .limit(signIn.keep - 1),
        ),
      ]),
    );
}

/**
 * Maintenance: deletes the rows that no longer change any decision: address counters quiet
 * for a window and not locked, account budgets whose window closed, and sign-in addresses
 * older than `rememberSeconds`. The number deleted.
 */
export async function pruneStaleLoginThrottleRows(
  db: Db,
  lock: EscalatingLock,
  budget: FailureBudget,
  rememberSeconds: number,
): Promise<number> {
  const addresses = await db
    .deleteFrom('login_address_failures')
    .where('last_failure_at', '<=', sql<Date>`now() - ${seconds(lock.windowSeconds)}`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .executeTakeFirst();
  const accounts = await db
    .deleteFrom('login_account_failures')
    .where('window_started_at', '<=', sql<Date>`now() - ${seconds(budget.windowSeconds)}`)
    .executeTakeFirst();
  const signIns = await db
    .deleteFrom('sign_in_addresses')
    .where('signed_in_at', '<=', sql<Date>`now() - ${seconds(rememberSeconds)}`)
    .executeTakeFirst();
  return Number(addresses.numDeletedRows) + Number(accounts.numDeletedRows) + Number(signIns.numDeletedRows);
}
