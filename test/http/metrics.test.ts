import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { freePort } from '../helpers/server-process.ts';
import { PASSWORD, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { eventually, FAST_JOBS } from '../webhooks/helpers.ts';

// Issue 19, point 4: Prometheus metrics, only for whoever holds METRICS_TOKEN or reaches METRICS_PORT.

const METRICS_TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
const BOOTSTRAP = 'metrics-bootstrap-0123456789abcdefghijklmn';
const UNKNOWN_KEY = `gk_live_${'A'.repeat(43)}`;

let database: IsolatedDatabase;
let t: TestApp;
let scrapePort: number;

beforeAll(async () => {
  // Job workers run here, so on PostgreSQL the app gets a database of its own.
  database = await isolatedDatabase();
  scrapePort = await freePort();
  t = await startTestApp({
    ...database.env,
    ...FAST_JOBS,
    JOB_CONCURRENCY: '1',
    METRICS_TOKEN,
    METRICS_PORT: String(scrapePort),
    BOOTSTRAP_TOKEN: BOOTSTRAP,
    RATE_LIMIT_PUBLIC_MAX: '2',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const scrape = (token?: string) => t.call('GET', '/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('/metrics', () => {
  it('answers only the METRICS_TOKEN, in Prometheus text', async () => {
    expect((await scrape()).body).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    const wrong = await scrape('not-the-token-0123456789abcdefghijklmno');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ ok: false, code: 'INVALID_CREDENTIAL' });
    const answer = await scrape(METRICS_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).toContain('gatekeep_process_resident_memory_bytes');
  });

  it('counts requests by operationId and status, with their latency, and rate-limit refusals', async () => {
    const signup = await t.call('POST', '/v1/auth/signup', { body: { email: uniqueEmail('metrics'), password: PASSWORD } });
    expect(signup.status).toBe(201);
    for (let i = 0; i < 3; i++) await t.call('POST', '/v1/keys/validate', { body: { key: UNKNOWN_KEY } });
    const text = (await scrape(METRICS_TOKEN)).text;
    expect(text).toContain('gatekeep_http_requests_total{operation="signup",method="POST",status="201"} 1');
    expect(text).toContain('gatekeep_http_requests_total{operation="validateApiKey",method="POST",status="401"} 2');
    expect(text).toContain('gatekeep_http_requests_total{operation="validateApiKey",method="POST",status="429"} 1');
    expect(text).toContain('gatekeep_rate_limit_rejections_total{operation="validateApiKey"} 1');
    expect(text).toMatch(/gatekeep_http_request_duration_seconds_count\{operation="signup",method="POST",status="201"\} 1/);
    if (process.env.DATABASE_URL) expect(text).toMatch(/gatekeep_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('shows the queue and each job attempt’s outcome', async () => {
    const account = await t.call('POST', '/v1/platform/service-accounts', {
      token: BOOTSTRAP,
      body: { name: 'metrics', permissions: ['jobs:write'] },
    });
    const job = await t.call('POST', '/v1/platform/jobs', {
      token: account.body.data.secret,
      body: { type: 'api_keys.expire_sweep', payload: {} },
    });
    expect(job.status, job.text).toBe(201);
    await eventually(async () => {
      const text = (await scrape(METRICS_TOKEN)).text;
      expect(text).toContain('gatekeep_job_attempts_total{type="api_keys.expire_sweep",outcome="succeeded"} 1');
      expect(text).toMatch(/gatekeep_jobs\{status="succeeded"\} [1-9]/);
    });
  });

  it('is served without a token on METRICS_PORT, the scraper’s own port', async () => {
    const response = await fetch(`http://127.0.0.1:${scrapePort}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('gatekeep_http_requests_total');
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.call('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

// Issue 29, point 11: the tokenless listener binds METRICS_HOST (127.0.0.1 unless set), never
// HOST, so an API open on every interface does not open its metrics with it. 127.0.0.2 is
// loopback too (all of 127/8 is), so both sides can be probed from here.
describe('METRICS_HOST', () => {
  const answersOn = async (host: string, port: number) =>
    fetch(`http://${host}:${port}/metrics`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );

  it('is 127.0.0.1 by default, whatever HOST the API listens on', async () => {
    const port = await freePort();
    const app = await startTestApp({ HOST: '127.0.0.2', METRICS_PORT: String(port) });
    try {
      expect(await answersOn('127.0.0.1', port)).toBe(200);
      expect(await answersOn('127.0.0.2', port)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('binds the address it names', async () => {
    const port = await freePort();
    const app = await startTestApp({ METRICS_HOST: '127.0.0.2', METRICS_PORT: String(port) });
    try {
      expect(await answersOn('127.0.0.2', port)).toBe(200);
      expect(await answersOn('127.0.0.1', port)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('refuses a value that is not an IP address, naming the setting', () => {
    for (const value of ['metrics.internal', '0.0.0.0:9464', '127.0.0.256']) {
      expect(() => loadConfig({ METRICS_HOST: value, METRICS_PORT: '9464' })).toThrow(/METRICS_HOST must be an IP address/);
    }
    expect(loadConfig({}).metrics.host).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_HOST: '::1' }).metrics.host).toBe('::1');
  });
});
