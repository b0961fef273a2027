import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectRateLimited, MAX, UNKNOWN_KEY, WINDOW_S } from '../rate-limit/helpers.ts';

// The platform bucket: RATE_LIMIT_PLATFORM_MAX calls per platform credential per platform
// route per window, from the credential's first request; credentials that do not resolve
// (made-up tokens) count against the client address. In-memory buckets (no REDIS_URL; the
// instances sharing Redis are in test/rate-limit/redis.test.ts); each test spends its own
// credentials or routes.
const BOOTSTRAP_TOKEN = `bootstrap-rate-limit-test-${'r'.repeat(40)}`;
const ALL = ['service_accounts:write', 'jobs:read', 'jobs:write', 'billing:write'];
const ACCOUNTS = '/v1/platform/service-accounts';

let t: TestApp;
let first: string; // gkp_ keys with every permission
let second: string;
let third: string;
beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN, RATE_LIMIT_PLATFORM_MAX: String(MAX), RATE_LIMIT_WINDOW_S: String(WINDOW_S) });
  const keys: string[] = [];
  for (const name of ['first', 'second', 'third']) {
    const created = await t.call('POST', ACCOUNTS, { token: BOOTSTRAP_TOKEN, body: { name, permissions: ALL } });
    expect(created.status, created.text).toBe(201);
    keys.push(created.body.data.secret);
  }
  [first, second, third] = keys as [string, string, string];
});
afterAll(() => t?.close());

describe('the platform bucket', () => {
  it(`answers call ${MAX + 1} with one credential to one route with 429 RATE_LIMITED; other routes and credentials still answer`, async () => {
    for (let i = 1; i <= MAX; i += 1) {
      const response = await t.call('GET', ACCOUNTS, { token: first });
      expect(response.status, response.text).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe(String(MAX));
      expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(response.headers['retry-after']).toBeUndefined();
    }
    expectRateLimited(await t.call('GET', ACCOUNTS, { token: first }));
    expectRateLimited(await t.call('GET', ACCOUNTS, { token: first })); // and stays limited

    // Per route: the same credential on another platform route has a full bucket.
    const plan = await t.call('POST', '/v1/platform/plans', {
      token: first,
      body: { key: `rl-${randomBytes(6).toString('hex')}`, name: 'RL' },
    });
    expect(plan.status, plan.text).toBe(201);
    expect(plan.headers['ratelimit-remaining']).toBe(String(MAX - 1));

    // Per credential: another service account's key on the exhausted route.
    const other = await t.call('GET', ACCOUNTS, { token: second });
    expect(other.status, other.text).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it('limits the bootstrap token like any other credential', async () => {
    for (let i = 1; i <= MAX; i += 1) expect((await t.call('GET', ACCOUNTS, { token: BOOTSTRAP_TOKEN })).status).toBe(200);
    expectRateLimited(await t.call('GET', ACCOUNTS, { token: BOOTSTRAP_TOKEN }));
  });

  it('counts made-up tokens against the client address, so rotating them does not escape the limit', async () => {
    // Every request here comes from one address (inject): each new random token draws from the
    // same per-address bucket of this route, checked before authentication.
    const route = `${ACCOUNTS}/sa_made_up_token_target`;
    for (let i = 1; i <= MAX; i += 1) {
      const response = await t.call('GET', route, { token: `gkp_${randomBytes(32).toString('base64url')}` });
      expect(response.status, response.text).toBe(401);
      expect(response.headers['ratelimit-remaining']).toBe(String(MAX - i));
    }
    expectRateLimited(await t.call('GET', route, { token: `gkp_${randomBytes(32).toString('base64url')}` }));
    expectRateLimited(await t.call('GET', route, { token: 'not-even-a-platform-token' }));
    // A valid credential keeps its own bucket on that route.
    expect((await t.call('GET', route, { token: second })).status).toBe(404);
  });

  it('checks before validation: an over-limit request with a broken body is 429, not 400', async () => {
    for (let i = 1; i <= MAX; i += 1)
      expect((await t.call('POST', '/v1/platform/plans', { token: third, body: { key: 'Not Valid' } })).status).toBe(400);
    expectRateLimited(await t.call('POST', '/v1/platform/plans', { token: third, body: { key: 'Not Valid' } }));
  });

  it('does not touch the public key routes or /v1/me', async () => {
    // Exhaust a platform bucket first, from the same client address the other calls use.
    const account = `${ACCOUNTS}/sa_doesnotexist_either`;
    for (let i = 0; i < MAX; i += 1) expect((await t.call('GET', account, { token: third })).status).toBe(404);
    expectRateLimited(await t.call('GET', account, { token: third }));

    const user = await signUp(t);
    for (let i = 0; i < MAX + 2; i += 1) {
      const me = await t.call('GET', '/v1/me', { token: user.accessToken });
      expect(me.status, me.text).toBe(200);
      expect(me.headers['ratelimit-limit']).toBeUndefined();

      const validate = await t.call('POST', '/v1/keys/validate', { body: { key: UNKNOWN_KEY } });
      expect(validate.status, validate.text).toBe(401);
      expect(validate.headers['ratelimit-limit']).toBe('300'); // RATE_LIMIT_PUBLIC_MAX's default, not the platform max
    }
  });
});

describe('a credential never used before', () => {
  // The example: a window of 5 let a new credential's 6th request through, because its
  // first one counted against the address. A bootstrap token no app of this process has seen.
  const PLATFORM_MAX = 5;
  const freshBootstrap = `bootstrap-first-request-${randomBytes(24).toString('base64url')}`;
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp({
      BOOTSTRAP_TOKEN: freshBootstrap,
      RATE_LIMIT_PLATFORM_MAX: String(PLATFORM_MAX),
      RATE_LIMIT_WINDOW_S: String(WINDOW_S),
    });
  });
  afterAll(() => fresh?.close());

  it(`lets exactly ${PLATFORM_MAX} requests of the bootstrap token through, counting from the first`, async () => {
    for (let i = 1; i <= PLATFORM_MAX; i += 1) {
      const response = await fresh.call('GET', ACCOUNTS, { token: freshBootstrap });
      expect(response.status, response.text).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(PLATFORM_MAX - i));
    }
    expectRateLimited(await fresh.call('GET', ACCOUNTS, { token: freshBootstrap }), WINDOW_S, PLATFORM_MAX);
  });

  it(`lets exactly ${PLATFORM_MAX} requests of a new service-account key through, counting from the first`, async () => {
    const created = await fresh.call('POST', ACCOUNTS, { token: freshBootstrap, body: { name: 'new', permissions: ALL } });
    expect(created.status, created.text).toBe(201);
    const key: string = created.body.data.secret;
    for (let i = 1; i <= PLATFORM_MAX; i += 1) {
      const response = await fresh.call('GET', '/v1/platform/jobs', { token: key });
      expect(response.status, response.text).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(PLATFORM_MAX - i));
    }
    expectRateLimited(await fresh.call('GET', '/v1/platform/jobs', { token: key }), WINDOW_S, PLATFORM_MAX);
  });

  it('counts a made-up gkp_ token against the client address, not a bucket of its own', async () => {
    const route = `${ACCOUNTS}/sa_made_up_first_request`;
    for (let i = 1; i <= PLATFORM_MAX; i += 1) {
      const response = await fresh.call('GET', route, { token: `gkp_${randomBytes(32).toString('base64url')}` });
      expect(response.status, response.text).toBe(401);
      expect(response.headers['ratelimit-remaining']).toBe(String(PLATFORM_MAX - i));
    }
    expectRateLimited(await fresh.call('GET', route, { token: `gkp_${randomBytes(32).toString('base64url')}` }), WINDOW_S, PLATFORM_MAX);
    expectRateLimited(await fresh.call('GET', route), WINDOW_S, PLATFORM_MAX); // no credential: the same address
  });
});
