import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDead } from '../helpers/audit.ts';
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgres-cluster.ts';
import { type Account, addMember, createTenant } from '../helpers/tenancy.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { eventually } from '../webhooks/helpers.ts';

// Issue 17 point 4: API keys, sessions and service accounts are cached on the hot paths, and
// every change that ends one is visible at once on the instance that made it and, through
// PostgreSQL's NOTIFY, on another instance well within the 5-second backstop.

const BOOTSTRAP_TOKEN = 'cache-test-bootstrap-token-0123456789abcdefghij';

async function keyOf(t: TestApp, owner: Account, tenantId: string, expiresAt?: string) {
  const created = await t.operation('createApiKey', {
    params: { tenantId },
    body: { name: 'cached', scopes: ['orders:read'], ...(expiresAt ? { expiresAt } : {}) },
    token: owner.accessToken,
  });
  expect(created.status, created.text).toBe(201);
  return created.data;
}
const cached = (t: TestApp) => t.app.services.credentials;
const validate = (t: TestApp, key: string) => t.operation('validateApiKey', { body: { key } });
const accountsOf = (t: TestApp, token: string) => t.operation('listServiceAccounts', { token });

describe('on the instance that made the change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BOOTSTRAP_TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a revoked API key at once, though it was just validated', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const { secret: key, apiKey } = await keyOf(t, owner, tenant.id);
    for (let i = 0; i < 3; i += 1) expect((await validate(t, key)).status).toBe(200);
    expect(cached(t).apiKeys.size).toBeGreaterThan(0); // what follows is a revocation of a cached key
    await t.operation('revokeApiKey', { params: { tenantId: tenant.id, keyId: apiKey.id }, token: owner.accessToken });
    expectDead(await validate(t, key));
    expectDead(await t.operation('mintApiKeyToken', { body: { key } }));
  });

  it('refuses a key the moment it expires, and every key of a deleted tenant', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const brief = await keyOf(t, owner, tenant.id, new Date(Date.now() + 1_500).toISOString());
    const lasting = await keyOf(t, owner, tenant.id);
    expect((await validate(t, brief.secret)).status).toBe(200);
    expect((await validate(t, lasting.secret)).status).toBe(200);
    await eventually(async () => expectDead(await validate(t, brief.secret)), 5_000);
    expect((await t.operation('deleteTenant', { params: { tenantId: tenant.id }, token: owner.accessToken })).status).toBe(200);
    expectDead(await validate(t, lasting.secret));
  });

  it('refuses the access token of a session that logged out, at once', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 3; i += 1) expect((await t.operation('getMe', { token: account.accessToken })).status).toBe(200);
    expect(cached(t).sessions.size).toBeGreaterThan(0);
    expect((await t.operation('logout', { body: { refreshToken: account.refreshToken } })).status).toBe(200);
    expectDead(await t.operation('getMe', { token: account.accessToken }));
  });

  it('shows a verified address in getMe at once, though the user was just read', async () => {
    const account = await signUp(t, uniqueEmail(), PASSWORD, { verified: false });
    expect((await t.operation('getMe', { token: account.accessToken })).data.emailVerified).toBe(false);
    expect(cached(t).users.size).toBeGreaterThan(0);
    const token = await outboxToken(t, account.email, 'verify-email');
    expect((await t.operation('verifyEmail', { body: { token } })).status).toBe(200);
    expect((await t.operation('getMe', { token: account.accessToken })).data.emailVerified).toBe(true);
  });

  it('shows every change to a user’s memberships in listTenants at once', async () => {
    const owner = await signUp(t);
    const colleague = await signUp(t);
    const names = async (who: Account) =>
      (await t.operation('listTenants', { token: who.accessToken })).data.items.map((item) => `${item.name}:${item.role}`);
    expect(await names(colleague)).toEqual([]);
    const tenant = await createTenant(t, owner, { name: 'Cached' });
    const base = { params: { tenantId: tenant.id }, token: owner.accessToken };
    await addMember(t, tenant.id, owner, colleague, 'member');
    expect(await names(colleague)).toEqual(['Cached:member']);
    const role = await t.operation('createRole', { ...base, body: { name: 'auditors', permissions: [] } });
    await t.operation('updateMember', {
      params: { tenantId: tenant.id, userId: colleague.user.id },
      body: { role: 'auditors' },
      token: owner.accessToken,
    });
    expect(await names(colleague)).toEqual(['Cached:auditors']);
    await t.operation('updateRole', {
      params: { tenantId: tenant.id, roleId: role.data.id },
      body: { name: 'readers' },
      token: owner.accessToken,
    });
    await t.operation('updateTenant', { ...base, body: { name: 'Renamed' } });
    expect(await names(colleague)).toEqual(['Renamed:readers']);
    await t.operation('removeMember', { params: { tenantId: tenant.id, userId: colleague.user.id }, token: owner.accessToken });
    expect(await names(colleague)).toEqual([]);
    expect(await names(owner)).toEqual(['Renamed:owner']);
    await t.operation('deleteTenant', base);
    expect(await names(owner)).toEqual([]);
  });

  it('refuses a disabled service account, and a replaced key, at once', async () => {
    const created = await t.operation('createServiceAccount', {
      body: { name: 'cached operator', permissions: ['service_accounts:write'] },
      token: BOOTSTRAP_TOKEN,
    });
    expect(created.status, created.text).toBe(201);
    const { secret: key, serviceAccount } = created.data;
    expect((await accountsOf(t, key)).status).toBe(200);
    expect(cached(t).serviceAccounts.size).toBeGreaterThan(0);
    const rotated = await t.operation('rotateServiceAccountKey', {
      params: { serviceAccountId: serviceAccount.id },
      token: BOOTSTRAP_TOKEN,
    });
    expect(rotated.status, rotated.text).toBe(200);
    expectDead(await accountsOf(t, key));
    expect((await accountsOf(t, rotated.data.secret)).status).toBe(200);
    await t.operation('disableServiceAccount', { params: { serviceAccountId: serviceAccount.id }, token: BOOTSTRAP_TOKEN });
    expectDead(await accountsOf(t, rotated.data.secret));
  });
});

describe('on a second instance sharing the PostgreSQL database', () => {
  let cluster: PostgresCluster | undefined;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // The suite's own PostgreSQL when it runs on one; otherwise a throw-away cluster: two
    // instances can only share a database server.
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      cluster = await startPostgresCluster();
      databaseUrl = cluster.databaseUrl;
    }
    a = await startTestApp({ DATABASE_URL: databaseUrl, BOOTSTRAP_TOKEN });
    b = await startTestApp({ DATABASE_URL: databaseUrl, BOOTSTRAP_TOKEN });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await cluster?.remove();
  });

  /** Well inside the 5-second TTL: what makes B refuse is the notification, not the backstop. */
  const WITHIN_MS = 2_500;

  it('B refuses a key A revoked', async () => {
    const owner = await signUp(a);
    const tenant = await createTenant(a, owner);
    const { secret: key, apiKey } = await keyOf(a, owner, tenant.id);
    expect((await validate(b, key)).status).toBe(200);
    expect((await validate(b, key)).status).toBe(200);
    expect(cached(b).apiKeys.size).toBeGreaterThan(0); // B holds the key: only A's notification can make it let go
    await a.operation('revokeApiKey', { params: { tenantId: tenant.id, keyId: apiKey.id }, token: owner.accessToken });
    await eventually(async () => expectDead(await validate(b, key)), WITHIN_MS);
  });

  it('B refuses the access token of a session that logged out on A', async () => {
    const account = await signUp(a);
    expect((await b.operation('getMe', { token: account.accessToken })).status).toBe(200);
    expect((await a.operation('logoutAll', { token: account.accessToken })).status).toBe(200);
    await eventually(async () => expectDead(await b.operation('getMe', { token: account.accessToken })), WITHIN_MS);
  });

  it('B lists a membership A added', async () => {
    const owner = await signUp(a);
    const colleague = await signUp(a);
    const tenant = await createTenant(a, owner, { name: 'Shared' });
    const listed = async () => (await b.operation('listTenants', { token: colleague.accessToken })).data.items.map((item) => item.id);
    expect(await listed()).toEqual([]);
    // Invited on A, and accepted on A: the membership B must see.
    await addMember(a, tenant.id, owner, colleague, 'member');
    await eventually(async () => expect(await listed()).toEqual([tenant.id]), WITHIN_MS);
  });

  it('B refuses the tokens of a user A disabled, and of one A deleted (issue 31)', async () => {
    const operator = (
      await a.operation('createServiceAccount', { body: { name: 'user admin', permissions: ['users:write'] }, token: BOOTSTRAP_TOKEN })
    ).data.secret;
    const [disabled, deleted] = [await signUp(a), await signUp(a)];
    for (const who of [disabled, deleted]) expect((await b.operation('getMe', { token: who.accessToken })).status).toBe(200);
    expect((await a.operation('disableUser', { params: { userId: disabled.user.id }, token: operator })).status).toBe(200);
    expect((await a.operation('deleteUser', { params: { userId: deleted.user.id }, token: operator })).status).toBe(200);
    for (const who of [disabled, deleted]) {
      await eventually(async () => expectDead(await b.operation('getMe', { token: who.accessToken })), WITHIN_MS);
      expectDead(await b.operation('refreshToken', { body: { refreshToken: who.refreshToken } }));
    }
    const signIn = await b.operation('login', { body: { email: disabled.email, password: PASSWORD } });
    expect([signIn.status, signIn.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
  });

  it('B refuses a service account A disabled', async () => {
    const created = await a.operation('createServiceAccount', {
      body: { name: 'two instances', permissions: ['service_accounts:write'] },
      token: BOOTSTRAP_TOKEN,
    });
    const { secret: key, serviceAccount } = created.data;
    expect((await accountsOf(b, key)).status).toBe(200);
    await a.operation('disableServiceAccount', { params: { serviceAccountId: serviceAccount.id }, token: BOOTSTRAP_TOKEN });
    await eventually(async () => expectDead(await accountsOf(b, key)), WITHIN_MS);
  });
});
