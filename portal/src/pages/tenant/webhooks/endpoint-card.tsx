import { ApiError, type Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ConfirmButton, EnableButton, ErrorNotice, ShownOnce } from '../../../ui';
import { Deliveries } from './deliveries';
import { EndpointForm } from './endpoint-form';

type Endpoint = Schemas['WebhookEndpoint'];

export function EndpointCard({ tenantId, endpoint }: { tenantId: string; endpoint: Endpoint }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const listKey = ['tenants', tenantId, 'webhook-endpoints'];
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  const update = useMutation({
    mutationFn: (body: Parameters<typeof gk.updateWebhookEndpoint>[2]) => gk.updateWebhookEndpoint(tenantId, endpoint.id, body),
    onSuccess: refresh,
  });
  const rotate = useMutation({ mutationFn: () => gk.rotateWebhookEndpointSecret(tenantId, endpoint.id) });
  const test = useMutation({ mutationFn: () => gk.sendTestWebhookEvent(tenantId, endpoint.id) });
  const remove = useMutation({ mutationFn: () => gk.deleteWebhookEndpoint(tenantId, endpoint.id), onSuccess: refresh });

  const testResult = test.data;
  const testDisabled = test.error instanceof ApiError && test.error.status === 409;

  return (
    <article className="card stack" aria-labelledby={`${id}-url`}>
      <header className="row wrap">
        <h3 id={`${id}-url`} className="mono break">
          {endpoint.url}
        </h3>
        <span className={`status ${endpoint.enabled ? 'status-succeeded' : 'status-failed'}`}>
          {endpoint.enabled ? 'Enabled' : 'Disabled'}
        </span>
      </header>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p className="muted">
        {endpoint.eventTypes.length} event {endpoint.eventTypes.length === 1 ? 'type' : 'types'}:{' '}
        <span className="mono break">{endpoint.eventTypes.join(', ')}</span>
      </p>

      {editing ? (
        <EndpointForm
          initial={{ url: endpoint.url, description: endpoint.description ?? '', eventTypes: endpoint.eventTypes }}
          submitLabel="Save endpoint"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await update.mutateAsync({ url: values.url, description: values.description || null, eventTypes: values.eventTypes });
            setEditing(false);
          }}
        />
      ) : (
        <div className="row wrap">
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            Edit
          </button>
          <EnableButton
            enabled={endpoint.enabled}
            onChange={(enabled) => update.mutateAsync({ enabled })}
            pending={update.isPending}
            disabling={{
              title: 'Disable this endpoint?',
              description: `Nothing will be sent to ${endpoint.url} until it is enabled again; pending deliveries wait.`,
              confirmLabel: 'Disable endpoint',
            }}
          />
          <button type="button" className="button button-secondary" onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? 'Sending test event…' : 'Send test event'}
          </button>
          <ConfirmButton
            label="Rotate secret"
            title="Rotate the signing secret?"
            description="A new secret is made and shown once. For 24 hours deliveries carry signatures by both secrets, so switch your receiver to the new one within a day."
            confirmLabel="Rotate secret"
            onConfirm={() => rotate.mutateAsync()}
          />
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={showDeliveries}
            onClick={() => setShowDeliveries(!showDeliveries)}
          >
            {showDeliveries ? 'Hide deliveries' : 'Show deliveries'}
          </button>
          <ConfirmButton
            label="Delete"
            title="Delete this endpoint?"
            description={`${endpoint.url} will receive no more events, and its delivery history goes with it. This cannot be undone.`}
            confirmLabel="Delete endpoint"
            destructive
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      )}

      {/* Confirmed actions show their errors in their dialog; enabling has none. */}
      {update.error && !editing && update.variables?.enabled === true && <ErrorNotice error={update.error} />}
      <div role="status">
        {rotate.data && (
          <p className="notice notice-success">New secret made. For 24 hours deliveries are signed with both the old and the new secret.</p>
        )}
      </div>
      {rotate.data && <ShownOnce label="New signing secret" value={rotate.data.secret} />}

      <div role="status" className="stack">
        {testResult && (
          <p className={testResult.status === 'succeeded' ? 'notice notice-success' : 'notice notice-warning'}>
            {testResult.status === 'succeeded'
              ? `Test event delivered: the endpoint answered HTTP ${testResult.responseStatus} in ${testResult.durationMs} ms.`
              : `Test event failed${testResult.responseStatus !== null ? ` (HTTP ${testResult.responseStatus})` : ''}: ${
                  testResult.error ?? 'no answer'
                }. It took ${testResult.durationMs} ms.`}{' '}
            <span className="muted">
              webhook-id <span className="mono">{testResult.messageId}</span>
            </span>
          </p>
        )}
      </div>
      {test.error && (
        <>
          <ErrorNotice error={test.error} />
          {testDisabled && <p className="muted">A disabled endpoint receives nothing, test events included: enable it first.</p>}
        </>
      )}

      {showDeliveries && <Deliveries tenantId={tenantId} endpointId={endpoint.id} endpointEnabled={endpoint.enabled} />}
    </article>
  );
}
