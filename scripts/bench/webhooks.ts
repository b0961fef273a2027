// Webhook delivery: throughput of the job workers on a backlog, and the latency from a change
// to its delivery at an idle instance. A loopback receiver answers 204.
//   npm run bench:webhooks                 (embedded PGlite in a temp DATA_DIR)
//   DATABASE_URL=postgres://… npm run bench:webhooks
// Bounded: BENCH_DELIVERIES (2,000) queued deliveries and 100 single changes, each phase
// aborted after TIME_LIMIT_MS.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { newId } from '../../server/domain/ids.ts';
import { publishWebhookEvent } from '../../server/domain/webhooks/publish-event.ts';
import { benchConfig } from './bench-config.ts';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2_000);
const SINGLE_CHANGES = 100;
const TIME_LIMIT_MS = 120_000;

const received: number[] = [];
let onReceived: (() => void) | undefined;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push(performance.now());
    response.writeHead(204).end();
    onReceived?.();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;

async function until(count: number): Promise<void> {
  const deadline = Date.now() + TIME_LIMIT_MS;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} deliveries within ${TIME_LIMIT_MS} ms`);
    await new Promise<void>((resolve) => {
      onReceived = resolve;
      setTimeout(resolve, 50);
    });
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-bench-'));
// The receiver is on loopback, which webhook targets may reach only with private targets allowed.
const config = benchConfig(dataDir, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
const app = await buildApp(config);
try {
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const call = async (method: string, url: string, body: unknown, token?: string) =>
    (await (
      await fetch(`${baseUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      })
    ).json()) as any;
  const signup = await call('POST', '/v1/auth/signup', { email: `bench-${Date.now()}@example.com`, password: 'benchmark password' });
  const token = signup.data.accessToken as string;
  // An endpoint's deliveries go out one at a time and a tenant has WEBHOOK_TENANT_CONCURRENCY
  // running, so the backlog is spread over 4 tenants with 2 endpoints each: 8 lanes, enough
  // to keep every worker busy. Each change reaches both endpoints of its tenant.
  const TENANTS = 4;
  const ENDPOINTS_PER_TENANT = 2;
  const tenantIds: string[] = [];
  for (let i = 0; i < TENANTS; i++) {
    const id = (await call('POST', '/v1/tenants', { name: `Bench ${i}` }, token)).data.id as string;
    for (let e = 0; e < ENDPOINTS_PER_TENANT; e++)
      await call('POST', `/v1/tenants/${id}/webhook-endpoints`, { url: hookUrl, eventTypes: ['role.created'] }, token);
    tenantIds.push(id);
  }
  const tenantId = tenantIds[0]!;
  console.log(`${app.database.kind}, JOB_CONCURRENCY=${config.jobs.concurrency}, JOB_POLL_MS=${config.jobs.pollMs}`);

  // Phase 1: a backlog. Workers stopped while the outbox is filled (seeding is not measured).
  await app.jobRunner.stop();
  received.length = 0;
  const EVENTS = Math.ceil(DELIVERIES / ENDPOINTS_PER_TENANT);
  for (let done = 0; done < EVENTS; done += 250) {
    await app.services.db.transaction().execute(async (trx) => {
      for (let i = done; i < Math.min(done + 250, EVENTS); i++) {
        await publishWebhookEvent(trx, app.services, {
          id: newId('evt'),
          tenantId: tenantIds[i % TENANTS]!,
          type: 'role.created',
          data: { id: `rol_${i}`, name: `r${i}`, description: null, permissions: [], builtIn: false },
        });
      }
    });
  }
  const backlog = EVENTS * ENDPOINTS_PER_TENANT;
  const started = performance.now();
  app.jobRunner.start();
  await until(backlog);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `backlog: ${backlog} deliveries over ${TENANTS * ENDPOINTS_PER_TENANT} endpoints of ${TENANTS} tenants in ${seconds.toFixed(2)} s = ${Math.round(backlog / seconds)} deliveries/s`,
  );

  // Phase 2: one change at a time through the API, from sending the request (a role creation:
  // argon2-free, one transaction) to the receiver getting the webhook.
  await new Promise((resolve) => setTimeout(resolve, config.jobs.pollMs + 100));
  received.length = 0;
  const latencies: number[] = [];
  for (let i = 0; i < SINGLE_CHANGES; i++) {
    const sent = performance.now();
    const created = await call('POST', `/v1/tenants/${tenantId}/roles`, { name: `single-${i}`, permissions: [] }, token);
    if (!created.ok) throw new Error(JSON.stringify(created));
    // Both endpoints of the tenant get it; the first arrival counts.
    await until(ENDPOINTS_PER_TENANT * i + 1);
    latencies.push(received[ENDPOINTS_PER_TENANT * i]! - sent);
    await until(ENDPOINTS_PER_TENANT * (i + 1));
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `request → webhook received (${SINGLE_CHANGES} sequential changes): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
} finally {
  await app.close();
  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
}
