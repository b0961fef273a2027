import { CopyButton } from '../../../ui';

/** Where the SCIM base URL and the token go in Okta and in Entra ID (docs/directory-sync.md). */
export function SetupGuide({ scimBaseUrl, showUrl = true }: { scimBaseUrl: string; showUrl?: boolean }) {
  return (
    <div className="stack">
      {showUrl && (
        <p>
          SCIM base URL: <span className="mono break">{scimBaseUrl}</span> <CopyButton value={scimBaseUrl} label="Copy SCIM base URL" />
        </p>
      )}
      <div className="stack">
        <section className="stack" aria-label="Okta settings">
          <h4>Okta</h4>
          <ol>
            <li>Applications → your app → General: enable SCIM provisioning (a SCIM 2.0 app integration).</li>
            <li>
              Provisioning → Integration: <em>SCIM connector base URL</em> = the SCIM base URL.
            </li>
            <li>
              <em>Unique identifier field for users</em> = <span className="mono">userName</span>.
            </li>
            <li>
              <em>Authentication Mode</em> = HTTP Header; <em>Bearer</em> = the directory&rsquo;s token.
            </li>
            <li>Provisioning → To App: enable Push New Users, Push Profile Updates, Push Groups and Deactivate Users.</li>
          </ol>
        </section>
        <section className="stack" aria-label="Entra ID settings">
          <h4>Microsoft Entra ID</h4>
          <ol>
            <li>Enterprise applications → your app → Provisioning; Provisioning Mode = Automatic.</li>
            <li>
              <em>Tenant URL</em> = the SCIM base URL.
            </li>
            <li>
              <em>Secret Token</em> = the directory&rsquo;s token; then Test Connection, and start provisioning.
            </li>
          </ol>
        </section>
      </div>
      <p className="hint">
        People whose address is in a domain you verified (Single sign-on, step 1) become members with the highest role their groups map to (
        <span className="mono">member</span> otherwise) and sign in through your SSO; any other address is invited. Deactivating someone in
        the directory removes their membership at once.
      </p>
    </div>
  );
}
