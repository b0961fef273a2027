import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 31 point 1: a signed-in user changes their own display name.
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
