import { randomBytes, randomInt } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServiceAccountByKeyHash, insertServiceAccountRow } from '../../server/db/repositories/service-accounts.ts';
import { REDIS_KEY_PREFIX } from '../../server/http/rate-limit.ts';
import { hashSecret } from '../../server/secrets/issued-secrets.ts';
import { freePort } from '../helpers/server-process.ts';
import { PASSWORD, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { ADDRESS_BUCKETS, AUTH_ROUTES, exhaust, expectRateLimited, LIMIT_ENV, MAX, post, TOKEN, VALIDATE, WINDOW_S } from './helpers.ts';

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

/** The platform bucket's maximum here: the example, a window of 5. */
const PLATFORM_MAX = 5;
/** New each run: buckets of an earlier run against the same Redis may still be open. */
const BOOTSTRAP_TOKEN = `bootstrap-redis-test-${randomBytes(24).toString('base64url')}`;
const ACCOUNTS = '/v1/platform/service-accounts';

async function untilReady(app: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if ((await app.call('GET', '/readyz')).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the instance never became ready: its Redis connection did not come up in 30 s');
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
    const env = { ...LIMIT_ENV, REDIS_URL: url, BOOTSTRAP_TOKEN, RATE_LIMIT_PLATFORM_MAX: String(PLATFORM_MAX) };
    [a, b] = await Promise.all([startTestApp(env), startTestApp(env)]);
    // An instance starts even while its first Redis connection is still being made (on two busy
    // cores that can take longer than the two seconds it waits), and until then its limited routes
    // answer 503. A load balancer sends traffic only once /readyz says ready, and so do these tests.
    await Promise.all([untilReady(a), untilReady(b)]);
  });
  afterAll(() => Promise.all([a?.close(), b?.close(), redis?.quit()]));

  it.each(ADDRESS_BUCKETS)(
    '$bucket: are shared by two server instances: three calls to $url on A, then B answers 429',
    async ({ url, body, status }) => {
      redisTestUrl();
      const ip = randomIp();
      for (let i = 1; i <= MAX; i += 1) {
        const response = await post(a, url, ip, body());
        expect(response.status, response.text).toBe(status);
        expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
      }
      expectRateLimited(await post(b, url, ip, body()));
      expectRateLimited(await post(a, url, ip, body()));
    },
  );

  // Each instance resolves the credential itself, from its first request: no instance has to
  // have seen it before for it to count as itself.
  it(`platform: counts the bootstrap token on both instances from its first request, ${PLATFORM_MAX} in all`, async () => {
    redisTestUrl();
    for (const instance of [a, b, a, b, a]) expect((await instance.call('GET', ACCOUNTS, { token: BOOTSTRAP_TOKEN })).status).toBe(200);
    expectRateLimited(await b.call('GET', ACCOUNTS, { token: BOOTSTRAP_TOKEN }), WINDOW_S, PLATFORM_MAX);
    expectRateLimited(await a.call('GET', ACCOUNTS, { token: BOOTSTRAP_TOKEN }), WINDOW_S, PLATFORM_MAX);
  });

  it(`platform: counts a new service-account key on both instances from its first request, ${PLATFORM_MAX} in all`, async () => {
    redisTestUrl();
    const created = await a.call('POST', ACCOUNTS, {
      token: BOOTSTRAP_TOKEN,
      body: { name: 'shared', permissions: ['service_accounts:write'] },
    });
    expect(created.status, created.text).toBe(201);
    const key: string = created.body.data.secret;
    // Instances share one database in production; on PGlite each has its own, so B gets a copy.
    const row = (await findServiceAccountByKeyHash(a.app.services.db, hashSecret(key)))!;
    if (!(await findServiceAccountByKeyHash(b.app.services.db, row.key_hash))) {
      await insertServiceAccountRow(b.app.services.db, {
        id: row.id,
        name: row.name,
        permissions: row.permissions,
        key_hash: row.key_hash,
        created_by: row.created_by,
      });
    }
    for (const instance of [b, a, b, a, b]) {
      const response = await instance.call('GET', ACCOUNTS, { token: key });
      expect(response.status, response.text).toBe(200);
    }
    expectRateLimited(await a.call('GET', ACCOUNTS, { token: key }), WINDOW_S, PLATFORM_MAX);
    expectRateLimited(await b.call('GET', ACCOUNTS, { token: key }), WINDOW_S, PLATFORM_MAX);
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
      const signup = await t.call('POST', '/v1/auth/signup', {
        body: { email: uniqueEmail('redis-down'), password: PASSWORD, name: 'Redis Down' },
      });
      expect(signup.status).toBe(201);
      expect((await t.call('GET', '/readyz')).status).toBe(200);

      await relay.down();
      for (const url of [VALIDATE, TOKEN, ...AUTH_ROUTES, ACCOUNTS]) {
        const started = Date.now();
        const response = await post(t, url, ip);
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      }
      // Out of the balancer's rotation, but alive, and every route without a bucket still serves.
      for (const url of ['/readyz', '/health']) {
        const response = await t.call('GET', url);
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ ok: false, error: 'Redis (the rate-limit store) cannot answer.', code: 'SERVICE_UNAVAILABLE' });
      }
      expect((await t.call('GET', '/livez')).status).toBe(200);
      expect((await t.call('GET', '/v1/me', { token: signup.body.data.accessToken })).status).toBe(200);
      expect((await t.call('GET', '/v1/tenants', { token: signup.body.data.accessToken })).status).toBe(200);

      await relay.up();
      let status = 0;
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
        status = (await post(t, VALIDATE, ip)).status;
        if (status !== 503) break;
      }
      expect(status).toBe(401);
      expect((await t.call('GET', '/readyz')).status).toBe(200);
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
    const t = await startTestApp(
      { ...LIMIT_ENV, REDIS_URL: `redis://:${password}@127.0.0.1:${port}`, LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      const ip = randomIp();
      for (const url of [VALIDATE, TOKEN, ...AUTH_ROUTES, ACCOUNTS, VALIDATE]) {
        const before = Date.now();
        const response = await post(t, url, ip, '{"broken": ');
        expect(Date.now() - before).toBeLessThan(1_500);
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
        expect(response.headers['ratelimit-limit']).toBeUndefined();
      }
      expect((await t.call('GET', '/readyz')).status).toBe(503);
      expect((await t.call('GET', '/livez')).status).toBe(200);
      expect((await t.call('GET', '/v1/me')).status).toBe(401); // a route without a bucket

      await new Promise((resolve) => setImmediate(resolve));
      const text = logs.text();
      expect(text).toMatch(/"level":40.*Redis is unreachable/);
      expect(text).not.toContain(password);
    } finally {
      await t.close();
    }
  });
});
