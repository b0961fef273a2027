import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 29, point 2: with a stolen access token, changePassword and enrollTotp were a second
// place to guess the password, and guesses fired together all passed the throttle's read.
// Their wrong current passwords now take a slot in the login counters of the user's email and
// the caller's address before argon2, as a login does: 5 free per address, 20 per account
// from addresses the user has not signed in from. TRUST_PROXY=1 makes X-Forwarded-For the
// client address, so the attacker can be elsewhere than the user (who signed up from 127.0.0.1).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t?.close());

const GUESSES = 100;
let lastAddress = 0;
/** A client address no other test of this file uses. */
const freshAddress = () => {
  lastAddress += 1;
  return `192.0.2.${lastAddress}`;
};

const STEP_UPS = [
  {
    operation: 'changePassword',
    url: '/v1/me/password',
    body: (guess: string) => ({ currentPassword: guess, newPassword: 'a new and quite long passphrase' }),
  },
  { operation: 'enrollTotp', url: '/v1/mfa/totp/enroll', body: (guess: string) => ({ password: guess }) },
] as const;

/** `GUESSES` wrong current passwords with the user's access token, spread over `addresses`, all started at once. */
async function guessAtOnce(stepUp: (typeof STEP_UPS)[number], accessToken: string, addresses: string[]) {
  return Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      t.call('POST', stepUp.url, {
        token: accessToken,
        body: stepUp.body(`wrong guess ${i}`),
        headers: { 'x-forwarded-for': addresses[i % addresses.length]! },
      }),
    ),
  );
}

describe.each(STEP_UPS)('$operation with a stolen access token', (stepUp) => {
  it.each([
    { from: 'one address', addresses: 1, budget: 5 },
    { from: 'five addresses', addresses: 5, budget: 20 },
  ])(
    '100 wrong current passwords at once from $from: at most $budget checked, the rest 429',
    async ({ addresses, budget }) => {
      const account = await signUp(t);
      const answers = await guessAtOnce(stepUp, account.accessToken, Array.from({ length: addresses }, freshAddress));

      const checked = answers.filter((answer) => answer.status === 401);
      for (const answer of checked) expect(answer.body.code).toBe('INVALID_CREDENTIAL');
      expect(checked.length).toBeGreaterThanOrEqual(1);
      expect(checked.length).toBeLessThanOrEqual(budget); // before: all 100
      for (const answer of answers.filter((answer) => answer.status !== 401)) {
        expect(answer.status, answer.text).toBe(429);
        expect(answer.body.code).toBe('RATE_LIMITED');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      const failures = await auditEventsWhere(t, { action: 'user.login_failed', targetId: account.user.id });
      expect(failures).toHaveLength(checked.length);

      // The user, at home, is not locked out by the guesses, and the password is unchanged.
      const home = await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: PASSWORD } });
      expect(home.status, home.text).toBe(200);
    },
    120_000,
  );
});
