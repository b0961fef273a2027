import type { FastifyRequest } from 'fastify';
import type { Services } from '../domain/services.ts';
import type { CredentialKind } from '../policy/access-policy.ts';
import type { IdentityOutcome } from './actor.ts';
import { readBearerCredential } from './bearer-credential.ts';

export type IdentityResolver = (request: FastifyRequest) => Promise<IdentityOutcome>;
export type IdentityResolvers = Partial<Record<Exclude<CredentialKind, 'none'>, IdentityResolver>>;

/** One resolver per wired credential kind. */
export function identityResolvers(services: Services): IdentityResolvers {
  return { userBearer: resolveUserBearer(services) };
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
