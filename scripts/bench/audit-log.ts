// Issue 36 point 6: what the verifiable audit log costs.
//   npm run bench:audit-log               (embedded PGlite in temp DATA_DIRs)
//   DATABASE_URL=postgres://… npm run bench:audit-log   (creates and drops databases beside it)
//   BENCH_AUDIT_PARTS=append npm run bench:audit-log   (some parts only: append, proofs, verify)
// 1. The append: createTenant and createApiKey latency with the log's append (the insert
//    trigger's tree work) against the same code with the trigger off. Three servers run side by
//    side, each on a database of its own: `on`, `off` (the trigger disabled) and `control`,
//    which is `on` again. Requests go to them in turns, one at a time, in a rotating order, so
//    the machine's bursts of noise fall on all three alike. control / on is an A/A ratio: how
//    far the method itself strays from 1 in this run. Target: on / off at most 1.10.
// 2. Proofs: inclusion proofs for random events of a tenant with BENCH_AUDIT_EVENTS (1,000,000)
//    events, timed in the server (the domain function) and over HTTP beside a plain read of the
//    same tenant (the ceiling). Target: at most 5 ms.
// 3. Offline verification (`gatekeep audit verify`'s code: a thread per core) of a
//    BENCH_AUDIT_EVENTS-event export file, and on one thread, against the ceiling of one thread
//    reading the file and parsing and hashing each line once.
//    Target: at least 200,000 events/s.
// Bounded: a fixed number of requests and events.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { auditInclusionProof } from '../../server/domain/audit/audit-proofs.ts';
import { auditLeafHash, personalDataDigest } from '../../server/protocols/transparency/audit-leaf.ts';
import { verifyAuditExport } from '../../server/protocols/transparency/verify-export.ts';
import { verifyAuditExportFile } from '../../server/protocols/transparency/verify-export-file.ts';
import { isolatedDatabase } from '../../test/helpers/isolated-database.ts';
import { benchConfig } from './bench-config.ts';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
/** Requests of each operation per arm. */
const REQUESTS = Number(process.env.BENCH_AUDIT_REQUESTS ?? 1800);
const PARTS = new Set((process.env.BENCH_AUDIT_PARTS ?? 'append,proofs,verify').split(','));
const PROOFS = 300;
const BOOTSTRAP = `bench-audit-${randomBytes(16).toString('hex')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;
const fmt = (ms: number) => ms.toFixed(2);

/**
 * A server of its own, on a database of its own (a temp DATA_DIR; on PostgreSQL a database
 * created beside DATABASE_URL's), with a signed-up user who owns a tenant on an unlimited plan
 * for the keys to go to (the free plan stops at 10).
 */
async function startBenchServer(options: { isolated?: boolean } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-bench-audit-'));
  const database = options.isolated ? await isolatedDatabase() : undefined;
  const app = await buildApp(benchConfig(dataDir, { BOOTSTRAP_TOKEN: BOOTSTRAP, JOB_CONCURRENCY: '0', ...database?.env }));
  const close = async () => {
    await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const call = async (method: string, url: string, token: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { data: any };
    };
    const signup = await (
      await fetch(`${baseUrl}/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-audit-${Date.now()}@example.com`, password: 'benchmark password' }),
      })
    ).json();
    const token = signup.data.accessToken as string;
    const billing = await call('POST', '/v1/platform/service-accounts', BOOTSTRAP, {
      name: 'bench billing',
      permissions: ['billing:write'],
    });
    const plan = await call('POST', '/v1/platform/plans', billing.data.secret, { key: `bench-${Date.now()}`, name: 'Bench', limits: {} });
    const keysTenant = (await call('POST', '/v1/tenants', token, { name: 'Bench keys' })).data.id as string;
    await call('PUT', `/v1/platform/tenants/${keysTenant}/plan`, billing.data.secret, { planId: plan.data.id });
    return { app, call, token, keysTenant, close };
  } catch (err) {
    await close();
    throw err;
  }
}

const timed = async (operation: () => Promise<unknown>) => {
  const started = performance.now();
  await operation();
  return performance.now() - started;
};

// 1. The append: on, off, and on again as the control, side by side.
if (PARTS.has('append')) {
  const ARMS = ['on', 'off', 'control'] as const;
  type Arm = (typeof ARMS)[number];
  const latencies = Object.fromEntries(ARMS.map((arm) => [arm, { createTenant: [] as number[], createApiKey: [] as number[] }]));
  // Each arm goes first, second and third equally often, and after each of the others.
  const ORDERS = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
    [0, 2, 1],
    [1, 0, 2],
  ];
  // A server can be a few per cent slower than its twin for the whole of its life (where its
  // database's backend runs, say). So three sets of servers take turns in the roles: each
  // position of start-up plays each arm once.
  for (let set = 0; set < ARMS.length; set++) {
    const servers = new Map<Arm, Awaited<ReturnType<typeof startBenchServer>>>();
    try {
      for (let position = 0; position < ARMS.length; position++) {
        servers.set(ARMS[(position + set) % ARMS.length]!, await startBenchServer({ isolated: true }));
      }
      const { db } = servers.get('off')!.app.services;
      await sql`alter table audit_events alter column log_id drop not null, alter column seq drop not null`.execute(db);
      await sql`alter table audit_events disable trigger audit_events_append`.execute(db);
      const send = async (arm: Arm, n: number) => {
        const { call, token, keysTenant } = servers.get(arm)!;
        const tenantMs = await timed(() => call('POST', '/v1/tenants', token, { name: `bench ${n}` }));
        const keyMs = await timed(() => call('POST', `/v1/tenants/${keysTenant}/api-keys`, token, { name: `bench ${n}`, scopes: [] }));
        return { tenantMs, keyMs };
      };
      // Warm-up: each server compiles its code paths and fills its caches.
      for (let n = 0; n < 30; n++) for (const arm of ARMS) await send(arm, n);
      for (let n = 0; n < REQUESTS / ARMS.length; n++) {
        for (const index of ORDERS[n % ORDERS.length]!) {
          const arm = ARMS[index]!;
          const { tenantMs, keyMs } = await send(arm, 30 + n);
          latencies[arm]!.createTenant.push(tenantMs);
          latencies[arm]!.createApiKey.push(keyMs);
        }
      }
    } finally {
      for (const server of servers.values()) await server.close();
    }
  }
  console.log(`\nappend cost: ${REQUESTS} requests of each operation per arm, in turns, over three sets of servers (median ms):`);
  for (const operation of ['createTenant', 'createApiKey'] as const) {
    const [on, off, control] = ARMS.map((arm) => median(latencies[arm]![operation]));
    console.log(
      `  ${operation.padEnd(13)} on ${fmt(on!)}  off ${fmt(off!)}  control ${fmt(control!)}  ` +
        `on/off ${(on! / off!).toFixed(3)} (target ≤ 1.10)  A/A control/on ${(control! / on!).toFixed(3)}`,
    );
  }
}

if (PARTS.has('proofs')) {
  const { app, call, token, close } = await startBenchServer();
  try {
    const { db } = app.services;
    // 2. Proofs of a tenant with EVENTS events: seeded in SQL, each through the append trigger.
    const bigTenant = (await call('POST', '/v1/tenants', token, { name: 'Bench big log' })).data.id as string;
    const seedStarted = performance.now();
    const CHUNK = 50_000;
    for (let from = 1; from < EVENTS; from += CHUNK) {
      const to = Math.min(EVENTS - 1, from + CHUNK - 1);
      await sql`
      insert into audit_events (id, occurred_at, tenant_id, actor_kind, actor_id, action, target_type, target_id, ip, request_id, metadata,
                                leaf_hash, personal_digest)
      select 'evt_' || lpad(upper(to_hex(i)), 26, '0'), now(), ${bigTenant}, 'system', null, 'bench.event', null, null, null, null, '{}'::jsonb,
             sha256(convert_to('bench event ' || i, 'UTF8')), sha256(convert_to('bench event ' || i, 'UTF8'))
        from generate_series(${from}::int, ${to}::int) as i
       order by i`.execute(db);
    }
    console.log(`\nseeded ${EVENTS - 1} more events into one tenant's log in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    const ids = await sql<{ id: string }>`
    select id from audit_events where log_id = ${bigTenant} and seq in (select (1 + floor(random() * ${EVENTS}))::bigint from generate_series(1, ${PROOFS}))`.execute(
      db,
    );
    const inServer: number[] = [];
    const overHttp: number[] = [];
    const ceiling: number[] = [];
    for (const { id } of ids.rows) {
      inServer.push(await timed(() => auditInclusionProof(app.services, bigTenant, id, EVENTS)));
      overHttp.push(await timed(() => call('GET', `/v1/tenants/${bigTenant}/audit-events/${id}/proof?treeSize=${EVENTS}`, token)));
      ceiling.push(await timed(() => call('GET', `/v1/tenants/${bigTenant}/audit/checkpoints?limit=1`, token)));
    }
    console.log(`inclusion proofs in a tree of ${EVENTS} events, ${ids.rows.length} random events (ms):`);
    console.log(`  in the server      median ${fmt(median(inServer))}  p99 ${fmt(p99(inServer))}  (target ≤ 5)`);
    console.log(`  over HTTP          median ${fmt(median(overHttp))}  p99 ${fmt(p99(overHttp))}`);
    console.log(`  ceiling (a read)   median ${fmt(median(ceiling))}  p99 ${fmt(p99(ceiling))}`);
  } finally {
    await close();
  }
}

if (PARTS.has('verify')) {
  // 3. Offline verification of an export of EVENTS events, written as the server writes them.
  const fileDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-bench-verify-'));
  try {
    const file = path.join(fileDir, 'export.ndjson');
    const out = createWriteStream(file);
    const written = performance.now();
    for (let i = 1; i <= EVENTS; i++) {
      const salt = randomBytes(16);
      const entry = {
        id: `evt_${String(i).padStart(26, '0')}`,
        occurredAt: new Date(1_790_000_000_000 + i).toISOString(),
        tenantId: 'ten_01BENCHBENCHBENCHBENCHBENCH',
        actor: { kind: 'user' as const, id: 'usr_01BENCHBENCHBENCHBENCHBENCH' },
        action: 'role.created',
        target: { type: 'role', id: `rol_${String(i).padStart(26, '0')}` },
        ip: '192.0.2.1',
        requestId: `req-${i}`,
        metadata: { name: `role-${i}`, permissions: ['audit:read'] },
      };
      const digest = personalDataDigest(entry, salt);
      const line = JSON.stringify({
        ...entry,
        seq: i,
        leafHash: auditLeafHash(entry, digest).toString('hex'),
        personalData: { digest: digest.toString('hex'), salt: salt.toString('hex') },
      });
      if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve) => out.end(() => resolve()));
    console.log(`\nwrote an export of ${EVENTS} events in ${((performance.now() - written) / 1000).toFixed(0)} s`);

    const lines = () => createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    let started = performance.now();
    let floor = 0;
    for await (const line of lines())
      floor += createHash('sha256')
        .update(JSON.stringify(JSON.parse(line)))
        .digest()[0]!;
    const ceilingSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const verified = await verifyAuditExportFile(file);
    const seconds = (performance.now() - started) / 1000;
    if (!verified.ok || verified.events !== EVENTS) throw new Error(`the bench export did not verify: ${JSON.stringify(verified.failure)}`);
    started = performance.now();
    const oneThread = await verifyAuditExport(lines());
    const oneThreadSeconds = (performance.now() - started) / 1000;
    if (oneThread.rootHash !== verified.rootHash) throw new Error('one thread and several disagree');
    const rate = (s: number) => Math.round(EVENTS / s).toLocaleString('en');
    console.log(`offline verification of ${EVENTS} events (gatekeep audit verify's code, ${availableParallelism()} cores):`);
    console.log(`  verified, ${verified.threads} threads  ${seconds.toFixed(1)} s, ${rate(seconds)} events/s  (target ≥ 200,000)`);
    console.log(`  verified, one thread  ${oneThreadSeconds.toFixed(1)} s, ${rate(oneThreadSeconds)} events/s`);
    console.log(
      `  ceiling (one thread reading, parsing and hashing each line once)  ${ceilingSeconds.toFixed(1)} s, ${rate(ceilingSeconds)} events/s; ratio ${(ceilingSeconds / seconds).toFixed(2)} (checksum ${floor % 10})`,
    );
  } finally {
    rmSync(fileDir, { recursive: true, force: true });
  }
}
