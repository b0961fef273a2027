// Throughput and p99 of the two API-key routes at 50 connections, each set beside a ceiling
// measured in the same run on the same machine, as a ratio:
//   POST /v1/keys/validate  vs  a bare Fastify POST route answering a constant body of the same shape
//   POST /v1/keys/token     vs  jose RS256 signing of the same claims, 16 signatures in flight
//   npm run bench:keys                                   (PGlite; PostgreSQL too when
//   BENCH_DATABASE_URL=postgres://… npm run bench:keys    BENCH_DATABASE_URL or DATABASE_URL is set)
// BENCH_SECONDS (default 10) per measured phase, BENCH_WARMUP_SECONDS (default 3) of unmeasured
// load before each; the whole run is killed after BENCH_TIMEOUT_S (default: enough for every phase
// plus a minute each). Exits 1 when any measured phase saw a non-2xx answer or a socket error:
// such a figure is not a valid one.
//
// Processes: every server (Gatekeep, the bare Fastify ceiling) and the signing ceiling run in a
// child process of their own; this process only drives the load with autocannon. autocannon in
// the server's process would share its one event loop (and its GC pauses) with the code being
// measured, so each request would pay for its own generation; as separate processes the OS
// spreads them over the two cores, as it would a server and its clients. The ceilings use the
// same layout (the signer alone in its process), so a ratio compares like with like.
import { type ChildProcess, fork } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), '..', '..');
const CONNECTIONS = 50;
const SIGNATURES_IN_FLIGHT = 16;
const AUDIENCE = 'https://orders.example.com';
const SCOPES = ['orders:read', 'orders:write'];
/** The highest RATE_LIMIT_*_MAX that loadConfig accepts: far above what one run sends. */
const RATE_LIMIT_MAX = '1000000';

const whole = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
};

interface SignClaims {
  tid: string;
  scope: string;
  iss: string;
  sub: string;
  aud: string;
  ttl: number;
}
interface Measure {
  perSecond: number;
  p99: number;
  total: number;
  errors: number;
  detail: string;
}

switch (process.env.BENCH_ROLE) {
  case 'gatekeep':
    await serveGatekeep();
    break;
  case 'bare':
    await serveBare();
    break;
  case 'sign':
    await signCeiling();
    break;
  default:
    await orchestrate();
}

// ─── children ────────────────────────────────────────────────────────────────────────────

/** Ends the child when the parent asks (SIGTERM) or disappears (the IPC channel closes). */
function onStop(stop: () => Promise<void>): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', once);
  process.on('disconnect', once);
}

/** The real server: buildApp with the configuration the parent put in the environment. */
async function serveGatekeep(): Promise<void> {
  const { buildApp } = await import('../../server/app.ts');
  const { loadConfig } = await import('../../server/config.ts');
  const app = await buildApp(loadConfig(process.env));
  onStop(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url });
}

/** The validate ceiling: routing, JSON body parsing and serialisation, nothing else. */
async function serveBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const answer = JSON.parse(process.env.BENCH_ANSWER!);
  const app = Fastify();
  app.post('/v1/keys/validate', async () => answer);
  onStop(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url });
}

/**
 * The token ceiling: what mintApiKeyToken signs (same header, claims and 2048-bit key kind,
 * the key as a KeyObject as the server holds it), SIGNATURES_IN_FLIGHT at a time, timed per
 * signature from start to finish (queueing for the crypto thread pool included).
 */
async function signCeiling(): Promise<void> {
  const { SignJWT, calculateJwkThumbprint, exportJWK } = await import('jose');
  const claims = JSON.parse(process.env.BENCH_CLAIMS!) as SignClaims;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { n, e } = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: n!, e: e! }, 'sha256');
  const sign = () =>
    new SignJWT({ tid: claims.tid, scope: claims.scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .setIssuer(claims.iss)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${claims.ttl}s`)
      .setJti(randomUUID())
      .setAudience(claims.aud)
      .sign(privateKey);

  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: SIGNATURES_IN_FLIGHT }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await sign();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
    return { perSecond: latencies.length / elapsed, p99, total: latencies.length, errors: 0, detail: '' } satisfies Measure;
  };
  await run(Number(process.env.BENCH_WARMUP_SECONDS));
  process.send!(await run(Number(process.env.BENCH_SECONDS)));
  process.disconnect();
}

// ─── the parent ──────────────────────────────────────────────────────────────────────────

async function orchestrate(): Promise<void> {
  const seconds = whole('BENCH_SECONDS', 10);
  const warmup = whole('BENCH_WARMUP_SECONDS', 3);
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('BENCH_DATABASE_URL must start with postgres://');
  const databases: { name: string; url: string | undefined }[] = [{ name: 'PGlite', url: undefined }];
  if (databaseUrl) databases.push({ name: 'PostgreSQL', url: databaseUrl });
  const phases = 2 + 2 * databases.length;
  const timeoutS = whole('BENCH_TIMEOUT_S', phases * (seconds + warmup + 60) + 120);

  type Autocannon = (options: {
    url: string;
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    connections: number;
    duration: number;
  }) => PromiseLike<{
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }>;
  // autocannon ships no types; the little of it used here is typed above.
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

  const children = new Set<ChildProcess>();
  const tempDirs = new Set<string>();
  const killAll = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping`);
      process.exit(130);
    });
  }
  setTimeout(() => {
    console.error(`\nbench:keys exceeded BENCH_TIMEOUT_S=${timeoutS}: stopping everything`);
    process.exit(1);
  }, timeoutS * 1000).unref();

  /** Starts this file in a child with BENCH_ROLE=role; resolves with its first IPC message. */
  const startChild = <T>(role: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; message: T }> =>
    new Promise((resolve, reject) => {
      const child = fork(SELF, [], {
        cwd: ROOT,
        execArgv: ['--import', 'tsx'],
        env: { ...env, BENCH_ROLE: role },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.add(child);
      const timer = setTimeout(() => reject(new Error(`${role}: no answer within 120 s`)), 120_000);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve({ child, message: message as T });
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        children.delete(child);
        reject(new Error(`${role} exited (${signal ?? code}) before answering`));
      });
    });

  const stopChild = async (child: ChildProcess) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
  };

  const load = async (url: string, body: string, duration: number): Promise<Measure> => {
    const result = await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration,
    });
    const errors = result.non2xx + result.errors + result.timeouts;
    const statuses = Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}×${count}`);
    if (result.errors) statuses.push(`socket errors×${result.errors}`);
    if (result.timeouts) statuses.push(`timeouts×${result.timeouts}`);
    return {
      perSecond: result.requests.average,
      p99: result.latency.p99,
      total: result.requests.total,
      errors,
      detail: statuses.join(' '),
    };
  };
  /** Unmeasured load first (JIT, connection pools, caches), then the measured phase. */
  const measure = async (label: string, url: string, body: string): Promise<Measure> => {
    process.stdout.write(`${label}: ${warmup} s warm-up, ${seconds} s measured … `);
    await load(url, body, warmup);
    const m = await load(url, body, seconds);
    console.log(`${Math.round(m.perSecond)} req/s, p99 ${m.p99} ms${m.errors ? `, ${m.errors} errors (${m.detail})` : ''}`);
    return m;
  };

  /** The configuration the server children get: the caller's, minus what would change the code path. */
  const serverEnv = (dataDir: string, url: string | undefined): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PUBLIC_MAX: RATE_LIMIT_MAX,
      RATE_LIMIT_AUTH_MAX: RATE_LIMIT_MAX,
    };
    // A development signing key in DATA_DIR (so the token route signs RS256), in-memory rate
    // limiting, and the database this pass is about.
    for (const name of ['NODE_ENV', 'SIGNING_KEY', 'SIGNING_KEY_FILE', 'REDIS_URL', 'DATABASE_URL', 'BENCH_DATABASE_URL']) delete env[name];
    if (url) env.DATABASE_URL = url;
    return env;
  };

  const json = async (response: Response, expected: number) => {
    const body = (await response.json()) as { ok: boolean; data: any };
    if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const post = (url: string, body: unknown, token?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });

  // Anything else busy on the machine skews every figure: say how idle it was just before.
  const idleShare = async (ms: number) => {
    const ticks = () =>
      cpus().reduce((acc, { times }) => ({ idle: acc.idle + times.idle, all: acc.all + Object.values(times).reduce((a, b) => a + b, 0) }), {
        idle: 0,
        all: 0,
      });
    const before = ticks();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const after = ticks();
    return (after.idle - before.idle) / Math.max(1, after.all - before.all);
  };
  const idle = await idleShare(2_000);
  console.log(
    `bench:keys — ${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ` +
      `${seconds} s per phase after ${warmup} s warm-up; databases: ${databases.map((d) => d.name).join(', ')}; ` +
      `CPU idle before start ${Math.round(idle * 100)}%, load average ${loadavg()[0]!.toFixed(2)}\n`,
  );
  if (idle < 0.9) console.log(`warning: the machine was only ${Math.round(idle * 100)}% idle before the run; the figures will be low\n`);

  /** autocannon's latencies are whole milliseconds; the signing ceiling's are not. */
  const ms = (value: number) => String(Number(value.toFixed(1)));
  type Row = { route: string; database: string; m: Measure; ceiling: Measure };
  const rows: Row[] = [];
  let validateCeiling: Measure | undefined;
  let tokenCeiling: Measure | undefined;

  for (const database of databases) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-bench-keys-'));
    tempDirs.add(dataDir);
    const { child, message } = await startChild<{ url: string }>('gatekeep', serverEnv(dataDir, database.url));
    try {
      const base = message.url;
      // A user, a tenant and an API key, through the API like any client.
      const user = await json(
        await post(`${base}/v1/auth/signup`, { email: `bench-${randomUUID()}@example.com`, password: 'benchmark password' }),
        201,
      );
      const tenant = await json(await post(`${base}/v1/tenants`, { name: 'Bench' }, user.accessToken), 201);
      const created = await json(
        await post(`${base}/v1/tenants/${tenant.id}/api-keys`, { name: 'bench', scopes: SCOPES }, user.accessToken),
        201,
      );
      const validateBody = JSON.stringify({ key: created.key });
      const tokenBody = JSON.stringify({ key: created.key, audience: AUDIENCE });
      const validateAnswer = await (await post(`${base}/v1/keys/validate`, { key: created.key })).text();
      const minted = await json(await post(`${base}/v1/keys/token`, { key: created.key, audience: AUDIENCE }), 200);
      const payload = JSON.parse(Buffer.from(minted.token.split('.')[1], 'base64url').toString());

      // The ceilings, once per run, before the first database pass, shaped by what it answered.
      if (!validateCeiling || !tokenCeiling) {
        const bare = await startChild<{ url: string }>('bare', { ...process.env, BENCH_ANSWER: validateAnswer });
        try {
          validateCeiling = await measure(
            'ceiling  bare Fastify POST, constant body',
            `${bare.message.url}/v1/keys/validate`,
            validateBody,
          );
        } finally {
          await stopChild(bare.child);
        }
        // The claims of the token the server just minted.
        const claims: SignClaims = {
          tid: payload.tid,
          scope: payload.scope,
          iss: payload.iss,
          sub: payload.sub,
          aud: payload.aud,
          ttl: payload.exp - payload.iat,
        };
        process.stdout.write(`ceiling  jose RS256 sign, ${SIGNATURES_IN_FLIGHT} in flight: ${warmup} s warm-up, ${seconds} s measured … `);
        const signer = await startChild<Measure>('sign', {
          ...process.env,
          BENCH_CLAIMS: JSON.stringify(claims),
          BENCH_SECONDS: String(seconds),
          BENCH_WARMUP_SECONDS: String(warmup),
        });
        tokenCeiling = signer.message;
        await stopChild(signer.child);
        console.log(`${Math.round(tokenCeiling.perSecond)} signatures/s, p99 ${ms(tokenCeiling.p99)} ms`);
      }

      const v = await measure(`${database.name.padEnd(10)} POST /v1/keys/validate`, `${base}/v1/keys/validate`, validateBody);
      rows.push({ route: 'POST /v1/keys/validate', database: database.name, m: v, ceiling: validateCeiling });
      const t = await measure(`${database.name.padEnd(10)} POST /v1/keys/token`, `${base}/v1/keys/token`, tokenBody);
      rows.push({ route: 'POST /v1/keys/token', database: database.name, m: t, ceiling: tokenCeiling });
    } finally {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
      tempDirs.delete(dataDir);
    }
  }

  console.log(`\nload average at the end ${loadavg()[0]!.toFixed(2)}`);
  const table = [
    ['route', 'database', 'req/s', 'p99 ms', 'ceiling req/s', 'ceiling p99 ms', 'ratio', 'errors'],
    ...rows.map(({ route, database, m, ceiling }) => [
      route,
      database,
      String(Math.round(m.perSecond)),
      ms(m.p99),
      String(Math.round(ceiling.perSecond)),
      ms(ceiling.p99),
      (m.perSecond / ceiling.perSecond).toFixed(2),
      m.errors ? `${m.errors} (${m.detail})` : '0',
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  console.log('');
  for (const [i, row] of table.entries()) {
    console.log(
      row
        .map((cell, j) => (j >= 2 && j <= 6 ? cell.padStart(widths[j]!) : cell.padEnd(widths[j]!)))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(
    '\nceilings: validate ← a bare Fastify POST route answering the same body; ' +
      `token ← jose RS256 signing of the same claims, ${SIGNATURES_IN_FLIGHT} in flight (signatures/s). ratio = route req/s ÷ ceiling.`,
  );
  const invalid = rows.filter((row) => row.m.errors > 0 || row.ceiling.errors > 0);
  if (invalid.length > 0) {
    console.error(`\nNOT VALID: ${invalid.map((row) => `${row.route} on ${row.database}`).join(', ')} answered non-2xx or failed`);
    process.exitCode = 1;
  }
  // autocannon and fetch may leave keep-alive sockets to closed servers; nothing else is pending.
  process.exit();
}
