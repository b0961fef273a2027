import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ErrorNotice, PagedList, RefreshButton, usePaged } from '../../../ui';

type Delivery = Schemas['WebhookDelivery'];
type Status = Schemas['WebhookDeliveryStatus'];

const STATUSES: { value: Status | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{new Date(iso).toLocaleString()}</time> : '—');

/** What the endpoint last answered: its HTTP status, else why there was no answer. */
function lastAnswer(delivery: Delivery) {
  if (delivery.lastResponseStatus !== null) return `HTTP ${delivery.lastResponseStatus}`;
  if (delivery.lastError) return delivery.lastError;
  return delivery.attempts === 0 ? 'Not attempted yet' : 'No answer';
}

export function Deliveries({ tenantId, endpointId, endpointEnabled }: { tenantId: string; endpointId: string; endpointEnabled: boolean }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const id = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const baseKey = ['tenants', tenantId, 'webhook-endpoints', endpointId, 'deliveries'];
  const { items, query } = usePaged<Delivery>([...baseKey, status], (cursor) =>
    gk.listWebhookDeliveries(tenantId, endpointId, { limit: 20, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) }),
  );
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) => gk.redeliverWebhookDelivery(tenantId, endpointId, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: baseKey }),
  });

  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Deliveries</h4>
      <div className="row wrap">
        <label htmlFor={`${id}-status`}>Delivery status</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <RefreshButton query={query}>Refresh deliveries</RefreshButton>
      </div>
      {!endpointEnabled && <p className="muted">The endpoint is disabled: enable it before redelivering.</p>}
      <div role="status" className="muted">
        {redeliver.isSuccess && 'Delivery queued again, with the same webhook-id and body.'}
      </div>
      {redeliver.error && <ErrorNotice error={redeliver.error} />}
      <PagedList
        query={query}
        items={items}
        loading="Loading deliveries"
        empty={`No deliveries${status ? ` with status “${status}”` : ''} yet. Send a test event, or make a change this endpoint subscribes to.`}
      >
        <div className="table-scroll" role="region" aria-label="Deliveries" tabIndex={0}>
          <table>
            <caption className="visually-hidden">Deliveries to this endpoint, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Next attempt</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => (
                <tr key={delivery.id}>
                  <td>
                    <span className="mono">{delivery.eventType}</span>
                    <br />
                    <span className="muted mono" title="webhook-id">
                      {delivery.messageId}
                    </span>
                  </td>
                  <td>
                    <span className={`status status-${delivery.status}`}>{delivery.status}</span>
                  </td>
                  <td>{delivery.attempts}</td>
                  <td>{lastAnswer(delivery)}</td>
                  <td>{when(delivery.lastAttemptAt)}</td>
                  <td>{when(delivery.nextAttemptAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => redeliver.mutate(delivery.id)}
                      disabled={delivery.status === 'pending' || (redeliver.isPending && redeliver.variables === delivery.id)}
                      title={delivery.status === 'pending' ? 'Still being delivered' : undefined}
                    >
                      Redeliver
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PagedList>
    </section>
  );
}
