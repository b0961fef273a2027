import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createTenant, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

const ISSUER = 'http://127.0.0.1:3000';
let t: TestApp;
let owner: Account;
let tenantId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  tenantId = (await createTenant(t, owner)).id;
});
afterAll(() => t.close());

async function createKey(body: { name?: string; scopes?: string[]; expiresAt?: string } = {}, tenant = tenantId, by = owner) {
  const response = await t.operation('createApiKey', {
    params: { tenantId: tenant },
    token: by.accessToken,
    body: { name: 'ci', scopes: ['deploy:write', 'logs:read'], ...body },
  });
  expect(response.status, response.text).toBe(201);
  return response.data;
}
const validate = (key: unknown) => t.call('POST', '/v1/keys/validate', { body: { key } });
const mint = (body: object) => t.call('POST', '/v1/keys/token', { body });

describe('creating keys', () => {
  it('shows the gk_live_ key once, with a projection that never holds a hash', async () => {
    const response = await t.call('POST', `/v1/tenants/${tenantId}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'deploy', scopes: ['deploy:write'] },
    });
    expect(response.status).toBe(201);
    const { secret: key, apiKey } = response.body.data;
    expect(key).toMatch(/^gk_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toEqual({
      id: expect.stringMatching(/^key_[0-9A-Z]{26}$/),
      tenantId,
      name: 'deploy',
      start: key.slice(0, 12),
      scopes: ['deploy:write'],
      status: 'active',
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await t.app.services.db.selectFrom('api_keys').selectAll().where('id', '=', apiKey.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
    for (const read of [
      await t.call('GET', `/v1/tenants/${tenantId}/api-keys/${apiKey.id}`, { token: owner.accessToken }),
      await t.call('GET', `/v1/tenants/${tenantId}/api-keys`, { token: owner.accessToken }),
    ]) {
      expect(read.text).not.toContain(key);
      expect(read.text).not.toContain('key_hash');
      expect(read.text).not.toContain(row.key_hash);
    }
  });

  it('refuses an expiresAt in the past and malformed scopes', async () => {
    const past = await t.call('POST', `/v1/tenants/${tenantId}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'x', scopes: [], expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.body).toEqual({ ok: false, error: 'body.expiresAt must be in the future.', code: 'VALIDATION_FAILED' });
    const scope = await t.call('POST', `/v1/tenants/${tenantId}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'x', scopes: ['Not A Scope'] },
    });
    expect(scope.body.code).toBe('VALIDATION_FAILED');
  });

  it('enforces the plan’s maxApiKeys over active keys (free: 10)', async () => {
    const other = await signUp(t);
    const tenant = (await createTenant(t, other)).id;
    const keys = [];
    for (let i = 0; i < 10; i++) keys.push(await createKey({ name: `k${i}` }, tenant, other));
    const over = await t.call('POST', `/v1/tenants/${tenant}/api-keys`, { token: other.accessToken, body: { name: 'k10', scopes: [] } });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('PLAN_LIMIT_REACHED');
    await t.call('DELETE', `/v1/tenants/${tenant}/api-keys/${keys[0]!.apiKey.id}`, { token: other.accessToken });
    expect(
      (await t.call('POST', `/v1/tenants/${tenant}/api-keys`, { token: other.accessToken, body: { name: 'k10', scopes: [] } })).status,
    ).toBe(201);
  });

  it('lists newest first with a cursor', async () => {
    const other = await signUp(t);
    const tenant = (await createTenant(t, other)).id;
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await createKey({ name: `p${i}` }, tenant, other)).apiKey.id);
    const first = (await t.call('GET', `/v1/tenants/${tenant}/api-keys?limit=3`, { token: other.accessToken })).body.data;
    const second = (await t.call('GET', `/v1/tenants/${tenant}/api-keys?limit=3&cursor=${first.nextCursor}`, { token: other.accessToken }))
      .body.data;
    expect([...first.items, ...second.items].map((k: { id: string }) => k.id)).toEqual([...ids].reverse());
    expect(second.nextCursor).toBeNull();
  });
});

describe('validating keys', () => {
  it('answers the public projection for an active key and records lastUsedAt', async () => {
    const { secret: key, apiKey } = await createKey();
    const response = await validate(key);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: apiKey.id, tenantId, status: 'active', scopes: ['deploy:write', 'logs:read'] });
    expect(response.text).not.toContain('key_hash');
    const stored = await t.call('GET', `/v1/tenants/${tenantId}/api-keys/${apiKey.id}`, { token: owner.accessToken });
    expect(stored.body.data.lastUsedAt).toEqual(expect.any(String));
  });

  it('writes lastUsedAt at most once a minute per key', async () => {
    const { secret: key, apiKey } = await createKey();
    await validate(key);
    const first = (
      await t.app.services.db.selectFrom('api_keys').select('last_used_at').where('id', '=', apiKey.id).executeTakeFirstOrThrow()
    ).last_used_at;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await validate(key);
    const second = (
      await t.app.services.db.selectFrom('api_keys').select('last_used_at').where('id', '=', apiKey.id).executeTakeFirstOrThrow()
    ).last_used_at;
    expect(second!.getTime()).toBe(first!.getTime());
  });

  it('answers unknown, revoked and expired keys with the identical 401', async () => {
    const revoked = await createKey();
    await t.call('DELETE', `/v1/tenants/${tenantId}/api-keys/${revoked.apiKey.id}`, { token: owner.accessToken });
    const expiring = await createKey({ expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await validate(expiring.secret)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));

    const answers = await Promise.all([
      validate('gk_live_unknownunknownunknownunknownunknownunkno'),
      validate(revoked.secret),
      validate(expiring.secret),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.text).toBe(answers[0]!.text);
    }
    expect(answers[0]!.body).toEqual({ ok: false, error: 'The API key is invalid, expired or revoked.', code: 'INVALID_CREDENTIAL' });
    expect(
      (await t.call('GET', `/v1/tenants/${tenantId}/api-keys/${expiring.apiKey.id}`, { token: owner.accessToken })).body.data.status,
    ).toBe('expired');
  });

  it('takes the key from the body only, never from the Authorization header', async () => {
    const { secret: key } = await createKey();
    const response = await t.call('POST', '/v1/keys/validate', { body: {}, headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('"key"');
  });
});

describe('revoking keys', () => {
  it('stops the key at once, is idempotent, and audits once', async () => {
    const { secret: key, apiKey } = await createKey();
    const first = await t.call('DELETE', `/v1/tenants/${tenantId}/api-keys/${apiKey.id}`, { token: owner.accessToken });
    expect(first.body.data).toMatchObject({ id: apiKey.id, status: 'revoked', revokedAt: expect.any(String) });
    const again = await t.call('DELETE', `/v1/tenants/${tenantId}/api-keys/${apiKey.id}`, { token: owner.accessToken });
    expect(again.body.data).toEqual(first.body.data);
    expect((await validate(key)).status).toBe(401);
    expect((await mint({ key })).status).toBe(401);
    const events = await t.app.services.db.selectFrom('audit_events').select('action').where('target_id', '=', apiKey.id).execute();
    expect(events.map((e) => e.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
  });
});

describe('minting tokens', () => {
  it('answers an RS256 JWT that verifies against the served JWKS with the documented claims', async () => {
    const { secret: key, apiKey } = await createKey();
    const response = await mint({ key, audience: 'https://orders.example.com', scopes: ['logs:read'] });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: 300 });
    const jwks = (await t.call('GET', '/.well-known/jwks.json')).body;
    const { payload, protectedHeader } = await jwtVerify(response.body.data.accessToken, createLocalJWKSet(jwks), {
      issuer: ISSUER,
      audience: 'https://orders.example.com',
      algorithms: ['RS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'RS256', typ: 'gatekeep-service+jwt', kid: jwks.keys[0].kid });
    expect(payload).toEqual({
      iss: ISSUER,
      sub: apiKey.id,
      tid: tenantId,
      scope: 'logs:read',
      aud: 'https://orders.example.com',
      iat: expect.any(Number),
      exp: expect.any(Number),
      jti: expect.any(String),
    });
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('grants every scope of the key when none are asked for, and no aud when none is asked for', async () => {
    const { secret: key } = await createKey();
    const token = (await mint({ key })).body.data.accessToken;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.scope).toBe('deploy:write logs:read');
    expect(claims.aud).toBeUndefined();
  });

  it('refuses a scope the key does not hold with 403 PERMISSION_DENIED', async () => {
    const { secret: key } = await createKey();
    const response = await mint({ key, scopes: ['logs:read', 'billing:write'] });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ ok: false, error: 'The API key does not hold the scopes: billing:write.', code: 'PERMISSION_DENIED' });
  });

  it('never passes as a user access token: its typ differs, and the user tokens’ audience is refused', async () => {
    const { secret: key } = await createKey();
    // Issue 29 point 6: a service token says what it is, and the server's own bearer check refuses it.
    for (const audience of ['https://orders.example.com', undefined]) {
      const minted = (await mint({ key, ...(audience ? { audience } : {}) })).body.data.accessToken;
      expect(decodeProtectedHeader(minted).typ).toBe('gatekeep-service+jwt');
      const me = await t.call('GET', '/v1/me', { token: minted });
      expect([me.status, me.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
      const platform = await t.call('GET', '/v1/platform/service-accounts', { token: minted });
      expect([platform.status, platform.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    }
    const reserved = await mint({ key, audience: 'gatekeep' });
    expect(reserved.status).toBe(400);
    expect(reserved.body).toEqual({ ok: false, error: 'body.audience must not be "gatekeep".', code: 'VALIDATION_FAILED' });
  });

  it('never outlives its key: exp is at most the key’s expiresAt', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const { secret: key } = await createKey({ expiresAt: expiresAt.toISOString() });
    const response = await mint({ key });
    expect(response.status).toBe(200);
    const claims = JSON.parse(Buffer.from(response.body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.exp).toBeLessThanOrEqual(Math.floor(expiresAt.getTime() / 1000));
    expect(response.body.data.expiresIn).toBe(claims.exp - claims.iat);
    expect(response.body.data.expiresIn).toBeLessThanOrEqual(60);
  });

  it('answers 503 SIGNING_UNCONFIGURED with SIGNING_KEY=off, while validate still works', async () => {
    const off = await startTestApp({ SIGNING_KEY: 'off', TOKEN_SECRET: 'a-test-secret-that-is-long-enough-0123456789' });
    try {
      const account = await signUp(off);
      const tenant = (await createTenant(off, account)).id;
      const { secret: key } = (
        await off.call('POST', `/v1/tenants/${tenant}/api-keys`, { token: account.accessToken, body: { name: 'k', scopes: [] } })
      ).body.data;
      const response = await off.call('POST', '/v1/keys/token', { body: { key } });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'SIGNING_UNCONFIGURED' });
      expect((await off.call('POST', '/v1/keys/validate', { body: { key } })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('tenant scoping', () => {
  it('is a 404 for another tenant’s key id, and a member cannot manage keys', async () => {
    const cast = await tenantWithCast(t);
    const theirs = await createKey({}, cast.otherTenant.id, cast.outsider);
    expect(
      (await t.call('GET', `/v1/tenants/${cast.tenant.id}/api-keys/${theirs.apiKey.id}`, { token: cast.owner.accessToken })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/v1/tenants/${cast.tenant.id}/api-keys/${theirs.apiKey.id}`, { token: cast.owner.accessToken })).status,
    ).toBe(404);
    expect((await validate(theirs.secret)).status).toBe(200);
    expect((await t.call('GET', `/v1/tenants/${cast.tenant.id}/api-keys`, { token: cast.member.accessToken })).body.code).toBe(
      'INSUFFICIENT_ROLE',
    );
  });

  it('goes with its tenant', async () => {
    const other = await signUp(t);
    const tenant = (await createTenant(t, other)).id;
    const { secret: key } = await createKey({}, tenant, other);
    await t.call('DELETE', `/v1/tenants/${tenant}`, { token: other.accessToken });
    expect((await validate(key)).status).toBe(401);
  });
});

describe('decoding', () => {
  it('keeps kid in the header of minted tokens', async () => {
    const { secret: key } = await createKey();
    expect(decodeProtectedHeader((await mint({ key })).body.data.accessToken).kid).toEqual(expect.any(String));
  });
});
