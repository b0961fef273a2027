// Issue 36 point 6: what the verifiable audit log costs.
//   npm run bench:audit-log               (embedded PGlite in a temp DATA_DIR)
//   DATABASE_URL=postgres://… npm run bench:audit-log
// 1. The append: createTenant and createApiKey latency with the log's append (the insert
//    trigger's tree work) against the same server with the trigger off, rounds interleaved so
//    that the machine's noise falls on both. Target: at most 10 % more.
// 2. Proofs: inclusion proofs for random events of a tenant with BENCH_AUDIT_EVENTS (1,000,000)
//    events, timed in the server (the domain function) and over HTTP beside a plain read of the
//    same tenant (the ceiling). Target: at most 5 ms.
// 3. Offline verification (`gatekeep audit verify`'s code: a thread per core) of a
//    BENCH_AUDIT_EVENTS-event export file, and on one thread, against the ceiling of one thread
//    reading the file and parsing and hashing each line once.
//    Target: at least 200,000 events/s.
// Bounded: a fixed number of requests and events; each part aborts after TIME_LIMIT_MS.
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
import { benchConfig } from './bench-config.ts';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const REQUESTS_PER_ROUND = Number(process.env.BENCH_AUDIT_REQUESTS ?? 100);
const ROUNDS = 4;
const PROOFS = 300;
const BOOTSTRAP = `bench-audit-${randomBytes(16).toString('hex')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;
const fmt = (ms: number) => ms.toFixed(2);

const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-bench-audit-'));
const app = await buildApp(benchConfig(dataDir, { BOOTSTRAP_TOKEN: BOOTSTRAP, JOB_CONCURRENCY: '0' }));
try {
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { db } = app.services;
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

  // An unlimited plan for the tenant the keys go to: the free plan stops at 10.
  const billing = await call('POST', '/v1/platform/service-accounts', BOOTSTRAP, { name: 'bench billing', permissions: ['billing:write'] });
  const plan = await call('POST', '/v1/platform/plans', billing.data.secret, { key: `bench-${Date.now()}`, name: 'Bench', limits: {} });
  const keysTenant = (await call('POST', '/v1/tenants', token, { name: 'Bench keys' })).data.id as string;
  await call('PUT', `/v1/platform/tenants/${keysTenant}/plan`, billing.data.secret, { planId: plan.data.id });

  // 1. The append, on and off, interleaved.
  const setAppend = async (on: boolean) => {
    if (on) {
      await sql`alter table audit_events enable trigger audit_events_append`.execute(db);
    } else {
      await sql`alter table audit_events alter column log_id drop not null, alter column seq drop not null`.execute(db);
      await sql`alter table audit_events disable trigger audit_events_append`.execute(db);
    }
  };
  const timed = async (operation: () => Promise<unknown>) => {
    const started = performance.now();
    await operation();
    return performance.now() - started;
  };
  const latencies: Record<string, Record<'on' | 'off', number[]>> = {
    createTenant: { on: [], off: [] },
    createApiKey: { on: [], off: [] },
  };
  let n = 0;
  // Warm-up, both ways.
  for (let i = 0; i < 20; i++) {
    await call('POST', '/v1/tenants', token, { name: `warm ${i}` });
    await call('POST', `/v1/tenants/${keysTenant}/api-keys`, token, { name: `warm ${i}`, scopes: [] });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      await setAppend(mode === 'on');
      for (let i = 0; i < REQUESTS_PER_ROUND; i++) {
        n += 1;
        latencies.createTenant![mode].push(await timed(() => call('POST', '/v1/tenants', token, { name: `bench ${n}` })));
        latencies.createApiKey![mode].push(
          await timed(() => call('POST', `/v1/tenants/${keysTenant}/api-keys`, token, { name: `bench ${n}`, scopes: [] })),
        );
      }
    }
  }
  await setAppend(true);
  // The rows written without the append leave, and the columns are whole again.
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`delete from audit_events where seq is null`.execute(trx);
  });
  await sql`alter table audit_events alter column log_id set not null, alter column seq set not null`.execute(db);
  console.log(`\nappend cost, ${ROUNDS * REQUESTS_PER_ROUND} sequential requests each way (median ms; with / without the append):`);
  for (const [operation, { on, off }] of Object.entries(latencies)) {
    console.log(
      `  ${operation.padEnd(13)} ${fmt(median(on))} / ${fmt(median(off))} ms  ratio ${(median(on) / median(off)).toFixed(3)}  (target ≤ 1.10)`,
    );
  }

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
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

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
