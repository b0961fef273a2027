import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 13 point 4 and 5: an access token lives exactly as long as its session, and a user can
// see and end their sessions.

let t: TestApp;
/** A second instance on the same database. Two processes cannot open one embedded database, so on PGlite it is the same app. */
let other: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  other = process.env.DATABASE_URL ? await startTestApp() : t;
});
afterAll(async () => {
  if (other !== t) await other.close();
  await t.close();
});

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const me = (token: string, app = t) => app.call('GET', '/v1/me', { token });
const refresh = (refreshToken: string) => t.call('POST', '/v1/auth/refresh', { body: { refreshToken } });
const login = async (email: string, userAgent = 'vitest'): Promise<Tokens> => {
  const response = await t.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};
const sessions = (token: string, query = '') => t.call('GET', `/v1/me/sessions${query}`, { token });
const sessionOf = (accessToken: string) => decodeJwt(accessToken).sid as string;
const auditEvents = (userId: string, action: string) => auditEventsWhere(t, { actorId: userId, action });

describe('access tokens die with their session', () => {
  it('at logout, on this instance and on another at once', async () => {
    const account = await signUp(t);
    expect((await me(account.accessToken, other)).status).toBe(200);
    expect((await t.call('POST', '/v1/auth/logout', { body: { refreshToken: account.refreshToken } })).status).toBe(200);
    expectDead(await me(account.accessToken));
    expectDead(await me(account.accessToken, other));
  });

  it('when refresh-token reuse revokes the session: every access token it issued', async () => {
    const account = await signUp(t);
    const rotated: Tokens = (await refresh(account.refreshToken)).body.data;
    expect((await me(rotated.accessToken)).status).toBe(200);
    expectDead(await refresh(account.refreshToken)); // the spent token again: theft
    expectDead(await me(account.accessToken));
    expectDead(await me(rotated.accessToken, other));
    expectDead(await refresh(rotated.refreshToken));
  });

  it('and only with their own session: ending one leaves the others working', async () => {
    const account = await signUp(t);
    const laptop = await login(account.email);
    await t.call('POST', '/v1/auth/logout', { body: { refreshToken: laptop.refreshToken } });
    expectDead(await me(laptop.accessToken));
    expect((await me(account.accessToken)).status).toBe(200);
  });

  it('when the session reaches SESSION_MAX_AGE, whatever refreshes came before', async () => {
    const account = await signUp(t);
    const sessionId = sessionOf(account.accessToken);
    const [before] = (await sessions(account.accessToken)).body.data.items;
    const expected = Date.parse(before.createdAt) + 30 * 86_400_000;
    expect(Math.abs(Date.parse(before.expiresAt) - expected)).toBeLessThan(5_000);

    // Refreshing moves neither the session's end nor lets a refresh token outlive it.
    const rotated: Tokens = (await refresh(account.refreshToken)).body.data;
    const [after] = (await sessions(rotated.accessToken)).body.data.items;
    expect(after.expiresAt).toBe(before.expiresAt);
    const tokens = await t.app.services.db.selectFrom('refresh_tokens').select('expires_at').where('family_id', '=', sessionId).execute();
    for (const token of tokens) expect(token.expires_at.getTime()).toBeLessThanOrEqual(Date.parse(before.expiresAt));

    // The end arrives (moved here rather than waited for): tokens and refresh stop at once.
    await t.app.services.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', sessionId)
      .execute();
    // A session's end never moves in the product, so the cached liveness keeps the real one;
    // the test that moves it tells the cache, as the passing of time would have.
    t.app.services.credentials.sessions.forget();
    expectDead(await me(rotated.accessToken));
    expectDead(await refresh(rotated.refreshToken));
  });

  it('caps a session at a short SESSION_MAX_AGE even though refresh tokens would live longer', async () => {
    const short = await startTestApp({ SESSION_MAX_AGE: '120', REFRESH_TOKEN_TTL: '86400' });
    try {
      const account = await signUp(short);
      const rotated = (await short.call('POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } })).body.data;
      const [session] = (await short.call('GET', '/v1/me/sessions', { token: rotated.accessToken })).body.data.items;
      expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(120_000);
      const tokens = await short.app.services.db
        .selectFrom('refresh_tokens')
        .select('expires_at')
        .where('family_id', '=', session.id)
        .execute();
      expect(tokens).toHaveLength(2);
      for (const token of tokens) expect(token.expires_at.getTime()).toBeLessThanOrEqual(Date.parse(session.expiresAt));

      // A login's session (written by one statement, not createSession) is capped the same way.
      const login = await short.call('POST', '/v1/auth/login', { body: { email: account.email, password: PASSWORD } });
      expect(login.status).toBe(200);
      const { sid } = decodeJwt(login.body.data.accessToken);
      const loginSession = await short.app.services.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', String(sid))
        .executeTakeFirstOrThrow();
      expect(loginSession.expires_at.getTime() - loginSession.created_at.getTime()).toBe(120_000);
      const [loginToken] = await short.app.services.db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('family_id', '=', loginSession.id)
        .execute();
      expect(loginToken!.expires_at.getTime()).toBe(loginSession.expires_at.getTime());
      expect(loginToken!.user_id).toBe(account.user.id);
      const loggedIn = await short.app.services.db
        .selectFrom('audit_events')
        .select(['actor_kind', 'actor_id', 'target_type', 'target_id'])
        .where('action', '=', 'user.logged_in')
        .where('actor_id', '=', account.user.id)
        .execute();
      expect(loggedIn).toEqual([{ actor_kind: 'user', actor_id: account.user.id, target_type: 'session', target_id: loginSession.id }]);
    } finally {
      await short.close();
    }
  });
});

describe('listSessions', () => {
  it('shows the live sessions, newest first, with where they were last used and which one is asking', async () => {
    const account = await signUp(t);
    const phone = await login(account.email, 'Phone/1.0');
    const laptop = await login(account.email, 'Laptop/2.0');
    const response = await sessions(laptop.accessToken);
    expect(response.status, response.text).toBe(200);
    const { items, nextCursor } = response.body.data;
    expect(nextCursor).toBeNull();
    expect(items.map((s: { id: string }) => s.id)).toEqual([
      sessionOf(laptop.accessToken),
      sessionOf(phone.accessToken),
      sessionOf(account.accessToken),
    ]);
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^ses_/),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
      ip: '127.0.0.1',
      userAgent: 'Laptop/2.0',
      current: true,
    });
    expect(items.map((s: { current: boolean }) => s.current)).toEqual([true, false, false]);
    expect(items[1].userAgent).toBe('Phone/1.0');

    // Ended sessions are gone from the list.
    await t.call('POST', '/v1/auth/logout', { body: { refreshToken: phone.refreshToken } });
    expect((await sessions(laptop.accessToken)).body.data.items).toHaveLength(2);
  });

  it('updates lastUsedAt, ip and userAgent at each refresh', async () => {
    const account = await signUp(t);
    const [before] = (await sessions(account.accessToken)).body.data.items;
    const rotated = (
      await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken }, headers: { 'user-agent': 'Renewed/3.0' } })
    ).body.data;
    const [after] = (await sessions(rotated.accessToken)).body.data.items;
    expect(after.id).toBe(before.id);
    expect(after.userAgent).toBe('Renewed/3.0');
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(before.lastUsedAt));
    expect(after.createdAt).toBe(before.createdAt);
  });

  it('pages with limit and cursor, and never shows another user’s sessions', async () => {
    const account = await signUp(t);
    const stranger = await signUp(t);
    await login(account.email);
    await login(account.email);
    const first = (await sessions(account.accessToken, '?limit=2')).body.data;
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await sessions(account.accessToken, `?limit=2&cursor=${first.nextCursor}`)).body.data;
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(sessionOf(stranger.accessToken));
    expect((await sessions(account.accessToken, '?cursor=bogus')).body.code).toBe('VALIDATION_FAILED');
  });

  it('needs a live user token', async () => {
    expect((await t.call('GET', '/v1/me/sessions')).body.code).toBe('UNAUTHENTICATED');
  });
});

describe('revokeSession', () => {
  it('ends one of the caller’s sessions: its access and refresh tokens stop at once', async () => {
    const account = await signUp(t);
    const laptop = await login(account.email);
    const response = await t.call('DELETE', `/v1/me/sessions/${sessionOf(laptop.accessToken)}`, { token: account.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { revoked: true } });
    expectDead(await me(laptop.accessToken, other));
    expectDead(await refresh(laptop.refreshToken));
    expect((await me(account.accessToken)).status).toBe(200);
    const [event] = await auditEvents(account.user.id, 'session.revoked');
    expect(event).toMatchObject({ target_type: 'session', target_id: sessionOf(laptop.accessToken), ip: '127.0.0.1' });
    expect(event!.metadata).toEqual({ reason: 'revoked_by_user' });
  });

  it('may end the current session', async () => {
    const account = await signUp(t);
    expect((await t.call('DELETE', `/v1/me/sessions/${sessionOf(account.accessToken)}`, { token: account.accessToken })).status).toBe(200);
    expectDead(await me(account.accessToken));
  });

  it('answers 404 for another user’s session, an unknown one and one already ended', async () => {
    const account = await signUp(t);
    const stranger = await signUp(t);
    const strangers = sessionOf(stranger.accessToken);
    for (const id of [strangers, 'ses_01AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await t.call('DELETE', `/v1/me/sessions/${id}`, { token: account.accessToken });
      expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await me(stranger.accessToken)).status).toBe(200);
    const laptop = await login(account.email);
    await t.call('DELETE', `/v1/me/sessions/${sessionOf(laptop.accessToken)}`, { token: account.accessToken });
    expect((await t.call('DELETE', `/v1/me/sessions/${sessionOf(laptop.accessToken)}`, { token: account.accessToken })).status).toBe(404);
  });
});

describe('logoutAll', () => {
  it('ends every session of the caller, the one asking included, and no one else’s', async () => {
    const account = await signUp(t);
    const stranger = await signUp(t);
    const phone = await login(account.email);
    const laptop = await login(account.email);
    const response = await t.call('POST', '/v1/auth/logout-all', { token: laptop.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { revokedSessions: 3 } });
    for (const session of [account, phone, laptop]) {
      expectDead(await me(session.accessToken, other));
      expectDead(await refresh(session.refreshToken));
    }
    expect((await me(stranger.accessToken)).status).toBe(200);
    const [event] = await auditEvents(account.user.id, 'session.revoked_all');
    expect(event).toMatchObject({ target_type: 'user', target_id: account.user.id });
    expect(event!.metadata).toEqual({ reason: 'logout_all', revokedSessions: 3 });
  });

  it('needs a live user token', async () => {
    expect((await t.call('POST', '/v1/auth/logout-all')).body.code).toBe('UNAUTHENTICATED');
    const account = await signUp(t);
    await t.call('POST', '/v1/auth/logout-all', { token: account.accessToken });
    expectDead(await t.call('POST', '/v1/auth/logout-all', { token: account.accessToken }));
  });
});

describe('changePassword', () => {
  const change = (token: string, body: unknown) => t.call('POST', '/v1/me/password', { token, body });

  it('sets the new password and ends every other session at once; the caller stays signed in', async () => {
    const account = await signUp(t);
    const phone = await login(account.email);
    const response = await change(account.accessToken, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { revokedSessions: 1 } });
    expectDead(await me(phone.accessToken, other));
    expectDead(await refresh(phone.refreshToken));
    expect((await me(account.accessToken)).status).toBe(200);

    expectDead(await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: PASSWORD } }));
    const again = await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: 'a brand new passphrase' } });
    expect(again.status, again.text).toBe(200);
    expect(await auditEvents(account.user.id, 'user.password_changed')).toHaveLength(1);
    const [sweep] = await auditEvents(account.user.id, 'session.revoked_all');
    expect(sweep!.metadata).toMatchObject({ reason: 'password_changed', revokedSessions: 1 });
  });

  it('refuses a wrong current password with 401, counted as a failed login, and changes nothing', async () => {
    const account = await signUp(t);
    const phone = await login(account.email);
    const response = await change(account.accessToken, { currentPassword: 'not my password', newPassword: 'a brand new passphrase' });
    expect([response.status, response.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    expect((await me(phone.accessToken)).status).toBe(200);
    expect((await login(account.email)).accessToken).toEqual(expect.any(String));
    const failures = await auditEventsWhere(t, { targetId: account.user.id, action: 'user.login_failed' });
    expect(failures.map((f) => f.metadata)).toEqual([{ stepUp: true }]);
  });

  it('holds the new password to the sign-up rules: 400 VALIDATION_FAILED', async () => {
    const account = await signUp(t);
    for (const body of [{ currentPassword: PASSWORD, newPassword: 'short' }, { currentPassword: PASSWORD }, {}]) {
      const response = await change(account.accessToken, body);
      expect([response.status, response.body.code], response.text).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await login(account.email)).accessToken).toEqual(expect.any(String));
  });
});
