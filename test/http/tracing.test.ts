import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { eventually } from '../webhooks/helpers.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

// Issue 19, point 4: with OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a span exported over
// OTLP/HTTP. The collector here is a loopback HTTP server that keeps what it is sent.
// Issue 29, point 10: a caller's traceparent is continued only from a TRUST_PROXY peer; anyone
// else's request starts its own trace (their context a span link), sampled by the server's rule.

interface OtlpSpan {
  name: string;
  traceId: string;
  parentSpanId?: string;
  kind: number;
  links?: Array<{ traceId: string; spanId: string }>;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

let collector: Server;
let collectorUrl: string;
const exported: Array<{ path: string; body: any }> = [];
let server: ServerProcess;
/** The same, behind a proxy on loopback that TRUST_PROXY names. */
let proxied: ServerProcess;
const dataDirs: string[] = [];

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      exported.push({ path: request.url ?? '', body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
  const settings = (serviceName: string) => {
    const dataDir = migratedDataDir('gatekeep-tracing-');
    dataDirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
      OTEL_SERVICE_NAME: serviceName,
      OTEL_BSP_SCHEDULE_DELAY: '100', // export within a tenth of a second, not five
    };
  };
  [server, proxied] = await Promise.all([
    startServerProcess(settings('gatekeep-under-test')),
    startServerProcess({ ...settings('gatekeep-behind-proxy'), TRUST_PROXY: '127.0.0.1' }),
  ]);
}, 300_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  proxied?.child.kill('SIGKILL');
  await new Promise((resolve) => collector?.close(resolve));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const spans = (): Array<OtlpSpan & { service: string }> =>
  exported.flatMap(({ body }) =>
    body.resourceSpans.flatMap((resource: any) =>
      resource.scopeSpans.flatMap((scope: any) =>
        scope.spans.map((span: OtlpSpan) => ({
          ...span,
          service: resource.resource.attributes.find((a: any) => a.key === 'service.name')?.value.stringValue,
        })),
      ),
    ),
  );
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const clientContext = () => ({ traceId: randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex') });

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports a server span per request, continuing the traceparent a trusted proxy passes on', async () => {
    const { traceId, spanId: parentSpanId } = clientContext();
    const health = await fetch(`${proxied.baseUrl}/health`, { headers: { traceparent: `00-${traceId}-${parentSpanId}-01` } });
    expect(health.status).toBe(200);
    const me = await fetch(`${proxied.baseUrl}/v1/me`);
    expect(me.status).toBe(401);

    await eventually(async () => {
      const healthSpan = spans().find((span) => span.name === 'GET /health' && span.service === 'gatekeep-behind-proxy');
      expect(healthSpan).toBeDefined();
      expect(healthSpan!.traceId).toBe(traceId);
      expect(healthSpan!.parentSpanId).toBe(parentSpanId);
      expect(healthSpan!.links ?? []).toEqual([]);
      expect(healthSpan!.kind).toBe(2); // SERVER
      expect(attribute(healthSpan!, 'gatekeep.operation_id')).toBe('getHealth');
      expect(attribute(healthSpan!, 'http.response.status_code')).toBe(200);
      const meSpan = spans().find((span) => span.name === 'GET /v1/me' && span.service === 'gatekeep-behind-proxy');
      expect(attribute(meSpan!, 'http.response.status_code')).toBe(401);
      expect(meSpan!.traceId).not.toBe(traceId); // a request without traceparent starts its own trace
    });
    expect(new Set(exported.map((e) => e.path))).toEqual(new Set(['/v1/traces']));
  });

  it('starts its own trace for a client that is not a trusted proxy, linking the client’s context', async () => {
    // Two callers claim a trace: one asks to be recorded, one asks not to be (sampled flag 00).
    const recorded = clientContext();
    const unrecorded = clientContext();
    const answers = await Promise.all([
      fetch(`${server.baseUrl}/health`, { headers: { traceparent: `00-${recorded.traceId}-${recorded.spanId}-01` } }),
      fetch(`${server.baseUrl}/v1/me`, { headers: { traceparent: `00-${unrecorded.traceId}-${unrecorded.spanId}-00` } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 401]);

    await eventually(async () => {
      const mine = spans().filter((span) => span.service === 'gatekeep-under-test');
      const healthSpan = mine.find((span) => span.name === 'GET /health');
      expect(healthSpan, 'the request is traced').toBeDefined();
      expect(healthSpan!.traceId).not.toBe(recorded.traceId);
      expect(healthSpan!.parentSpanId ?? '').toBe('');
      expect(healthSpan!.links).toEqual([expect.objectContaining(recorded)]);
      expect(attribute(healthSpan!, 'gatekeep.operation_id')).toBe('getHealth');
      // The server samples by its own rule (here: every request), not by the client's flag.
      const meSpan = mine.find((span) => span.name === 'GET /v1/me');
      expect(meSpan, 'a client cannot switch tracing off').toBeDefined();
      expect(meSpan!.traceId).not.toBe(unrecorded.traceId);
      expect(meSpan!.links).toEqual([expect.objectContaining(unrecorded)]);
    });
    expect(spans().filter((span) => span.traceId === recorded.traceId || span.traceId === unrecorded.traceId)).toEqual([]);
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT values', () => {
  it('refuses one that is not an http(s) URL', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
    );
  });
});
