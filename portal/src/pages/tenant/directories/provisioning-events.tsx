import type { Schemas } from '@gatekeep/sdk';
import { useGatekeep } from '../../../api';
import { PagedList, RefreshButton, usePaged } from '../../../ui';
import { type AuditEvent, AuditEventTable } from '../audit/event-table';

type Directory = Schemas['Directory'];

const PAGE_SIZE = 20;

/** The directory an event is about: its metadata's directoryId, or the directory it targets. */
function directoryOf(event: AuditEvent, directories: Directory[]): string {
  const directoryId =
    typeof event.metadata.directoryId === 'string'
      ? event.metadata.directoryId
      : event.target?.type === 'directory'
        ? event.target.id
        : null;
  if (!directoryId) return '—';
  return directories.find((d) => d.id === directoryId)?.name ?? directoryId;
}

export function ProvisioningEvents({ tenantId, directories }: { tenantId: string; directories: Directory[] }) {
  const gk = useGatekeep();
  const { items, query } = usePaged<AuditEvent>(['tenants', tenantId, 'audit-events', 'directory.*'], (cursor) =>
    gk.listAuditEvents(tenantId, { action: 'directory.*', limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
  );

  return (
    <section className="card stack" aria-labelledby="directories-events">
      <div className="row wrap">
        <h2 id="directories-events">Recent provisioning events</h2>
        <RefreshButton query={query}>Refresh events</RefreshButton>
      </div>
      <PagedList
        query={query}
        items={items}
        loading="Loading provisioning events"
        empty="No provisioning yet. Events appear here once your identity provider starts sending users and groups."
      >
        <AuditEventTable
          label="Provisioning events, newest first"
          events={items}
          extra={{ heading: 'Directory', cell: (event) => directoryOf(event, directories) }}
        />
      </PagedList>
    </section>
  );
}
