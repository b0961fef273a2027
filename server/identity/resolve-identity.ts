import type { FastifyRequest } from 'fastify';
import type { Services } from '../domain/services.ts';
import type { CredentialKind } from '../policy/access-policy.ts';
import { findServiceAccountByKeyHash } from '../db/repositories/service-accounts.ts';
import { hashSecret } from '../domain/ids.ts';
import type { IdentityOutcome } from './actor.ts';
import { secretsEqual } from './constant-time.ts';
import { rememberValidPlatformCredential } from './known-platform-credentials.ts';
import { readBearerCredential } from './bearer-credential.ts';

export type IdentityResolver = (request: FastifyRequest) => Promise<IdentityOutcome>;
export type IdentityResolvers = Partial<Record<Exclude<CredentialKind, 'none'>, IdentityResolver>>;

/** One resolver per wired credential kind. */
export function identityResolvers(services: Services): IdentityResolvers {
  return { userBearer: resolveUserBearer(services), platformBearer: resolvePlatformBearer(services) };
}

/** A credential kind with no resolver wired resolves invalid: it fails closed. */
export async function resolveIdentity(kind: Exclude<CredentialKind, 'none'>, request: FastifyRequest, resolvers: IdentityResolvers): Promise<IdentityOutcome> {
  const resolver = resolvers[kind];
  return resolver ? resolver(request) : { outcome: 'invalid' };
}

function resolveUserBearer(services: Services): IdentityResolver {
  return async (request) => {
    const credential = readBearerCredential(request);
    if (credential.kind === 'absent') return { outcome: 'anonymous' };
    if (credential.kind === 'malformed') return { outcome: 'invalid' };
    const userId = await services.accessTokens.verify(credential.token);
    return userId ? { outcome: 'resolved', actor: { kind: 'user', userId } } : { outcome: 'invalid' };
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
    const credentialHash = hashSecret(credential.token);
    if (credential.token.startsWith('gkp_')) {
      let account;
      try {
        account = await findServiceAccountByKeyHash(services.db, credentialHash);
      } catch (err) {
        request.log.warn({ err }, 'service-account store unavailable');
        return { outcome: 'unavailable' };
      }
      if (!account || account.disabled_at) return { outcome: 'invalid' };
      rememberValidPlatformCredential(credentialHash);
      return { outcome: 'resolved', actor: { kind: 'platform', serviceAccountId: account.id, permissions: account.permissions } };
    }
    const bootstrap = services.config.bootstrapToken;
    if (bootstrap && secretsEqual(credential.token, bootstrap)) {
      rememberValidPlatformCredential(credentialHash);
      return { outcome: 'resolved', actor: { kind: 'platformBootstrap' } };
    }
    return { outcome: 'invalid' };
  };
}
