import { useQuery } from '@tanstack/react-query';
import { gk } from './api';

// Query keys shared by pages: invalidating a prefix (['tenants', id]) refreshes what is under it.
export const keys = {
  me: ['me'] as const,
  sessions: ['me', 'sessions'] as const,
  passkeys: ['me', 'passkeys'] as const,
  tenants: ['tenants'] as const,
  tenantSwitcher: ['tenants', 'switcher'] as const,
  tenant: (tenantId: string) => ['tenants', tenantId] as const,
  members: (tenantId: string) => ['tenants', tenantId, 'members'] as const,
  invitations: (tenantId: string) => ['tenants', tenantId, 'invitations'] as const,
  roles: (tenantId: string) => ['tenants', tenantId, 'roles'] as const,
  roleNames: (tenantId: string) => ['tenants', tenantId, 'roles', 'names'] as const,
  apiKeys: (tenantId: string) => ['tenants', tenantId, 'api-keys'] as const,
  plans: ['plans'] as const,
};

export function useMe() {
  return useQuery({ queryKey: keys.me, queryFn: () => gk.getMe() });
}

/** Every role name of a tenant (built-in first, as the API lists them), for role pickers. */
export function useRoleNames(tenantId: string) {
  return useQuery({
    queryKey: keys.roleNames(tenantId),
    queryFn: async () => {
      const names: string[] = [];
      for await (const role of gk.paginate(gk.listRoles, tenantId, { limit: 100 })) names.push(role.name);
      return names;
    },
  });
}
