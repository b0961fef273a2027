import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, type TestResponse, uniqueEmail } from '../helpers/test-app.ts';

// Issue 16 point 6 (ASVS 5.0 6.2.4): a password on the common-password list, or a few characters
// repeated, or a run of consecutive characters, is refused with 400 WEAK_PASSWORD wherever a
// password is set, before anything is read or written.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** On the list (@zxcvbn-ts/language-common's passwords-common), each at least 8 characters. */
const COMMON = ['password123', '12345678', 'qwertyuiop', 'iloveyou', 'p@ssw0rd', 'trustno1'];
/** The same passwords in other cases: the list is compared ignoring case. */
const COMMON_OTHER_CASE = ['PASSWORD123', 'QwertyUIOP', 'ILoveYou', 'P@SSW0RD'];
/** Left out of that list by its generator, refused by the pattern rules instead. */
const PATTERNS = ['aaaaaaaa', '00000000', '12341234', 'qzqzqzqz', 'abcdefgh', 'ABCDEFGHIJ', '87654321'];

const signup = (email: string, password: string) => t.operation('signup', { body: { email, password } });
const login = (email: string, password: string) => t.call('POST', '/v1/auth/login', { body: { email, password } });
const change = (token: string, currentPassword: string, newPassword: string) =>
  t.operation('changePassword', { token, body: { currentPassword, newPassword } });
const usersWithEmail = (email: string) => t.app.services.db.selectFrom('users').select('id').where('email', '=', email).execute();

function expectWeak(response: TestResponse, field: 'body.password' | 'body.newPassword', password: string): void {
  expect(response.status, response.text).toBe(400);
  expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'WEAK_PASSWORD' });
  expect(response.body.error).toContain(field);
  expect(response.text.toLowerCase()).not.toContain(password.toLowerCase());
}

describe('signup', () => {
  it.each([...COMMON, ...COMMON_OTHER_CASE, ...PATTERNS])('refuses %s with 400 WEAK_PASSWORD and creates no user', async (password) => {
    const email = uniqueEmail('weak');
    expectWeak(await signup(email, password), 'body.password', password);
    expect(await usersWithEmail(email)).toEqual([]);
    expect((await login(email, password)).status).toBe(401);
  });

  it('says why, by rule, without the password', async () => {
    const messages = await Promise.all(
      ['password123', 'aaaaaaaa', 'abcdefgh'].map(async (p) => (await signup(uniqueEmail(), p)).body.error),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^body\.password is one of the most common passwords/),
      expect.stringMatching(/^body\.password is a few characters repeated/),
      expect.stringMatching(/^body\.password is a run of consecutive characters/),
    ]);
  });

  it('answers a taken email exactly as a free one: the password is checked before the email is looked at', async () => {
    const { email } = await signUp(t);
    const taken = await signup(email, 'password123');
    const free = await signup(uniqueEmail(), 'password123');
    expectWeak(taken, 'body.password', 'password123');
    expect(taken.body).toEqual(free.body);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('accepts passwords that are on no list and follow no pattern, the suite-wide one included', async () => {
    for (const password of [PASSWORD, 'purple monkey dishwasher 42', 'password123 but longer and mine', 'Tr0ub4dor&3x']) {
      const email = uniqueEmail();
      const response = await signup(email, password);
      expect(response.status, response.text).toBe(201);
      expect((await login(email, password)).status).toBe(200);
    }
  });
});

describe('changePassword', () => {
  it.each([...COMMON.slice(0, 3), COMMON_OTHER_CASE[0]!, 'aaaaaaaa', 'abcdefgh'])(
    'refuses %s with 400 WEAK_PASSWORD and changes nothing: the old password still works, every session stays',
    async (password) => {
      const account = await signUp(t);
      const other = await login(account.email, PASSWORD);
      expectWeak(await change(account.accessToken, PASSWORD, password), 'body.newPassword', password);

      expect((await login(account.email, PASSWORD)).status).toBe(200);
      expect((await login(account.email, password)).status).toBe(401);
      expect((await t.operation('getMe', { token: other.body.data.accessToken })).status).toBe(200);
      expect(await auditEventsWhere(t, { targetId: account.user.id, action: 'user.password_changed' })).toEqual([]);
    },
  );

  it('refuses a weak new password before the current one is checked: never a failed login, never a lock', async () => {
    const account = await signUp(t);
    // More than the five failures that would lock this address out of the account.
    for (let i = 0; i < 7; i++) {
      expectWeak(await change(account.accessToken, `not my password ${i}`, 'password123'), 'body.newPassword', 'password123');
    }
    expect(await auditEventsWhere(t, { targetId: account.user.id, action: 'user.login_failed' })).toEqual([]);
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('still changes to a strong password', async () => {
    const account = await signUp(t);
    const response = await change(account.accessToken, PASSWORD, 'purple monkey dishwasher 42');
    expect(response.status, response.text).toBe(200);
    expect((await login(account.email, 'purple monkey dishwasher 42')).status).toBe(200);
    expect((await login(account.email, PASSWORD)).status).toBe(401);
  });
});
