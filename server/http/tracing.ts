import { type Link, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operationIdOf } from './operation-of.ts';
import type { TrustsProxy } from './trusted-proxies.ts';

/**
 * OTEL_EXPORTER_OTLP_ENDPOINT set: a server span per request, named by its method and route,
 * carrying the operationId and status, exported over OTLP/HTTP (the exporter reads the standard OTEL_* variables: endpoint, headers, timeouts;
 * OTEL_SERVICE_NAME names the service, `gatekeep` by default). Spans are made from the app's
 * own hooks rather than by patching node:http, which ES modules make unreliable. Unset: nothing
 * is loaded into the request path at all.
 *
 * A W3C `traceparent` is continued only when the request comes from a TRUST_PROXY peer (the
 * socket's own peer, as fastify judges it). From anyone else it would let the client choose the
 * trace id (joining, or flooding, someone else's trace) and, through its sampled flag, whether
 * the server records the request at all. So an untrusted caller's request starts a trace of its
 * own, sampled by the server's rule, and the caller's context is kept only as a span link (as
 * the OpenTelemetry HTTP semantic conventions suggest for public endpoints).
 */
export function installTracing(app: FastifyInstance, endpoint: string | undefined, trustsProxy: TrustsProxy | false): void {
  if (!endpoint) return;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'gatekeep' }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  // The W3C propagator, so that traceparent is read from requests. No context manager: every
  // span here is started with its parent context passed explicitly.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const tracer = provider.getTracer('gatekeep');
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, _reply, done) => {
    const callers = propagation.extract(ROOT_CONTEXT, request.headers);
    const fromTrustedProxy = trustsProxy !== false && trustsProxy(request.socket.remoteAddress ?? '', 0);
    const callersSpan = trace.getSpanContext(callers);
    const links: Link[] = !fromTrustedProxy && callersSpan ? [{ context: callersSpan }] : [];
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': route, 'gatekeep.request_id': request.id },
        links,
        root: !fromTrustedProxy,
      },
      fromTrustedProxy ? callers : ROOT_CONTEXT,
    );
    spans.set(request, span);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      const operationId = operationIdOf(request);
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (operationId) span.setAttribute('gatekeep.operation_id', operationId);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  // What is still batched goes out before the process exits.
  app.addHook('onClose', () => provider.shutdown());
}
