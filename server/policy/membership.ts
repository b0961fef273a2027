import type { BuiltinRole } from '../db/schema.ts';

/** The caller's standing in one tenant, as the guard (or a re-read under the tenant lock) found it. */
export interface Membership {
  tenantId: string;
  userId: string;
  builtinRole: BuiltinRole | null;
  customRoleId: string | null;
}

/** Owners and admins manage a tenant's members, roles, keys and settings. */
export function canManage(membership: Membership): boolean {
  return membership.builtinRole === 'owner' || membership.builtinRole === 'admin';
}

/** Owner-only decisions: deleting the tenant, granting or removing `owner`. */
export function isOwner(membership: Membership): boolean {
  return membership.builtinRole === 'owner';
}
