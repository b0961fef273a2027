import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDead } from '../helpers/audit.ts';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 31 point 3: issueTenantToken, an access token that states a tenant, a role and its permissions.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function scopedToken(token: string, tenantId: string) {
  const issued = await t.operation('issueTenantToken', { body: { tenantId }, token });
  expect(issued.status, issued.text).toBe(200);
  return issued.data;
}

describe('issueTenantToken', () => {
  it('answers a token of the same session with tid, role and the role’s permissions, which Gatekeep accepts', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const tenant = await createTenant(t, owner);
    await addMember(t, tenant.id, owner, member, 'member');
    const scoped = await scopedToken(member.accessToken, tenant.id);
    expect(scoped).toMatchObject({ tokenType: 'Bearer', tenantId: tenant.id, role: 'member', permissions: ['tenant:read'] });
    const claims = decodeJwt(scoped.accessToken);
    expect(claims).toMatchObject({ sub: member.user.id, sid: decodeJwt(member.accessToken).sid, tid: tenant.id, role: 'member' });
    expect(claims.permissions).toEqual(['tenant:read']);
    expect(claims.exp! - claims.iat!).toBe(scoped.expiresIn);
    expect((await t.operation('getMe', { token: scoped.accessToken })).status).toBe(200);
    expect((await t.operation('listMembers', { params: { tenantId: tenant.id }, token: scoped.accessToken })).status).toBe(200);
    expect((await scopedToken(owner.accessToken, tenant.id)).permissions).toEqual(['tenant:*']);
  });

  it('states a custom role by name, with its permission strings', async () => {
    const owner = await signUp(t);
    const auditor = await signUp(t);
    const tenant = await createTenant(t, owner);
    const role = await t.operation('createRole', {
      params: { tenantId: tenant.id },
      body: { name: 'auditor', permissions: ['audit:read', 'reports:read'] },
      token: owner.accessToken,
    });
    expect(role.status, role.text).toBe(201);
    await addMember(t, tenant.id, owner, auditor, 'auditor');
    const scoped = await scopedToken(auditor.accessToken, tenant.id);
    expect([scoped.role, scoped.permissions]).toEqual(['auditor', ['audit:read', 'reports:read']]);
  });

  it('stops at once on Gatekeep when the role changes or the membership ends; the plain token lives on', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const tenant = await createTenant(t, owner);
    await addMember(t, tenant.id, owner, member, 'member');
    const before = await scopedToken(member.accessToken, tenant.id);
    expect((await t.operation('getMe', { token: before.accessToken })).status).toBe(200); // cached now
    const promoted = await t.operation('updateMember', {
      params: { tenantId: tenant.id, userId: member.user.id },
      body: { role: 'admin' },
      token: owner.accessToken,
    });
    expect(promoted.status, promoted.text).toBe(200);
    expectDead(await t.operation('getMe', { token: before.accessToken }));
    const after = await scopedToken(member.accessToken, tenant.id);
    expect(after.role).toBe('admin');
    expect((await t.operation('getMe', { token: after.accessToken })).status).toBe(200);
    const removed = await t.operation('removeMember', {
      params: { tenantId: tenant.id, userId: member.user.id },
      token: owner.accessToken,
    });
    expect(removed.status, removed.text).toBe(200);
    expectDead(await t.operation('getMe', { token: after.accessToken }));
    expect((await t.operation('getMe', { token: member.accessToken })).status).toBe(200);
  });

  it('dies with its session', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const scoped = await scopedToken(owner.accessToken, tenant.id);
    expect((await t.operation('logout', { body: { refreshToken: owner.refreshToken } })).status).toBe(200);
    expectDead(await t.operation('getMe', { token: scoped.accessToken }));
  });

  it('answers 404 for a tenant the caller is not a member of, and 400 for no tenantId', async () => {
    const [owner, stranger] = await Promise.all([signUp(t), signUp(t)]);
    const tenant = await createTenant(t, owner);
    const refused = await t.operation('issueTenantToken', { body: { tenantId: tenant.id }, token: stranger.accessToken });
    expect([refused.status, refused.body.code]).toEqual([404, 'NOT_FOUND']);
    const invalid = await t.call('POST', '/v1/auth/token', { body: {}, token: owner.accessToken });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
