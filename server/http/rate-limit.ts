import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { readBearerCredential } from '../identity/bearer-credential.ts';
import { type IdentityResolvers, resolveIdentity } from '../identity/resolve-identity.ts';
import type { RedisConnection } from '../redis.ts';
import { hashSecret } from '../secrets/issued-secrets.ts';
import type { OperationInfo } from './operations.ts';

type BucketKind = NonNullable<OperationInfo['rateLimit']>['bucket'];

/** What a route's `x-gatekeep-rate-limit: { bucket }` counts: how many requests per window, and whose. */
interface BucketPolicy {
  max: number;
  /** Requests with the same subject on the same route share one counter. */
  subject(request: FastifyRequest): string | Promise<string>;
  /** One counter per subject for every route of the bucket, rather than one per route. */
  acrossRoutes?: boolean;
}

function bucketPolicies(config: Config, resolvers: IdentityResolvers): Record<BucketKind, BucketPolicy | undefined> {
  // Per client address: TRUST_PROXY decides what request.ip is. IPv6 addresses count per /64,
  // as the plugin's own default key does, since one host usually holds a whole /64.
  const clientAddress = (request: FastifyRequest) => rateLimit.normalizeIP(request.ip);
  // Per platform credential (a gkp_ key, a directory's included, or the bootstrap token),
  // decided by resolving it here, so that its first request on any instance already counts as
  // itself. The guard reuses this outcome (resolveIdentity resolves once per request). Keyed by
  // a hash, never the credential itself: keys are visible to anyone who can read Redis. A
  // credential that does not resolve (none, or a made-up one) counts against the client
  // address, so rotating random tokens cannot dodge the limit; a store that cannot answer
  // fails closed.
  const platformCredential = async (request: FastifyRequest) => {
    const identity = await resolveIdentity('platformBearer', request, resolvers);
    if (identity.outcome === 'unavailable') throw new AppError('IDENTITY_BACKEND_UNAVAILABLE');
    const credential = readBearerCredential(request);
    if (identity.outcome !== 'resolved' || credential.kind !== 'token') return `ip:${clientAddress(request)}`;
    return `cred:${hashSecret(credential.token).slice(0, 32)}`;
  };
  return {
    public: { max: config.rateLimitPublicMax, subject: clientAddress },
    // The anonymous doors to passwords, sessions and MFA codes: checked before the body is
    // parsed, so an over-limit request never reaches argon2.
    auth: { max: config.rateLimitAuthMax, subject: clientAddress },
    // Each platform credential, on each platform route.
    platform: { max: config.rateLimitPlatformMax, subject: platformCredential },
    // Per directory (issue 35): its identity provider's whole sync, every SCIM route together,
    // draws from one bucket of its own, so one directory's bulk sync cannot spend another's
    // or the platform's. Resolved like the platform bucket's credential.
    scim: { max: config.rateLimitScimMax, acrossRoutes: true, subject: platformCredential },
    // Per signed-in user (issue 29): every invitation mails a stranger, so one account, or one
    // stolen token, sends a bounded number whatever tenants it manages. A token that does not
    // resolve counts against the client address, as on the platform routes.
    invite: {
      max: config.rateLimitInviteMax,
      subject: async (request) => {
        const identity = await resolveIdentity('userBearer', request, resolvers);
        if (identity.outcome === 'unavailable') throw new AppError('IDENTITY_BACKEND_UNAVAILABLE');
        if (identity.outcome !== 'resolved' || identity.actor.kind !== 'user') return `ip:${clientAddress(request)}`;
        return `user:${identity.actor.userId}`;
      },
    },
  };
}

export interface RateLimits {
  /** The route's `onRequest` limiter, or undefined when the operation declares no rate limit. */
  hookFor(operation: OperationInfo): onRequestAsyncHookHandler | undefined;
}

/** Prefix of every bucket key in Redis: `gatekeep:rate-limit:<operationId>:<subject>`. */
export const REDIS_KEY_PREFIX = 'gatekeep:rate-limit:';

/**
 * @fastify/rate-limit, per route as openapi.yaml declares it. The check runs in the route's
 * `onRequest` hook, before body parsing and validation, so that an over-limit request costs
 * almost nothing whatever its body. Buckets live in memory, or in Redis with REDIS_URL so that
 * every instance shares them. A store that cannot answer fails closed: 503
 * SERVICE_UNAVAILABLE, never an unlimited request and never a 500.
 */
export async function installRateLimits(
  app: FastifyInstance,
  config: Config,
  resolvers: IdentityResolvers,
  redis?: RedisConnection,
): Promise<RateLimits> {
  // The route's hook picks the bucket; the plugin's key and max functions read it from here.
  const buckets = new WeakMap<FastifyRequest, { key: string; max: number }>();
  const bucketOf = (request: FastifyRequest) => {
    const bucket = buckets.get(request);
    if (!bucket) throw new Error('rate limit checked outside its route hook');
    return bucket;
  };

  await app.register(rateLimit, {
    global: false,
    timeWindow: config.rateLimitWindowS * 1000,
    max: (request) => bucketOf(request).max,
    keyGenerator: (request) => bucketOf(request).key,
    ...(redis ? { redis: redis.client, nameSpace: REDIS_KEY_PREFIX } : {}),
    skipOnError: false,
    enableDraftSpec: true, // RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  // Without options the limiter uses the plugin's root store, so the key alone (which names the
  // operation) separates the routes, in memory and in Redis alike.
  const limiter = app.rateLimit();

  const policies = bucketPolicies(config, resolvers);
  return {
    hookFor(operation) {
      if (!operation.rateLimit) return undefined;
      const kind = operation.rateLimit.bucket;
      const policy = policies[kind];
      if (!policy) {
        throw new Error(
          `Operation ${operation.operationId} declares x-gatekeep-rate-limit bucket "${kind}", which this server does not implement`,
        );
      }
      return async function rateLimited(request, reply) {
        const route = policy.acrossRoutes ? kind : operation.operationId;
        buckets.set(request, { key: `${route}:${await policy.subject(request)}`, max: policy.max });
        try {
          await limiter.call(this, request, reply);
        } catch (err) {
          if (err instanceof AppError) throw err;
          throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: err });
        }
      };
    },
  };
}
