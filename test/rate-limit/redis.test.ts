import { randomInt } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_KEY_PREFIX } from '../../server/http/rate-limit.ts';
import { freePort } from '../helpers/server-process.ts';
import { startTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { exhaust, expectRateLimited, LIMIT_ENV, MAX, post, TOKEN, VALIDATE, WINDOW_S } from './helpers.ts';

/**
 * The Redis that `npm test` (scripts/test.mjs) starts for this file. Its absence fails these
 * tests: a missing Redis must never pass for a green suite.
 */
function redisTestUrl(): string {
  const url = process.env.REDIS_TEST_URL;
  if (!url) {
    throw new Error(
      'REDIS_TEST_URL is not set, so the Redis rate-limit tests cannot run. `npm test` starts a Redis ' +
        '(scripts/redis-test-server.sh) and sets it; when running vitest directly: ' +
        'eval "$(scripts/redis-test-server.sh start)"; REDIS_TEST_URL=$REDIS_URL npx vitest run …',
    );
  }
  return url;
}

/** A client address that no earlier run against the same Redis can have used this window. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function capturedLogs() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, text: () => lines.join('\n') };
}

describe('buckets in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const url = process.env.REDIS_TEST_URL;
    if (!url) return; // each test fails with redisTestUrl()'s message
    redis = new Redis(url);
    // Two instances, as behind a load balancer: separate apps (and, on PGlite, separate databases).
    [a, b] = await Promise.all([startTestApp({ ...LIMIT_ENV, REDIS_URL: url }), startTestApp({ ...LIMIT_ENV, REDIS_URL: url })]);
  });
  afterAll(() => Promise.all([a?.close(), b?.close(), redis?.quit()]));

  it('are shared by two server instances: three calls on A, then B answers 429', async () => {
    redisTestUrl();
    const ip = randomIp();
    for (let i = 1; i <= MAX; i += 1) {
      const response = await post(a, VALIDATE, ip);
      expect(response.status).toBe(401);
      expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
    }
    expectRateLimited(await post(b, VALIDATE, ip));
    expectRateLimited(await post(a, VALIDATE, ip));
  });

  it('stay separate per route and per client, with the route in the key', async () => {
    redisTestUrl();
    const [ip, other] = [randomIp(), randomIp()];
    await exhaust(a, VALIDATE, ip);
    expectRateLimited(await post(b, VALIDATE, ip));
    const token = await post(b, TOKEN, ip);
    expect(token.status).toBe(401);
    expect(token.headers['ratelimit-remaining']).toBe(String(MAX - 1));
    expect((await post(b, VALIDATE, other)).status).toBe(401);

    const keys = (await redis.keys(`${REDIS_KEY_PREFIX}*:${ip}`)).sort();
    expect(keys).toEqual([`${REDIS_KEY_PREFIX}mintApiKeyToken:${ip}`, `${REDIS_KEY_PREFIX}validateApiKey:${ip}`]);
    expect(await redis.get(`${REDIS_KEY_PREFIX}validateApiKey:${ip}`)).toBe(String(MAX + 1));
    const ttl = await redis.pttl(`${REDIS_KEY_PREFIX}validateApiKey:${ip}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_S * 1000);
  });
});

/** A TCP relay in front of the test Redis, to take Redis away from an app and bring it back. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    async down() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: listen,
  };
}

describe('a Redis that goes away', () => {
  it('fails closed (503 SERVICE_UNAVAILABLE) on the limited routes only, and recovers when it is back', async () => {
    const relay = await relayTo(new URL(redisTestUrl()));
    const logs = capturedLogs();
    const t = await startTestApp({ ...LIMIT_ENV, REDIS_URL: relay.url, LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      const ip = randomIp();
      expect((await post(t, VALIDATE, ip)).status).toBe(401);

      await relay.down();
      for (const url of [VALIDATE, TOKEN]) {
        const started = Date.now();
        const response = await post(t, url, ip);
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      }
      expect((await t.call('GET', '/health')).status).toBe(200);
      expect((await post(t, '/v1/auth/login', ip, { email: uniqueEmail(), password: 'not the password' })).status).toBe(401);

      await relay.up();
      let status = 0;
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
        status = (await post(t, VALIDATE, ip)).status;
        if (status !== 503) break;
      }
      expect(status).toBe(401);
      await new Promise((resolve) => setImmediate(resolve));
      expect(logs.text()).toContain('Redis is unreachable');
      expect(logs.text()).toContain('Redis connection restored');
    } finally {
      await t.close();
      await relay.down().catch(() => {});
    }
  });
});

describe('a Redis that cannot be reached at all', () => {
  it('still starts, answers 503 SERVICE_UNAVAILABLE on the limited routes at once, and logs a warning without the URL', async () => {
    const port = await freePort(); // nothing listens there
    const password = 'redis-canary-password';
    const logs = capturedLogs();
    const started = Date.now();
    const t = await startTestApp({ ...LIMIT_ENV, REDIS_URL: `redis://:${password}@127.0.0.1:${port}`, LOG_LEVEL: 'info' }, { logStream: logs.stream });
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      const ip = randomIp();
      for (const url of [VALIDATE, TOKEN, VALIDATE]) {
        const before = Date.now();
        const response = await post(t, url, ip, '{"broken": ');
        expect(Date.now() - before).toBeLessThan(1_500);
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
        expect(response.headers['ratelimit-limit']).toBeUndefined();
      }
      expect((await t.call('GET', '/health')).status).toBe(200);
      const login = await post(t, '/v1/auth/login', ip, { email: uniqueEmail(), password: 'not the password' });
      expect(login.status).toBe(401);

      await new Promise((resolve) => setImmediate(resolve));
      const text = logs.text();
      expect(text).toMatch(/"level":40.*Redis is unreachable/);
      expect(text).not.toContain(password);
    } finally {
      await t.close();
    }
  });
});
