import type { BuiltinRole } from '../db/schema.ts';

/** The caller's standing in one tenant, as the guard (or a re-read under the tenant lock) found it. */
export interface Membership {
  tenantId: string;
  userId: string;
  builtinRole: BuiltinRole | null;
  customRoleId: string | null;
}

/**
 * The platform acting on one tenant (a service account holding `tenants:write`, or the
 * bootstrap token; issue 31 point 4). It has an owner's authority over the tenant's members
 * and settings but is never a member: it cannot leave, and the tenant's own rules (last owner,
 * plan limits, consent through invitations) bind it as they bind an owner.
 */
export interface PlatformCaller {
  tenantId: string;
  platform: true;
}

/** Whoever changes a tenant's members or settings. */
export type TenantCaller = Membership | PlatformCaller;

export function platformCaller(tenantId: string): PlatformCaller {
  return { tenantId, platform: true };
}

export function isPlatformCaller(caller: TenantCaller): caller is PlatformCaller {
  return 'platform' in caller;
}

/** Owners and admins (and the platform) manage a tenant's members, roles, keys and settings. */
export function canManage(caller: TenantCaller): boolean {
  return isPlatformCaller(caller) || caller.builtinRole === 'owner' || caller.builtinRole === 'admin';
}

/** Owner-only decisions: deleting the tenant, granting or removing `owner`. */
export function isOwner(caller: TenantCaller): boolean {
  return isPlatformCaller(caller) || caller.builtinRole === 'owner';
}
