import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { type Actor, ANONYMOUS, directoryOfActor } from '../identity/actor.ts';
import { type IdentityResolvers, resolveIdentity } from '../identity/resolve-identity.ts';
import type { Services } from '../services.ts';
import { type AccessPolicy, CREDENTIAL_FOR_POLICY, type PolicyKind } from './access-policy.ts';
import { tenantManage, tenantMember, tenantSelfOrManage } from './tenant-policies.ts';

/** Decides one policy kind for a resolved actor; throws an AppError to deny. */
export type PolicyEvaluator = (policy: AccessPolicy, actor: Actor, request: FastifyRequest, services: Services) => Promise<void>;

/** The policy kinds this server can decide. A route whose kind is missing here refuses to start. */
export const POLICY_EVALUATORS: Partial<Record<PolicyKind, PolicyEvaluator>> = {
  public: async () => {},
  authenticated: async (_policy, actor) => {
    if (actor.kind === 'anonymous') throw new AppError('UNAUTHENTICATED');
    if (actor.kind !== 'user') throw new AppError('INVALID_CREDENTIAL', undefined, { bearerTokenRejected: true });
  },
  tenantMember,
  tenantManage,
  tenantSelfOrManage,
  platformPermission: async (policy, actor) => {
    const { permission, requireServiceAccount } = policy as Extract<AccessPolicy, { policy: 'platformPermission' }>;
    if (actor.kind === 'anonymous') throw new AppError('UNAUTHENTICATED');
    if (actor.kind === 'platformBootstrap') {
      // Break-glass: every permission, but only on management routes.
      if (requireServiceAccount) throw new AppError('SERVICE_ACCOUNT_REQUIRED');
      return;
    }
    if (actor.kind !== 'platform') throw new AppError('INVALID_CREDENTIAL', undefined, { bearerTokenRejected: true });
    if (!actor.permissions.includes(permission))
      throw new AppError('PERMISSION_DENIED', `This needs the platform permission ${permission}.`);
  },
  scimDirectory: async (_policy, actor) => {
    if (actor.kind === 'anonymous') throw new AppError('UNAUTHENTICATED');
    if (actor.kind !== 'platform' && actor.kind !== 'platformBootstrap')
      throw new AppError('INVALID_CREDENTIAL', undefined, { bearerTokenRejected: true });
    if (directoryOfActor(actor) === undefined)
      throw new AppError('PERMISSION_DENIED', "The SCIM service takes a directory's token (createDirectory), which names the directory.");
  },
};

/**
 * The preHandler of one operation: identity establishes who is calling (resolved,
 * anonymous, invalid, unavailable), then the policy decides. Handlers never see a request
 * that was not allowed.
 */
export function guardFor(access: AccessPolicy, resolvers: IdentityResolvers, services: Services) {
  const evaluate = POLICY_EVALUATORS[access.policy];
  if (!evaluate) throw new Error(`No evaluator for access policy "${access.policy}"`);
  const credential = CREDENTIAL_FOR_POLICY[access.policy];

  return async function guard(request: FastifyRequest): Promise<void> {
    request.actor = credential === 'none' ? ANONYMOUS : await identify(credential, request, resolvers);
    try {
      await evaluate(access, request.actor, request, services);
    } catch (err) {
      // hideNotFound: a non-member must not learn that the resource exists.
      if ('hideNotFound' in access && access.hideNotFound && err instanceof AppError && err.code === 'NOT_A_MEMBER') {
        throw new AppError('NOT_FOUND');
      }
      throw err;
    }
  };
}

async function identify(
  credential: Exclude<(typeof CREDENTIAL_FOR_POLICY)[PolicyKind], 'none'>,
  request: FastifyRequest,
  resolvers: IdentityResolvers,
): Promise<Actor> {
  const identity = await resolveIdentity(credential, request, resolvers);
  switch (identity.outcome) {
    case 'resolved':
      return identity.actor;
    case 'anonymous':
      return ANONYMOUS;
    case 'invalid':
      throw new AppError('INVALID_CREDENTIAL', identity.hint, { bearerTokenRejected: true });
    case 'expired':
      throw new AppError('TOKEN_EXPIRED');
    case 'unavailable':
      throw new AppError('IDENTITY_BACKEND_UNAVAILABLE');
  }
}
