import { findUserById } from '../../db/repositories/users.ts';
import type { AccountClaims } from '../../protocols/oidc-provider/provider.ts';
import type { Services } from '../../services.ts';
import { tenantRoleClaims } from '../auth/tenant-token.ts';

/**
 * What the OpenID Provider may say of a person (the provider keeps only what the grant's scopes
 * allow). A disabled or deleted user has no account: their tokens stop at the next refresh,
 * userinfo or introspection. For a tenant's client, the `organization` claims state the
 * person's role there, as a tenant token does (issueTenantToken).
 */
export async function oidcAccountClaims(
  services: Services,
  userId: string,
  clientTenantId: string | null,
): Promise<AccountClaims | undefined> {
  const user = await findUserById(services.db, userId);
  if (!user || user.disabled_at) return undefined;
  const claims: AccountClaims = { sub: user.id, email: user.email, email_verified: user.email_verified_at !== null, name: user.name };
  const membership = clientTenantId === null ? undefined : await tenantRoleClaims(services, user.id, clientTenantId);
  if (membership) Object.assign(claims, { tid: membership.tenantId, role: membership.role, permissions: membership.permissions });
  return claims;
}
