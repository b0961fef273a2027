// The SAML 2.0 service provider: the one importer of @node-saml/node-saml. It turns a provider
// config into an AuthnRequest URL and a POSTed SAMLResponse into an ExternalIdentity; whether
// that identity may sign in, and whether its assertion was seen before, is the domain's to decide.
import { DOMParser } from '@xmldom/xmldom';
import { type CacheProvider, type Profile, SAML, SamlStatusError, ValidateInResponseTo } from '@node-saml/node-saml';
import { type ExternalIdentity, IdpAnswerError } from './external-identity.ts';

export interface SamlProvider {
  /** The IdP's entity id: the Issuer its assertions must carry. */
  idpEntityId: string;
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  ssoUrl: string;
  /** The IdP's signing certificate, PEM. */
  certificate: string;
  /** Gatekeep's entity id for this config: the Audience its assertions must name. */
  spEntityId: string;
  /** Gatekeep's ACS: the Destination and Recipient its responses must name. */
  acsUrl: string;
  /** SSO_CLOCK_SKEW_S: how far the IdP's clock may be off when NotBefore and NotOnOrAfter are checked. */
  clockSkewSeconds: number;
}

/** What the IdP answered, checked: who signed in, and the assertion to remember until it expires. */
export interface SamlAnswer {
  identity: ExternalIdentity;
  assertionId: string;
  /** The assertion's last moment of validity (its NotOnOrAfter, plus the clock skew). */
  expiresAt: Date;
}

/** Where a response came from, as it claims before anything is verified: enough to find its config. */
export interface SamlRouting {
  inResponseTo: string | null;
  audiences: string[];
  /** The Response's Destination, which samlIdentity checks (it is outside the signed assertion either way). */
  destination: string | null;
}

const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const EMAIL_NAME_ID_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
/** Where IdPs put the address when the NameID is not one: plain names, AD FS and Entra ID's claim URI, the LDAP OID. */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = ['name', 'displayName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];
/** The request id must be answered within this, like the state of an OIDC sign-in (SSO_REQUEST_TTL_SECONDS). */
const REQUEST_LIFETIME_MS = 10 * 60_000;

/**
 * node-saml keeps the ids of requests it sent in a cache that lives in one process. Gatekeep keeps
 * them in the database (sso_requests), so this cache knows one id: the one the stored request
 * names, which the domain has already taken (single use) before the response is checked.
 */
function oneRequestCache(requestId: string | null, createdAt: Date | null): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (requestId !== null && key === requestId ? (createdAt ?? new Date()).toISOString() : null),
    removeAsync: async () => null,
  };
}

function serviceProvider(provider: SamlProvider, expected: { requestId: string | null; createdAt: Date | null } | null): SAML {
  return new SAML({
    entryPoint: provider.ssoUrl,
    issuer: provider.spEntityId,
    audience: provider.spEntityId,
    callbackUrl: provider.acsUrl,
    idpCert: provider.certificate,
    // The assertion must be signed by the IdP; a signed Response around it is welcome, not required
    // (Okta and Entra ID sign only the assertion by default).
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: provider.clockSkewSeconds * 1000,
    // SP-initiated: the response must answer the stored request. IdP-initiated: it must answer none
    // (a response to some other request, captured and posted unsolicited, is refused).
    validateInResponseTo: expected ? ValidateInResponseTo.always : ValidateInResponseTo.ifPresent,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider: oneRequestCache(expected?.requestId ?? null, expected?.createdAt ?? null),
    // Any NameID format the IdP is set up for: the subject is the NameID, the address may be an attribute.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}

/** Where to send the browser: the IdP's SSO URL with a deflated AuthnRequest whose ID is `requestId`. */
export async function samlAuthorizeUrl(provider: SamlProvider, request: { relayState: string; requestId: string }): Promise<string> {
  const sp = serviceProvider(provider, null);
  sp.options.generateUniqueId = () => request.requestId;
  return sp.getAuthorizeUrlAsync(request.relayState, undefined, {});
}

/** SP metadata for the IdP's administrator: entity id, ACS (HTTP-POST) and signed assertions wanted. */
export function samlMetadata(provider: SamlProvider): string {
  return serviceProvider(provider, null).generateServiceProviderMetadata(null, null);
}

function parse(xml: string): Document {
  const errors: string[] = [];
  const document = new DOMParser({
    errorHandler: { warning: () => {}, error: (message) => errors.push(message), fatalError: (message) => errors.push(message) },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0 || !document?.documentElement) throw new IdpAnswerError('invalid_saml_response', 'The SAMLResponse is not XML.');
  return document;
}

function decode(samlResponse: string): string {
  if (!/^[A-Za-z0-9+/=\s]+$/.test(samlResponse)) throw new IdpAnswerError('invalid_saml_response', 'The SAMLResponse is not base64.');
  return Buffer.from(samlResponse, 'base64').toString('utf8');
}

function children(parent: Element, namespace: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === localName,
  );
}

/**
 * What the response claims about itself, read before any check, only to find the request or the
 * config it belongs to; everything read here is verified again by samlIdentity.
 */
export function samlRouting(samlResponse: string): SamlRouting {
  const root = parse(decode(samlResponse)).documentElement!;
  if (root.namespaceURI !== PROTOCOL_NS || root.localName !== 'Response')
    throw new IdpAnswerError('invalid_saml_response', 'The SAMLResponse is not a SAML 2.0 Response.');
  const audiences = children(root, ASSERTION_NS, 'Assertion')
    .flatMap((assertion) => children(assertion, ASSERTION_NS, 'Conditions'))
    .flatMap((conditions) => children(conditions, ASSERTION_NS, 'AudienceRestriction'))
    .flatMap((restriction) => children(restriction, ASSERTION_NS, 'Audience'))
    .map((audience) => (audience.textContent ?? '').trim());
  return { inResponseTo: root.getAttribute('InResponseTo') || null, audiences, destination: root.getAttribute('Destination') || null };
}

/**
 * The IdP's response at the ACS, checked by node-saml (the assertion's signature by the config's
 * certificate, exactly one assertion, InResponseTo against the stored request id or none for an
 * IdP-initiated response, audience, NotBefore and NotOnOrAfter with the clock skew) and here
 * (the Issuer, the Response's Destination, the bearer confirmation's Recipient and lifetime).
 */
export async function samlIdentity(
  provider: SamlProvider,
  samlResponse: string,
  routing: SamlRouting,
  expected: { requestId: string; createdAt: Date } | null,
): Promise<SamlAnswer> {
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProvider(provider, expected).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (err) {
    if (err instanceof SamlStatusError) throw new IdpAnswerError('access_denied', err.message);
    throw new IdpAnswerError('invalid_saml_response', (err as Error)?.message ?? 'The SAMLResponse failed a check.');
  }
  if (!profile?.getAssertionXml) throw new IdpAnswerError('invalid_saml_response', 'The SAMLResponse carries no assertion.');
  if (profile.issuer !== provider.idpEntityId)
    throw new IdpAnswerError('invalid_saml_response', `The assertion's Issuer is not the config's entityId ${provider.idpEntityId}.`);

  // saml-bindings §3.5.5.2: a signed response must name its Destination; any response naming one must name this ACS.
  if (routing.destination !== null && routing.destination !== provider.acsUrl)
    throw new IdpAnswerError('invalid_saml_response', `The Response's Destination is not ${provider.acsUrl}.`);

  // From here on, only the signed assertion node-saml verified is read.
  const assertion = parse(profile.getAssertionXml()).documentElement!;
  const expiresAt = bearerConfirmation(assertion, provider);
  return {
    identity: identityOf(profile),
    assertionId: assertion.getAttribute('ID') ?? '',
    expiresAt: new Date(expiresAt.getTime() + provider.clockSkewSeconds * 1000),
  };
}

/**
 * saml-profiles §4.1.4.2: a bearer SubjectConfirmationData naming this ACS as its Recipient and a
 * NotOnOrAfter still ahead. Answers that NotOnOrAfter: the assertion's id is remembered until then.
 */
function bearerConfirmation(assertion: Element, provider: SamlProvider): Date {
  const now = Date.now();
  const skewMs = provider.clockSkewSeconds * 1000;
  const subject = children(assertion, ASSERTION_NS, 'Subject')[0];
  const confirmations = subject ? children(subject, ASSERTION_NS, 'SubjectConfirmation') : [];
  for (const confirmation of confirmations) {
    if (confirmation.getAttribute('Method') !== BEARER) continue;
    for (const data of children(confirmation, ASSERTION_NS, 'SubjectConfirmationData')) {
      const notOnOrAfter = Date.parse(data.getAttribute('NotOnOrAfter') ?? '');
      if (data.getAttribute('Recipient') === provider.acsUrl && Number.isFinite(notOnOrAfter) && now - skewMs < notOnOrAfter)
        return new Date(notOnOrAfter);
    }
  }
  throw new IdpAnswerError(
    'invalid_saml_response',
    `The assertion has no bearer SubjectConfirmationData for Recipient ${provider.acsUrl} that is still valid.`,
  );
}

function firstAttribute(profile: Profile, names: string[]): string | null {
  for (const name of names) {
    const value = profile[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim() !== '') return first.trim();
  }
  return null;
}

function identityOf(profile: Profile): ExternalIdentity {
  if (!profile.nameID) throw new IdpAnswerError('invalid_saml_response', 'The assertion names no subject (NameID).');
  const email = profile.nameIDFormat === EMAIL_NAME_ID_FORMAT ? profile.nameID : firstAttribute(profile, EMAIL_ATTRIBUTES);
  return {
    subject: profile.nameID,
    email,
    // The IdP signed the assertion that carries the address: that is its word for it.
    emailVerified: email !== null,
    name: firstAttribute(profile, NAME_ATTRIBUTES),
  };
}
