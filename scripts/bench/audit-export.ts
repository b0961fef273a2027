// Streams an audit export of 100,000 events over real HTTP and reports throughput and the
// server's memory while it runs: the point is that memory stays flat whatever the export size.
//   npm run bench:audit-export            (embedded PGlite in a temp DATA_DIR)
//   DATABASE_URL=postgres://… npm run bench:audit-export
// Bounded: one export of EVENTS rows, aborted after TIME_LIMIT_MS.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../server/app.ts';
import { benchConfig } from './bench-config.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const TIME_LIMIT_MS = 120_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-bench-'));
const config = benchConfig(dataDir);
const app = await buildApp(config);
try {
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const { db } = app.services;

  // One user who owns one tenant, through the API like any client.
  const email = `bench-${Date.now()}@example.com`;
  const signup = await (
    await fetch(`${baseUrl}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'benchmark password' }),
    })
  ).json();
  const token = signup.data.accessToken as string;
  const tenant = await (
    await fetch(`${baseUrl}/v1/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Bench' }),
    })
  ).json();
  const tenantId = tenant.data.id as string;

  // The events themselves go in with one INSERT … SELECT: seeding is not what is measured. Their
  // ids start with the new tenant id's time part, so a second run on the same database adds
  // events of its own instead of colliding with the first run's.
  const runTag = tenantId.slice('ten_'.length, 'ten_'.length + 8);
  const seedStart = performance.now();
  await sql`
    insert into audit_events (id, occurred_at, tenant_id, actor_kind, actor_id, action, target_type, target_id, ip, request_id, metadata,
                              leaf_hash, personal_digest)
    select 'evt_' || ${runTag} || to_char(i, 'FM000000000000000000'), now(), ${tenantId}, 'user', ${signup.data.user.id},
           'bench.event', 'thing', 'thing_' || i, '127.0.0.1', 'req_' || i, jsonb_build_object('i', i, 'note', 'a, "quoted" value'),
           -- A stand-in leaf: the export is what is timed; the trigger still appends each event.
           sha256(convert_to('bench event ' || i, 'UTF8')), sha256(convert_to('bench event ' || i, 'UTF8'))
    from generate_series(1, ${EVENTS}) as i
    order by i`.execute(db);
  console.log(`seeded ${EVENTS} events in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  for (const format of ['ndjson', 'csv'] as const) {
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakHeap = baseline.heapUsed;
    let peakRss = baseline.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }, 20);

    const started = performance.now();
    const response = await fetch(`${baseUrl}/v1/audit/export?tenantId=${tenantId}&format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIME_LIMIT_MS),
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    console.log(
      `${format.padEnd(6)} ${lines} lines, ${mb(bytes)} in ${seconds.toFixed(2)} s (${Math.round(lines / seconds)} lines/s); ` +
        `heap ${mb(baseline.heapUsed)} → peak ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed)}), rss peak ${mb(peakRss)}`,
    );
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
