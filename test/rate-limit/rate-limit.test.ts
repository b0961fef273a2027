import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { installRateLimits } from '../../server/http/rate-limit.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { ADDRESS_BUCKETS, AUTH_ROUTES, exhaust, expectRateLimited, LIMIT_ENV, MAX, post, TOKEN, VALIDATE, WINDOW_S } from './helpers.ts';

// In-memory buckets (no REDIS_URL). Each test draws from its own client address, so the
// tests of one app never share a bucket.
let direct: TestApp; // TRUST_PROXY unset: the socket address is the client
let proxied: TestApp; // TRUST_PROXY=1, one proxy hop: the last X-Forwarded-For entry names the client
beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestApp(LIMIT_ENV), startTestApp({ ...LIMIT_ENV, TRUST_PROXY: '1' })]);
});
afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

let lastOctet = 0;
/** A client address no other test uses. */
const freshIp = () => `10.20.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

describe('the buckets per client address', () => {
  it.each(ADDRESS_BUCKETS)(
    `$bucket: answers call ${MAX + 1} to $url with 429 RATE_LIMITED, Retry-After and RateLimit-* headers`,
    async ({ url, body, status }) => {
      const ip = freshIp();
      for (let i = 1; i <= MAX; i += 1) {
        const response = await post(direct, url, ip, body());
        expect(response.status, response.text).toBe(status);
        expect(response.headers['ratelimit-limit']).toBe(String(MAX));
        expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
        expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
        expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(WINDOW_S);
        expect(response.headers['retry-after']).toBeUndefined();
      }
      expectRateLimited(await post(direct, url, ip, body()));
      expectRateLimited(await post(direct, url, ip, body())); // and stays limited
    },
  );

  it('counts successful calls too, and puts the headers on them', async () => {
    const owner = await signUp(direct);
    const tenant = await createTenant(direct, owner);
    const created = await direct.call('POST', `/v1/tenants/${tenant.id}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'rl', scopes: [] },
    });
    expect(created.status).toBe(201);
    const ip = freshIp();
    for (let i = 1; i <= MAX; i += 1) {
      const response = await post(direct, VALIDATE, ip, { key: created.body.data.secret });
      expect(response.status).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
    }
    expectRateLimited(await post(direct, VALIDATE, ip, { key: created.body.data.secret }));
  });

  it.each(ADDRESS_BUCKETS)(
    '$bucket: checks $url before parsing and validation: an over-limit request with a broken body still gets 429',
    async ({ url }) => {
      const ip = freshIp();
      await exhaust(direct, url, ip);
      expectRateLimited(await post(direct, url, ip, '{"key": "gk_live_', {}));
      expectRateLimited(await post(direct, url, ip, { nope: true }));
      expectRateLimited(await post(direct, url, ip, 'key=x', { 'content-type': 'application/x-www-form-urlencoded' }));
      expectRateLimited(await post(direct, url, ip, '')); // empty JSON body
      expectRateLimited(await post(direct, url, ip, null)); // no body at all
      expectRateLimited(await post(direct, url, ip, JSON.stringify({ key: 'x'.repeat(2 * 1_048_576) }))); // over BODY_LIMIT_BYTES
    },
  );

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

  it('gives each of the auth routes a bucket of its own', async () => {
    const ip = freshIp();
    // Each route in turn: it starts full although the routes before it are spent.
    for (const url of AUTH_ROUTES) {
      for (let i = 1; i <= MAX; i += 1) {
        const response = await post(direct, url, ip);
        expect(response.status, `${url}: ${response.text}`).toBe(400); // the body is for another route
        expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
      }
      expectRateLimited(await post(direct, url, ip));
    }
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

  it.each(ADDRESS_BUCKETS)(
    '$bucket: gives each client address its own bucket on $url, and ignores X-Forwarded-For without TRUST_PROXY',
    async ({ url, body, status }) => {
      const [a, b] = [freshIp(), freshIp()];
      await exhaust(direct, url, a);
      expectRateLimited(await post(direct, url, a, body()));
      expectRateLimited(await post(direct, url, a, body(), { 'x-forwarded-for': b }));
      const other = await post(direct, url, b, body());
      expect(other.status).toBe(status);
      expect(other.headers['ratelimit-remaining']).toBe(String(MAX - 1));
    },
  );

  it.each(ADDRESS_BUCKETS)(
    '$bucket: with TRUST_PROXY=1, keys $url by the X-Forwarded-For client behind the same proxy',
    async ({ url, body, status }) => {
      const proxy = freshIp();
      const [a, b] = [freshIp(), freshIp()];
      await exhaust(proxied, url, proxy, { 'x-forwarded-for': a });
      expectRateLimited(await post(proxied, url, proxy, body(), { 'x-forwarded-for': a }));
      // A client cannot pick another address by prepending one: only the proxy's own entry counts.
      expectRateLimited(await post(proxied, url, proxy, body(), { 'x-forwarded-for': `${b}, ${a}` }));
      const other = await post(proxied, url, proxy, body(), { 'x-forwarded-for': b });
      expect(other.status).toBe(status);
      expect(other.headers['ratelimit-remaining']).toBe(String(MAX - 1));
    },
  );

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
      const me = await direct.app.inject({ method: 'GET', url: '/v1/me', remoteAddress: ip });
      expect(me.statusCode).toBe(401);
      expect(me.headers['ratelimit-limit']).toBeUndefined();
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
      const limits = await installRateLimits(app, loadConfig({ LOG_LEVEL: 'silent' }), {});
      const operation = {
        operationId: 'someOp',
        method: 'POST',
        path: '/x',
        access: undefined,
        raw: false,
        page: false,
        mounted: false,
        bodyRequired: false,
        successStatus: 200,
      };
      expect(limits.hookFor({ ...operation, rateLimit: undefined })).toBeUndefined();
      expect(limits.hookFor({ ...operation, rateLimit: { bucket: 'public' } })).toEqual(expect.any(Function));
      expect(limits.hookFor({ ...operation, rateLimit: { bucket: 'auth' } })).toEqual(expect.any(Function));
      expect(limits.hookFor({ ...operation, rateLimit: { bucket: 'platform' } })).toEqual(expect.any(Function));
      expect(() => limits.hookFor({ ...operation, rateLimit: { bucket: 'publik' as never } })).toThrow(/"publik"/);
    } finally {
      await app.close();
    }
  });
});
