import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.call('POST', '/v1/auth/login', { body: { email, password } });

describe('signup', () => {
  it('creates the user and answers 201 with tokens', async () => {
    const email = uniqueEmail();
    const response = await t.call('POST', '/v1/auth/signup', { body: { email, password: PASSWORD, name: 'Ada' } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      data: {
        accessToken: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
        refreshToken: expect.stringMatching(/^gkr_[\w-]{43}$/),
        tokenType: 'Bearer',
        expiresIn: 900,
        user: {
          id: expect.stringMatching(/^usr_[0-9A-Z]{26}$/),
          email,
          emailVerified: false,
          name: 'Ada',
          mfaEnabled: false,
          createdAt: expect.any(String),
        },
      },
    });
    expect(new Date(response.body.data.user.createdAt).toISOString()).toBe(response.body.data.user.createdAt);
  });

  it('answers 409 EMAIL_TAKEN for an email in use, whatever its case', async () => {
    const { email } = await signUp(t);
    const response = await t.call('POST', '/v1/auth/signup', { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'EMAIL_TAKEN' });
  });

  it('accepts passwords of exactly 8 and 256 characters', async () => {
    // Not one character repeated: that is a weak password (test/auth/weak-passwords.test.ts).
    for (const password of ['w7#Kp2!z', `${PASSWORD} `.repeat(9).slice(0, 256)]) {
      const response = await t.call('POST', '/v1/auth/signup', { body: { email: uniqueEmail(), password } });
      expect(response.status).toBe(201);
    }
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user } = await signUp(t);
    const row = await t.app.services.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });
});

describe('login', () => {
  it('answers tokens for the right password, with any email case', async () => {
    const { email, user } = await signUp(t);
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ tokenType: 'Bearer', user: { id: user.id, email } });
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await login(email, 'not the password');
    const unknownEmail = await login(uniqueEmail('nobody'), 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.text).toBe(unknownEmail.text);
    expect(wrongPassword.body).toEqual({ ok: false, error: 'The email or password is incorrect.', code: 'INVALID_CREDENTIAL' });
    // The address's rate-limit counters move with every request, whichever email it names.
    const same = ({
      'x-request-id': _id,
      date: _date,
      'ratelimit-remaining': _remaining,
      'ratelimit-reset': _reset,
      ...rest
    }: typeof wrongPassword.headers) => rest;
    expect(same(wrongPassword.headers)).toEqual(same(unknownEmail.headers));
    expect(wrongPassword.headers['ratelimit-limit']).toEqual(expect.any(String));
  });

  it.each([
    ['a known email', true],
    ['an unknown email', false],
  ])('locks %s after 5 failures with 429 and Retry-After, even for the right password', async (_name, known) => {
    const email = known ? (await signUp(t)).email : uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong password')).status).toBe(401);
    const locked = await login(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ ok: false, error: expect.any(String), code: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(29);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 4; i++) await login(email, 'wrong password');
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(email, 'wrong password');
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('lets other emails log in while one is locked', async () => {
    const locked = await signUp(t);
    const other = await signUp(t);
    for (let i = 0; i < 5; i++) await login(locked.email, 'wrong password');
    expect((await login(locked.email, PASSWORD)).status).toBe(429);
    expect((await login(other.email, PASSWORD)).status).toBe(200);
  });
});

describe('getMe and the authenticated policy', () => {
  it('answers the user for a valid access token', async () => {
    const { accessToken, user, email } = await signUp(t);
    const response = await t.call('GET', '/v1/me', { token: accessToken });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      id: user.id,
      email,
      emailVerified: true, // signUp opens the verification link in the outbox
      name: null,
      mfaEnabled: false,
      createdAt: expect.any(String),
    });
  });

  it('answers 401 UNAUTHENTICATED without a credential', async () => {
    const response = await t.call('GET', '/v1/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
    ['a bearer with no token', 'Bearer '],
    ['a token that is not a JWT', 'Bearer not-a-jwt'],
    ['a refresh token', 'Bearer gkr_abcdefabcdefabcdefabcdefabcdefabcdefabcdefa'],
  ])('answers 401 INVALID_CREDENTIAL for %s', async (_name, authorization) => {
    const response = await t.call('GET', '/v1/me', { headers: { authorization } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INVALID_CREDENTIAL' });
  });
});
