import { useQuery } from '@tanstack/react-query';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { gk } from '../api';
import { keys } from '../queries';

/** Picks the tenant the tenant pages are about; the first 100 tenants (all of them, for nearly everyone). */
export function TenantSwitcher({ tenantId }: { tenantId: string | undefined }) {
  const id = useId();
  const navigate = useNavigate();
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1]?.fullPath as string | undefined });
  const tenants = useQuery({ queryKey: keys.tenantSwitcher, queryFn: () => gk.listTenants({ limit: 100 }) });
  const items = tenants.data?.items ?? [];
  const known = !tenantId || items.some((tenant) => tenant.id === tenantId);

  return (
    <div className="field tenant-switcher">
      <label htmlFor={id}>Tenant</label>
      <select
        id={id}
        value={tenantId ?? ''}
        disabled={tenants.isPending}
        onChange={(event) => {
          const next = event.target.value;
          // From one tenant's page to the same page of the other tenant; else to its overview.
          if (next && leaf?.startsWith('/tenants/$tenantId')) {
            void navigate({ to: leaf as '/tenants/$tenantId', params: { tenantId: next } });
          } else if (next) void navigate({ to: '/tenants/$tenantId', params: { tenantId: next } });
          else void navigate({ to: '/tenants' });
        }}
      >
        <option value="">{tenants.isPending ? 'Loading tenants…' : tenants.isError ? 'Could not load tenants' : 'Choose a tenant'}</option>
        {!known && <option value={tenantId}>{tenantId}</option>}
        {items.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </select>
    </div>
  );
}
