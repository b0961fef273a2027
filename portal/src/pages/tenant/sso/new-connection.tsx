import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ErrorNotice } from '../../../ui';
import { IdpValues } from './idp-values';
import { OidcFields, oidcSettingsFrom } from './oidc-form';
import { SamlFields, samlSettingsFrom } from './saml-form';
import { ssoTestRedirectUri } from './test-session';

type Protocol = 'oidc' | 'saml';
type ProviderConfig = Schemas['ProviderConfig'];

export const connectionsKey = (tenantId: string) => ['tenants', tenantId, 'provider-configs'];

/** One URI a line, blank lines and repeats dropped. */
export const parseUris = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

export function NewConnection({ tenantId }: { tenantId: string }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const id = useId();
  const [protocol, setProtocol] = useState<Protocol>('oidc');
  const [created, setCreated] = useState<ProviderConfig | null>(null);
  const [formKey, setFormKey] = useState(0);
  const roles = useQuery({ queryKey: ['tenants', tenantId, 'roles', 'all'], queryFn: async () => (await gk.listRoles(tenantId)).items });
  const create = useMutation({
    mutationFn: (body: Parameters<typeof gk.createProviderConfig>[1]) => gk.createProviderConfig(tenantId, body),
    onSuccess: (config) => {
      setCreated(config);
      return queryClient.invalidateQueries({ queryKey: connectionsKey(tenantId) });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const common = {
      name: String(form.get('name') ?? '').trim(),
      allowedRedirectUris: parseUris(String(form.get('redirectUris') ?? '')),
      defaultRole: String(form.get('defaultRole') ?? 'member'),
      jitProvisioning: form.get('jitProvisioning') === 'on',
      trustIdpMfa: form.get('trustIdpMfa') === 'on',
      enforced: false,
      enabled: true,
    };
    const body =
      protocol === 'oidc'
        ? { type: 'oidc' as const, ...common, oidc: oidcSettingsFrom(form) }
        : { type: 'saml' as const, ...common, saml: samlSettingsFrom(form) };
    setCreated(null);
    create.mutate(body, { onSuccess: () => setFormKey((key) => key + 1) });
  };

  const roleOptions = (roles.data ?? []).filter((role) => role.name !== 'owner');

  return (
    <div className="stack">
      <form key={formKey} className="stack" onSubmit={submit}>
        <fieldset className="row wrap">
          <legend>Protocol</legend>
          <label className="checkbox">
            <input type="radio" name="protocol" value="oidc" checked={protocol === 'oidc'} onChange={() => setProtocol('oidc')} />
            OpenID Connect (Okta, Entra ID, Google Workspace, Keycloak…)
          </label>
          <label className="checkbox">
            <input type="radio" name="protocol" value="saml" checked={protocol === 'saml'} onChange={() => setProtocol('saml')} />
            SAML 2.0 (AD FS, Entra ID, Okta…)
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-name`}>Connection name</label>
          <input id={`${id}-name`} name="name" required maxLength={100} placeholder={protocol === 'oidc' ? 'Acme Okta' : 'Acme Entra ID'} />
        </div>
        {protocol === 'oidc' ? <OidcFields /> : <SamlFields />}
        <fieldset className="stack">
          <legend>Who signs in, and where they go back to</legend>
          <div className="field">
            <label htmlFor={`${id}-redirects`}>Allowed redirect URIs (one a line)</label>
            <textarea
              id={`${id}-redirects`}
              name="redirectUris"
              className="mono"
              rows={3}
              defaultValue={ssoTestRedirectUri()}
              aria-describedby={`${id}-redirects-hint`}
            />
            <p id={`${id}-redirects-hint`} className="hint">
              Your applications&rsquo; SSO callbacks, compared exactly. The portal&rsquo;s test page is listed so that “Test sign-in” works.
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-role`}>Role of people who join through this connection</label>
            {/* Mounted again once the roles arrive: a default value only picks among options present then. */}
            <select key={roleOptions.length} id={`${id}-role`} name="defaultRole" defaultValue="member" disabled={roles.isPending}>
              {roleOptions.length === 0 && <option value="member">member</option>}
              {roleOptions.map((role) => (
                <option key={role.id} value={role.name}>
                  {role.name}
                </option>
              ))}
            </select>
          </div>
          <ErrorNotice error={roles.error} />
          <label className="checkbox">
            <input type="checkbox" name="jitProvisioning" defaultChecked />
            Create accounts and memberships at first sign-in (just-in-time provisioning)
          </label>
          <label className="checkbox">
            <input type="checkbox" name="trustIdpMfa" />
            Trust the identity provider&rsquo;s multi-factor authentication (skip Gatekeep&rsquo;s second factor)
          </label>
        </fieldset>
        <ErrorNotice error={create.error} />
        <div>
          <button type="submit" className="button" disabled={create.isPending}>
            {protocol === 'oidc' ? 'Create OIDC connection' : 'Create SAML connection'}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {created && (
          <p className="notice notice-success">Connection “{created.name}” created. Now register it at your identity provider.</p>
        )}
      </div>
      {created && (
        <div className="card stack">
          <IdpValues config={created} />
          <p>Then test it in step 3, before you enforce it.</p>
        </div>
      )}
    </div>
  );
}
