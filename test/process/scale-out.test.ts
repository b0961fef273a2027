import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { SHARED_ISSUER } from '../helpers/shared-issuer.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';
import { eventually } from '../webhooks/helpers.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';

// Issue 18, points 4 and 5: two server processes on one PostgreSQL and one Redis, on loopback
// with no proxy in between, behave as one service. (Each scheduled sweep runs once per period
// however many instances race for it: test/platform/maintenance.test.ts.)

/** A bucket's size here: small, so that the N+1th request is quick to reach. */
const MAX = 10;
/** Well inside the 5-second cache TTL: what makes B refuse is A's notification, not the backstop. */
const WITHIN_MS = 2_500;

let cluster: PostgresCluster | undefined;
let isolated: IsolatedDatabase | undefined;
let databaseUrl: string;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let dns: DnsServer;

function redisTestUrl(): string {
  const url = process.env.REDIS_TEST_URL;
  if (!url) throw new Error('REDIS_TEST_URL is not set: `npm test` starts a Redis for these tests (scripts/redis-test-server.sh).');
  return url;
}

beforeAll(async () => {
  // A database of these instances' own, since their job workers claim any job in it: beside the
  // suite's on its PostgreSQL, or in a throw-away cluster of this file's own.
  if (process.env.DATABASE_URL) {
    isolated = await isolatedDatabase();
    databaseUrl = isolated.env.DATABASE_URL!;
  } else {
    cluster = await startPostgresCluster();
    databaseUrl = cluster.databaseUrl;
  }
  dns = await startDnsServer();
  const instance = () => {
    const dataDir = migratedDataDir('gatekeep-scale-out-');
    dataDirs.push(dataDir);
    return startServerProcess({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisTestUrl(),
      DATA_DIR: dataDir, // each its own, as on two machines: only the settings are shared
      SIGNING_KEY_FILE: inject('signingKeyFile'),
      // The client is whoever X-Forwarded-For names, so each test has buckets no other run used.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PUBLIC_MAX: String(MAX),
      RATE_LIMIT_AUTH_MAX: String(MAX),
      JOB_CONCURRENCY: '2',
      JOB_POLL_MS: '20',
      DNS_SERVERS: dns.address,
    });
  };
  [a, b] = await Promise.all([instance(), instance()]);
}, 180_000);

afterAll(async () => {
  for (const server of [a, b]) server?.child.kill('SIGKILL');
  await Promise.all([a?.exited, b?.exited]);
  await cluster?.remove();
  await isolated?.drop();
  await dns?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** An address no earlier run against the same Redis can have used in this window. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function call(server: ServerProcess, method: string, url: string, options: { body?: unknown; token?: string; from?: string } = {}) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      'x-forwarded-for': options.from ?? freshAddress(),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text };
}

async function signUpOn(server: ServerProcess) {
  const email = uniqueEmail('scale-out');
  const response = await call(server, 'POST', '/v1/auth/signup', { body: { email, password: PASSWORD, name: 'Scale Out' } });
  expect(response.status, response.text).toBe(201);
  return response.body.data as { accessToken: string; refreshToken: string; user: { id: string } };
}

describe('two instances on one PostgreSQL and one Redis', () => {
  it('name the same issuer, so each accepts the access tokens of the other', async () => {
    const account = await signUpOn(a);
    expect(decodeJwt(account.accessToken).iss).toBe(SHARED_ISSUER);
    const me = await call(b, 'GET', '/v1/me', { token: account.accessToken });
    expect(me.status, me.text).toBe(200);
    expect(me.body.data.id).toBe(account.user.id);
  });

  it.each([
    ['the public bucket', '/v1/keys/validate', () => ({ key: `gk_live_${'A'.repeat(43)}` }), 401],
    ['the auth bucket', '/v1/auth/login', () => ({ email: uniqueEmail('nobody'), password: PASSWORD }), 401],
  ])(
    `share %s: the ${MAX + 1}th request of one address in a window is refused whichever instance gets it`,
    async (_name, url, body, status) => {
      const from = freshAddress();
      for (let i = 0; i < MAX; i++) {
        const response = await call(i % 2 === 0 ? a : b, 'POST', url, { body: body(), from });
        expect(response.status, `request ${i + 1}: ${response.text}`).toBe(status);
      }
      for (const server of [a, b]) {
        const refused = await call(server, 'POST', url, { body: body(), from });
        expect(refused.status, refused.text).toBe(429);
        expect(refused.body.code).toBe('RATE_LIMITED');
      }
    },
  );

  it('catch a refresh token reused on the other instance, and end the whole family on both', async () => {
    const account = await signUpOn(a);
    const rotated = await call(b, 'POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } });
    expect(rotated.status, rotated.text).toBe(200);
    const reuse = await call(a, 'POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('INVALID_CREDENTIAL');
    const newest = await call(b, 'POST', '/v1/auth/refresh', { body: { refreshToken: rotated.body.data.refreshToken } });
    expect(newest.status).toBe(401);
    await eventually(
      async () => expect((await call(b, 'GET', '/v1/me', { token: rotated.body.data.accessToken })).status).toBe(401),
      WITHIN_MS,
    );
  });

  it('refuse on B a key revoked and a session logged out on A, within the notification bound', async () => {
    const owner = await signUpOn(a);
    const tenant = await call(a, 'POST', '/v1/tenants', { body: { name: 'Scale Out' }, token: owner.accessToken });
    expect(tenant.status, tenant.text).toBe(201);
    const created = await call(a, 'POST', `/v1/tenants/${tenant.body.data.id}/api-keys`, {
      body: { name: 'shared', scopes: ['orders:read'] },
      token: owner.accessToken,
    });
    expect(created.status, created.text).toBe(201);
    const { secret: key, apiKey } = created.body.data;
    // Twice, so that B holds the key in its cache: only A's notification can make it let go.
    for (let i = 0; i < 2; i++) expect((await call(b, 'POST', '/v1/keys/validate', { body: { key } })).status).toBe(200);
    expect((await call(b, 'GET', '/v1/me', { token: owner.accessToken })).status).toBe(200);

    const revoked = await call(a, 'DELETE', `/v1/tenants/${tenant.body.data.id}/api-keys/${apiKey.id}`, { token: owner.accessToken });
    expect(revoked.status, revoked.text).toBeLessThan(300);
    await eventually(async () => expect((await call(b, 'POST', '/v1/keys/validate', { body: { key } })).status).toBe(401), WITHIN_MS);

    expect((await call(a, 'POST', '/v1/auth/logout-all', { token: owner.accessToken })).status).toBe(200);
    await eventually(async () => expect((await call(b, 'GET', '/v1/me', { token: owner.accessToken })).status).toBe(401), WITHIN_MS);
  });
});

describe('a directory deprovisioning a user on one instance', () => {
  it('leaves the other instance no way in for them: a sign-in racing it, a refresh, an access token', async () => {
    const owner = await signUpOn(a);
    const tenantId = (await call(a, 'POST', '/v1/tenants', { body: { name: 'Directory' }, token: owner.accessToken })).body.data.id;
    const domain = `race-${randomInt(1e9)}.example.test`;
    const claimed = await call(a, 'POST', `/v1/tenants/${tenantId}/domains`, { body: { domain }, token: owner.accessToken });
    dns.records.set(claimed.body.data.verification.name, [[claimed.body.data.verification.value]]);
    const verified = await call(a, 'POST', `/v1/tenants/${tenantId}/domains/${claimed.body.data.id}/verify`, { token: owner.accessToken });
    expect(verified.status, verified.text).toBe(200);
    const directory = await call(a, 'POST', `/v1/tenants/${tenantId}/directories`, { body: { name: 'Okta' }, token: owner.accessToken });
    const scimToken = directory.body.data.token as string;

    // A person with an account of their own in the tenant's domain, then provisioned (managed).
    const email = `ada@${domain}`;
    const person = await call(a, 'POST', '/v1/auth/signup', { body: { email, password: PASSWORD } });
    expect(person.status, person.text).toBe(201);
    // Proven through the link A mailed (its development outbox): the directory takes over the
    // account as it is, password and all, rather than as an unproven claim to the address.
    const outbox = path.join(dataDirs[0]!, 'outbox');
    const link = readdirSync(outbox)
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .find((mail) => mail.includes(`To: ${email}`));
    const verifyToken = /token=(gkv_[A-Za-z0-9_-]+)/.exec(link ?? '')?.[1];
    expect((await call(a, 'POST', '/v1/auth/verify-email', { body: { token: verifyToken } })).status).toBe(200);
    const scimUser = await call(a, 'POST', '/v1/platform/scim/v2/Users', {
      token: scimToken,
      body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: email, active: true },
    });
    expect(scimUser.status, scimUser.text).toBe(201);
    const before = await call(b, 'POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
    expect(before.status, before.text).toBe(200);
    // B holds the session in its cache, so only A's notification can make it let go.
    expect((await call(b, 'GET', '/v1/me', { token: before.body.data.accessToken })).status).toBe(200);

    // The deactivation on A, with a sign-in and a refresh on B at the same moment.
    const [deactivated, racingLogin, racingRefresh] = await Promise.all([
      call(a, 'PATCH', `/v1/platform/scim/v2/Users/${scimUser.body.id}`, {
        token: scimToken,
        body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'active', value: false }] },
      }),
      call(b, 'POST', '/v1/auth/login', { body: { email, password: PASSWORD } }),
      call(b, 'POST', '/v1/auth/refresh', { body: { refreshToken: before.body.data.refreshToken } }),
    ]);
    expect(deactivated.status, deactivated.text).toBe(200);
    // Whichever side of the commit the racers landed on, nothing they got still works.
    const tokens = [before.body.data, racingLogin.body?.data, racingRefresh.body?.data].filter((t) => t?.accessToken);
    await eventually(async () => {
      for (const token of tokens) expect((await call(b, 'GET', '/v1/me', { token: token.accessToken })).status).toBe(401);
    }, WITHIN_MS);
    for (const token of tokens)
      expect((await call(b, 'POST', '/v1/auth/refresh', { body: { refreshToken: token.refreshToken } })).status).toBe(401);
    const after = await call(b, 'POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
    expect([after.status, after.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    const members = await call(b, 'GET', `/v1/tenants/${tenantId}/members`, { token: owner.accessToken });
    expect(members.body.data.items.some((m: { email: string }) => m.email === email)).toBe(false);
  });
});

describe('two instances with job workers', () => {
  it('deliver each webhook exactly once, with both instances taking work', async () => {
    const hooks = await startReceiver(() => ({ status: 204, delayMs: 10 }));
    try {
      // An endpoint's deliveries run one at a time, so four tenants' endpoints give both work.
      const owners = [];
      for (let i = 0; i < 4; i++) {
        const owner = await signUpOn(i % 2 === 0 ? a : b);
        const tenant = await call(a, 'POST', '/v1/tenants', { body: { name: `Hooks ${i}` }, token: owner.accessToken });
        const endpoint = await call(b, 'POST', `/v1/tenants/${tenant.body.data.id}/webhook-endpoints`, {
          body: { url: hooks.url, eventTypes: ['role.created'] },
          token: owner.accessToken,
        });
        expect(endpoint.status, endpoint.text).toBe(201);
        owners.push({ token: owner.accessToken, tenantId: tenant.body.data.id as string });
      }
      const attemptsBefore = [a, b].map(deliveriesLogged);
      const EVENTS = 20;
      for (let i = 0; i < EVENTS; i++) {
        const { token, tenantId } = owners[i % owners.length]!;
        const role = await call(i % 2 === 0 ? a : b, 'POST', `/v1/tenants/${tenantId}/roles`, {
          body: { name: `role-${i}`, permissions: [] },
          token,
        });
        expect(role.status, role.text).toBe(201);
      }
      await hooks.waitFor(EVENTS, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 500)); // a duplicate would arrive by now
      const ids = hooks.received.map((webhook) => webhook.headers['webhook-id']);
      expect(ids).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
      const attempts = [a, b].map((server, i) => deliveriesLogged(server) - attemptsBefore[i]!);
      expect(
        attempts.every((n) => n > 0),
        `deliveries per instance: ${attempts.join(', ')}`,
      ).toBe(true);
      expect(attempts[0]! + attempts[1]!).toBe(EVENTS);
    } finally {
      await hooks.close();
    }
  });
});

/** Webhook delivery attempts an instance has logged as ended. */
function deliveriesLogged(server: ServerProcess): number {
  return server.lines.filter((line) => line.includes('job attempt ended') && line.includes('"jobType":"webhooks.deliver"')).length;
}

describe('an instance on PostgreSQL without ISSUER', () => {
  it('refuses to start, naming the setting, rather than naming itself after its own address', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-no-issuer-'));
    dataDirs.push(dataDir);
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    };
    delete env.ISSUER;
    const child = spawn(process.execPath, [inject('compiledServer')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toContain('DATABASE_URL needs ISSUER');
  });
});
