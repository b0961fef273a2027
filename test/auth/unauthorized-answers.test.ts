import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, type TestResponse, uniqueEmail } from '../helpers/test-app.ts';

// Issue 30, point 3: every 401 carries WWW-Authenticate (RFC 9110 requires one; RFC 6750 says
// which), `invalid_token` only when the bearer credential itself was refused, and a credential
// of the wrong kind is told where it belongs, from its visible prefix only.

const BOOTSTRAP = `unauthorized-answers-${randomBytes(16).toString('hex')}`;
const BARE = 'Bearer realm="gatekeep"';
const INVALID_TOKEN = /^Bearer realm="gatekeep", error="invalid_token", error_description="[\x20\x21\x23-\x5b\x5d-\x7e]+"$/;

let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
let apiKey: string;
let serviceAccountKey: string;

beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
  user = await signUp(t);
  const tenant = await createTenant(t, user);
  const created = await t.call('POST', `/v1/tenants/${tenant.id}/api-keys`, { token: user.accessToken, body: { name: 'dx', scopes: [] } });
  expect(created.status, created.text).toBe(201);
  apiKey = created.body.data.secret;
  const account = await t.call('POST', '/v1/platform/service-accounts', {
    token: BOOTSTRAP,
    body: { name: `dx-${randomBytes(4).toString('hex')}`, permissions: ['jobs:read'] },
  });
  expect(account.status, account.text).toBe(201);
  serviceAccountKey = account.body.data.secret;
});
afterAll(() => t?.close());

const me = (headers: Record<string, string> = {}) => t.call('GET', '/v1/me', { headers });
const platform = (headers: Record<string, string> = {}) => t.call('GET', '/v1/platform/jobs', { headers });

function expect401(response: TestResponse, code: string) {
  expect(response.status, response.text).toBe(401);
  expect(response.body).toEqual({ ok: false, error: expect.any(String), code });
}

describe('WWW-Authenticate on every 401', () => {
  it('is the bare Bearer challenge when no credential was sent (UNAUTHENTICATED)', async () => {
    const response = await me();
    expect401(response, 'UNAUTHENTICATED');
    expect(response.headers['www-authenticate']).toBe(BARE);
    expect((await platform()).headers['www-authenticate']).toBe(BARE);
  });

  it('is invalid_token, described by the message, when the bearer token is refused (INVALID_CREDENTIAL)', async () => {
    const response = await me({ authorization: 'Bearer not-a-token-at-all' });
    expect401(response, 'INVALID_CREDENTIAL');
    expect(response.headers['www-authenticate']).toMatch(INVALID_TOKEN);
    expect(response.headers['www-authenticate']).toContain(`error_description="${response.body.error}"`);
  });

  it('stays the bare challenge for a wrong password, so a client never drops a good token over it', async () => {
    const response = await t.call('POST', '/v1/auth/login', { body: { email: user.email, password: `${PASSWORD}-wrong` } });
    expect401(response, 'INVALID_CREDENTIAL');
    expect(response.headers['www-authenticate']).toBe(BARE);
    const unknown = await t.call('POST', '/v1/auth/login', { body: { email: uniqueEmail('nobody'), password: PASSWORD } });
    expect401(unknown, 'INVALID_CREDENTIAL');
    expect(unknown.headers['www-authenticate']).toBe(BARE);
  });

  it('stays the bare challenge for a wrong password on a signed-in route (step-up), whose token is fine', async () => {
    const response = await t.call('POST', '/v1/me/password', {
      token: user.accessToken,
      body: { currentPassword: `${PASSWORD}-wrong`, newPassword: `${PASSWORD}-new-and-long` },
    });
    expect401(response, 'INVALID_CREDENTIAL');
    expect(response.headers['www-authenticate']).toBe(BARE);
  });

  it('is the bare challenge for an unknown refresh token or API key sent in the body', async () => {
    const refresh = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: 'rt_unknown' } });
    expect401(refresh, 'INVALID_CREDENTIAL');
    expect(refresh.headers['www-authenticate']).toBe(BARE);
    const validate = await t.call('POST', '/v1/keys/validate', { body: { key: 'gk_live_unknown' } });
    expect401(validate, 'INVALID_CREDENTIAL');
    expect(validate.headers['www-authenticate']).toBe(BARE);
  });
});

describe('a credential of the wrong kind is told where it belongs', () => {
  it('a tenant API key as a bearer token on a user route: send it to /v1/keys/validate or exchange it at /v1/keys/token', async () => {
    const response = await me({ authorization: `Bearer ${apiKey}` });
    expect401(response, 'INVALID_CREDENTIAL');
    expect(response.body.error).toContain('request body of POST /v1/keys/validate');
    expect(response.body.error).toContain('POST /v1/keys/token');
    expect(response.headers['www-authenticate']).toMatch(INVALID_TOKEN);
    expect(response.headers['www-authenticate']).toContain('gk_live_...');
  });

  it('says the same for any gk_live_ string, live or not: the hint reads the prefix, never the key store', async () => {
    const made = await me({ authorization: `Bearer gk_live_${randomBytes(16).toString('hex')}` });
    const real = await me({ authorization: `Bearer ${apiKey}` });
    expect(made.body).toEqual(real.body);
    expect(made.headers['www-authenticate']).toBe(real.headers['www-authenticate']);
  });

  it('a tenant API key on a platform route', async () => {
    const response = await platform({ authorization: `Bearer ${apiKey}` });
    expect401(response, 'INVALID_CREDENTIAL');
    expect(response.body.error).toContain('POST /v1/keys/validate');
  });

  it('a service-account key on a user route: platform routes only', async () => {
    const response = await me({ authorization: `Bearer ${serviceAccountKey}` });
    expect401(response, 'INVALID_CREDENTIAL');
    expect(response.body.error).toContain('platform routes');
    const made = await me({ authorization: `Bearer gkp_${randomBytes(16).toString('hex')}` });
    expect(made.body).toEqual(response.body);
  });

  it('a user access token on a platform route: a service-account key or the bootstrap token', async () => {
    const response = await platform({ authorization: `Bearer ${user.accessToken}` });
    expect401(response, 'INVALID_CREDENTIAL');
    expect(response.body.error).toContain('service-account key');
    expect(response.headers['www-authenticate']).toMatch(INVALID_TOKEN);
  });

  it('a credential without "Bearer ": how to send it', async () => {
    for (const authorization of [user.accessToken, `Token ${user.accessToken}`, `Basic ${Buffer.from('a:b').toString('base64')}`]) {
      const response = await me({ authorization });
      expect401(response, 'INVALID_CREDENTIAL');
      expect(response.body.error).toContain('Authorization: Bearer <token>');
      // RFC 6750's error_description has no double quotes: the message's are replaced.
      expect(response.headers['www-authenticate']).toMatch(INVALID_TOKEN);
    }
  });
});
