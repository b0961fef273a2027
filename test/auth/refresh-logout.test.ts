import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => t.call('POST', '/v1/auth/refresh', { body: { refreshToken } });
const logout = (refreshToken: string) => t.call('POST', '/v1/auth/logout', { body: { refreshToken } });
const auditActions = async (userId: string) =>
  (await t.app.services.db.selectFrom('audit_events').select('action').where('actor_id', '=', userId).orderBy('id').execute()).map(
    (e) => e.action,
  );

describe('refresh', () => {
  it('rotates: a new access token and a new refresh token', async () => {
    const account = await signUp(t);
    const response = await refresh(account.refreshToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      data: { accessToken: expect.any(String), refreshToken: expect.stringMatching(/^gkr_/), tokenType: 'Bearer', expiresIn: 900 },
    });
    expect(response.body.data.refreshToken).not.toBe(account.refreshToken);
    expect((await t.call('GET', '/v1/me', { token: response.body.data.accessToken })).body.data.id).toBe(account.user.id);
    expect((await refresh(response.body.data.refreshToken)).status).toBe(200);
  });

  it('records who refreshed which session, and the successor lives no longer than the token it replaced', async () => {
    const account = await signUp(t);
    const [session] = (await t.call('GET', '/v1/me/sessions', { token: account.accessToken })).body.data.items;
    expect((await refresh(account.refreshToken)).status).toBe(200);
    const event = await t.app.services.db
      .selectFrom('audit_events')
      .select(['actor_kind', 'actor_id', 'target_type', 'target_id', 'tenant_id', 'metadata'])
      .where('action', '=', 'session.refreshed')
      .where('actor_id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      actor_kind: 'user',
      actor_id: account.user.id,
      target_type: 'session',
      target_id: session.id,
      tenant_id: null,
      metadata: {},
    });
    const tokens = await t.app.services.db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'created_at', 'expires_at', 'used_at'])
      .where('user_id', '=', account.user.id)
      .orderBy('created_at')
      .execute();
    // The first token is spent; its successor, in the same family, is not.
    expect(tokens.map((row) => [row.family_id, row.used_at === null])).toEqual([
      [session.id, false],
      [session.id, true],
    ]);
    const lifetime = (row: (typeof tokens)[number]) => row.expires_at.getTime() - row.created_at.getTime();
    expect(Math.abs(lifetime(tokens[1]!) - lifetime(tokens[0]!))).toBeLessThan(1_000);
  });

  it('stores refresh tokens only as hashes', async () => {
    const account = await signUp(t);
    const rows = await t.app.services.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', account.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(account.refreshToken.slice(4));
  });

  it('treats reuse as theft: the whole family is revoked, including the newest token', async () => {
    const account = await signUp(t);
    const first = (await refresh(account.refreshToken)).body.data;
    const second = (await refresh(first.refreshToken)).body.data;

    const reuse = await refresh(account.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ ok: false, error: expect.any(String), code: 'INVALID_CREDENTIAL' });
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect(await auditActions(account.user.id)).toContain('session.reuse_detected');
  });

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const account = await signUp(t);
    const other = (await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: PASSWORD } })).body.data;
    await refresh(account.refreshToken);
    await refresh(account.refreshToken); // reuse: revokes the signup family only
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('lets only one of two concurrent uses of one token succeed', async () => {
    const account = await signUp(t);
    const results = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('answers 401 INVALID_CREDENTIAL for an unknown token', async () => {
    const response = await refresh('gkr_unknownunknownunknownunknownunknownunknow');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_CREDENTIAL');
  });
});

describe('logout', () => {
  it('revokes the session: its refresh token stops working', async () => {
    const account = await signUp(t);
    const rotated = (await refresh(account.refreshToken)).body.data;
    const response = await logout(rotated.refreshToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { revoked: true } });
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    expect(await auditActions(account.user.id)).toEqual(['user.created', 'user.email_verified', 'session.refreshed', 'session.revoked']);
  });

  it('is idempotent and reveals nothing about unknown tokens', async () => {
    const account = await signUp(t);
    expect((await logout(account.refreshToken)).body).toEqual({ ok: true, data: { revoked: true } });
    expect((await logout(account.refreshToken)).body).toEqual({ ok: true, data: { revoked: true } });
    expect((await logout('gkr_neverissuedneverissuedneverissuedneverissu')).body).toEqual({ ok: true, data: { revoked: true } });
  });
});
