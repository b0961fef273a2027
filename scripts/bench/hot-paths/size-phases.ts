// Hot paths 9 and 10: does a tenant's size show in a cursor page or in memory during an export?
// The rows go in by bulk SQL inside the server's process (lib/bulk-seed.ts), not through the API.
import type { ChildProcess } from 'node:child_process';
import { encodeCursor } from '../../../server/domain/pagination.ts';
import { dataOf, get } from '../lib/api-client.ts';
import type { Seeded } from '../lib/bulk-seed.ts';
import { measure, type Timing } from '../lib/load.ts';
import { askChild } from '../lib/processes.ts';
import type { MemoryReading } from '../lib/rss-sampler.ts';
import { type Fixture, newTenant, signIn } from './fixture.ts';
import { getLoad } from './loads.ts';
import { latencyVersus, MiB, plain, quantity, type Result } from './results.ts';

export const PAGE_LIMIT = 50;
/** Rows a second below which seeding or an export is taken to be stuck (the timeouts follow from it). */
export const SLOWEST_ROWS_PER_S = 2_000;

const seedTimeoutMs = (rows: number) => (rows / SLOWEST_ROWS_PER_S + 120) * 1000;

async function seed(server: ChildProcess, what: 'seedApiKeys' | 'seedAuditEvents', tenantId: string, userId: string, count: number) {
  process.stdout.write(`seeding ${count.toLocaleString('en-US')} ${what === 'seedApiKeys' ? 'API keys' : 'audit events'} … `);
  const seeded = await askChild<Seeded>(server, what, { tenantId, userId, count }, seedTimeoutMs(count));
  console.log(`${seeded.seconds.toFixed(1)} s (${Math.round(count / seeded.seconds).toLocaleString('en-US')} rows/s)`);
  return seeded;
}

/** A page of API keys from the middle of a tenant's keys, at `smallKeys` and at `bigKeys`. */
export async function cursorPagePhases(
  server: ChildProcess,
  fx: Fixture,
  database: string,
  timing: Timing,
  connections: number,
  sizes: { smallKeys: number; bigKeys: number },
): Promise<Result[]> {
  const measured = [];
  // The small tenant first, so that its page is measured on a table of its own size.
  for (const count of [sizes.smallKeys, sizes.bigKeys]) {
    const tenantId = await newTenant(fx, `Bench ${count} keys`);
    const { middleId } = await seed(server, 'seedApiKeys', tenantId, fx.ownerId, count);
    // The cursor as the API makes it for the page before this key (newest first).
    const url = `${fx.base}/v1/tenants/${tenantId}/api-keys?limit=${PAGE_LIMIT}&cursor=${encodeCursor(middleId)}`;
    const { accessToken } = await signIn(fx);
    const page = await dataOf(await get(url, accessToken), 200);
    if (page.items.length !== PAGE_LIMIT || !page.nextCursor) throw new Error(`the page at ${count} keys has ${page.items.length} items`);
    const m = await measure(
      `${database.padEnd(10)} GET …/api-keys page at ${count.toLocaleString('en-US')} keys`,
      getLoad(url, accessToken, connections),
      timing,
    );
    measured.push({ count, m });
  }
  const [small, big] = measured as [(typeof measured)[0], (typeof measured)[0]];
  const name = (count: number) => `GET /v1/tenants/{id}/api-keys page @${count.toLocaleString('en-US')} keys`;
  return [
    plain(name(small.count), database, small.m),
    latencyVersus(
      name(big.count),
      database,
      big.m,
      { m: small.m, at: `@${small.count.toLocaleString('en-US')}` },
      { most: 1.5, what: 'mean' },
    ),
  ];
}

/** One NDJSON export of `events` audit events through fetch: events/s, and the server's RSS growth meanwhile. */
export async function auditExportPhase(server: ChildProcess, fx: Fixture, database: string, events: number): Promise<Result[]> {
  const tenantId = await newTenant(fx, 'Bench audit');
  await seed(server, 'seedAuditEvents', tenantId, fx.ownerId, events);
  const { accessToken } = await signIn(fx);

  process.stdout.write(`${database.padEnd(10)} GET /v1/audit/export of ${events.toLocaleString('en-US')} events … `);
  // The baseline after a full GC: the growth is what the export itself holds.
  const before = await askChild<MemoryReading>(server, 'memory', { reset: true, collect: true });
  const started = performance.now();
  const response = await fetch(`${fx.base}/v1/audit/export?tenantId=${tenantId}&format=ndjson`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(seedTimeoutMs(events)),
  });
  let lines = 0;
  // indexOf rather than a loop over every byte: this process shares the cores with the server.
  for await (const chunk of response.body! as AsyncIterable<Uint8Array>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const after = await askChild<MemoryReading>(server, 'memory', { reset: true });

  // Every seeded event, plus the few the API itself recorded for this tenant.
  const complete = response.status === 200 && lines >= events;
  const detail = complete ? '' : `status ${response.status}, ${lines} of ≥ ${events} lines`;
  const perSecond = lines / seconds;
  const growth = (after.peak - before.rss) / MiB;
  console.log(
    `${lines.toLocaleString('en-US')} lines in ${seconds.toFixed(1)} s (${Math.round(perSecond).toLocaleString('en-US')} events/s); ` +
      `RSS ${(before.rss / MiB).toFixed(0)} MiB → peak ${(after.peak / MiB).toFixed(0)} MiB${complete ? '' : `; INCOMPLETE: ${detail}`}`,
  );
  const errors = complete ? 0 : 1;
  return [
    quantity('GET /v1/audit/export (NDJSON)', database, perSecond, 'events/s', { atLeast: 100_000 }, errors, detail),
    quantity('audit export: server RSS growth', database, growth, 'MiB', { atMost: 64 }, errors, detail),
  ];
}
