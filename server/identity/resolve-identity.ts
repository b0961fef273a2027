import type { FastifyRequest } from 'fastify';
import { findServiceAccountByKeyHash } from '../db/repositories/service-accounts.ts';
import { findLiveSession } from '../db/repositories/sessions.ts';
import { hashSecret } from '../domain/ids.ts';
import type { Services } from '../domain/services.ts';
import type { CredentialKind } from '../policy/access-policy.ts';
import type { IdentityOutcome } from './actor.ts';
import { readBearerCredential } from './bearer-credential.ts';
import { secretsEqual } from './constant-time.ts';

export type IdentityResolver = (request: FastifyRequest) => Promise<IdentityOutcome>;
export type IdentityResolvers = Partial<Record<Exclude<CredentialKind, 'none'>, IdentityResolver>>;

/** One resolver per wired credential kind. */
export function identityResolvers(services: Services): IdentityResolvers {
  return { userBearer: resolveUserBearer(services), platformBearer: resolvePlatformBearer(services) };
}

const resolvedOnce = new WeakMap<FastifyRequest, { kind: Exclude<CredentialKind, 'none'>; outcome: Promise<IdentityOutcome> }>();

/**
 * The request's credential of `kind`, resolved at most once per request: the platform rate
 * limit resolves it in onRequest to pick the caller's bucket, and the guard reuses that outcome
 * instead of looking the key up again. A kind with no resolver wired resolves invalid: it
 * fails closed.
 */
export function resolveIdentity(
  kind: Exclude<CredentialKind, 'none'>,
  request: FastifyRequest,
  resolvers: IdentityResolvers,
): Promise<IdentityOutcome> {
  const earlier = resolvedOnce.get(request);
  if (earlier?.kind === kind) return earlier.outcome;
  const resolver = resolvers[kind];
  const outcome = resolver ? resolver(request) : Promise.resolve<IdentityOutcome>({ outcome: 'invalid' });
  resolvedOnce.set(request, { kind, outcome });
  return outcome;
}

function resolveUserBearer(services: Services): IdentityResolver {
  return async (request) => {
    const credential = readBearerCredential(request);
    if (credential.kind === 'absent') return { outcome: 'anonymous' };
    if (credential.kind === 'malformed') return { outcome: 'invalid' };
    const token = await services.accessTokens.verify(credential.token);
    if (!token) return { outcome: 'invalid' };
    // A signature outlives its session: logout, reuse detection, logoutAll and the MFA changes
    // revoke the session row. The cached liveness is forgotten by every such revocation (at
    // once here, on commit elsewhere: credentials/credential-caches.ts); expiry is judged here.
    let session;
    try {
      session = await services.credentials.sessions.get(token.sessionId, async () => {
        const row = await findLiveSession(services.db, token.sessionId);
        return row && { userId: row.user_id, expiresAt: row.expires_at };
      });
    } catch (err) {
      request.log.warn({ err }, 'session store unavailable');
      return { outcome: 'unavailable' };
    }
    const live = session !== undefined && session.userId === token.userId && session.expiresAt.getTime() > Date.now();
    return live
      ? { outcome: 'resolved', actor: { kind: 'user', userId: token.userId, sessionId: token.sessionId } }
      : { outcome: 'invalid' };
  };
}

/**
 * `Authorization: Bearer` on platform routes: a `gkp_` service-account key (valid and not
 * disabled), or the bootstrap token when one is configured. Anything else, a user JWT or a
 * tenant key included, is invalid; a store that cannot answer is unavailable (fails closed).
 */
function resolvePlatformBearer(services: Services): IdentityResolver {
  return async (request) => {
    const credential = readBearerCredential(request);
    if (credential.kind === 'absent') return { outcome: 'anonymous' };
    if (credential.kind === 'malformed') return { outcome: 'invalid' };
    if (credential.token.startsWith('gkp_')) {
      let account;
      try {
        const keyHash = hashSecret(credential.token);
        account = await services.credentials.serviceAccounts.get(keyHash, () => findServiceAccountByKeyHash(services.db, keyHash));
      } catch (err) {
        request.log.warn({ err }, 'service-account store unavailable');
        return { outcome: 'unavailable' };
      }
      if (!account || account.disabled_at) return { outcome: 'invalid' };
      return { outcome: 'resolved', actor: { kind: 'platform', serviceAccountId: account.id, permissions: account.permissions } };
    }
    const bootstrap = services.config.bootstrapToken;
    if (bootstrap && secretsEqual(credential.token, bootstrap)) {
      return { outcome: 'resolved', actor: { kind: 'platformBootstrap' } };
    }
    return { outcome: 'invalid' };
  };
}
