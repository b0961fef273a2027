import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useGatekeep } from '../../api';
import { ErrorNotice, Loading, PagedList, PageHeader } from '../../ui';
import { ConnectionCard } from './sso/connection-card';
import { DomainsStep } from './sso/domains';
import { connectionsKey, NewConnection } from './sso/new-connection';
import { TestSignIn } from './sso/test-sign-in';

function Step({ number, id, title, children }: { number: number; id: string; title: string; children: ReactNode }) {
  return (
    <li>
      <section className="card stack" aria-labelledby={id}>
        <h2 id={id}>
          Step {number}: {title}
        </h2>
        {children}
      </section>
    </li>
  );
}

export function SsoPage({ tenantId }: { tenantId: string }) {
  const gk = useGatekeep();
  // A full-set list (nextCursor is always null).
  const connections = useQuery({ queryKey: connectionsKey(tenantId), queryFn: async () => (await gk.listProviderConfigs(tenantId)).items });

  return (
    <div className="stack">
      <PageHeader
        title="Single sign-on"
        description="Let your people sign in through your own identity provider (Okta, Entra ID, Google Workspace, AD FS, Keycloak…), over OpenID Connect or SAML."
      />
      <ol className="cards">
        <Step number={1} id="sso-domains" title="Verify your domains">
          <DomainsStep tenantId={tenantId} />
        </Step>
        <Step number={2} id="sso-connections" title="Connect your identity provider">
          <NewConnection tenantId={tenantId} />
          <h3>Connections</h3>
          <PagedList query={connections} items={connections.data ?? []} loading="Loading connections" empty="No connections yet.">
            {connections.data?.map((config) => (
              <ConnectionCard key={config.id} tenantId={tenantId} config={config} />
            ))}
          </PagedList>
        </Step>
        <Step number={3} id="sso-test" title="Test sign-in">
          {connections.isPending ? (
            <Loading label="Loading connections" />
          ) : connections.error ? (
            <ErrorNotice error={connections.error} />
          ) : (
            <TestSignIn connections={connections.data} />
          )}
        </Step>
      </ol>
    </div>
  );
}
