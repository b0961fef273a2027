import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 31 point 4 (first step): a backend reads tenants through the platform with tenants:read.
const BOOTSTRAP = 't'.repeat(40);
let t: TestApp;
let reader: string;

beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
  const created = await t.operation('createServiceAccount', {
    body: { name: `tenants-${randomBytes(4).toString('hex')}`, permissions: ['tenants:read'] },
    token: BOOTSTRAP,
  });
  reader = created.data.secret;
});
afterAll(() => t?.close());

describe('listPlatformTenants and getPlatformTenant', () => {
  it('lists every tenant newest first, page by page, and reads one; 404 for an unknown one', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    const first = await createTenant(t, a, { name: 'First' });
    const second = await createTenant(t, b, { name: 'Second' });
    const page = await t.call('GET', '/v1/platform/tenants?limit=1', { token: reader });
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.items).toEqual([second]);
    const next = await t.call('GET', `/v1/platform/tenants?limit=1&cursor=${page.body.data.nextCursor}`, { token: reader });
    expect(next.body.data.items).toEqual([first]);
    expect((await t.operation('getPlatformTenant', { params: { tenantId: first.id }, token: reader })).data).toEqual(first);
    const unknown = await t.operation('getPlatformTenant', { params: { tenantId: 'ten_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, token: reader });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses user tokens and service accounts without tenants:read', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const asUser = await t.operation('getPlatformTenant', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect([asUser.status, asUser.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const other = await t.operation('createServiceAccount', {
      body: { name: 'no tenants', permissions: ['users:read'] },
      token: BOOTSTRAP,
    });
    const denied = await t.operation('listPlatformTenants', { token: other.data.secret });
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
