// The hot paths of the API, each beside a ceiling measured in the same run on the same machine:
//   POST /v1/keys/validate, GET /.well-known/jwks.json, GET /v1/tenants, GET /v1/me
//                                 vs a bare Fastify route answering the same constant body
//   POST /v1/keys/token, POST /v1/auth/refresh
//                                 vs jose RS256 signing of the same claims, 16 in flight
//   POST /v1/auth/login, POST /v1/auth/signup
//                                 vs argon2id verify / hash at our parameters, 16 in flight
// then: a cursor page of API keys at BENCH_SMALL_KEYS (1,000) and BENCH_BIG_KEYS (1,000,000)
// keys; validate p99 alone and during a login storm; one NDJSON audit export of
// BENCH_BIG_AUDIT (1,000,000) events with the server's RSS growth; the server's RSS idle and
// under load; on PostgreSQL, validate, token and login again with WORKERS=2 beside one process;
// last, the peers' own drivers beside us, Better Auth and Keycloak (hot-paths/peer.ts).
// On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set:
//   npm run bench:hot-paths
//   BENCH_DATABASE_URL=postgres://… npm run bench:hot-paths
//   BENCH_SECONDS=2 BENCH_WARMUP_SECONDS=1 BENCH_BIG_KEYS=20000 BENCH_BIG_AUDIT=50000 npm run bench:hot-paths   (a quick look)
//   BENCH_PROFILE_DIR=/tmp/prof npm run bench:hot-paths   (each server writes a V8 CPU profile there as it stops)
//   BENCH_ONLY=refresh,login npm run bench:hot-paths   (only the phases whose name holds a word: a route such as /v1/ or jwks, storm, server RSS, cursor page, audit export, workers, Better Auth peer, Keycloak peer)
//   BENCH_PEER=0 npm run bench:hot-paths   (no peer driver: Better Auth's published figures; Keycloak publishes none)
//   BENCH_SERVER_FLAGS='--max-semi-space-size=16' npm run bench:hot-paths   (node flags for the servers under test)
// Keycloak's first run here installs it (its setup.sh: a 170 MiB download with Maven, a JDK ≥ 21).
// 50 connections; BENCH_SECONDS (default 6) measured after BENCH_WARMUP_SECONDS (default 2) of
// unmeasured load, per phase. The whole run is killed after BENCH_TIMEOUT_S (default: every
// phase plus half a minute each, and the seeding and export at 2,000 rows/s or better).
// Prints tables, and writes every figure as JSON to bench-results/ (BENCH_RESULTS_DIR). Exits 1
// when a measured phase saw a non-2xx answer or a socket error (such a figure is not valid); an
// unmet goal is only marked ✗.
//
// Processes: as bench:keys, every server and ceiling in a child of its own (lib/child.ts says
// why); this process drives autocannon. The bulk rows go in through the server child (on PGlite
// the database lives in it), which also samples its own RSS every 50 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type Ceilings, measureCeilings } from './hot-paths/ceilings.ts';
import { makeFixture } from './hot-paths/fixture.ts';
import { comparePeer, PEERS, peerFigures, peerTimeoutS } from './hot-paths/peer.ts';
import { printResults, resultsJson } from './hot-paths/report.ts';
import { MiB, quantity, type Result } from './hot-paths/results.ts';
import { routePhases } from './hot-paths/route-phases.ts';
import { auditExportPhase, cursorPagePhases, PAGE_LIMIT, SLOWEST_ROWS_PER_S } from './hot-paths/size-phases.ts';
import { stormPhases } from './hot-paths/storm.ts';
import { WORKER_ROUTES, workerPhases } from './hot-paths/worker-phases.ts';
import { watchServer } from './lib/cpu-share.ts';
import { idleShare, machine } from './lib/machine.ts';
import { askChild, installCleanup, makeTempDir, removeTempDir, startGatekeep, stopChild } from './lib/processes.ts';
import type { MemoryReading } from './lib/rss-sampler.ts';
import { serverEnv } from './lib/server-env.ts';
import { benchDatabases, phaseSelected, wholeFromEnv } from './lib/settings.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONNECTIONS = 50;
const CEILING_PHASES = 8;
/** Eight routes, validate at rest and in the storm, two cursor pages. */
const LOAD_PHASES = 12;

const timing = { seconds: wholeFromEnv('BENCH_SECONDS', 6), warmup: wholeFromEnv('BENCH_WARMUP_SECONDS', 2) };
const sizes = { smallKeys: wholeFromEnv('BENCH_SMALL_KEYS', 1_000), bigKeys: wholeFromEnv('BENCH_BIG_KEYS', 1_000_000) };
const auditEvents = wholeFromEnv('BENCH_BIG_AUDIT', 1_000_000);
// A cursor from the middle must leave a full page, and a next one, before it.
if (sizes.smallKeys < 2 * (PAGE_LIMIT + 1)) throw new Error(`BENCH_SMALL_KEYS must be at least ${2 * (PAGE_LIMIT + 1)}`);
const databases = benchDatabases();
const perPhase = timing.warmup + timing.seconds + 30;
const rowsPerDatabase = sizes.smallKeys + sizes.bigKeys + 2 * auditEvents; // the audit events are written, then read
/** Each peer's driver, and its installer's time on a machine that lacks it. */
const peersTimeoutS = PEERS.reduce((sum, peer) => sum + peerTimeoutS(peer, perPhase) + (peer.setupS ?? 0), 0);
const timeoutS = wholeFromEnv(
  'BENCH_TIMEOUT_S',
  Math.ceil(
    CEILING_PHASES * perPhase +
      databases.length * (LOAD_PHASES * perPhase + rowsPerDatabase / SLOWEST_ROWS_PER_S + 180) +
      databases.filter((database) => database.url).length * (WORKER_ROUTES.length * perPhase + 120) +
      peersTimeoutS +
      60,
  ),
);
installCleanup('bench:hot-paths', timeoutS);

const idle = await idleShare(2_000);
const host = machine(idle);
const loadAtStart = loadavg()[0]!;
console.log(
  `bench:hot-paths — ${host.cores} cores (${host.cpuModel}), Node ${process.version}, ${CONNECTIONS} connections, ` +
    `${timing.seconds} s per phase after ${timing.warmup} s warm-up; pages at ${sizes.smallKeys.toLocaleString('en-US')} and ` +
    `${sizes.bigKeys.toLocaleString('en-US')} keys, export of ${auditEvents.toLocaleString('en-US')} events; ` +
    `databases: ${databases.map((d) => d.name).join(', ')}; CPU idle before start ${Math.round(idle * 100)}%, ` +
    `load average ${loadAtStart.toFixed(2)}; stops after ${timeoutS} s\n`,
);
if (idle < 0.9) console.log(`warning: the machine was only ${Math.round(idle * 100)}% idle before the run; the figures will be low\n`);

/** BENCH_PROFILE_DIR: the server runs under --cpu-prof, for `node --cpu-prof`'s view of a phase. */
function profileFlags(): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

/** What the RSS held at its peak, beside the figure: V8's heap (used of reserved) and what lives outside it. */
const peakMakeUp = ({ atPeak }: MemoryReading) =>
  `at the peak: V8 heap ${Math.round(atPeak.heapUsed / MiB)} of ${Math.round(atPeak.heapTotal / MiB)} MiB reserved, ` +
  `external ${Math.round(atPeak.external / MiB)} MiB (array buffers ${Math.round(atPeak.arrayBuffers / MiB)})`;

const results: Result[] = [];
let ceilings: Ceilings | undefined;

for (const database of databases) {
  const dataDir = makeTempDir('gatekeep-bench-hot-paths-');
  // --expose-gc: the export's memory baseline is taken after a full collection.
  const { child: server, message } = await startGatekeep<{ url: string }>(serverEnv(dataDir, database.url), {
    nodeFlags: ['--expose-gc', ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean), ...profileFlags()],
  });
  watchServer(server.pid);
  try {
    // Its RSS over a second of doing nothing, right after start (the start's own peak left out).
    await askChild<MemoryReading>(server, 'memory', { reset: true });
    await sleep(1_000);
    const atStart = await askChild<MemoryReading>(server, 'memory', { reset: true });

    const fx = await makeFixture(message.url);
    // The ceilings once per run, before the first database pass, shaped by what it answered.
    ceilings ??= await measureCeilings(fx, timing, CONNECTIONS);

    await askChild<MemoryReading>(server, 'memory', { reset: true });
    results.push(...(await routePhases(fx, database.name, ceilings, timing, CONNECTIONS)));
    if (phaseSelected('storm')) results.push(...(await stormPhases(fx, database.name, timing)));
    const underLoad = await askChild<MemoryReading>(server, 'memory', { reset: true });
    console.log(`${database.name.padEnd(10)} server RSS peak under load ${Math.round(underLoad.peak / MiB)} MiB, ${peakMakeUp(underLoad)}`);
    await sleep(1_000);
    const warm = await askChild<MemoryReading>(server, 'memory', {});
    if (phaseSelected('server RSS'))
      results.push(
        quantity('server RSS idle after start', database.name, atStart.peak / MiB, 'MiB'),
        quantity('server RSS idle, warm (before seeding)', database.name, warm.rss / MiB, 'MiB'),
        quantity(
          'server RSS peak under load',
          database.name,
          underLoad.peak / MiB,
          'MiB',
          { atMost: database.url ? 200 : 400 },
          0,
          peakMakeUp(underLoad),
        ),
      );

    // The bulk rows last: they grow the server (PGlite's memory above all) for good.
    if (phaseSelected('cursor page')) results.push(...(await cursorPagePhases(server, fx, database.name, timing, CONNECTIONS, sizes)));
    if (phaseSelected('audit export')) results.push(...(await auditExportPhase(server, fx, database.name, auditEvents)));
    if (database.url && (phaseSelected('cursor page') || phaseSelected('audit export'))) {
      // A PostgreSQL database outlives the run: it keeps no million-row bench tenants.
      process.stdout.write('removing the seeded rows from PostgreSQL … ');
      await askChild(server, 'dropSeeded', {}, ((sizes.smallKeys + sizes.bigKeys + auditEvents) / SLOWEST_ROWS_PER_S + 120) * 1000);
      console.log('done');
    }
  } finally {
    watchServer(undefined);
    await stopChild(server);
    removeTempDir(dataDir);
  }
}

// PostgreSQL again, with two server processes (WORKERS=2), once the one-process pass has stopped.
for (const database of databases) {
  if (!database.url) continue;
  const dataDir = makeTempDir('gatekeep-bench-workers-');
  try {
    results.push(...(await workerPhases({ name: database.name, url: database.url }, dataDir, results, timing, CONNECTIONS)));
  } finally {
    removeTempDir(dataDir);
  }
}

const loadAtEnd = loadavg()[0]!;
console.log(`\nload average at the end ${loadAtEnd.toFixed(2)}\n`);
printResults(results);
console.log(
  '\nratio = route req/s ÷ its ceiling (bare Fastify route with the same body; RS256 signing of the same claims or argon2id ' +
    `at our parameters, 16 in flight, per second). Cursor page: mean latency at ${sizes.bigKeys.toLocaleString('en-US')} keys ÷ at ` +
    `${sizes.smallKeys.toLocaleString('en-US')}. Storm: validate p99 during the login storm ÷ at rest. MiB = 2^20 bytes.`,
);
const peers = [];
for (const peer of PEERS) {
  if (!phaseSelected(`${peer.name} peer`)) continue;
  const run = await peerFigures(ROOT, peer, timing, peerTimeoutS(peer, perPhase));
  if (run) peers.push(comparePeer(results, peer, run));
}

const invalid = results.filter((r) => r.errors > 0);
// For machines, in a file of its own: people read the tables above.
const resultsDir = process.env.BENCH_RESULTS_DIR ?? path.join(ROOT, 'bench-results');
const resultsFile = path.join(resultsDir, `hot-paths-${new Date().toISOString().replaceAll(':', '-')}.json`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({
    bench: 'hot-paths',
    machine: host,
    loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number(loadAtEnd.toFixed(2)) },
    settings: { connections: CONNECTIONS, ...timing, ...sizes, auditEvents },
    valid: invalid.length === 0,
    results: resultsJson(results),
    peers,
  })}\n`,
);
console.log(`\nEvery figure, as JSON: ${path.relative(process.cwd(), resultsFile)}`);
if (invalid.length > 0) {
  console.error(`\nNOT VALID: ${invalid.map((r) => `${r.name} on ${r.database}`).join(', ')} answered non-2xx or failed`);
  process.exitCode = 1;
}
// autocannon and fetch may leave keep-alive sockets to closed servers; nothing else is pending.
process.exit();
