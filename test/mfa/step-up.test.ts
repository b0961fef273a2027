import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Issue 13 point 6: changing the second factor needs the password, and each change (and each
// sign-in with a recovery code) ends every other session of the user.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const enroll = (token: string, body: unknown) => t.call('POST', '/v1/mfa/totp/enroll', { token, body });
const me = (token: string | undefined) => t.call('GET', '/v1/me', { token });
/** Tokens, or a challenge when TOTP is on: the union openapi.yaml gives `login`, read with `in`. */
const loginAs = async (email: string) => {
  const response = await t.operation('login', { body: { email, password: PASSWORD } });
  expect(response.status, response.text).toBe(200);
  return response.data as Partial<Schemas['Tokens'] & Schemas['MfaChallenge']>;
};
const sessionsRevokedAll = (userId: string) => auditEventsWhere(t, { actorId: userId, action: 'session.revoked_all' });

describe('enrollTotp asks for the current password', () => {
  it('missing: 400 VALIDATION_FAILED, and nothing is enrolled', async () => {
    const account = await signUp(t);
    for (const body of [undefined, {}]) {
      const response = await enroll(account.accessToken, body);
      expect([response.status, response.body.code], response.text).toEqual([400, 'VALIDATION_FAILED']);
    }
    const rows = await t.app.services.db.selectFrom('mfa_totp').select('user_id').where('user_id', '=', account.user.id).execute();
    expect(rows).toEqual([]);
  });

  it('wrong: 401 INVALID_CREDENTIAL, counted as a failed login for the account from this address', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 5; i++) {
      const response = await enroll(account.accessToken, { password: `wrong-${i}` });
      expect([response.status, response.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
      expect(response.body.error).toBe('The password is incorrect.');
    }
    // Five failures from this address lock it, as five wrong logins would: even the right password waits.
    const locked = await enroll(account.accessToken, { password: PASSWORD });
    expect(locked.status, locked.text).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const login = await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: 'still-wrong' } });
    expect(login.status).toBe(429);
    const failures = await auditEventsWhere(t, { targetId: account.user.id, action: 'user.login_failed' });
    expect(failures).toHaveLength(5);
    expect(failures[0]!.metadata).toEqual({ stepUp: true });
  });

  it('right: the secret, as before', async () => {
    const account = await signUp(t);
    const response = await enroll(account.accessToken, { password: PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('second-factor changes end every other session', () => {
  it('activating TOTP: the caller stays signed in, every other session ends', async () => {
    const account = await signUp(t);
    const phone = await loginAs(account.email);
    const { secret } = (await enroll(account.accessToken, { password: PASSWORD })).body.data;
    const activated = await t.call('POST', '/v1/mfa/totp/activate', {
      token: account.accessToken,
      body: { code: await codeForStep(secret, -1) },
    });
    expect(activated.status, activated.text).toBe(200);
    expect((await me(account.accessToken)).status).toBe(200);
    expectDead(await me(phone.accessToken));
    expectDead(await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: phone.refreshToken } }));
    expect((await sessionsRevokedAll(account.user.id)).map((e) => e.metadata)).toEqual([
      { reason: 'totp_activated', revokedSessions: 1, keptSession: decodeJwt(account.accessToken).sid },
    ]);
  });

  it('disabling TOTP: the caller stays signed in, every other session ends', async () => {
    const account = await userWithTotp(t);
    const challenge = await loginAs(account.email);
    const phone = (
      await t.call('POST', '/v1/mfa/verify-challenge', {
        body: { challengeToken: challenge.challengeToken, code: await codeForStep(account.secret) },
      })
    ).body.data;
    expect((await me(phone.accessToken)).status).toBe(200);
    const disabled = await t.call('POST', '/v1/mfa/totp/disable', { token: account.accessToken, body: { code: account.recoveryCodes[0] } });
    expect(disabled.status, disabled.text).toBe(200);
    expect((await me(account.accessToken)).status).toBe(200);
    expectDead(await me(phone.accessToken));
    expect((await sessionsRevokedAll(account.user.id)).map((e) => e.metadata.reason)).toEqual(['totp_disabled']);
  });

  it('signing in with a recovery code: the new session is the only one left', async () => {
    const account = await userWithTotp(t);
    const challenge = await loginAs(account.email);
    const response = await t.call('POST', '/v1/mfa/verify-challenge', {
      body: { challengeToken: challenge.challengeToken, code: account.recoveryCodes[3] },
    });
    expect(response.status, response.text).toBe(200);
    expectDead(await me(account.accessToken));
    const sessions = (await t.call('GET', '/v1/me/sessions', { token: response.body.data.accessToken })).body.data.items;
    expect(sessions.map((s: { current: boolean }) => s.current)).toEqual([true]);
    expect((await sessionsRevokedAll(account.user.id)).map((e) => e.metadata.reason)).toEqual(['recovery_code_used']);
  });

  it('signing in with a TOTP code leaves other sessions alone', async () => {
    const account = await userWithTotp(t);
    const challenge = await loginAs(account.email);
    const response = await t.call('POST', '/v1/mfa/verify-challenge', {
      body: { challengeToken: challenge.challengeToken, code: await codeForStep(account.secret) },
    });
    expect(response.status, response.text).toBe(200);
    expect((await me(account.accessToken)).status).toBe(200);
  });
});
