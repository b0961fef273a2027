import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, startTestApp, type TestApp, type TestResponse } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Issue 13, point 3: wrong second-factor codes count per user, across challenges and the
// authenticated TOTP routes, and only time refills the budget (MFA_MAX_FAILURES per 15 minutes).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const WINDOW_S = 15 * 60;

async function challengeFor(app: TestApp, email: string): Promise<string> {
  const response = await app.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
  expect(response.body.data.mfaRequired).toBe(true);
  return response.body.data.challengeToken;
}
const answer = (app: TestApp, challengeToken: string, code: string) =>
  app.call('POST', '/v1/mfa/verify-challenge', { body: { challengeToken, code } });
const disable = (app: TestApp, token: string, code: string) => app.call('POST', '/v1/mfa/totp/disable', { token, body: { code } });
const activate = (app: TestApp, token: string, code: string) => app.call('POST', '/v1/mfa/totp/activate', { token, body: { code } });

function expectLocked(response: TestResponse) {
  expect(response.status, response.text).toBe(429);
  expect(response.body).toEqual({
    ok: false,
    error: 'Too many wrong codes for this account; retry after the time in Retry-After.',
    code: 'RATE_LIMITED',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(WINDOW_S - 120);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
}

describe('the per-user second-factor budget', () => {
  it('meets 429 from the eleventh of 40 wrong codes, each on a fresh login, and then refuses the right code too', async () => {
    // Before: every login gave a fresh challenge with five tries, so this never met a 429.
    const account = await userWithTotp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await answer(t, await challengeFor(t, account.email), 'wrong-code')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(30).fill(429)]);

    expectLocked(await answer(t, await challengeFor(t, account.email), await codeForStep(account.secret)));
    expectLocked(await disable(t, account.accessToken, await codeForStep(account.secret)));
    expectLocked(await disable(t, account.accessToken, account.recoveryCodes[0]!));
    expectLocked(await activate(t, account.accessToken, await codeForStep(account.secret)));
    // Nothing was spent or changed while locked.
    expect((await t.call('GET', '/v1/me', { token: account.accessToken })).body.data.mfaEnabled).toBe(true);
  }, 120_000);

  it('is one budget for activation, challenges and disable; a right password or code does not refill it, time does', async () => {
    const { accessToken, email, user } = await signUp(t);
    const { secret } = (await t.call('POST', '/v1/mfa/totp/enroll', { token: accessToken, body: { password: PASSWORD } })).body.data;
    for (let i = 0; i < 4; i++) expect((await activate(t, accessToken, 'wrong-code')).status).toBe(401);
    expect((await activate(t, accessToken, await codeForStep(secret, -1))).status).toBe(200);
    const challengeToken = await challengeFor(t, email);
    for (let i = 0; i < 3; i++) expect((await answer(t, challengeToken, 'wrong-code')).body.code).toBe('INVALID_MFA_CODE');
    for (let i = 0; i < 3; i++) expect((await disable(t, accessToken, 'wrong-code')).body.code).toBe('INVALID_MFA_CODE');

    // Ten wrong codes in all: the next check is refused whatever the code, on any route.
    expectLocked(await answer(t, await challengeFor(t, email), await codeForStep(secret)));
    expectLocked(await disable(t, accessToken, await codeForStep(secret)));

    // Once the window has passed (moved back here rather than waited for), codes work again.
    await t.app.services.db
      .updateTable('second_factor_failures')
      .set({ window_started_at: sql`now() - make_interval(secs => ${WINDOW_S + 1})` })
      .where('user_id', '=', user.id)
      .execute();
    const passed = await answer(t, await challengeFor(t, email), await codeForStep(secret));
    expect(passed.status, passed.text).toBe(200);
  }, 60_000);
});

describe('MFA_MAX_FAILURES', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ MFA_MAX_FAILURES: '3' });
  });
  afterAll(() => strict?.close());

  it('sets the budget', async () => {
    const account = await userWithTotp(strict);
    for (let i = 0; i < 3; i++) expect((await disable(strict, account.accessToken, 'wrong-code')).status).toBe(401);
    expectLocked(await disable(strict, account.accessToken, await codeForStep(account.secret)));
    expectLocked(await answer(strict, await challengeFor(strict, account.email), await codeForStep(account.secret)));
    // Per user: another user of the same instance is not affected.
    const other = await userWithTotp(strict);
    expect((await disable(strict, other.accessToken, other.recoveryCodes[0]!)).status).toBe(200);
  });
});

describe('live challenges', () => {
  it('keeps at most three per user: a fourth login drops the oldest', async () => {
    const account = await userWithTotp(t);
    const challenges: string[] = [];
    for (let i = 0; i < 4; i++) challenges.push(await challengeFor(t, account.email));
    const live = await t.app.services.db.selectFrom('mfa_challenges').select('id').where('user_id', '=', account.user.id).execute();
    expect(live).toHaveLength(3);

    const [oldest, ...kept] = challenges as [string, string, string, string];
    const dropped = await answer(t, oldest, account.recoveryCodes[0]!);
    expect(dropped.status).toBe(401);
    expect(dropped.body.code).toBe('INVALID_CREDENTIAL');
    for (const [i, challengeToken] of kept.entries()) expect((await answer(t, challengeToken, account.recoveryCodes[i]!)).status).toBe(200);
  });
});
