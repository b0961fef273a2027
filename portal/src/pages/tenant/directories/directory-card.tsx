import type { Schemas } from '@gatekeep/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ConfirmButton, CopyButton, ShownOnce } from '../../../ui';
import { SetupGuide } from './setup-guide';

type Directory = Schemas['Directory'];

export const directoriesKey = (tenantId: string) => ['tenants', tenantId, 'directories'];

export function DirectoryCard({ tenantId, directory }: { tenantId: string; directory: Directory }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const id = useId();
  const [token, setToken] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: directoriesKey(tenantId) });

  return (
    <article className="card stack" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{directory.name}</h3>
      <dl className="details-list">
        <dt>SCIM base URL</dt>
        <dd>
          <span className="mono break">{directory.scimBaseUrl}</span>{' '}
          <CopyButton value={directory.scimBaseUrl} label="Copy SCIM base URL" />
        </dd>
        <dt>Group → role mappings</dt>
        <dd>
          {directory.groupRoles.length === 0 ? (
            'None: everyone provisioned is a member'
          ) : (
            <ul>
              {directory.groupRoles.map((mapping) => (
                <li key={`${mapping.group}→${mapping.role}`}>
                  {mapping.group} → <span className="mono">{mapping.role}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={directory.createdAt}>{new Date(directory.createdAt).toLocaleString()}</time>
        </dd>
        <dt>Directory id</dt>
        <dd className="mono">{directory.id}</dd>
      </dl>
      <div role="status">
        {token && (
          <p className="notice notice-success">
            New token made: the old one no longer works. Paste this one in your identity provider now.
          </p>
        )}
      </div>
      {token && <ShownOnce label="New SCIM bearer token" value={token} />}
      <details>
        <summary>How to connect Okta or Entra ID</summary>
        <SetupGuide scimBaseUrl={directory.scimBaseUrl} showUrl={false} />
      </details>
      <div className="row wrap">
        <ConfirmButton
          label="Rotate token"
          title={`Rotate the token of ${directory.name}?`}
          description="The current token stops working at once: provisioning pauses until you paste the new one in your identity provider."
          confirmLabel="Rotate token"
          onConfirm={async () => {
            const rotated = await gk.rotateDirectoryToken(tenantId, directory.id);
            setToken(rotated.token);
          }}
        />
        <ConfirmButton
          label="Delete"
          title={`Delete ${directory.name}?`}
          description="Its token stops working and its users and groups are forgotten. The accounts and memberships it made stay. This cannot be undone."
          confirmLabel="Delete directory"
          destructive
          onConfirm={async () => {
            await gk.deleteDirectory(tenantId, directory.id);
            await refresh();
          }}
        />
      </div>
    </article>
  );
}
