import { useId, useState } from 'react';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

interface SamlValues {
  entityId: string;
  ssoUrl: string;
  certificate: string;
}

/** The entity id, HTTP-Redirect SSO URL and signing certificate of an IdP's metadata, or why not. */
function fromMetadata(xml: string): SamlValues | string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return 'This is not well-formed XML.';
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entity = idp?.parentElement;
  if (!idp || !entity) return 'No IdP descriptor (IDPSSODescriptor) in this metadata.';
  const sso = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find((e) => e.getAttribute('Binding') === REDIRECT_BINDING);
  const key = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')).find((k) => (k.getAttribute('use') ?? 'signing') === 'signing');
  const base64 = key?.getElementsByTagNameNS(DSIG, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '') ?? '';
  if (!sso) return 'The metadata offers no HTTP-Redirect sign-on service, which Gatekeep uses.';
  if (!base64) return 'The metadata holds no signing certificate.';
  return {
    entityId: entity.getAttribute('entityID') ?? '',
    ssoUrl: sso.getAttribute('Location') ?? '',
    certificate: `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`,
  };
}

/** The SAML block of a new connection (read by name from the form); the IdP's metadata XML may fill it in. */
export function SamlFields() {
  const id = useId();
  const [values, setValues] = useState<SamlValues>({ entityId: '', ssoUrl: '', certificate: '' });
  const [metadata, setMetadata] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (key: keyof SamlValues) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });

  const fill = () => {
    const parsed = fromMetadata(metadata);
    if (typeof parsed === 'string') setMessage({ ok: false, text: parsed });
    else {
      setValues(parsed);
      setMessage({ ok: true, text: 'Filled in the entity ID, SSO URL and certificate from the metadata: check them below.' });
    }
  };

  return (
    <fieldset className="stack">
      <legend>Your SAML identity provider</legend>
      <details>
        <summary>Fill in from the IdP&rsquo;s metadata XML</summary>
        <div className="stack">
          <div className="field">
            <label htmlFor={`${id}-metadata`}>IdP metadata XML</label>
            <textarea id={`${id}-metadata`} className="mono" rows={6} value={metadata} onChange={(e) => setMetadata(e.target.value)} />
          </div>
          <div>
            <button type="button" className="button button-secondary" onClick={fill} disabled={!metadata.trim()}>
              Fill in from metadata
            </button>
          </div>
          <p role="status" className={message ? (message.ok ? 'notice notice-success' : 'notice notice-error') : undefined}>
            {message?.text}
          </p>
        </div>
      </details>
      <div className="field">
        <label htmlFor={`${id}-entity`}>IdP entity ID (issuer)</label>
        <input id={`${id}-entity`} name="entityId" required maxLength={1024} value={values.entityId} onChange={set('entityId')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-sso-url`}>IdP SSO URL (HTTP-Redirect binding)</label>
        <input id={`${id}-sso-url`} name="ssoUrl" type="url" required maxLength={2048} value={values.ssoUrl} onChange={set('ssoUrl')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-certificate`}>IdP signing certificate (PEM)</label>
        <textarea
          id={`${id}-certificate`}
          name="certificate"
          className="mono"
          required
          rows={6}
          maxLength={16384}
          placeholder={'-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----'}
          value={values.certificate}
          onChange={set('certificate')}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" name="allowIdpInitiated" aria-describedby={`${id}-idp-initiated-hint`} />
        Allow IdP-initiated sign-in
      </label>
      <p id={`${id}-idp-initiated-hint`} className="hint">
        Leave off unless your people start from the IdP&rsquo;s app tiles: such answers are bound to no request, and go to the first allowed
        redirect URI.
      </p>
    </fieldset>
  );
}

export function samlSettingsFrom(form: FormData) {
  return {
    entityId: String(form.get('entityId') ?? '').trim(),
    ssoUrl: String(form.get('ssoUrl') ?? '').trim(),
    certificate: String(form.get('certificate') ?? '').trim(),
    allowIdpInitiated: form.get('allowIdpInitiated') === 'on',
  };
}
