import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { countJobsByStatus } from '../db/repositories/jobs.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { readBearerCredential } from '../identity/bearer-credential.ts';
import { secretsEqual } from '../identity/constant-time.ts';
import { operationIdOf } from './operation-of.ts';

/**
 * Prometheus metrics of one app (a registry of its own: tests run several apps in one process).
 * Requests by operationId and status, rate-limit refusals, jobs (webhook deliveries are jobs of
 * type `webhooks.deliver`) by type and outcome, the queue's depth, PostgreSQL's pool, and Node's
 * own process metrics.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'gatekeep_http_requests_total',
    help: 'HTTP requests answered, by operationId (or "unmatched"), method and status.',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'gatekeep_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by operationId, method and status.',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly rateLimited = new Counter({
    name: 'gatekeep_rate_limit_rejections_total',
    help: 'Requests refused with 429 RATE_LIMITED, by operationId.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  private readonly jobAttempts = new Counter({
    name: 'gatekeep_job_attempts_total',
    help: 'Job attempts whose outcome was recorded, by job type and outcome (succeeded, retry, failed, released). Webhook deliveries are the type webhooks.deliver.',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(database: Database) {
    collectDefaultMetrics({ register: this.registry, prefix: 'gatekeep_' });
    const registers = [this.registry];
    new Gauge({
      name: 'gatekeep_jobs',
      help: 'Jobs in the queue, by status (read from the database at each scrape).',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        this.reset();
        for (const { status, count } of await countJobsByStatus(database.db)) this.set({ status }, count);
      },
    });
    if (database.poolStats) {
      const stats = database.poolStats;
      new Gauge({
        name: 'gatekeep_db_pool_connections',
        help: 'PostgreSQL pool connections, by state: total, idle, and requests waiting for one.',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const { total, idle, waiting } = stats();
          this.set({ state: 'total' }, total);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'waiting' }, waiting);
        },
      });
    }
  }

  requestAnswered(operation: string, method: string, status: number, seconds: number): void {
    const labels = { operation, method, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
    if (status === 429) this.rateLimited.inc({ operation });
  }

  jobAttemptSettled(type: string, outcome: string): void {
    this.jobAttempts.inc({ type, outcome });
  }
}

/**
 * Counts every answer, and serves `GET /metrics`: on the API's port only with
 * `Authorization: Bearer $METRICS_TOKEN` (404 without METRICS_TOKEN, as if it did not exist),
 * and on METRICS_HOST:METRICS_PORT, when a port is set, without a token: that listener is for
 * the scraper's network only, so it binds loopback unless METRICS_HOST opens it.
 * Not in openapi.yaml: Prometheus reads it, not API clients, and it is text, not JSON.
 */
export function installMetrics(app: FastifyInstance, config: Config, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const operation = operationIdOf(request) ?? 'unmatched';
    metrics.requestAnswered(operation, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const token = config.metrics.token;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const credential = readBearerCredential(request);
      if (credential.kind === 'absent') throw new AppError('UNAUTHENTICATED');
      if (credential.kind !== 'token' || !secretsEqual(credential.token, token))
        throw new AppError('INVALID_CREDENTIAL', undefined, { bearerTokenRejected: true });
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  if (config.metrics.port !== undefined) {
    const scrape = Fastify({ logger: false });
    scrape.get('/metrics', async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()));
    app.addHook('onReady', async () => {
      await scrape.listen({ host: config.metrics.host, port: config.metrics.port });
    });
    app.addHook('onClose', async () => {
      await scrape.close();
    });
  }
}
