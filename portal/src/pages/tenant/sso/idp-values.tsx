import type { Schemas } from '@gatekeep/sdk';
import { CopyButton } from '../../../ui';

type ProviderConfig = Schemas['ProviderConfig'];

function Value({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span className="mono break">{value}</span> <CopyButton value={value} label={copyLabel} />
      </dd>
    </>
  );
}

/** What to register at the identity provider for this connection, from the config itself. */
export function IdpValues({ config }: { config: ProviderConfig }) {
  if (config.oidc) {
    return (
      <div className="stack">
        <p>Register this at your identity provider, as the sign-in redirect URI of the client (application) you created there:</p>
        <dl className="details-list">
          <Value label="Redirect URI" value={config.oidc.redirectUri} copyLabel="Copy redirect URI" />
        </dl>
        <p className="hint">
          Gatekeep asks for the scopes <span className="mono">{config.oidc.scopes.join(' ') || 'openid email profile'}</span>; the IdP
          should send the <span className="mono">email</span> and <span className="mono">email_verified</span> claims.
        </p>
      </div>
    );
  }
  if (config.saml) {
    return (
      <div className="stack">
        <p>Register these at your identity provider (or give it the metadata file):</p>
        <dl className="details-list">
          <Value label="ACS URL (Assertion Consumer Service, HTTP-POST)" value={config.saml.acsUrl} copyLabel="Copy ACS URL" />
          <Value label="SP entity ID (audience)" value={config.saml.spEntityId} copyLabel="Copy entity ID" />
          <dt>SP metadata</dt>
          <dd>
            <a href={config.saml.metadataUrl} target="_blank" rel="noreferrer">
              Open the SP metadata (XML)
            </a>{' '}
            <CopyButton value={config.saml.metadataUrl} label="Copy metadata URL" />
          </dd>
        </dl>
        <p className="hint">
          Use a persistent or email-address NameID (a transient one would make a new user at every sign-in), and send the address as the
          NameID or as an <span className="mono">email</span> attribute, the name as a <span className="mono">name</span> or{' '}
          <span className="mono">displayName</span> attribute. The assertion itself must be signed.
        </p>
      </div>
    );
  }
  return null;
}
