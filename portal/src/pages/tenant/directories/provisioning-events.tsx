import type { Gatekeep, Schemas } from '@gatekeep/sdk';
import { useGatekeep } from '../../../api';
import { PagedList, usePaged } from '../../../ui';
import { type AuditEvent, AuditEventTable } from '../audit/event-table';

type Directory = Schemas['Directory'];

/** Every directory action; listAuditEvents filters on one exact action, so each is listed on its own and merged. */
const ACTIONS = [
  'directory.user.created',
  'directory.user.updated',
  'directory.user.deactivated',
  'directory.user.deleted',
  'directory.group.created',
  'directory.group.updated',
  'directory.group.deleted',
  'directory.created',
  'directory.token_rotated',
  'directory.deleted',
];
const PAGE_SIZE = 20;

/** One action's list: events fetched but not shown yet, and where its next page starts. */
interface Stream {
  action: string;
  buffer: AuditEvent[];
  cursor: string | null;
  done: boolean;
}

/**
 * A page of the merge, newest first (by `seq`: one tenant's log is one sequence). The cursor is
 * the streams' state itself, so that refetching a page gives the same page.
 */
async function mergedPage(gk: Gatekeep, tenantId: string, cursor: string | undefined) {
  const streams: Stream[] = cursor
    ? (JSON.parse(cursor) as Stream[])
    : ACTIONS.map((action) => ({ action, buffer: [], cursor: null, done: false }));
  const items: AuditEvent[] = [];
  while (items.length < PAGE_SIZE) {
    await Promise.all(
      streams
        .filter((s) => s.buffer.length === 0 && !s.done)
        .map(async (s) => {
          const page = await gk.listAuditEvents(tenantId, {
            action: s.action,
            limit: PAGE_SIZE,
            ...(s.cursor ? { cursor: s.cursor } : {}),
          });
          s.buffer = page.items;
          s.cursor = page.nextCursor;
          s.done = page.nextCursor === null;
        }),
    );
    let newest: Stream | undefined;
    for (const s of streams) if (s.buffer[0] && (!newest || s.buffer[0].seq > newest.buffer[0]!.seq)) newest = s;
    if (!newest) break;
    items.push(newest.buffer.shift()!);
  }
  const more = streams.some((s) => s.buffer.length > 0 || !s.done);
  return { items, nextCursor: more ? JSON.stringify(streams) : null };
}

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
    mergedPage(gk, tenantId, cursor),
  );

  return (
    <section className="card stack" aria-labelledby="directories-events">
      <div className="row wrap">
        <h2 id="directories-events">Recent provisioning events</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Refresh events
        </button>
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
