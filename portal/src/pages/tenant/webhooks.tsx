import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGatekeep } from '../../api';
import { PagedList, PageHeader, ShownOnce } from '../../ui';
import { EndpointCard } from './webhooks/endpoint-card';
import { EndpointForm } from './webhooks/endpoint-form';

type Created = Schemas['WebhookEndpointWithSecret'];

export function WebhooksPage({ tenantId }: { tenantId: string }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const listKey = ['tenants', tenantId, 'webhook-endpoints'];
  // A full-set list (nextCursor is always null).
  const endpoints = useQuery({ queryKey: listKey, queryFn: async () => (await gk.listWebhookEndpoints(tenantId)).items });
  const create = useMutation({
    mutationFn: (body: Parameters<typeof gk.createWebhookEndpoint>[1]) => gk.createWebhookEndpoint(tenantId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const created: Created | undefined = create.data;

  return (
    <div className="stack">
      <PageHeader
        title="Webhooks"
        description="Gatekeep sends signed events (Standard Webhooks) to your endpoints when something changes in this organisation."
      />

      <section className="card stack" aria-labelledby="webhooks-add">
        <h2 id="webhooks-add">Add an endpoint</h2>
        <EndpointForm
          submitLabel="Create endpoint"
          onSubmit={(values) =>
            create.mutateAsync({
              url: values.url,
              eventTypes: values.eventTypes,
              enabled: true,
              ...(values.description ? { description: values.description } : {}),
            })
          }
        />
        <div role="status">{created && <p className="notice notice-success">Endpoint created.</p>}</div>
        {created && (
          <div className="stack">
            <p>
              Verify each delivery to <span className="mono break">{created.webhookEndpoint.url}</span> with this secret: check its{' '}
              <span className="mono">webhook-signature</span> header (the SDKs&rsquo; <span className="mono">verifyWebhook</span> does it).
            </p>
            <ShownOnce label="Signing secret" value={created.secret} />
          </div>
        )}
      </section>

      <section className="stack" aria-labelledby="webhooks-endpoints">
        <h2 id="webhooks-endpoints">Endpoints</h2>
        <PagedList
          query={endpoints}
          items={endpoints.data ?? []}
          loading="Loading webhook endpoints"
          empty="No endpoints yet. Add one above to start receiving events."
        >
          {endpoints.data?.map((endpoint) => (
            <EndpointCard key={endpoint.id} tenantId={tenantId} endpoint={endpoint} />
          ))}
        </PagedList>
      </section>
    </div>
  );
}
