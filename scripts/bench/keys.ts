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
// child process of their own (lib/child.ts says why); this process only drives the load with
// autocannon.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { dataOf, post } from './lib/api-client.ts';
import { inFlightCeiling, withBareServer } from './lib/ceilings.ts';
import { idleShare } from './lib/machine.ts';
import { type LoadOptions, measure } from './lib/load.ts';
import { type Measure, ms } from './lib/measure.ts';
import { installCleanup, makeTempDir, removeTempDir, startGatekeep, stopChild } from './lib/processes.ts';
import { BENCH_PASSWORD } from './lib/roles/in-flight.ts';
import { serverEnv } from './lib/server-env.ts';
import { benchDatabases, wholeFromEnv } from './lib/settings.ts';
import { printTable } from './lib/table.ts';

const CONNECTIONS = 50;
const SIGNATURES_IN_FLIGHT = 16;
const AUDIENCE = 'https://orders.example.com';
const SCOPES = ['orders:read', 'orders:write'];

const timing = { seconds: wholeFromEnv('BENCH_SECONDS', 10), warmup: wholeFromEnv('BENCH_WARMUP_SECONDS', 3) };
const databases = benchDatabases();
const phases = 2 + 2 * databases.length;
const timeoutS = wholeFromEnv('BENCH_TIMEOUT_S', phases * (timing.seconds + timing.warmup + 60) + 120);
installCleanup('bench:keys', timeoutS);

const idle = await idleShare(2_000);
console.log(
  `bench:keys — ${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ` +
    `${timing.seconds} s per phase after ${timing.warmup} s warm-up; databases: ${databases.map((d) => d.name).join(', ')}; ` +
    `CPU idle before start ${Math.round(idle * 100)}%, load average ${loadavg()[0]!.toFixed(2)}\n`,
);
if (idle < 0.9) console.log(`warning: the machine was only ${Math.round(idle * 100)}% idle before the run; the figures will be low\n`);

type Row = { route: string; database: string; m: Measure; ceiling: Measure };
const rows: Row[] = [];
let validateCeiling: Measure | undefined;
let tokenCeiling: Measure | undefined;

const postLoad = (url: string, body: string): LoadOptions => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  connections: CONNECTIONS,
});

for (const database of databases) {
  const dataDir = makeTempDir('gatekeep-bench-keys-');
  const { child, message } = await startGatekeep<{ url: string }>(serverEnv(dataDir, database.url));
  try {
    const base = message.url;
    // A user, a tenant and an API key, through the API like any client.
    const user = await dataOf(
      await post(`${base}/v1/auth/signup`, { email: `bench-${randomUUID()}@example.com`, password: BENCH_PASSWORD }),
      201,
    );
    const tenant = await dataOf(await post(`${base}/v1/tenants`, { name: 'Bench' }, user.accessToken), 201);
    const created = await dataOf(
      await post(`${base}/v1/tenants/${tenant.id}/api-keys`, { name: 'bench', scopes: SCOPES }, user.accessToken),
      201,
    );
    const validateBody = JSON.stringify({ key: created.secret });
    const tokenBody = JSON.stringify({ key: created.secret, audience: AUDIENCE });
    const validateAnswer = await (await post(`${base}/v1/keys/validate`, { key: created.secret })).text();
    const minted = await dataOf(await post(`${base}/v1/keys/token`, { key: created.secret, audience: AUDIENCE }), 200);

    // The ceilings, once per run, before the first database pass, shaped by what it answered.
    if (!validateCeiling || !tokenCeiling) {
      validateCeiling = await withBareServer([{ method: 'POST', url: '/v1/keys/validate', answer: validateAnswer }], (bareUrl) =>
        measure('ceiling  bare Fastify POST, constant body', postLoad(`${bareUrl}/v1/keys/validate`, validateBody), timing),
      );
      // Signing the claims of the token the server just minted.
      tokenCeiling = await inFlightCeiling(
        `ceiling  jose RS256 sign, ${SIGNATURES_IN_FLIGHT} in flight`,
        'rs256-sign',
        SIGNATURES_IN_FLIGHT,
        timing,
        { BENCH_JWT: minted.accessToken },
        'signatures/s',
      );
    }

    const v = await measure(
      `${database.name.padEnd(10)} POST /v1/keys/validate`,
      postLoad(`${base}/v1/keys/validate`, validateBody),
      timing,
    );
    rows.push({ route: 'POST /v1/keys/validate', database: database.name, m: v, ceiling: validateCeiling });
    const t = await measure(`${database.name.padEnd(10)} POST /v1/keys/token`, postLoad(`${base}/v1/keys/token`, tokenBody), timing);
    rows.push({ route: 'POST /v1/keys/token', database: database.name, m: t, ceiling: tokenCeiling });
  } finally {
    await stopChild(child);
    removeTempDir(dataDir);
  }
}

console.log(`\nload average at the end ${loadavg()[0]!.toFixed(2)}\n`);
printTable(
  ['route', 'database', 'req/s', 'p99 ms', 'ceiling req/s', 'ceiling p99 ms', 'ratio', 'errors'],
  rows.map(({ route, database, m, ceiling }) => [
    route,
    database,
    String(Math.round(m.perSecond)),
    ms(m.p99),
    String(Math.round(ceiling.perSecond)),
    ms(ceiling.p99),
    (m.perSecond / ceiling.perSecond).toFixed(2),
    m.errors ? `${m.errors} (${m.detail})` : '0',
  ]),
  new Set([2, 3, 4, 5, 6]),
);
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
