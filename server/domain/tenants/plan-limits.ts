import type { Db } from '../../db/database.ts';
import { findPlan } from '../../db/repositories/plans.ts';
import { AppError } from '../../errors.ts';

type LimitedResource = 'max_members' | 'max_api_keys' | 'max_webhook_endpoints';

const WHAT: Record<LimitedResource, string> = {
  max_members: 'members',
  max_api_keys: 'API keys',
  max_webhook_endpoints: 'webhook endpoints',
};

/**
 * Refuses one more of `resource` when the tenant already has as many as its plan allows
 * (a tenant moved to a smaller plan keeps what it has but cannot grow). Call inside the
 * transaction that adds it, after locking the tenant, so two requests cannot both squeeze in.
 */
export async function assertWithinPlanLimit(trx: Db, planId: string, resource: LimitedResource, current: number): Promise<void> {
  const plan = await findPlan(trx, planId);
  const limit = plan?.[resource];
  if (limit !== null && limit !== undefined && current >= limit) {
    throw new AppError('PLAN_LIMIT_REACHED', `The ${plan!.name} plan allows ${limit} ${WHAT[resource]}; this tenant has ${current}.`);
  }
}
