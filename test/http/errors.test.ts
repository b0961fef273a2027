import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    { BODY_LIMIT_BYTES: '2048' },
    {
      // A route that fails in a way no handler should: the error handler must hide it.
      configure: (app) => {
        app.get('/__test/unhandled', async () => {
          throw new Error('secret internals: password=hunter2');
        });
        // What PostgreSQL throws when it ends a deadlock by undoing this request's transaction.
        app.get('/__test/deadlock', async () => {
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        });
      },
    },
  );
});
afterAll(() => t.close());

const signup = (body: unknown, headers?: Record<string, string>) => t.call('POST', '/v1/auth/signup', { body, headers });

describe('validation', () => {
  it.each([
    ['a malformed email', { email: 'not-an-email', password: 'long enough' }, /body\.email must match format "email"/],
    ['a password under 8 characters', { email: uniqueEmail(), password: 'short' }, /body\.password must NOT have fewer than 8 characters/],
    [
      'a password over 256 characters',
      { email: uniqueEmail(), password: 'x'.repeat(257) },
      /body\.password must NOT have more than 256 characters/,
    ],
    ['a missing field', { password: 'long enough passphrase' }, /body is missing the required property "email"/],
    ['an unknown field', { email: uniqueEmail(), password: 'long enough', admin: true }, /body has an unknown property "admin"/],
    ['a number where a string belongs (no coercion)', { email: uniqueEmail(), password: 123456789 }, /body\.password must be string/],
    ['a body that is not an object', [1, 2], /body must be object/],
  ])('rejects %s with 400 VALIDATION_FAILED naming the field', async (_name, body, message) => {
    const response = await signup(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.stringMatching(message), code: 'VALIDATION_FAILED' });
  });

  it('rejects malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await signup('{"email": "a@b.co", ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.ok).toBe(false);
  });

  it.each(['application/x-www-form-urlencoded', 'text/csv', 'application/x-ndjson'])(
    'rejects a %s body with 400 VALIDATION_FAILED',
    async (contentType) => {
      const response = await signup('email=a@b.co', { 'content-type': contentType });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', error: expect.stringContaining('application/json') });
    },
  );

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE and writes nothing', async () => {
    const email = uniqueEmail();
    const response = await signup({ email, password: 'long enough', name: 'x'.repeat(4096) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
    const login = await t.call('POST', '/v1/auth/login', { body: { email, password: 'long enough' } });
    expect(login.status).toBe(401);
  });
});

describe('faults', () => {
  it('answers an unmatched route with 404 and no code', async () => {
    const response = await t.call('GET', '/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: 'Route GET /v1/nothing-here not found.' });
  });

  it('answers an unhandled fault with 500, no code and no internals', async () => {
    const response = await t.call('GET', '/__test/unhandled');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ ok: false, error: 'Internal server error.' });
    expect(response.text).not.toContain('hunter2');
  });

  it('answers a transaction PostgreSQL undid (deadlock, serialization failure) with 503 and Retry-After, never a 500', async () => {
    const response = await t.call('GET', '/__test/deadlock');
    expect([response.status, response.body.code, response.headers['retry-after']]).toEqual([503, 'SERVICE_UNAVAILABLE', '1']);
    expect(response.body.error).toContain('send it again');
  });
});

describe('x-request-id', () => {
  it('echoes a sane request id', async () => {
    const response = await t.call('GET', '/health', { headers: { 'x-request-id': 'trace-abc.123' } });
    expect(response.headers['x-request-id']).toBe('trace-abc.123');
  });

  it('replaces an unsafe one and generates one when absent', async () => {
    const unsafe = await t.call('GET', '/health', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^req_[0-9a-f]{32}$/);
    const absent = await t.call('GET', '/health');
    expect(absent.headers['x-request-id']).toMatch(/^req_[0-9a-f]{32}$/);
    expect(absent.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id']);
  });

  it('is set on failures too', async () => {
    const response = await t.call('GET', '/v1/nothing-here', { headers: { 'x-request-id': 'nf-1' } });
    expect(response.headers['x-request-id']).toBe('nf-1');
  });
});
