import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 31 point 1: deleteMe (GDPR Art. 17).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rowsOf = async (table: 'sessions' | 'tenant_members' | 'email_tokens', userId: string) =>
  t.app.services.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();

describe('deleteMe', () => {
  it('deletes the user, sessions, links and memberships at once; tokens die; the log keeps the id only', async () => {
    const owner = await signUp(t);
    const account = await signUp(t);
    const tenant = await createTenant(t, owner);
    await addMember(t, tenant.id, owner, account, 'admin');
    const signedIn = await t.operation('login', { body: { email: account.email, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    const other = signedIn as { data: { accessToken: string; refreshToken: string } };
    expect((await t.operation('getMe', { token: account.accessToken })).status).toBe(200); // cached now

    const deleted = await t.operation('deleteMe', { body: { password: PASSWORD }, token: account.accessToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.data).toEqual({ id: account.user.id, deleted: true });

    expectDead(await t.operation('getMe', { token: account.accessToken }));
    expectDead(await t.operation('getMe', { token: other.data.accessToken }));
    expectDead(await t.operation('refreshToken', { body: { refreshToken: other.data.refreshToken } }));
    const login = await t.operation('login', { body: { email: account.email, password: PASSWORD } });
    expect([login.status, login.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    for (const table of ['sessions', 'tenant_members', 'email_tokens'] as const) expect(await rowsOf(table, account.user.id)).toEqual([]);
    const members = await t.operation('listMembers', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect(members.data.items.map((m: { userId: string }) => m.userId)).toEqual([owner.user.id]);

    const [event] = await auditEventsWhere(t, { action: 'user.deleted', targetId: account.user.id });
    expect(event).toMatchObject({ actor_kind: 'user', actor_id: account.user.id, ip: null });
    // Every event about the user keeps their id, never their address or IP.
    const trace = await t.app.services.db
      .selectFrom('audit_events')
      .selectAll()
      .where((eb) => eb.or([eb('actor_id', '=', account.user.id), eb('target_id', '=', account.user.id)]))
      .execute();
    expect(trace.length).toBeGreaterThan(3);
    expect(JSON.stringify(trace)).not.toContain(account.email);
    expect(trace.every((row) => row.ip === null)).toBe(true);
    // The address is free again: deleting an account frees it for a new sign-up.
    expect((await t.operation('signup', { body: { email: account.email, password: PASSWORD } })).status).toBe(201);
  });

  it('answers 409 LAST_OWNER naming the tenant, and deletes nothing, while the user is its last owner', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const refused = await t.operation('deleteMe', { body: { password: PASSWORD }, token: owner.accessToken });
    expect([refused.status, refused.body.code]).toEqual([409, 'LAST_OWNER']);
    expect(refused.body.error).toContain(tenant.id);
    expect((await t.operation('getMe', { token: owner.accessToken })).status).toBe(200);
    expect(await auditEventsWhere(t, { action: 'user.deleted', targetId: owner.user.id })).toEqual([]);

    // With a second owner, either may go; of two owners deleting at once, one is refused.
    const coOwner = await signUp(t);
    await addMember(t, tenant.id, owner, coOwner, 'owner');
    const both = await Promise.all(
      [owner, coOwner].map((who) => t.operation('deleteMe', { body: { password: PASSWORD }, token: who.accessToken })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers 401 for a wrong password, counted as a failed login, and keeps the account', async () => {
    const account = await signUp(t);
    const refused = await t.operation('deleteMe', { body: { password: 'not the password' }, token: account.accessToken });
    expect([refused.status, refused.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    expect(await auditEventsWhere(t, { action: 'user.login_failed', targetId: account.user.id })).toHaveLength(1);
    expect((await t.operation('getMe', { token: account.accessToken })).status).toBe(200);
  });

  it.each([
    ['no password', {}],
    ['an empty password', { password: '' }],
    ['another field', { password: PASSWORD, force: true }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, body) => {
    const account = await signUp(t);
    const refused = await t.call('DELETE', '/v1/me', { body, token: account.accessToken });
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.operation('getMe', { token: account.accessToken })).status).toBe(200);
  });
});
