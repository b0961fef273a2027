import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../server/http/operations.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeForStep } from '../helpers/totp.ts';

// Regression tests for what fuzzing the API from outside found (issue 12): each input here
// once answered 500 or disagreed with openapi.yaml.
const BOOTSTRAP = 'r'.repeat(40);
const spec = loadSpec();
const operations = [...spec.operations.values()];
/** A concrete URL for an operation: every path parameter becomes a well-formed, unknown id. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, 'xyz_00000000000000000000000000');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
});
afterAll(() => t.close());

describe('a request body', () => {
  // The mounted OpenID Provider reads OAuth forms itself, with OAuth's errors (test/oidc-provider).
  const withBody = operations.filter((op) => op.bodyRequired && !op.mounted);

  it('is required by every operation that declares one', () => {
    expect(withBody.length).toBeGreaterThan(20);
  });

  /** The refusal as the operation speaks: the envelope, or on the SCIM service a SCIM error (RFC 7644 §3.12). */
  const refusal = (op: (typeof withBody)[number], message: string) =>
    op.path.startsWith('/v1/platform/scim/v2')
      ? {
          schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
          status: '400',
          scimType: 'invalidValue',
          detail: expect.stringContaining(message),
        }
      : { ok: false, error: expect.stringContaining(message), code: 'VALIDATION_FAILED' };

  it.each(withBody.map((op) => [op.operationId, op]))('%s: a missing body is 400 VALIDATION_FAILED', async (_id, op) => {
    const response = await t.call(op.method as 'POST', urlOf(op.path));
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual(refusal(op, 'needs a JSON request body'));
  });

  it.each(withBody.map((op) => [op.operationId, op]))('%s: a text/plain body is 400 VALIDATION_FAILED', async (_id, op) => {
    const response = await t.call(op.method as 'POST', urlOf(op.path), { body: '{"name":"x"}', headers: { 'content-type': 'text/plain' } });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual(refusal(op, 'application/json'));
  });

  it('in text/plain never reaches an update (its characters once became column names)', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner, { name: 'Before' });
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}`, {
      token: owner.accessToken,
      body: 'name',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(400);
    const after = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken });
    expect(after.body.data).toEqual(tenant);
  });

  it('is required on PATCH too: an empty update is 400, not 200', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('U+0000 in a string', () => {
  it.each([
    [
      'a role description',
      'POST',
      '/v1/tenants/{tenantId}/roles',
      'user',
      { name: 'auditor', description: 'x\u0000', permissions: [] },
      'body.description',
    ],
    ['a service account name', 'POST', '/v1/platform/service-accounts', 'bootstrap', { name: '\u0000', permissions: [] }, 'body.name'],
    ['a path parameter', 'GET', '/v1/tenants/ten_%00', 'user', undefined, 'params.tenantId'],
    ['a query parameter', 'GET', '/v1/tenants/{tenantId}/audit-events?action=a%00b', 'user', undefined, 'querystring.action'],
  ])('in %s is 400 naming the field, before the database sees it', async (_name, method, path, caller, body, field) => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const token = caller === 'bootstrap' ? BOOTSTRAP : owner.accessToken;
    const response = await t.call(method as 'POST', path.replace('{tenantId}', tenant.id), { token, body });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: `${field} must not contain the NUL character (U+0000).`, code: 'VALIDATION_FAILED' });
  });
});

describe('a TOTP code of the wrong length', () => {
  it.each(['1234567', '12345678', '123456789012'])('%s is a wrong code (401), never a 500', async (code) => {
    const user = await signUp(t);
    const enrolled = await t.call('POST', '/v1/mfa/totp/enroll', { token: user.accessToken, body: { password: PASSWORD } });
    expect(enrolled.status).toBe(200);
    const response = await t.call('POST', '/v1/mfa/totp/activate', { token: user.accessToken, body: { code } });
    expect(response.status, response.text).toBe(401);
    expect(response.body.code).toBe('INVALID_MFA_CODE');
    // The right code still activates: the wrong-length one was simply wrong.
    const right = await t.call('POST', '/v1/mfa/totp/activate', {
      token: user.accessToken,
      body: { code: await codeForStep(enrolled.body.data.secret) },
    });
    expect(right.status).toBe(200);
  });
});

describe('path and query parameters', () => {
  it('a path parameter over its maxLength is 400 in the envelope, with x-request-id (not the router’s bare 414)', async () => {
    const user = await signUp(t);
    const response = await t.call('GET', `/v1/tenants/${'a'.repeat(300)}`, { token: user.accessToken });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'params.tenantId must NOT have more than 64 characters.',
      code: 'VALIDATION_FAILED',
    });
    expect(response.headers['x-request-id']).toMatch(/^req_/);
  });

  it.each(['abc', '0', '-5', '1.5', '1000', '', 'limit'])('limit=%s is never an error', async (limit) => {
    const user = await signUp(t);
    const response = await t.call('GET', `/v1/tenants?limit=${encodeURIComponent(limit)}`, { token: user.accessToken });
    expect(response.status, response.text).toBe(200);
  });
});

describe('a method a path does not declare', () => {
  it.each([
    ['TRACE', '/v1/tenants', 'GET, HEAD, POST'],
    ['DELETE', '/v1/plans', 'GET, HEAD'],
    ['PUT', '/v1/tenants/ten_123', 'DELETE, GET, HEAD, PATCH'],
    ['QUERY', '/v1/tenants/ten_123', 'DELETE, GET, HEAD, PATCH'],
    ['POST', '/.well-known/jwks.json', 'GET, HEAD'],
  ])('%s %s is 405 METHOD_NOT_ALLOWED with Allow', async (method, path, allow) => {
    const response = await t.call(method as 'GET', path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.body).toEqual({ ok: false, error: expect.stringContaining(`use ${allow}`), code: 'METHOD_NOT_ALLOWED' });
    expect(response.headers['x-request-id']).toMatch(/^req_/);
  });

  it('an unknown path stays 404', async () => {
    const response = await t.call('TRACE' as 'GET', '/v1/no-such-thing');
    expect(response.status).toBe(404);
  });
});

describe('provider configs say in the schema what they take', () => {
  const oidc = { issuer: 'https://idp.example.com', clientId: 'client' };

  it.each([
    ['both settings blocks', { type: 'oidc', name: 'x', oidc, saml: { entityId: 'e' } }, /unknown property "saml"/],
    ['no settings block', { type: 'oidc', name: 'x' }, /missing the required property "oidc"/],
    [
      'a block without its required fields',
      { type: 'oidc', name: 'x', oidc: { issuer: oidc.issuer } },
      /body\.oidc is missing the required property "clientId"/,
    ],
    ['an unknown type', { type: 'ldap', name: 'x' }, /type/],
  ])('create with %s is 400', async (_name, body, message) => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const response = await t.call('POST', `/v1/tenants/${tenant.id}/provider-configs`, { token: owner.accessToken, body });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('an update with both blocks is 400', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const created = await t.call('POST', `/v1/tenants/${tenant.id}/provider-configs`, {
      token: owner.accessToken,
      body: { type: 'oidc', name: 'x', oidc },
    });
    expect(created.status).toBe(201);
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}/provider-configs/${created.body.data.id}`, {
      token: owner.accessToken,
      body: { oidc: { clientId: 'y' }, saml: { entityId: 'e' } },
    });
    expect(response.status, response.text).toBe(400);
  });
});

describe('a 201', () => {
  it('carries Location: the path of its first link, which answers', async () => {
    const owner = await signUp(t);
    const tenant = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name: 'Located' } });
    expect(tenant.headers.location).toBe(`/v1/tenants/${tenant.body.data.id}`);
    const key = await t.call('POST', `/v1/tenants/${tenant.body.data.id}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'ci', scopes: [] },
    });
    expect(key.headers.location).toBe(`/v1/tenants/${tenant.body.data.id}/api-keys/${key.body.data.apiKey.id}`);
    const fetched = await t.call('GET', key.headers.location as string, { token: owner.accessToken });
    expect(fetched.status).toBe(200);
    expect(fetched.body.data).toEqual(key.body.data.apiKey);
  });

  it('of a service account points at it', async () => {
    const created = await t.call('POST', '/v1/platform/service-accounts', { token: BOOTSTRAP, body: { name: 'ops', permissions: [] } });
    expect(created.headers.location).toBe(`/v1/platform/service-accounts/${created.body.data.serviceAccount.id}`);
  });
});
