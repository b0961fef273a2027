import { useId } from 'react';

/** The OIDC block of a new connection: the IdP's issuer and the client registered there (read by name from the form). */
export function OidcFields() {
  const id = useId();
  return (
    <fieldset className="stack">
      <legend>Your OpenID Connect provider</legend>
      <p className="hint">
        First create a web application (client) at your identity provider; you will register Gatekeep&rsquo;s redirect URI there once this
        connection exists.
      </p>
      <div className="field">
        <label htmlFor={`${id}-issuer`}>Issuer URL</label>
        <input
          id={`${id}-issuer`}
          name="issuer"
          type="url"
          required
          maxLength={2048}
          placeholder="https://acme.okta.com"
          aria-describedby={`${id}-issuer-hint`}
        />
        <p id={`${id}-issuer-hint`} className="hint">
          The address its discovery document lives under (<span className="mono">/.well-known/openid-configuration</span>).
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-client-id`}>Client ID</label>
        <input id={`${id}-client-id`} name="clientId" required maxLength={255} autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-client-secret`}>Client secret</label>
        <input
          id={`${id}-client-secret`}
          name="clientSecret"
          type="password"
          maxLength={1024}
          autoComplete="new-password"
          aria-describedby={`${id}-secret-hint`}
        />
        <p id={`${id}-secret-hint`} className="hint">
          Kept encrypted and never shown again.
        </p>
      </div>
    </fieldset>
  );
}

export function oidcSettingsFrom(form: FormData) {
  const secret = String(form.get('clientSecret') ?? '');
  return {
    issuer: String(form.get('issuer') ?? '').trim(),
    clientId: String(form.get('clientId') ?? '').trim(),
    ...(secret ? { clientSecret: secret } : {}),
  };
}
