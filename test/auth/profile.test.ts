import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 31 point 1: a signed-in user changes their own display name and takes their data.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('updateMe', () => {
  it('changes the name, which getMe then shows at once, audited as user.updated', async () => {
    const account = await signUp(t);
    expect((await t.operation('getMe', { token: account.accessToken })).data.name).toBeNull(); // cached now
    const updated = await t.operation('updateMe', { body: { name: 'Ada Lovelace' }, token: account.accessToken });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.data).toMatchObject({ id: account.user.id, email: account.email, name: 'Ada Lovelace' });
    expect((await t.operation('getMe', { token: account.accessToken })).data.name).toBe('Ada Lovelace');

    const events = await auditEventsWhere(t, { action: 'user.updated', targetId: account.user.id });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_kind: 'user', actor_id: account.user.id, tenant_id: null, metadata: { fields: ['name'] } });
  });

  it('clears the name with null, and records nothing when the name is already that', async () => {
    const account = await signUp(t);
    expect((await t.operation('updateMe', { body: { name: 'Grace' }, token: account.accessToken })).data.name).toBe('Grace');
    const again = await t.operation('updateMe', { body: { name: 'Grace' }, token: account.accessToken });
    expect(again.status, again.text).toBe(200);
    expect(again.data.name).toBe('Grace');
    expect(await auditEventsWhere(t, { action: 'user.updated', targetId: account.user.id })).toHaveLength(1);
    const cleared = await t.operation('updateMe', { body: { name: null }, token: account.accessToken });
    expect(cleared.data.name).toBeNull();
    expect(await auditEventsWhere(t, { action: 'user.updated', targetId: account.user.id })).toHaveLength(2);
  });

  it.each([
    ['a bidirectional override', { name: 'evil\u202Egnp.exe' }],
    ['a line separator', { name: 'two\u2028lines' }],
    ['an empty name', { name: '' }],
    ['201 characters', { name: 'x'.repeat(201) }],
    ['no name at all', {}],
    ['another field', { name: 'Ok', email: 'other@example.com' }],
  ])('answers 400 VALIDATION_FAILED for %s, and changes nothing', async (_label, body) => {
    const account = await signUp(t);
    const refused = await t.call('PATCH', '/v1/me', { body, token: account.accessToken });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect((await t.operation('getMe', { token: account.accessToken })).data).toMatchObject({ email: account.email, name: null });
  });

  it('needs the user’s own access token', async () => {
    expect((await t.call('PATCH', '/v1/me', { body: { name: 'Nobody' } })).body.code).toBe('UNAUTHENTICATED');
    const refused = await t.call('PATCH', '/v1/me', { body: { name: 'Nobody' }, token: 'not-a-token' });
    expect([refused.status, refused.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });
});

describe('exportMe', () => {
  it('answers the profile, live sessions, tenants with roles and the events the user was the actor of, and no secret', async () => {
    const account = await signUp(t);
    const tenant = await createTenant(t, account);
    await t.operation('updateMe', { body: { name: 'Exported' }, token: account.accessToken });
    const signIn = async () => {
      const login = await t.operation('login', { body: { email: account.email, password: PASSWORD } });
      expect(login.status, login.text).toBe(200);
      return login.data as { refreshToken: string };
    };
    const second = await signIn();
    const ended = await signIn();
    await t.operation('logout', { body: { refreshToken: ended.refreshToken } });
    const stranger = await signUp(t);
    await createTenant(t, stranger);

    const exported = await t.operation('exportMe', { token: account.accessToken });
    expect(exported.status, exported.text).toBe(200);
    const { user, sessions, memberships, auditEvents } = exported.data;
    expect(user).toMatchObject({ id: account.user.id, email: account.email, name: 'Exported', emailVerified: true });
    // The sign-up's session (the caller's) and the second sign-in; the logged-out one is gone.
    expect(sessions.map((s) => s.current).sort()).toEqual([false, true]);
    expect(memberships).toEqual([expect.objectContaining({ id: tenant.id, role: 'owner' })]);
    expect([exported.data.passkeys, exported.data.linkedIdentities]).toEqual([[], []]);
    const actions = auditEvents.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.created', 'tenant.created', 'user.updated']));
    expect(auditEvents.every((e) => e.actor.kind === 'user' && e.actor.id === account.user.id)).toBe(true);
    expect(auditEvents.map((e) => e.occurredAt)).toEqual(auditEvents.map((e) => e.occurredAt).sort());

    const text = exported.text;
    for (const secret of [account.accessToken, account.refreshToken, second.refreshToken, PASSWORD, stranger.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/\$argon2/);
  });

  it('needs the user’s own access token', async () => {
    expect((await t.call('GET', '/v1/me/export')).body.code).toBe('UNAUTHENTICATED');
  });
});
