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

/** What reserveLoginAttempt decided. */
export type LoginReservation =
  /** The attempt may check its password; `window` names the account budget's window its slot is in. */
  | { allowed: true; window: string }
  /** Refused before any password is checked: retry after `retryAfter` whole seconds (at least 1). */
  | { allowed: false; retryAfter: number };

const secondsUntil = (at: RawBuilder<unknown>) => sql<number>`greatest(0, ceil(extract(epoch from (${at} - now()))))::int`;
const seconds = (value: number) => sql<Date>`make_interval(secs => ${value})`;

/**
 * Issue 29: reading the counters and counting the failure after argon2 let concurrent guesses
 * all pass the read. Now every attempt takes a slot in both counters before its password is
 * checked, in one statement whose upserts hold each counter's row lock while they decide, so
 * concurrent attempts on one account queue there and each sees the one before it (an upsert
 * decides on the newest row, even one committed after the statement began). A right password
 * gives its slots back (giveBackLoginSlotQuery); a wrong one keeps them.
 *
 * The address counter goes first; the account's upsert takes its rows from the address's
 * RETURNING, so an attempt its address refuses takes nothing from the account. The other way,
 * an account budget already spent (as the statement's snapshot sees it) spares the address
 * too; only an attempt racing the very slot that spends the budget can keep an address slot
 * while the account refuses it, which costs that guessing address, never the account.
 *
 * The same statement for known and unknown emails (an unknown one looks its addresses up under
 * a user id no row has), so the answer's timing says nothing about the email. It also drops
 * this account's address rows that have gone quiet, so that an account tried from many
 * addresses does not keep a row per address forever.
 */
export async function reserveLoginAttempt(
  db: Db,
  subject: LoginSubject,
  lock: EscalatingLock,
  budget: FailureBudget,
  rememberSeconds: number,
): Promise<LoginReservation> {
  const { account, address } = subject;
  const recent = sql`login_address_failures.last_failure_at > now() - ${seconds(lock.windowSeconds)}`;
  const failures = sql<number>`case when ${recent} then login_address_failures.failures + 1 else 1 end`;
  // Postgres evaluates every SET expression against the old row, so both see the old window.
  const open = sql`login_account_failures.window_started_at > now() - ${seconds(budget.windowSeconds)}`;
  const result = await sql<{
    reserved_window: string | null;
    address_reserved: boolean;
    address_locked_for: number | null;
    account_locked_for: number | null;
    signed_in_from_here: boolean;
  }>`
    with home as (
      select exists (
        select 1 from sign_in_addresses
        where user_id = ${subject.userId ?? ''} and address = ${address}
          and signed_in_at > now() - ${seconds(rememberSeconds)}
      ) as signed_in_from_here
    ),
    seen as (
      select
        (select ${secondsUntil(sql`locked_until`)} from login_address_failures
          where account = ${account} and address = ${address}) as address_locked_for,
        (select ${secondsUntil(sql`window_started_at + ${seconds(budget.windowSeconds)}`)} from login_account_failures
          where account = ${account} and failures >= ${budget.maxFailures}) as account_locked_for
    ),
    address_slot as (
      insert into login_address_failures (account, address, failures, last_failure_at, locked_until)
      select ${account}, ${address}, 1, now(), null::timestamptz from home, seen
      where home.signed_in_from_here or coalesce(seen.account_locked_for, 0) = 0
      on conflict (account, address) do update set
        failures = ${failures},
        last_failure_at = now(),
        locked_until = case when ${failures} >= ${lock.freeFailures}
          then now() + make_interval(secs => least(${lock.baseLockSeconds} * power(2, ${failures} - ${lock.freeFailures}), ${lock.maxLockSeconds}))
          else null end
      where login_address_failures.locked_until is null or login_address_failures.locked_until <= now()
      returning 1 as reserved
    ),
    account_slot as (
      insert into login_account_failures (account, failures, window_started_at)
      select ${account}, 1, now() from address_slot
      on conflict (account) do update set
        failures = case when ${open} then login_account_failures.failures + 1 else 1 end,
        window_started_at = case when ${open} then login_account_failures.window_started_at else now() end
      where not (${open}) or login_account_failures.failures < ${budget.maxFailures}
        or (select signed_in_from_here from home)
      returning window_started_at::text as reserved_window
    ),
    quiet as (
      -- Housekeeping, after the account's row is locked: rows another statement holds are left
      -- for a later attempt, rather than waited for in the wrong order.
      delete from login_address_failures
      where ctid in (
        select ctid from login_address_failures
        where account = ${account} and address <> ${address}
          and last_failure_at <= now() - ${seconds(lock.windowSeconds)}
          and (locked_until is null or locked_until <= now())
        for update skip locked
      )
    )
    select
      (select reserved_window from account_slot) as reserved_window,
      exists (select 1 from address_slot) as address_reserved,
      seen.address_locked_for, seen.account_locked_for, home.signed_in_from_here
    from seen, home`.execute(db);
  const row = result.rows[0]!;
  if (row.reserved_window !== null) return { allowed: true, window: row.reserved_window };
  const addressLockedFor = row.address_locked_for ?? 0;
  const accountLockedFor = row.signed_in_from_here ? 0 : (row.account_locked_for ?? 0);
  // A refusal the snapshot did not see coming (a concurrent attempt took the last slot): the
  // address's first lock, or the account's whole window, whichever refused it.
  const unseen = row.address_reserved ? budget.windowSeconds : lock.baseLockSeconds;
  return { allowed: false, retryAfter: Math.max(addressLockedFor, accountLockedFor) || unseen };
}

/** The slot a right password gives back: its address's counter and one of its account's window. */
export interface LoginSlot {
  account: string;
  address: string;
  /** The account budget's window the slot was taken in (LoginReservation.window). */
  window: string;
}

/**
 * A right password: its address starts afresh (clearAddressFailuresQuery) and the account gets
 * its slot back, if its window is still the one the slot was taken in (a new window has counted
 * afresh without it). The account's part, for a statement that clears the address itself.
 */
export function returnAccountSlotQuery(qc: QueryCreator<DB>, slot: LoginSlot) {
  return (
    qc
      .updateTable('login_account_failures')
      .set({ failures: sql<number>`greatest(login_account_failures.failures - 1, 0)` })
      .where('account', '=', slot.account)
      .where('window_started_at', '=', sql<Date>`${slot.window}::timestamptz`)
      // Always true, and evaluated before the account's row is read: the statement's `forgiven`
      // (clearAddressFailuresQuery) runs first, so the address's row is locked before the
      // account's, the order reserveLoginAttempt takes them in. The other way round, a login
      // giving its slot back and another reserving one on the same account deadlocked (40P01).
      .where(sql<boolean>`(select count(*) from forgiven) >= 0`)
  );
}

/** Both parts of giving a slot back, in one statement. */
export async function giveBackLoginSlot(db: Db, slot: LoginSlot): Promise<void> {
  await sql`
    with forgiven as (${clearAddressFailuresQuery(db, slot.account, slot.address)})
    ${returnAccountSlotQuery(db, slot)}`.execute(db);
}

/** A right password's address starts afresh; returnAccountSlotQuery expects it as `forgiven`. */
export function clearAddressFailuresQuery(qc: QueryCreator<DB>, account: string, address: string) {
  return qc.deleteFrom('login_address_failures').where('account', '=', account).where('address', '=', address).returning('account');
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
