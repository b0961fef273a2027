import type { Schemas } from '../../api-types.ts';
import { findCustomRoleByName } from '../../db/repositories/roles.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { BUILTIN_ROLES } from '../tenants/roles.ts';
import { listTenants } from '../tenants/tenants.ts';

/**
 * issueTenantToken: an access token of the caller's own session that also states one tenant,
 * the caller's role there and that role's permission strings (`tid`, `role`, `permissions`), so
 * that a resource server authorises offline. It dies with the session like any access token;
 * on Gatekeep's own routes it also stops at once when the role changes or the membership ends
 * (resolve-identity.ts). A tenant the caller is not a member of is 404, as on tenant routes.
 */
export async function issueTenantToken(
  services: Services,
  userId: string,
  sessionId: string | undefined,
  tenantId: string,
): Promise<Schemas['TenantAccessToken']> {
  if (!sessionId) throw new AppError('INVALID_CREDENTIAL');
  const membership = await tenantRoleClaims(services, userId, tenantId);
  if (!membership) throw new AppError('NOT_FOUND');
  const { role, permissions } = membership;
  const { accessToken, expiresIn } = await services.accessTokens.issue(userId, sessionId, { tenantId, role, permissions });
  return { accessToken, tokenType: 'Bearer', expiresIn, tenantId, role, permissions };
}

/**
 * The user's role in the tenant and that role's permission strings, as a tenant token and the
 * OpenID Provider's `organization` claims state them; undefined when the user is not a member.
 */
export async function tenantRoleClaims(
  services: Services,
  userId: string,
  tenantId: string,
): Promise<{ tenantId: string; role: string; permissions: string[] } | undefined> {
  const membership = (await listTenants(services, userId)).items.find((tenant) => tenant.id === tenantId);
  if (!membership) return undefined;
  const role = membership.role;
  const permissions =
    role in BUILTIN_ROLES
      ? BUILTIN_ROLES[role as keyof typeof BUILTIN_ROLES].permissions
      : ((await findCustomRoleByName(services.db, tenantId, role))?.permissions ?? []);
  return { tenantId, role, permissions: [...permissions] };
}
