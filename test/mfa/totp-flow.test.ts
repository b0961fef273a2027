import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { userWithTotp as activeTotpUser, codeForStep } from '../helpers/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (email: string) => t.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
const answer = (challengeToken: string, code: string) => t.call('POST', '/v1/mfa/verify-challenge', { body: { challengeToken, code } });

const userWithTotp = () => activeTotpUser(t);

describe('enrollment', () => {
  it('returns a base32 secret and an otpauth URI, pending until activated', async () => {
    const account = await signUp(t);
    const response = await t.call('POST', '/v1/mfa/totp/enroll', { token: account.accessToken, body: { password: PASSWORD } });
    expect(response.status).toBe(200);
    const { secret, otpauthUrl } = response.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Gatekeep:${encodeURIComponent(account.email)}?secret=${secret}&issuer=Gatekeep`); // SHA1, 6 digits, 30 s: the defaults, so omitted
    expect((await t.call('GET', '/v1/me', { token: account.accessToken })).body.data.mfaEnabled).toBe(false);
    expect((await login(account.email)).body.data.accessToken).toBeDefined();
  });

  it('refuses a wrong activation code with 401 INVALID_MFA_CODE and stays pending', async () => {
    const account = await signUp(t);
    const { secret } = (await t.call('POST', '/v1/mfa/totp/enroll', { token: account.accessToken, body: { password: PASSWORD } })).body
      .data;
    const wrong = (await codeForStep(secret)) === '000000' ? '111111' : '000000';
    const response = await t.call('POST', '/v1/mfa/totp/activate', { token: account.accessToken, body: { code: wrong } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INVALID_MFA_CODE' });
    expect((await t.call('GET', '/v1/me', { token: account.accessToken })).body.data.mfaEnabled).toBe(false);
  });

  it('activates with a current code and returns ten distinct recovery codes of 118.9 bits, stored hashed', async () => {
    const account = await userWithTotp();
    expect(account.recoveryCodes).toHaveLength(10);
    expect(new Set(account.recoveryCodes).size).toBe(10);
    // Four groups of six from 31 symbols (no i, l, o, 0, 1): 24 × log2(31) ≥ 112 bits (ASVS 5.0 6.5.2).
    const symbol = '[a-hjkmnp-z2-9]';
    for (const code of account.recoveryCodes) expect(code).toMatch(new RegExp(`^${symbol}{6}(-${symbol}{6}){3}$`));
    expect(24 * Math.log2(31)).toBeGreaterThanOrEqual(112);
    const stored = await t.app.services.db
      .selectFrom('mfa_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', account.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(account.recoveryCodes.some((code) => row.code_hash.includes(code))).toBe(false);
    expect((await t.call('GET', '/v1/me', { token: account.accessToken })).body.data.mfaEnabled).toBe(true);
  });

  it('activates once when two activations with a valid code race: one 200, the other 409 CONFLICT', async () => {
    // On PGlite requests take turns; on PostgreSQL both run at once, and both used to succeed,
    // the second replacing the recovery codes the first had just shown.
    for (let round = 0; round < 3; round++) {
      const account = await signUp(t);
      const { secret } = (await t.call('POST', '/v1/mfa/totp/enroll', { token: account.accessToken, body: { password: PASSWORD } })).body
        .data;
      const code = await codeForStep(secret, -1);
      const activate = () => t.call('POST', '/v1/mfa/totp/activate', { token: account.accessToken, body: { code } });
      const answers = await Promise.all([activate(), activate()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.code).toBe('CONFLICT');
      const winner = answers.find((a) => a.status === 200)!;
      const stored = await t.app.services.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', account.user.id).execute();
      expect(stored).toHaveLength(10);
      // The codes shown are the ones kept.
      const disabled = await t.call('POST', '/v1/mfa/totp/disable', {
        token: account.accessToken,
        body: { code: winner.body.data.recoveryCodes[0] },
      });
      expect(disabled.status).toBe(200);
    }
  });

  it('answers 409 CONFLICT to enroll while active, and to activate with nothing pending', async () => {
    const account = await userWithTotp();
    expect((await t.call('POST', '/v1/mfa/totp/enroll', { token: account.accessToken, body: { password: PASSWORD } })).body.code).toBe(
      'CONFLICT',
    );
    const fresh = await signUp(t);
    const response = await t.call('POST', '/v1/mfa/totp/activate', { token: fresh.accessToken, body: { code: '123456' } });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('CONFLICT');
  });

  it('needs a user token', async () => {
    expect((await t.call('POST', '/v1/mfa/totp/enroll', { body: { password: PASSWORD } })).body.code).toBe('UNAUTHENTICATED');
  });
});

describe('login with TOTP on', () => {
  it('answers a challenge instead of tokens, and tokens for a right code', async () => {
    const account = await userWithTotp();
    const challenge = await login(account.email);
    expect(challenge.status).toBe(200);
    expect(challenge.body).toEqual({
      ok: true,
      data: { mfaRequired: true, challengeToken: expect.stringMatching(/^gkc_/), methods: ['totp', 'recovery_code'], expiresIn: 300 },
    });
    const passed = await answer(challenge.body.data.challengeToken, await codeForStep(account.secret));
    expect(passed.status).toBe(200);
    expect(passed.body.data).toMatchObject({ tokenType: 'Bearer', user: { id: account.user.id, mfaEnabled: true } });
    // The challenge is spent.
    expect((await answer(challenge.body.data.challengeToken, await codeForStep(account.secret, 1))).body.code).toBe('INVALID_CREDENTIAL');
  });

  it('accepts a TOTP code once: replay in another challenge is refused', async () => {
    const account = await userWithTotp();
    const code = await codeForStep(account.secret);
    expect((await answer((await login(account.email)).body.data.challengeToken, code)).status).toBe(200);
    const replay = await answer((await login(account.email)).body.data.challengeToken, code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_MFA_CODE');
  });

  it('refuses the code activation already spent', async () => {
    const account = await signUp(t);
    const { secret } = (await t.call('POST', '/v1/mfa/totp/enroll', { token: account.accessToken, body: { password: PASSWORD } })).body
      .data;
    const code = await codeForStep(secret);
    await t.call('POST', '/v1/mfa/totp/activate', { token: account.accessToken, body: { code } });
    expect((await answer((await login(account.email)).body.data.challengeToken, code)).body.code).toBe('INVALID_MFA_CODE');
  });

  it('accepts each recovery code once, in any case and with or without the dash', async () => {
    const account = await userWithTotp();
    const [first, second] = account.recoveryCodes as [string, string];
    expect((await answer((await login(account.email)).body.data.challengeToken, first)).status).toBe(200);
    expect((await answer((await login(account.email)).body.data.challengeToken, first)).body.code).toBe('INVALID_MFA_CODE');
    expect((await answer((await login(account.email)).body.data.challengeToken, second.toUpperCase().replace('-', ''))).status).toBe(200);
  });

  it('ends a challenge at the fifth wrong code', async () => {
    const account = await userWithTotp();
    const { challengeToken } = (await login(account.email)).body.data;
    for (let i = 0; i < 5; i++) {
      const wrong = await answer(challengeToken, 'wrong-code');
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INVALID_MFA_CODE');
    }
    const dead = await answer(challengeToken, await codeForStep(account.secret));
    expect(dead.status).toBe(401);
    expect(dead.body.code).toBe('INVALID_CREDENTIAL');
    // A new login gets a new challenge, and the code was not spent by the dead one.
    expect((await answer((await login(account.email)).body.data.challengeToken, await codeForStep(account.secret))).status).toBe(200);
  });

  it('answers 401 INVALID_CREDENTIAL for an unknown challenge', async () => {
    const response = await answer('gkc_nosuchchallengenosuchchallengenosuchchal', '123456');
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INVALID_CREDENTIAL' });
  });
});

describe('disable', () => {
  it('needs a valid code; then login answers tokens again', async () => {
    const account = await userWithTotp();
    const refused = await t.call('POST', '/v1/mfa/totp/disable', { token: account.accessToken, body: { code: 'nope-nope' } });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('INVALID_MFA_CODE');
    const response = await t.call('POST', '/v1/mfa/totp/disable', {
      token: account.accessToken,
      body: { code: await codeForStep(account.secret) },
    });
    expect(response.body).toEqual({ ok: true, data: { mfaEnabled: false } });
    expect((await login(account.email)).body.data.accessToken).toBeDefined();
    const actions = (
      await t.app.services.db.selectFrom('audit_events').select('action').where('target_id', '=', account.user.id).orderBy('id').execute()
    ).map((e) => e.action);
    expect(actions).toEqual([
      'user.created',
      'user.email_verified',
      'mfa.totp_enrollment_started',
      'mfa.totp_activated',
      'mfa.totp_disabled',
    ]);
  });

  it('takes a recovery code too', async () => {
    const account = await userWithTotp();
    const response = await t.call('POST', '/v1/mfa/totp/disable', { token: account.accessToken, body: { code: account.recoveryCodes[3] } });
    expect(response.status).toBe(200);
  });

  it('answers 409 CONFLICT when TOTP is not active', async () => {
    const account = await signUp(t);
    expect((await t.call('POST', '/v1/mfa/totp/disable', { token: account.accessToken, body: { code: '123456' } })).body.code).toBe(
      'CONFLICT',
    );
  });
});

describe('guessing codes with an access token', () => {
  it('locks TOTP disable after MFA_MAX_FAILURES (10) wrong codes, even for the right one, per user', async () => {
    const account = await userWithTotp();
    for (let i = 0; i < 10; i++) {
      expect((await t.call('POST', '/v1/mfa/totp/disable', { token: account.accessToken, body: { code: 'wrong-code' } })).body.code).toBe(
        'INVALID_MFA_CODE',
      );
    }
    const locked = await t.call('POST', '/v1/mfa/totp/disable', {
      token: account.accessToken,
      body: { code: await codeForStep(account.secret) },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      ok: false,
      error: 'Too many wrong codes for this account; retry after the time in Retry-After.',
      code: 'RATE_LIMITED',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another user is not affected, and TOTP is still on for this one.
    expect((await t.call('GET', '/v1/me', { token: account.accessToken })).body.data.mfaEnabled).toBe(true);
    const other = await userWithTotp();
    expect(
      (await t.call('POST', '/v1/mfa/totp/disable', { token: other.accessToken, body: { code: other.recoveryCodes[0] } })).status,
    ).toBe(200);
  });
});
