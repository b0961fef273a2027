import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { installRateLimits } from '../../server/http/rate-limit.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { exhaust, expectRateLimited, LIMIT_ENV, MAX, post, TOKEN, VALIDATE, WINDOW_S } from './helpers.ts';

// In-memory buckets (no REDIS_URL). Each test draws from its own client address, so the
// tests of one app never share a bucket.
let direct: TestApp; // TRUST_PROXY unset: the socket address is the client
let proxied: TestApp; // TRUST_PROXY=true: X-Forwarded-For names the client
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    startTestApp(LIMIT_ENV),
    startTestApp({ ...LIMIT_ENV, TRUST_PROXY: 'true' }),
  ]);
});
afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

let lastOctet = 0;
/** A client address no other test uses. */
const freshIp = () => `10.20.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

describe('the public bucket', () => {
  it(`answers call ${MAX + 1} to /v1/keys/validate with 429 RATE_LIMITED, Retry-After and RateLimit-* headers`, async () => {
    const ip = freshIp();
    for (let i = 1; i <= MAX; i += 1) {
      const response = await post(direct, VALIDATE, ip);
      expect(response.status).toBe(401);
      expect(response.headers['ratelimit-limit']).toBe(String(MAX));
      expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(WINDOW_S);
      expect(response.headers['retry-after']).toBeUndefined();
    }
    expectRateLimited(await post(direct, VALIDATE, ip));
    expectRateLimited(await post(direct, VALIDATE, ip)); // and stays limited
  });

  it('counts successful calls too, and puts the headers on them', async () => {
    const owner = await signUp(direct);
    const tenant = await createTenant(direct, owner);
    const created = await direct.call('POST', `/v1/tenants/${tenant.id}/api-keys`, { token: owner.accessToken, body: { name: 'rl', scopes: [] } });
    expect(created.status).toBe(201);
    const ip = freshIp();
    for (let i = 1; i <= MAX; i += 1) {
      const response = await post(direct, VALIDATE, ip, { key: created.body.data.key });
      expect(response.status).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
    }
    expectRateLimited(await post(direct, VALIDATE, ip, { key: created.body.data.key }));
  });

  it('checks before parsing and validation: an over-limit request with a broken body still gets 429', async () => {
    const ip = freshIp();
    await exhaust(direct, VALIDATE, ip);
    expectRateLimited(await post(direct, VALIDATE, ip, '{"key": "gk_live_', {}));
    expectRateLimited(await post(direct, VALIDATE, ip, { nope: true }));
    expectRateLimited(await post(direct, VALIDATE, ip, 'key=x', { 'content-type': 'application/x-www-form-urlencoded' }));
    expectRateLimited(await post(direct, VALIDATE, ip, '')); // empty JSON body
    expectRateLimited(await post(direct, VALIDATE, ip, JSON.stringify({ key: 'x'.repeat(2 * 1_048_576) }))); // over BODY_LIMIT_BYTES
  });

  it('answers an in-limit malformed request with 400, and counts it', async () => {
    const ip = freshIp();
    const malformed = await post(direct, VALIDATE, ip, '{"key": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(malformed.headers['ratelimit-remaining']).toBe(String(MAX - 1));
    const invalid = await post(direct, VALIDATE, ip, { key: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['ratelimit-remaining']).toBe(String(MAX - 2));
  });

  it('gives /v1/keys/validate and /v1/keys/token a bucket each', async () => {
    const ip = freshIp();
    await exhaust(direct, VALIDATE, ip);
    expectRateLimited(await post(direct, VALIDATE, ip));
    for (let i = 1; i <= MAX; i += 1) {
      const response = await post(direct, TOKEN, ip);
      expect(response.status).toBe(401);
      expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
    }
    expectRateLimited(await post(direct, TOKEN, ip));
  });

  it('gives each client address its own bucket, and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const [a, b] = [freshIp(), freshIp()];
    await exhaust(direct, VALIDATE, a);
    expectRateLimited(await post(direct, VALIDATE, a));
    expectRateLimited(await post(direct, VALIDATE, a, undefined, { 'x-forwarded-for': b }));
    const other = await post(direct, VALIDATE, b);
    expect(other.status).toBe(401);
    expect(other.headers['ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it('with TRUST_PROXY=true, keys by the X-Forwarded-For client behind the same proxy', async () => {
    const proxy = freshIp();
    const [a, b] = [freshIp(), freshIp()];
    await exhaust(proxied, VALIDATE, proxy, { 'x-forwarded-for': a });
    expectRateLimited(await post(proxied, VALIDATE, proxy, undefined, { 'x-forwarded-for': a }));
    const other = await post(proxied, VALIDATE, proxy, undefined, { 'x-forwarded-for': b });
    expect(other.status).toBe(401);
    expect(other.headers['ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it('counts IPv6 clients per /64, like the plugin does', async () => {
    await exhaust(direct, VALIDATE, '2001:db8:77::1');
    expectRateLimited(await post(direct, VALIDATE, '2001:db8:77::2'));
    expect((await post(direct, VALIDATE, '2001:db8:78::1')).status).toBe(401);
  });

  it('leaves routes without x-gatekeep-rate-limit alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX + 2; i += 1) {
      const health = await direct.app.inject({ method: 'GET', url: '/health', remoteAddress: ip });
      expect(health.statusCode).toBe(200);
      expect(health.headers['ratelimit-limit']).toBeUndefined();
      const login = await post(direct, '/v1/auth/login', ip, { email: uniqueEmail(), password: 'not the password' });
      expect(login.status).toBe(401);
      expect(login.headers['ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('the window', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp({ ...LIMIT_ENV, RATE_LIMIT_WINDOW_S: '1' });
  });
  afterAll(() => short?.close());

  it('opens again once Retry-After has passed', async () => {
    const ip = freshIp();
    await exhaust(short, VALIDATE, ip);
    const limited = await post(short, VALIDATE, ip);
    expectRateLimited(limited, 1);
    expect(limited.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await post(short, VALIDATE, ip);
    expect(again.status).toBe(401);
    expect(again.headers['ratelimit-remaining']).toBe(String(MAX - 1));
  });
});

describe('bucket kinds', () => {
  it('refuses to serve a route whose bucket kind is not implemented, rather than leave it unlimited', async () => {
    const app = Fastify();
    try {
      const limits = await installRateLimits(app, loadConfig({ LOG_LEVEL: 'silent' }));
      const operation = { operationId: 'someOp', method: 'POST', path: '/x', access: undefined, raw: false, bodyRequired: false, successStatus: 200 };
      expect(limits.hookFor({ ...operation, rateLimit: undefined })).toBeUndefined();
      expect(limits.hookFor({ ...operation, rateLimit: { bucket: 'public' } })).toEqual(expect.any(Function));
      expect(limits.hookFor({ ...operation, rateLimit: { bucket: 'platform' } })).toEqual(expect.any(Function));
      expect(() => limits.hookFor({ ...operation, rateLimit: { bucket: 'publik' as never } })).toThrow(/"publik"/);
    } finally {
      await app.close();
    }
  });
});
