import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { eventually } from '../webhooks/helpers.ts';

// Issue 19, point 4: with OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a span exported over
// OTLP/HTTP, continuing the caller's traceparent. The collector here is a loopback HTTP server
// that keeps what it is sent.

interface OtlpSpan {
  name: string;
  traceId: string;
  parentSpanId?: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

let collector: Server;
let collectorUrl: string;
const exported: Array<{ path: string; body: any }> = [];
let server: ServerProcess;
let dataDir: string;

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
  dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-tracing-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
    OTEL_SERVICE_NAME: 'gatekeep-under-test',
    OTEL_BSP_SCHEDULE_DELAY: '100', // export within a tenth of a second, not five
  });
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await new Promise((resolve) => collector?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports a server span per request, continuing the caller’s traceparent', async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentSpanId = randomBytes(8).toString('hex');
    const health = await fetch(`${server.baseUrl}/health`, { headers: { traceparent: `00-${traceId}-${parentSpanId}-01` } });
    expect(health.status).toBe(200);
    const me = await fetch(`${server.baseUrl}/v1/me`);
    expect(me.status).toBe(401);

    await eventually(async () => {
      const healthSpan = spans().find((span) => span.name === 'GET /health');
      expect(healthSpan).toBeDefined();
      expect(healthSpan!.traceId).toBe(traceId);
      expect(healthSpan!.parentSpanId).toBe(parentSpanId);
      expect(healthSpan!.kind).toBe(2); // SERVER
      expect(healthSpan!.service).toBe('gatekeep-under-test');
      expect(attribute(healthSpan!, 'gatekeep.operation_id')).toBe('getHealth');
      expect(attribute(healthSpan!, 'http.response.status_code')).toBe(200);
      const meSpan = spans().find((span) => span.name === 'GET /v1/me');
      expect(attribute(meSpan!, 'http.response.status_code')).toBe(401);
      expect(meSpan!.traceId).not.toBe(traceId); // a request without traceparent starts its own trace
    });
    expect(new Set(exported.map((e) => e.path))).toEqual(new Set(['/v1/traces']));
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT values', () => {
  it('refuses one that is not an http(s) URL', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
    );
  });
});
