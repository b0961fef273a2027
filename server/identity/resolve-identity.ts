import type { FastifyRequest } from 'fastify';
import { findServiceAccountByKeyHash } from '../db/repositories/service-accounts.ts';
import { findLiveSession } from '../db/repositories/sessions.ts';
// The one domain function identity calls (stillHoldsRole): a tenant token's role is checked
// against the user's tenant list as listTenants builds and caches it, the cache every
// membership change forgets, so the check costs no query; a repository read here would query
// on every request, and a second cache of the same list would need forgetting too.
import { listTenants } from '../domain/tenants/tenants.ts';
import type { CredentialKind } from '../policy/access-policy.ts';
import { API_KEY_PREFIX, hashSecret, SERVICE_ACCOUNT_KEY_PREFIX } from '../secrets/issued-secrets.ts';
import type { Services } from '../services.ts';
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
    if (credential.kind === 'malformed') return { outcome: 'invalid', hint: MALFORMED_HINT };
    const hint = userRouteHint(credential.token);
    if (hint) return { outcome: 'invalid', hint };
    const check = await services.accessTokens.verify(credential.token);
    // Expiry is only told apart once the signature verified (user-access-tokens.ts), and
    // before the session is looked up: refreshing is the answer either way, and a revoked
    // session's refresh token answers INVALID_CREDENTIAL then.
    if (check.status === 'expired') return { outcome: 'expired' };
    if (check.status === 'invalid') return { outcome: 'invalid' };
    const { token } = check;
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
    if (live && token.tenant) {
      try {
        if (!(await stillHoldsRole(services, token.userId, token.tenant))) return { outcome: 'invalid' };
      } catch (err) {
        request.log.warn({ err }, 'membership store unavailable');
        return { outcome: 'unavailable' };
      }
    }
    return live
      ? { outcome: 'resolved', actor: { kind: 'user', userId: token.userId, sessionId: token.sessionId } }
      : { outcome: 'invalid' };
  };
}

/**
 * A tenant-scoped token (issueTenantToken) states a role; once the user's role in that tenant
 * changes, or they leave it, the token no longer stands here. The user's tenants and roles are
 * the cached list every membership change forgets (the `user:` topic), so this costs no query
 * on the hot path. A resource server verifying offline sees the change at the token's expiry.
 */
async function stillHoldsRole(services: Services, userId: string, tenant: { tenantId: string; role: string }): Promise<boolean> {
  const { items } = await listTenants(services, userId);
  return items.some((item) => item.id === tenant.tenantId && item.role === tenant.role);
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
    if (credential.kind === 'malformed') return { outcome: 'invalid', hint: MALFORMED_HINT };
    if (credential.token.startsWith(SERVICE_ACCOUNT_KEY_PREFIX)) {
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
    return { outcome: 'invalid', hint: platformRouteHint(credential.token) };
  };
}

// The hints below read only the credential's visible shape, which its sender already knows;
// none of them depends on whether the credential exists, is live, or verifies.

const MALFORMED_HINT = 'Send the credential as "Authorization: Bearer <token>".';

const API_KEY_HINT =
  'A tenant API key (gk_live_…) is not a bearer credential: send it in the request body of POST /v1/keys/validate, ' +
  'or exchange it for a token at POST /v1/keys/token.';

/** Why a credential can never be a user access token, when its prefix already says so. */
function userRouteHint(token: string): string | undefined {
  if (token.startsWith(API_KEY_PREFIX)) return API_KEY_HINT;
  if (token.startsWith(SERVICE_ACCOUNT_KEY_PREFIX))
    return 'A service-account key (gkp_…) is accepted on the platform routes (/v1/platform/…) only; this route needs a user access token.';
  return undefined;
}

/** What platform routes take, for a bearer credential that is none of it. */
function platformRouteHint(token: string): string {
  if (token.startsWith(API_KEY_PREFIX)) return API_KEY_HINT;
  return 'This route needs a service-account key (gkp_…) or the bootstrap token; user and API-key tokens are not accepted here.';
}
