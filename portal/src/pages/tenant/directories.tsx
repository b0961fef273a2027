import type { Schemas } from '@gatekeep/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGatekeep } from '../../api';
import { PagedList, PageHeader, ShownOnce } from '../../ui';
import { CreateDirectoryForm } from './directories/create-form';
import { DirectoryCard, directoriesKey } from './directories/directory-card';
import { ProvisioningEvents } from './directories/provisioning-events';
import { SetupGuide } from './directories/setup-guide';

type Created = Schemas['DirectoryCreated'];

export function DirectoriesPage({ tenantId }: { tenantId: string }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Created | null>(null);
  // A full-set list: a tenant holds at most 20 directories.
  const directories = useQuery({ queryKey: directoriesKey(tenantId), queryFn: async () => (await gk.listDirectories(tenantId)).items });

  return (
    <div className="stack">
      <PageHeader
        title="Directory sync"
        description="Your identity provider creates, updates and removes your people here over SCIM 2.0, with roles from their groups."
      />

      <section className="card stack" aria-labelledby="directories-create">
        <h2 id="directories-create">Create a directory</h2>
        <CreateDirectoryForm
          tenantId={tenantId}
          onCreated={(next) => {
            setCreated(next);
            void queryClient.invalidateQueries({ queryKey: directoriesKey(tenantId) });
          }}
        />
        <div role="status">
          {created && (
            <p className="notice notice-success">
              Directory “{created.directory.name}” created. Give your identity provider the SCIM base URL and this token.
            </p>
          )}
        </div>
        {created && (
          <div className="stack">
            <ShownOnce label="SCIM bearer token" value={created.token} />
            <SetupGuide scimBaseUrl={created.directory.scimBaseUrl} />
          </div>
        )}
      </section>

      <section className="stack" aria-labelledby="directories-list">
        <h2 id="directories-list">Directories</h2>
        <PagedList
          query={directories}
          items={directories.data ?? []}
          loading="Loading directories"
          empty="No directories yet. Create one above for each identity provider that provisions your people."
        >
          {directories.data?.map((directory) => (
            <DirectoryCard key={directory.id} tenantId={tenantId} directory={directory} />
          ))}
        </PagedList>
      </section>

      <ProvisioningEvents tenantId={tenantId} directories={directories.data ?? []} />
    </div>
  );
}
