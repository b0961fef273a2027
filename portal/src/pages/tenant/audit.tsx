import { useState } from 'react';
import { useGatekeep } from '../../api';
import { PageHeader, PagedList, RefreshButton, usePaged } from '../../ui';
import { type AuditEvent, AuditEventTable } from './audit/event-table';
import { ExportPanel } from './audit/export-panel';
import { type AuditFilters, AuditFilterForm } from './audit/filters';
import { VerifyPanel } from './audit/verify-panel';

export function AuditPage({ tenantId }: { tenantId: string }) {
  const gk = useGatekeep();
  const [filters, setFilters] = useState<AuditFilters>({});
  const { items, query } = usePaged<AuditEvent>(['tenants', tenantId, 'audit-events', filters], (cursor) =>
    gk.listAuditEvents(tenantId, {
      limit: 50,
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.since ? { since: filters.since } : {}),
      ...(filters.until ? { until: filters.until } : {}),
      ...(cursor ? { cursor } : {}),
    }),
  );
  const filtered = Boolean(filters.action || filters.since || filters.until);

  return (
    <div className="stack">
      <PageHeader
        title="Audit log"
        description="Every change in this organisation, who made it and when, in an append-only log you can verify yourself."
      />
      <VerifyPanel tenantId={tenantId} />

      <section className="card stack" aria-labelledby="audit-events-title">
        <div className="row wrap">
          <h2 id="audit-events-title">Events</h2>
          <RefreshButton query={query}>Refresh events</RefreshButton>
        </div>
        <AuditFilterForm onApply={setFilters} />
        <PagedList
          query={query}
          items={items}
          loading="Loading audit events"
          empty={filtered ? 'No event matches these filters.' : 'No events yet.'}
        >
          <AuditEventTable label="Audit events, newest first" events={items} />
        </PagedList>
      </section>

      <ExportPanel tenantId={tenantId} filters={filters} />
    </div>
  );
}
