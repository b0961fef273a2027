import { randomBytes } from 'node:crypto';
import type { Schemas } from '../../server/api-types.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Issue 31 point 2: platform user administration, with users:read and users:write.
const BOOTSTRAP = 'u'.repeat(40);
let t: TestApp;
let reader: { id: string; key: string };
let writer: { id: string; key: string };

async function serviceAccount(permissions: Schemas['PlatformPermission'][]) {
  const created = await t.operation('createServiceAccount', {
    body: { name: `users-${randomBytes(4).toString('hex')}`, permissions },
    token: BOOTSTRAP,
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.data.serviceAccount.id, key: created.data.secret };
}

beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
  reader = await serviceAccount(['users:read']);
  writer = await serviceAccount(['users:read', 'users:write']);
});
afterAll(() => t?.close());

const login = (email: string, password = PASSWORD) => t.operation('login', { body: { email, password } });

describe('listUsers and getUser', () => {
  it('lists users newest first, filtered by email prefix, verification, state and creation time, page by page', async () => {
    const tag = `list-${randomBytes(4).toString('hex')}`;
    const before = new Date(Date.now() - 1_000).toISOString();
    const verified = await signUp(t, `${tag}-a@example.com`);
    const unverified = await signUp(t, `${tag}-b@example.com`, PASSWORD, { verified: false });
    const third = await signUp(t, `${tag}-c@example.com`);
    const list = async (query: string) => {
      const response = await t.call('GET', `/v1/platform/users?email=${tag.toUpperCase()}${query}`, { token: reader.key });
      expect(response.status, response.text).toBe(200);
      return response.body.data as { items: { id: string; email: string }[]; nextCursor: string | null };
    };
    expect((await list('')).items.map((u) => u.id)).toEqual([third.user.id, unverified.user.id, verified.user.id]);
    expect((await list('&emailVerified=false')).items.map((u) => u.id)).toEqual([unverified.user.id]);
    expect((await list('&emailVerified=true&disabled=false')).items).toHaveLength(2);
    expect((await list(`&createdAfter=${encodeURIComponent(before)}`)).items).toHaveLength(3);
    expect((await list(`&createdBefore=${encodeURIComponent(before)}`)).items).toEqual([]);
    const first = await list('&limit=2');
    expect(first.items).toHaveLength(2);
    const rest = await t.call('GET', `/v1/platform/users?email=${tag}&limit=2&cursor=${first.nextCursor}`, { token: reader.key });
    expect(rest.body.data.items.map((u: { id: string }) => u.id)).toEqual([verified.user.id]);
    expect(rest.body.data.nextCursor).toBeNull();
    // A prefix, not a pattern: % and _ match only themselves.
    expect((await t.call('GET', '/v1/platform/users?email=%25', { token: reader.key })).body.data.items).toEqual([]);
  });

  it('shows one user with their state and former addresses, never a secret; 404 for an unknown id', async () => {
    const account = await signUp(t);
    const got = await t.operation('getUser', { params: { userId: account.user.id }, token: reader.key });
    expect(got.status, got.text).toBe(200);
    expect(got.data).toEqual({
      id: account.user.id,
      email: account.email,
      emailVerified: true,
      name: null,
      mfaEnabled: false,
      createdAt: account.user.createdAt,
      disabledAt: null,
      previousEmails: [],
      metadata: {},
      publicMetadata: {},
    });
    expect(got.text).not.toMatch(/argon2|password/i);
    const unknown = await t.operation('getUser', { params: { userId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, token: reader.key });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('disableUser and enableUser', () => {
  it('ends every session and refuses every credential at once; a wrong password still answers 401', async () => {
    const account = await signUp(t);
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    await addMember(t, tenant.id, owner, account, 'member');
    expect((await t.operation('getMe', { token: account.accessToken })).status).toBe(200); // cached now
    const disabled = await t.operation('disableUser', { params: { userId: account.user.id }, token: writer.key });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.data.disabledAt).not.toBeNull();

    expectDead(await t.operation('getMe', { token: account.accessToken }));
    expectDead(await t.operation('refreshToken', { body: { refreshToken: account.refreshToken } }));
    const sessionRows = () => t.app.services.db.selectFrom('sessions').select('id').where('user_id', '=', account.user.id).execute();
    const rowsBefore = (await sessionRows()).length;
    const right = await login(account.email);
    expect([right.status, right.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    expect((await sessionRows()).length).toBe(rowsBefore); // refused before a session is made, not ended after
    const wrong = await login(account.email, 'not the password');
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);

    const [event] = await auditEventsWhere(t, { action: 'user.disabled', targetId: account.user.id });
    expect(event).toMatchObject({ tenant_id: null, actor_kind: 'platform', actor_id: writer.id, metadata: { revokedSessions: 1 } });
    // Again: nothing changes, nothing is recorded.
    expect((await t.operation('disableUser', { params: { userId: account.user.id }, token: writer.key })).status).toBe(200);
    expect(await auditEventsWhere(t, { action: 'user.disabled', targetId: account.user.id })).toHaveLength(1);
    const listed = await t.call('GET', `/v1/platform/users?email=${encodeURIComponent(account.email)}&disabled=true`, {
      token: reader.key,
    });
    expect(listed.body.data.items.map((u: { id: string }) => u.id)).toEqual([account.user.id]);

    const enabled = await t.operation('enableUser', { params: { userId: account.user.id }, token: writer.key });
    expect([enabled.status, enabled.data.disabledAt]).toEqual([200, null]);
    expectDead(await t.operation('getMe', { token: account.accessToken })); // ended sessions stay ended
    expect((await login(account.email)).status).toBe(200);
    expect(await auditEventsWhere(t, { action: 'user.enabled', targetId: account.user.id })).toHaveLength(1);
  });

  it('refuses the second factor of a sign-in that began before the user was disabled', async () => {
    const account = await userWithTotp(t);
    const challenge = await login(account.email);
    expect(challenge.data).toMatchObject({ mfaRequired: true });
    await t.operation('disableUser', { params: { userId: account.user.id }, token: writer.key });
    const verified = await t.operation('verifyMfaChallenge', {
      body: { challengeToken: (challenge.data as { challengeToken: string }).challengeToken, code: await codeForStep(account.secret) },
    });
    expect([verified.status, verified.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    expect(
      await t.app.services.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', account.user.id)
        .where('revoked_at', 'is', null)
        .execute(),
    ).toEqual([]);
  });

  it('leaves no session standing when sign-ins race a disable', async () => {
    const account = await signUp(t);
    const attempts = Array.from({ length: 6 }, () => login(account.email));
    const disabled = t.operation('disableUser', { params: { userId: account.user.id }, token: writer.key });
    const answers = await Promise.all([...attempts, disabled]);
    expect(answers.at(-1)!.status).toBe(200);
    // 429: the login throttle holds back some of the concurrent attempts, which is beside the point here.
    for (const answer of answers.slice(0, -1)) expect([200, 403, 429]).toContain(answer.status);
    const live = await t.app.services.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', account.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});

describe('deleteUser and revokeUserSessions', () => {
  it('deletes a user as deleteMe does, the operator the actor; 409 LAST_OWNER for a last owner', async () => {
    const account = await signUp(t);
    const deleted = await t.operation('deleteUser', { params: { userId: account.user.id }, token: writer.key });
    expect([deleted.status, deleted.data]).toEqual([200, { id: account.user.id, deleted: true }]);
    expectDead(await t.operation('getMe', { token: account.accessToken }));
    const [event] = await auditEventsWhere(t, { action: 'user.deleted', targetId: account.user.id });
    expect(event).toMatchObject({ tenant_id: null, actor_kind: 'platform', actor_id: writer.id });
    expect((await t.operation('getUser', { params: { userId: account.user.id }, token: reader.key })).status).toBe(404);

    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const refused = await t.operation('deleteUser', { params: { userId: owner.user.id }, token: writer.key });
    expect([refused.status, refused.body.code]).toEqual([409, 'LAST_OWNER']);
    expect(refused.body.error).toContain(tenant.id);
  });

  it('ends every session of a user, who may sign in again', async () => {
    const account = await signUp(t);
    await login(account.email);
    const revoked = await t.operation('revokeUserSessions', { params: { userId: account.user.id }, token: writer.key });
    expect([revoked.status, revoked.data]).toEqual([200, { revokedSessions: 2 }]);
    expectDead(await t.operation('getMe', { token: account.accessToken }));
    expect((await login(account.email)).status).toBe(200);
    const [event] = await auditEventsWhere(t, { action: 'session.revoked_all', targetId: account.user.id });
    expect(event).toMatchObject({
      actor_kind: 'platform',
      actor_id: writer.id,
      metadata: { reason: 'revoked_by_operator', revokedSessions: 2 },
    });
  });

  it('needs users:write to change and users:read to look; 404 for an unknown user', async () => {
    const account = await signUp(t);
    for (const operationId of ['disableUser', 'enableUser', 'deleteUser', 'revokeUserSessions'] as const) {
      const refused = await t.operation(operationId, { params: { userId: account.user.id }, token: reader.key });
      expect([refused.status, refused.body.code], operationId).toEqual([403, 'PERMISSION_DENIED']);
      const unknown = await t.operation(operationId, { params: { userId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, token: writer.key });
      expect([unknown.status, unknown.body.code], operationId).toEqual([404, 'NOT_FOUND']);
    }
    const outsider = await serviceAccount(['jobs:read']);
    expect((await t.operation('getUser', { params: { userId: account.user.id }, token: outsider.key })).status).toBe(403);
    expect((await t.operation('getMe', { token: account.accessToken })).status).toBe(200);
  });
});

describe('updateUser: metadata', () => {
  it('stores each object as given, replaces it whole, filters on one key, and shows the public one to the user', async () => {
    const account = await signUp(t);
    const tag = `tier-${randomBytes(4).toString('hex')}`;
    const metadata = { plan: tag, seats: 3, nested: { crm: 'acme-42', flags: [true, null] } };
    const updated = await t.operation('updateUser', {
      params: { userId: account.user.id },
      body: { metadata, publicMetadata: { theme: 'dark' } },
      token: writer.key,
    });
    expect(updated.status, updated.text).toBe(200);
    expect([updated.data.metadata, updated.data.publicMetadata]).toEqual([metadata, { theme: 'dark' }]);
    const replaced = await t.operation('updateUser', {
      params: { userId: account.user.id },
      body: { publicMetadata: { locale: 'fr' } },
      token: writer.key,
    });
    expect([replaced.data.metadata, replaced.data.publicMetadata]).toEqual([metadata, { locale: 'fr' }]);

    const byKey = async (key: string, value: string) =>
      (
        await t.call('GET', `/v1/platform/users?metadataKey=${key}&metadataValue=${encodeURIComponent(value)}`, { token: reader.key })
      ).body.data.items.map((u: { id: string }) => u.id);
    expect(await byKey('plan', tag)).toEqual([account.user.id]);
    expect(await byKey('plan', `${tag}-other`)).toEqual([]);
    const half = await t.call('GET', '/v1/platform/users?metadataKey=plan', { token: reader.key });
    expect([half.status, half.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const exported = await t.operation('exportMe', { token: account.accessToken });
    expect(exported.data.publicMetadata).toEqual({ locale: 'fr' });
    expect(exported.text).not.toContain('acme-42'); // the platform's own metadata is not the user's to read
    const [event] = await auditEventsWhere(t, { action: 'user.updated', targetId: account.user.id });
    expect(event).toMatchObject({ actor_kind: 'platform', actor_id: writer.id, metadata: { fields: ['metadata', 'publicMetadata'] } });
  });

  it('refuses an object over 8 KiB and an empty change with 400, and changes nothing', async () => {
    const account = await signUp(t);
    const big = await t.operation('updateUser', {
      params: { userId: account.user.id },
      body: { metadata: { blob: 'x'.repeat(8_200) } },
      token: writer.key,
    });
    expect([big.status, big.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(big.body.error).toContain('body.metadata');
    const empty = await t.call('PATCH', `/v1/platform/users/${account.user.id}`, { body: {}, token: writer.key });
    expect([empty.status, empty.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const notObject = await t.call('PATCH', `/v1/platform/users/${account.user.id}`, { body: { metadata: [1] }, token: writer.key });
    expect(notObject.status).toBe(400);
    // PostgreSQL's jsonb stores neither NUL nor an unpaired surrogate: 400 naming the field, never a 500.
    for (const unstorable of [{ 'key\u0000': 1 }, { nested: ['\ud800'] }]) {
      const refused = await t.call('PATCH', `/v1/platform/users/${account.user.id}`, {
        body: { publicMetadata: unstorable },
        token: writer.key,
      });
      expect([refused.status, refused.body.code, refused.body.error]).toEqual([
        400,
        'VALIDATION_FAILED',
        expect.stringContaining('body.publicMetadata'),
      ]);
    }
    const stored = (await t.operation('getUser', { params: { userId: account.user.id }, token: reader.key })).data;
    expect([stored.metadata, stored.publicMetadata]).toEqual([{}, {}]);
    const denied = await t.operation('updateUser', { params: { userId: account.user.id }, body: { metadata: {} }, token: reader.key });
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
