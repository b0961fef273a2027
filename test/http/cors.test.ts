import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { PASSWORD, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 19, point 5: browsers may call the API only from the origins CORS_ORIGINS lists.

const ALLOWED = 'https://app.example.com';
const preflight = (t: TestApp, origin: string) =>
  t.call('OPTIONS', '/v1/auth/login', {
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });
const login = (t: TestApp, origin: string) =>
  t.call('POST', '/v1/auth/login', { headers: { origin }, body: { email: uniqueEmail('cors'), password: PASSWORD } });

describe('with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: `${ALLOWED}, http://localhost:5173` });
  });
  afterAll(() => t.close());

  it('answers a listed origin’s preflight and lets it read the answer and its request id', async () => {
    const answer = await preflight(t, ALLOWED);
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers'])).toMatch(/authorization/);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();

    const response = await login(t, ALLOWED);
    expect(response.status).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-expose-headers'])).toContain('x-request-id');
    expect((await login(t, 'http://localhost:5173')).headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives any other origin nothing a browser would accept', async () => {
    for (const origin of ['https://evil.example.com', 'https://app.example.com.evil.example', 'null']) {
      expect((await preflight(t, origin)).headers['access-control-allow-origin']).toBeUndefined();
      expect((await login(t, origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  // Issue 30: the developer of a browser app learns which setting lets their origin in.
  it('refuses an unlisted origin’s preflight with 405 naming CORS_ORIGINS and the origin', async () => {
    const answer = await preflight(t, 'https://evil.example.com');
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ ok: false, error: expect.any(String), code: 'METHOD_NOT_ALLOWED' });
    expect(answer.body.error).toContain('CORS_ORIGINS');
    expect(answer.body.error).toContain('"https://evil.example.com" is not in CORS_ORIGINS');
    expect(answer.headers.allow).toBe('POST');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('allows no origin, and OPTIONS stays an undeclared method (405)', async () => {
    expect((await login(t, ALLOWED)).headers['access-control-allow-origin']).toBeUndefined();
    const answer = await preflight(t, ALLOWED);
    expect(answer.status).toBe(405);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(answer.body.error).toContain(`set CORS_ORIGINS="${ALLOWED}"`);
  });
});

describe('CORS_ORIGINS values', () => {
  it.each(['*', 'https://app.example.com/', 'https://*.example.com', 'app.example.com'])('refuses %s', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS entries must be origins/);
  });
});
