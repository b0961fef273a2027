import type { FastifyRequest } from 'fastify';
import { findMembership, tenantExists } from '../db/repositories/memberships.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../identity/actor.ts';
import type { Services } from '../services.ts';
import type { AccessPolicy, TenantPolicy } from './access-policy.ts';
import { canManage, type Membership } from './membership.ts';

type TenantAccess = Extract<AccessPolicy, TenantPolicy>;

function parameter(request: FastifyRequest, name: string, where: 'path' | 'query' = 'path'): string | undefined {
  const source = (where === 'query' ? request.query : request.params) as Record<string, unknown> | undefined;
  const value = source?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The caller's membership of the policy's tenant, or a deny: anonymous → UNAUTHENTICATED,
 * not a member → NOT_A_MEMBER (which the guard turns into NOT_FOUND under hideNotFound).
 * Without hideNotFound, a tenant that does not exist is NOT_FOUND rather than NOT_A_MEMBER.
 */
async function requireMembership(policy: TenantAccess, actor: Actor, request: FastifyRequest, services: Services): Promise<Membership> {
  if (actor.kind === 'anonymous') throw new AppError('UNAUTHENTICATED');
  if (actor.kind !== 'user') throw new AppError('INVALID_CREDENTIAL', undefined, { bearerTokenRejected: true });
  const tenantId = parameter(request, policy.tenantParam, policy.tenantParamIn);
  const membership = tenantId ? await findMembership(services.db, tenantId, actor.userId) : undefined;
  if (!membership) {
    if (!policy.hideNotFound && !(tenantId && (await tenantExists(services.db, tenantId)))) throw new AppError('NOT_FOUND');
    throw new AppError('NOT_A_MEMBER');
  }
  request.membership = membership;
  return membership;
}

export async function tenantMember(policy: AccessPolicy, actor: Actor, request: FastifyRequest, services: Services): Promise<void> {
  await requireMembership(policy as TenantAccess, actor, request, services);
}

export async function tenantManage(policy: AccessPolicy, actor: Actor, request: FastifyRequest, services: Services): Promise<void> {
  const membership = await requireMembership(policy as TenantAccess, actor, request, services);
  if (!canManage(membership)) throw new AppError('INSUFFICIENT_ROLE', 'This needs the owner or admin role in this tenant.');
}

/** The member named by `targetUserParam` acting on themself, or someone who can manage the tenant. */
export async function tenantSelfOrManage(policy: AccessPolicy, actor: Actor, request: FastifyRequest, services: Services): Promise<void> {
  const access = policy as Extract<AccessPolicy, { policy: 'tenantSelfOrManage' }>;
  const membership = await requireMembership(access, actor, request, services);
  if (membership.userId === parameter(request, access.targetUserParam)) return;
  if (!canManage(membership))
    throw new AppError('INSUFFICIENT_ROLE', 'This needs the owner or admin role in this tenant, or to act on yourself.');
}
