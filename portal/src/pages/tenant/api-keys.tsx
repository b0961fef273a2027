import type { Schemas } from '@gatekeep/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { gk } from '../../api';
import { Section } from '../../components/Section';
import { Time } from '../../components/Time';
import { keys } from '../../queries';
import { ConfirmButton, PageHeader, PagedTable, usePaged } from '../../ui';
import { CreateApiKeyForm } from './api-key-create';

type ApiKey = Schemas['ApiKey'];

export function ApiKeysPage({ tenantId }: { tenantId: string }) {
  const { items, query } = usePaged(keys.apiKeys(tenantId), (cursor) => gk.listApiKeys(tenantId, { cursor, limit: 50 }));
  return (
    <>
      <PageHeader title="API keys" description="Keys your services exchange for short-lived tokens of this tenant." />
      <Section title="Create an API key">
        <CreateApiKeyForm tenantId={tenantId} />
      </Section>
      <Section title="Keys">
        <PagedTable
          query={query}
          items={items}
          loading="Loading API keys…"
          empty="This tenant has no API keys yet."
          label="API keys"
          columns={['Name', 'Starts with', 'Scopes', 'Status', 'Created', 'Expires', 'Last used']}
          actions
          row={(apiKey) => <ApiKeyRow key={apiKey.id} tenantId={tenantId} apiKey={apiKey} />}
        />
      </Section>
    </>
  );
}

function ApiKeyRow({ tenantId, apiKey }: { tenantId: string; apiKey: ApiKey }) {
  const queryClient = useQueryClient();
  return (
    <tr>
      <td>{apiKey.name}</td>
      <td className="mono">{apiKey.start}…</td>
      <td className="mono break">{apiKey.scopes.length > 0 ? apiKey.scopes.join(', ') : '—'}</td>
      <td>
        <span className={`status status-${apiKey.status}`}>{apiKey.status}</span>
      </td>
      <td>
        <Time value={apiKey.createdAt} />
      </td>
      <td>
        <Time value={apiKey.expiresAt} empty="Never" />
      </td>
      <td>
        <Time value={apiKey.lastUsedAt} empty="Never" />
      </td>
      <td className="cell-actions">
        {apiKey.status === 'active' && (
          <ConfirmButton
            label="Revoke"
            title={`Revoke the API key ${apiKey.name}?`}
            description="Services using it are refused from now on; tokens already minted with it live until they expire."
            confirmLabel="Revoke key"
            destructive
            onConfirm={async () => {
              await gk.revokeApiKey(tenantId, apiKey.id);
              await queryClient.invalidateQueries({ queryKey: keys.apiKeys(tenantId) });
            }}
          />
        )}
      </td>
    </tr>
  );
}
