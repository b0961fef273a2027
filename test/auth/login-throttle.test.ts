import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, startTestApp, type TestApp, type TestResponse, uniqueEmail } from '../helpers/test-app.ts';

// Issue 13, point 2: failures count per (account, address), 5 free then 30 s doubling, and per
// account, 20 per 15 minutes, which refuses only addresses the account never signed in from.
// TRUST_PROXY=1 makes X-Forwarded-For the client address, so one test plays owner and strangers.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t?.close());

const WRONG = 'wrong password';
const ACCOUNT_WINDOW_S = 15 * 60;

let lastAddress = 0;
/** A client address no other test uses. */
const freshAddress = () => {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const login = (email: string, password: string, address: string) =>
  t.call('POST', '/v1/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

/** An account whose owner has signed in from each of `addresses`, in that order. */
async function ownerSignedInFrom(...addresses: string[]): Promise<string> {
  const { email } = await signUp(t);
  for (const address of addresses) expect((await login(email, PASSWORD, address)).status).toBe(200);
  return email;
}

/** `perAddress` failures from each of `addresses`, every one a 401. */
async function fail(email: string, addresses: string[], perAddress: number) {
  for (const address of addresses) {
    for (let i = 0; i < perAddress; i++) expect((await login(email, WRONG, address)).status).toBe(401);
  }
}

function expectLocked(response: TestResponse, minSeconds: number, maxSeconds: number) {
  expect(response.status, response.text).toBe(429);
  expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(minSeconds);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('password guessing from one address', () => {
  it('locks that address after 5 failures, but never the owner at an address they signed in from', async () => {
    const home = freshAddress();
    const email = await ownerSignedInFrom(home);
    const stranger = freshAddress();
    await fail(email, [stranger], 4);
    // The lock runs 30 s from the fifth failure; however slow the machine, no more than the
    // time since that failure was sent has passed off it.
    const fifth = Date.now();
    await fail(email, [stranger], 1);
    const locked = await login(email, PASSWORD, stranger);
    expectLocked(locked, 30 - Math.ceil((Date.now() - fifth) / 1000), 30);
    // Before: the lock was per email, so this was a 429 too.
    expect((await login(email, PASSWORD, home)).status).toBe(200);
    expect((await login(email, WRONG, freshAddress())).status).toBe(401);
  });
});

describe('password guessing spread over addresses', () => {
  it('refuses every address the account never signed in from after 20 failures in 15 minutes, but not the owner', async () => {
    const home = freshAddress();
    const email = await ownerSignedInFrom(home);
    const strangers = [freshAddress(), freshAddress(), freshAddress(), freshAddress(), freshAddress()];
    await fail(email, strangers.slice(0, 4), 4); // 16: no address reaches its own 5
    await fail(email, [strangers[4]!], 3); // 19
    expect((await login(email, WRONG, freshAddress())).status).toBe(401); // the 20th still counts
    // The budget is spent: a new address is refused even with the right password…
    expectLocked(await login(email, PASSWORD, freshAddress()), ACCOUNT_WINDOW_S - 120, ACCOUNT_WINDOW_S);
    // …and so is an address that failed before but never signed in…
    expectLocked(await login(email, PASSWORD, strangers[0]!), ACCOUNT_WINDOW_S - 120, ACCOUNT_WINDOW_S);
    // …but the owner's own address still answers as usual.
    expect((await login(email, WRONG, home)).status).toBe(401);
    expect((await login(email, PASSWORD, home)).status).toBe(200);
  });

  it("remembers the account's last 10 sign-in addresses, each for REFRESH_TOKEN_TTL", async () => {
    const addresses = Array.from({ length: 11 }, freshAddress);
    const email = await ownerSignedInFrom(...addresses);
    await fail(email, Array.from({ length: 5 }, freshAddress), 4);
    expectLocked(await login(email, PASSWORD, addresses[0]!), 1, ACCOUNT_WINDOW_S); // the 11th newest is forgotten
    // A sign-in older than REFRESH_TOKEN_TTL (30 days) no longer counts (moved back rather than waited for).
    await t.app.services.db
      .updateTable('sign_in_addresses')
      .set({ signed_in_at: sql`now() - make_interval(secs => ${30 * 86_400 + 1})` })
      .where('address', '=', addresses[1]!)
      .execute();
    expectLocked(await login(email, PASSWORD, addresses[1]!), 1, ACCOUNT_WINDOW_S);
    for (const address of addresses.slice(2)) expect((await login(email, PASSWORD, address)).status).toBe(200);
  }, 60_000);
});

describe('unknown emails', () => {
  it("answer exactly as a known account's strangers do, so the throttle reveals nothing", async () => {
    // Four addresses fail 5 times each, then try the right password; then a fifth address tries it.
    const script = async (email: string) => {
      const answers: TestResponse[] = [];
      for (let a = 0; a < 4; a++) {
        const address = freshAddress();
        for (let i = 0; i < 5; i++) answers.push(await login(email, WRONG, address));
        answers.push(await login(email, PASSWORD, address));
      }
      answers.push(await login(email, PASSWORD, freshAddress()));
      return answers.map((r) => ({
        status: r.status,
        text: r.text,
        lock: r.headers['retry-after'] === undefined ? 'none' : Number(r.headers['retry-after']) <= 30 ? 'address' : 'account',
      }));
    };
    const known = await script(await ownerSignedInFrom(freshAddress()));
    const unknown = await script(uniqueEmail('ghost'));
    const failures = Array<string>(5).fill('401 none');
    // The fourth address's lock is the account's: its fifth failure was the account's twentieth.
    const expected = [
      ...failures,
      '429 address',
      ...failures,
      '429 address',
      ...failures,
      '429 address',
      ...failures,
      '429 account',
      '429 account',
    ];
    expect(known.map((a) => `${a.status} ${a.lock}`)).toEqual(expected);
    expect(unknown).toEqual(known);
  }, 60_000);
});
