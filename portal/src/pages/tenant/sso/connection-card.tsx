import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ConfirmButton, EnableButton, ErrorNotice } from '../../../ui';
import { IdpValues } from './idp-values';
import { connectionsKey, parseUris } from './new-connection';
import { ssoTestRedirectUri } from './test-session';

type ProviderConfig = Schemas['ProviderConfig'];
type Update = Schemas['UpdateOidcProviderConfigRequest'] & Schemas['UpdateSamlProviderConfigRequest'];

export function ConnectionCard({ tenantId, config }: { tenantId: string; config: ProviderConfig }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const id = useId();
  const [uris, setUris] = useState(config.allowedRedirectUris.join('\n'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: connectionsKey(tenantId) });
  const update = useMutation({
    mutationFn: (body: Pick<Update, 'enabled' | 'enforced' | 'allowedRedirectUris'>) => gk.updateProviderConfig(tenantId, config.id, body),
    onSuccess: refresh,
  });
  const saveUris = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ allowedRedirectUris: parseUris(uris) });
  };
  const testUri = ssoTestRedirectUri();
  const protocol = config.type === 'oidc' ? 'OIDC' : 'SAML';

  return (
    <article className="card stack" aria-labelledby={`${id}-name`}>
      <header className="row wrap">
        <h4 id={`${id}-name`}>{config.name}</h4>
        <span className="tag">{protocol}</span>
        <span className={`status ${config.enabled ? 'status-succeeded' : 'status-failed'}`}>{config.enabled ? 'Enabled' : 'Disabled'}</span>
        {config.enforced && <span className="status status-pending">Enforced</span>}
      </header>
      <dl className="details-list">
        {config.oidc && (
          <>
            <dt>Issuer</dt>
            <dd className="mono break">{config.oidc.issuer}</dd>
            <dt>Client ID</dt>
            <dd className="mono break">{config.oidc.clientId}</dd>
            <dt>Client secret</dt>
            <dd>{config.oidc.hasClientSecret ? 'Set' : 'None (public client)'}</dd>
          </>
        )}
        {config.saml && (
          <>
            <dt>IdP entity ID</dt>
            <dd className="mono break">{config.saml.entityId}</dd>
            <dt>IdP SSO URL</dt>
            <dd className="mono break">{config.saml.ssoUrl}</dd>
            <dt>IdP-initiated sign-in</dt>
            <dd>{config.saml.allowIdpInitiated ? 'Allowed' : 'Refused'}</dd>
          </>
        )}
        <dt>Role at first sign-in</dt>
        <dd>{config.defaultRole}</dd>
        <dt>Just-in-time provisioning</dt>
        <dd>{config.jitProvisioning ? 'On' : 'Off: only existing members sign in'}</dd>
        <dt>Second factor</dt>
        <dd>{config.trustIdpMfa ? 'Trusted from the identity provider' : 'Gatekeep’s own, when the user has one'}</dd>
      </dl>
      <details>
        <summary>Values for your identity provider</summary>
        <IdpValues config={config} />
      </details>

      <form className="stack" onSubmit={saveUris}>
        <div className="field">
          <label htmlFor={`${id}-uris`}>Allowed redirect URIs (one a line)</label>
          <textarea id={`${id}-uris`} className="mono" rows={3} value={uris} onChange={(e) => setUris(e.target.value)} />
        </div>
        {!parseUris(uris).includes(testUri) && (
          <p className="hint">
            The portal&rsquo;s test page (<span className="mono break">{testUri}</span>) is not listed: “Test sign-in” needs it.{' '}
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setUris([...parseUris(uris), testUri].join('\n'))}
            >
              Add the test page
            </button>
          </p>
        )}
        <div>
          <button type="submit" className="button button-secondary" disabled={update.isPending}>
            Save redirect URIs
          </button>
        </div>
      </form>

      <div className="row wrap">
        <EnableButton
          enabled={config.enabled}
          onChange={(enabled) => update.mutateAsync({ enabled })}
          pending={update.isPending}
          disabling={{
            title: `Disable ${config.name}?`,
            description: 'Nobody can sign in through this connection until it is enabled again.',
            confirmLabel: 'Disable connection',
          }}
        />
        {config.enforced ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => update.mutate({ enforced: false })}
            disabled={update.isPending}
          >
            Stop enforcing SSO
          </button>
        ) : (
          <ConfirmButton
            label="Enforce SSO"
            title="Make SSO the only way in?"
            description="People with an address in your verified domains then sign in only through this connection: password sign-in, password reset, sign-up and passkeys answer “SSO required” for them, yours included. Run a successful test sign-in first."
            confirmLabel="Enforce SSO"
            onConfirm={() => update.mutateAsync({ enforced: true })}
          />
        )}
        <ConfirmButton
          label="Delete"
          title={`Delete ${config.name}?`}
          description="Nobody can sign in through it any more, and the links between IdP identities and accounts go with it (the accounts and memberships stay). This cannot be undone."
          confirmLabel="Delete connection"
          destructive
          onConfirm={async () => {
            await gk.deleteProviderConfig(tenantId, config.id);
            await refresh();
          }}
        />
      </div>
      <div role="status" aria-live="polite">
        {update.isSuccess && update.variables.allowedRedirectUris && <p className="notice notice-success">Redirect URIs saved.</p>}
      </div>
      {/* Confirmed changes show their errors in their dialog. */}
      {update.error && update.variables?.enabled !== false && update.variables?.enforced !== true && <ErrorNotice error={update.error} />}
    </article>
  );
}
