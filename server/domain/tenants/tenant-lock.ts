import type { Db } from '../../db/database.ts';
import { findMembership } from '../../db/repositories/memberships.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import type { TenantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { canManage, isPlatformCaller, type TenantCaller } from '../../policy/membership.ts';

/**
 * Locks the tenant, then reads the caller's membership again under the lock. The guard read
 * it before the lock, so a demotion or removal that committed in between (say, a co-owner
 * taking the caller's owner role) would otherwise not count: the caller could still delete
 * the tenant or hand out `owner`. Every membership change takes this lock, so the role read
 * here cannot change until the caller's transaction ends. The platform is no member: for it
 * the lock alone (and 404 for a tenant that is gone).
 */
export async function lockTenantAsCaller(
  trx: Db,
  caller: TenantCaller,
  need: 'member' | 'manager',
): Promise<{ tenant: TenantRow; caller: TenantCaller }> {
  const tenant = await lockTenant(trx, caller.tenantId);
  if (isPlatformCaller(caller)) return { tenant, caller };
  const current = await findMembership(trx, caller.tenantId, caller.userId);
  // Tenant routes hide tenants from non-members (404), so one who just stopped being a member gets the same answer.
  if (!current) throw new AppError('NOT_FOUND');
  if (need === 'manager' && !canManage(current))
    throw new AppError('INSUFFICIENT_ROLE', 'This needs the owner or admin role in this tenant.');
  return { tenant, caller: current };
}
