import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { Gatekeep, type ServiceTokenClaims, verifyServiceToken, verifyToken } from '../../sdk-ts/src/index.ts';
import { PASSWORD, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 29 point 6: a service token is bound to its tenant. The SDK's verifyServiceToken accepts
// it only for the tenants a resource server names and only with the service `typ`; verifyToken
// (user tokens) and verifyServiceToken each refuse the other kind, and `audience: null` no longer
// lets a user's access token through.

let server: TestApp;
/** The server's ISSUER, which is also where it listens: verifyServiceToken finds the keys from it. */
let issuer: string;
let jwksUrl: string;
let userToken: string;
const tenants: Record<'orders' | 'billing', { id: string; key: string; keyId: string }> = {} as never;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  jwksUrl = `${issuer}/.well-known/jwks.json`;
  server = await startTestApp({ ISSUER: issuer });
  await server.app.listen({ host: '127.0.0.1', port });
  const gk = new Gatekeep({ baseUrl: issuer });
  userToken = (await gk.signup({ email: uniqueEmail('sdk-service-tokens'), password: PASSWORD })).accessToken;
  gk.setToken(userToken);
  for (const name of ['orders', 'billing'] as const) {
    const tenant = await gk.createTenant({ name });
    const { secret: key, apiKey } = await gk.createApiKey(tenant.id, { name, scopes: [`${name}:read`] });
    tenants[name] = { id: tenant.id, key, keyId: apiKey.id };
  }
});
afterAll(() => server?.close());

const mint = (tenant: 'orders' | 'billing', audience?: string) =>
  new Gatekeep({ baseUrl: issuer })
    .mintApiKeyToken({ key: tenants[tenant].key, ...(audience ? { audience } : {}) })
    .then((m) => m.accessToken);

describe('verifyServiceToken', () => {
  it('accepts a service token of the tenant it serves, or of one in its list, and types its claims', async () => {
    const token = await mint('orders');
    const claims = await verifyServiceToken(token, { issuer, tenantId: tenants.orders.id });
    expectTypeOf(claims).toEqualTypeOf<ServiceTokenClaims>();
    expect(claims).toMatchObject({ iss: issuer, sub: tenants.orders.keyId, tid: tenants.orders.id, scope: 'orders:read' });
    expect(claims.aud).toBeUndefined();
    expect((await verifyServiceToken(token, { jwksUrl, tenantId: [tenants.billing.id, tenants.orders.id] })).tid).toBe(tenants.orders.id);
    expect((await verifyServiceToken(token, { issuer, jwksUrl, tenantId: [tenants.orders.id] })).sub).toBe(tenants.orders.keyId);
  });

  it('refuses a service token of another tenant, or of none in its list', async () => {
    const token = await mint('billing');
    await expect(verifyServiceToken(token, { issuer, tenantId: tenants.orders.id })).rejects.toMatchObject({ claim: 'tid' });
    await expect(verifyServiceToken(token, { issuer, tenantId: [tenants.orders.id, 'ten_someone_else'] })).rejects.toMatchObject({
      claim: 'tid',
    });
  });

  it('requires the tenant and the key set to be named', async () => {
    const token = await mint('orders');
    for (const tenantId of [undefined, '', [], ['']]) {
      await expect(verifyServiceToken(token, { issuer, tenantId } as never)).rejects.toThrow(TypeError);
    }
    await expect(verifyServiceToken(token, { tenantId: tenants.orders.id })).rejects.toThrow(TypeError);
  });

  it('refuses a user access token, whatever audience and tenant it is asked about', async () => {
    for (const audience of [undefined, null, 'gatekeep']) {
      await expect(verifyServiceToken(userToken, { issuer, tenantId: tenants.orders.id, audience })).rejects.toMatchObject({
        claim: 'typ',
      });
    }
  });

  it('requires the audience the token was minted for, and no audience of a token minted without one', async () => {
    const aimed = await mint('orders', 'orders-api');
    const claims = await verifyServiceToken(aimed, { issuer, tenantId: tenants.orders.id, audience: 'orders-api' });
    expect(claims.aud).toBe('orders-api');
    expect((await verifyServiceToken(aimed, { issuer, tenantId: tenants.orders.id, audience: ['x', 'orders-api'] })).aud).toBe(
      'orders-api',
    );
    for (const audience of [undefined, null, 'billing-api']) {
      await expect(verifyServiceToken(aimed, { issuer, tenantId: tenants.orders.id, audience })).rejects.toMatchObject({ claim: 'aud' });
    }
    const unaimed = await mint('orders');
    await expect(verifyServiceToken(unaimed, { issuer, tenantId: tenants.orders.id, audience: 'orders-api' })).rejects.toMatchObject({
      claim: 'aud',
    });
  });
});

describe('verifyToken', () => {
  it('refuses a service token, whatever audience it is asked for', async () => {
    const aimed = await mint('orders', 'orders-api');
    const unaimed = await mint('orders');
    for (const [token, audience] of [
      [aimed, 'orders-api'],
      [aimed, undefined],
      [unaimed, null],
      [unaimed, undefined],
    ] as const) {
      await expect(verifyToken(token, { jwksUrl, issuer, audience })).rejects.toMatchObject({ claim: 'typ' });
    }
  });

  it('with audience: null no longer accepts a token aimed at the user audience', async () => {
    expect((await verifyToken(userToken, { jwksUrl, issuer })).aud).toBe('gatekeep');
    await expect(verifyToken(userToken, { jwksUrl, issuer, audience: null })).rejects.toMatchObject({ claim: 'aud' });
  });
});
