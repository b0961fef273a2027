import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.ts';
import type { DataDirHolder } from './db/data-dir-lock.ts';
import { type Database, openDatabase } from './db/database.ts';
import { type InvalidationFeed, localInvalidations, postgresInvalidations } from './db/invalidations.ts';
import { createCredentialCaches, forgetTopic } from './domain/credentials/credential-caches.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ENCRYPTED_COLUMNS } from './db/repositories/encrypted-secrets.ts';
import { assertSecretsDecryptable } from './db/rewrite-secrets.ts';
import { LastUsedRecorder } from './domain/api-keys/last-used.ts';
import { JobRunner } from './domain/jobs/job-runner.ts';
import { JOB_TYPES } from './domain/jobs/registry.ts';
import { createMailer } from './domain/mail/mailer.ts';
import { type KeyRing, loadKeyRing } from './domain/tokens/key-ring.ts';
import { userAccessTokens } from './domain/tokens/user-access-tokens.ts';
import type { HandlerContext } from './handlers/handler.ts';
import { handlers } from './handlers/index.ts';
import { registerDocs } from './http/docs.ts';
import { registerPortal } from './http/portal.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installLimitClamp } from './http/list-limit.ts';
import { type LocationBuilder, locationBuilderFor } from './http/location.ts';
import { deferRequestLoggers } from './http/deferred-child-logger.ts';
import { loggerOptions } from './http/logger.ts';
import { installMethodNotAllowed } from './http/method-not-allowed.ts';
import { type LoadedSpec, loadSpec, type OperationInfo } from './http/operations.ts';
import { installRateLimits, type RateLimits } from './http/rate-limit.ts';
import { acceptOnlyDeclaredBodies, requireBody } from './http/request-bodies.ts';
import { requestIdFor } from './http/request-id.ts';
import { serializerCompiler } from './http/serializers.ts';
import { validatorCompiler } from './http/validators.ts';
import { type Actor, ANONYMOUS } from './identity/actor.ts';
import { type IdentityResolvers, identityResolvers } from './identity/resolve-identity.ts';
import { guardFor } from './policy/guard.ts';
import type { Membership } from './policy/membership.ts';
import { openRedis } from './redis.ts';
import { installCors } from './http/cors.ts';
import { installMetrics, Metrics } from './http/metrics.ts';
import { installTracing } from './http/tracing.ts';
import { trustedProxies } from './http/trusted-proxies.ts';
import { startOpenIdProvider } from './openid-provider.ts';
import { contentSecurityPolicy, type Page } from './pages/html.ts';
import { registerPasskeyScript } from './pages/passkey-script.ts';
import { loadSecretCipher } from './secrets/load-secret-cipher.ts';
import type { SecretCipher } from './secrets/secret-cipher.ts';
import type { Services } from './services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
    /** Set by the tenant policies: the caller's membership of the route's tenant. */
    membership: Membership | undefined;
  }
  interface FastifyInstance {
    services: Services;
    database: Database;
    jobRunner: JobRunner;
  }
}

export interface BuildOptions {
  /** Where logs go; tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Who holds the embedded database's DATA_DIR lock: the server, unless an operator command says otherwise. */
  holder?: DataDirHolder;
}

/** The whole HTTP application: openapi.yaml → glue routes → identity → guard → handler → envelope. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const trustsProxy = trustedProxies(config.trustProxy);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: trustsProxy,
    bodyLimit: config.bodyLimitBytes,
    // Ids are bounded by their schemas (a clear 400); the router's own cap would answer a bare 414.
    routerOptions: { maxParamLength: 8_192 },
    return503OnClosing: true,
  });
  deferRequestLoggers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installLimitClamp(app);
  acceptOnlyDeclaredBodies(app);
  app.decorateRequest('actor', null as never);
  app.decorateRequest('membership', undefined);
  // Every request passes the global hooks: callback style, so none of them costs a promise.
  app.addHook('onRequest', (request, reply, done) => {
    request.actor = ANONYMOUS;
    reply.header('x-request-id', request.id);
    done();
  });
  // While draining, answer in-flight requests with `Connection: close`: a keep-alive socket
  // that was busy when close() began would otherwise hold the server open until it times out.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSyncCommits: config.pgliteSyncCommits,
    onConnectionLost: (connectionError) => app.log.warn({ connectionError }, 'database connection lost'),
    holder: options.holder ?? { role: 'server', command: 'npm start', port: config.port },
  });
  app.addHook('onClose', () => database.close());
  // PORT=0 picks a port at listen: the lock then names the real one.
  const dataDirLock = database.dataDirLock;
  if (dataDirLock) {
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') await dataDirLock.recordPort(address.port);
    });
  }
  let secretCipher: SecretCipher;
  let keys: KeyRing;
  try {
    secretCipher = await loadSecretCipher(config);
    await migrateToLatest(database.db, { secretCipher });
    await assertSecretsDecryptable(database.db, secretCipher, ENCRYPTED_COLUMNS);
    keys = await loadKeyRing(config, { db: database.db, cipher: secretCipher });
  } catch (err) {
    // Closing also gives up the embedded database's DATA_DIR lock.
    await database.close();
    throw err;
  }

  // REDIS_URL: the rate-limit buckets live there, and readiness asks it as it asks the database.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  // The caches ask the feed whether to trust themselves on every read, which is never before
  // the feed below exists (requests come after buildApp).
  const credentials = createCredentialCaches(() => feed.healthy());
  const forget = (topic: string) => forgetTopic(credentials, topic);
  const feed: InvalidationFeed = config.databaseUrl ? postgresInvalidations(config.databaseUrl, forget) : localInvalidations(forget);
  app.addHook('onClose', () => feed.close());
  const services: Services = {
    db: database.db,
    config,
    keys,
    secretCipher,
    mailer: createMailer(config.mail, config.dataDir, app.log.child({ component: 'mail' })),
    accessTokens: userAccessTokens(keys, config.issuer, config.accessTokenTtl),
    credentials,
    apiKeyUsage: new LastUsedRecorder(),
    jobs: { nudge() {}, noteQueued() {} },
    ...(redis ? { rateLimitStore: { ping: () => redis.client.ping() } } : {}),
  };
  installTracing(app, config.otlpEndpoint, trustsProxy);
  // Counted only where they can be read: without METRICS_TOKEN or METRICS_PORT no request pays for them.
  const metrics = config.metrics.token || config.metrics.port !== undefined ? new Metrics(database) : undefined;
  if (metrics) installMetrics(app, config, metrics);
  const jobRunner = new JobRunner(services, JOB_TYPES, config.jobs, app.log.child({ component: 'jobs' }), (type, outcome) =>
    metrics?.jobAttemptSettled(type, outcome),
  );
  services.jobs = jobRunner;
  app.addHook('onReady', async () => jobRunner.start());
  // Before onClose closes the database: running jobs finish or go back to the queue.
  app.addHook('preClose', () => jobRunner.stop());
  // A change that queued webhook deliveries (outbox) has committed by now: start on them.
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode < 400) jobRunner.nudgeIfQueued();
    done();
  });
  app.decorate('services', services);
  app.decorate('jobRunner', jobRunner);
  app.decorate('database', database);

  const spec = loadSpec();
  // Before the routes and their hooks: the provider's endpoints are handed over as they arrive.
  await startOpenIdProvider(app, services, spec.operations.values());
  const resolvers = identityResolvers(services);
  const rateLimits = await installRateLimits(app, config, resolvers, redis);
  // Before CORS: a preflight from an origin CORS_ORIGINS does not list is refused here, with
  // a message naming the setting, instead of the plugin's silent 204 without CORS headers.
  installMethodNotAllowed(app, spec, config.corsOrigins);
  await installCors(app, config.corsOrigins);
  await app.register(openapiGlue, {
    specification: withoutMountedOperations(spec),
    // The glue merges these options into the route it builds from the operation.
    operationResolver: ((operationId: string) => routeFor(spec, operationId, services, resolvers, rateLimits)) as never,
  });
  await registerDocs(app, spec);
  if (services.oidcInteractions) registerPasskeyScript(app);
  if (services.portalCodes) await registerPortal(app, spec);
  return app;
}

/** The spec the glue builds routes from: every operation but those a mounted library serves. */
function withoutMountedOperations(spec: LoadedSpec) {
  const document = structuredClone(spec.document);
  for (const operation of spec.operations.values()) {
    if (operation.mounted) delete document.paths[operation.path][operation.method.toLowerCase()];
  }
  for (const [path, item] of Object.entries(document.paths)) {
    if (!Object.keys(item as object).some((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))) delete document.paths[path];
  }
  return document;
}

/** Fails the start, rather than serving a route, when an operation lacks a handler or a policy. */
function routeFor(spec: LoadedSpec, operationId: string, services: Services, resolvers: IdentityResolvers, rateLimits: RateLimits) {
  const operation = spec.operations.get(operationId);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is typed per operation; the glue looks handlers up by name
  const handler = (handlers as Record<string, ((ctx: HandlerContext<any>) => Promise<unknown>) | undefined>)[operationId];
  if (!operation || !handler) throw new Error(`Operation ${operationId} has no handler in server/handlers`);
  if (!operation.access) throw new Error(`Operation ${operationId} declares no x-gatekeep-access policy`);
  const limit = rateLimits.hookFor(operation); // onRequest: before parsing, validation and identity
  const guard = guardFor(operation.access, resolvers, services);
  return {
    ...(limit ? { onRequest: limit } : {}),
    ...(operation.bodyRequired ? { preValidation: requireBody } : {}),
    // A public operation needs no identity and its policy allows everyone: no hook at all
    // (every request is ANONYMOUS until a guard says otherwise, see onRequest above).
    ...(operation.access.policy === 'public' ? {} : { preHandler: guard }),
    handler: envelopeHandler(operation, handler, services, locationBuilderFor(spec, operation)),
  };
}

/** A hosted page: its status, security headers, cookies, and the document or the redirect. */
function sendPage(reply: FastifyReply, page: Page) {
  reply.code(page.status);
  reply.header('cache-control', 'no-store');
  reply.header('content-security-policy', contentSecurityPolicy(page.formTargets, page.scripts));
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  if (page.cookies?.length) reply.header('set-cookie', page.cookies);
  if (page.location) return reply.header('location', page.location).send();
  return reply.type('text/html; charset=utf-8').send(page.html);
}

/** Sessions show it to their user; a header can be up to the header limit, a session keeps 512 characters. */
const USER_AGENT_MAX = 512;

function userAgentOf(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, USER_AGENT_MAX) : null;
}

function envelopeHandler(
  operation: OperationInfo,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one envelope for every operation: the handler table holds the per-operation types
  handler: (ctx: HandlerContext<any>) => Promise<unknown>,
  services: Services,
  location: LocationBuilder | undefined,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request carries decorations (actor, membership) set by earlier hooks
  return async (request: any, reply: any) => {
    const data = await handler({
      services,
      actor: request.actor,
      membership: request.membership,
      meta: { actor: request.actor, ip: request.ip ?? null, userAgent: userAgentOf(request), requestId: request.id },
      // Typed per operation by the handler table; here, any operation's body.
      body: request.body as never,
      params: request.params,
      query: request.query,
      request,
      reply,
    });
    // The handler answered itself (a precomputed document, or 304 to a client that holds it).
    if (reply.sent) return reply;
    if (operation.page) return sendPage(reply, data as Page);
    reply.code(operation.successStatus);
    // A redirecting operation (the IdP callbacks) returns where to: no body, only Location.
    if (operation.successStatus >= 300) return reply.header('location', data as string).send();
    if (location) reply.header('location', location(request.params, data));
    return operation.raw ? data : { ok: true, data };
  };
}
