import { randomBytes, randomUUID } from 'node:crypto';
// @peculiar/x509 resolves its algorithms through tsyringe, which needs Reflect metadata loaded first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import samlify from 'samlify';

const { Constants, IdentityProvider, SamlLib, ServiceProvider, setSchemaValidator } = samlify;

/** What a tenant's IdP puts in the user's NameID unless a test says otherwise. */
export const EMAIL_NAME_ID_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/** The claim URI AD FS and Entra ID send the address under, next to the plain `email` some IdPs use. */
export const EMAIL_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';

export interface AuthnRequestSeen {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string | null;
}

export interface RespondOptions {
  spEntityId: string;
  acsUrl: string;
  /** The AuthnRequest's ID; omitted, the response is IdP-initiated (no InResponseTo anywhere). */
  inResponseTo?: string;
  nameId: string;
  nameIdFormat?: string;
  email?: string;
  name?: string;
  attributes?: Record<string, string>;
  /** The assertion's Conditions (default: now). */
  notBefore?: Date;
  /** The assertion's Conditions and its bearer SubjectConfirmationData (default: in 5 minutes). */
  notOnOrAfter?: Date;
  /** Default: spEntityId. */
  audience?: string;
  /** The Response's Destination (default: acsUrl). */
  destination?: string;
  /** The SubjectConfirmationData's Recipient (default: acsUrl). */
  recipient?: string;
  signAssertion?: boolean;
  signResponse?: boolean;
  /** Fixed, for replay tests; default a fresh one. */
  assertionId?: string;
}

export interface SamlIdp {
  entityId: string;
  /** Where an SP sends the AuthnRequest; nothing listens there: tests hand the URL to readRequest. */
  ssoUrl: string;
  /** The signing certificate, PEM: what a tenant pastes into its SSO settings. */
  certificate: string;
  /** Reads an SP's HTTP-Redirect AuthnRequest URL (SAMLRequest, RelayState) as the IdP would. */
  readRequest(redirectUrl: string): Promise<AuthnRequestSeen>;
  /** A base64 SAMLResponse as the IdP would POST it to the ACS: assertion and response signed unless told. */
  respond(options: RespondOptions): Promise<string>;
}

// samlify refuses to parse any message until a schema validator is set. Real deployments must
// plug an XSD validator in; this IdP only reads AuthnRequests that node-saml wrote in the same
// test, so accepting everything costs nothing here. Never copy this outside test helpers.
setSchemaValidator({ validate: async () => 'accepted without schema validation (test IdP)' });

/** A SAML 2.0 identity provider (samlify) with a fresh RSA-2048 key and self-signed certificate. */
export async function startSamlIdp(): Promise<SamlIdp> {
  const entityId = `https://idp.test/${randomBytes(6).toString('hex')}`;
  const ssoUrl = `${entityId}/sso`;
  const { certificate, privateKey } = await signingIdentity(new URL(entityId).host);
  const idp = IdentityProvider({
    entityID: entityId,
    signingCert: certificate,
    privateKey,
    nameIDFormat: [EMAIL_NAME_ID_FORMAT],
    singleSignOnService: [{ Binding: Constants.namespace.binding.redirect, Location: ssoUrl }],
    // Unused; declared so that samlify does not warn on every start that the IdP has none.
    singleLogoutService: [{ Binding: Constants.namespace.binding.redirect, Location: `${entityId}/slo` }],
    wantAuthnRequestsSigned: false,
  });

  return {
    entityId,
    ssoUrl,
    certificate,
    async readRequest(redirectUrl) {
      const url = new URL(redirectUrl);
      // samlify wants "the SP that sent it" to check a request signature; requests are unsigned
      // (wantAuthnRequestsSigned: false), so any SP will do and the request names its own.
      const anySp = ServiceProvider({ entityID: 'urn:gatekeep-test:any-sp' });
      const { extract } = await idp.parseLoginRequest(anySp, 'redirect', { query: Object.fromEntries(url.searchParams) });
      const request = extract.request as Record<string, string>;
      return {
        id: request.id!,
        acsUrl: request.assertionConsumerServiceUrl!,
        issuer: String(extract.issuer),
        relayState: url.searchParams.get('RelayState'),
      };
    },
    async respond(options) {
      const signAssertion = options.signAssertion ?? true;
      const signResponse = options.signResponse ?? true;
      const xml = responseXml(entityId, options);
      // samlify signs what the SP's metadata asks for: the assertion when WantAssertionsSigned,
      // the Response when wantMessageSigned or when the assertion is not signed. It cannot send
      // neither signed, which only an attacker would; that one is the template left unsigned.
      if (!signAssertion && !signResponse) return Buffer.from(xml).toString('base64');
      const sp = ServiceProvider({
        entityID: options.spEntityId,
        assertionConsumerService: [{ Binding: Constants.namespace.binding.post, Location: options.acsUrl }],
        wantAssertionsSigned: signAssertion,
        wantMessageSigned: signResponse,
      });
      const signed = await idp.createLoginResponse(
        sp,
        { extract: {} },
        Constants.wording.binding.post,
        {},
        { customTagReplacement: () => ({ id: '', context: xml }) },
      );
      return signed.context;
    },
  };
}

/** The Response before signing: samlify's own template, every value XML-escaped by samlify. */
function responseXml(issuer: string, options: RespondOptions): string {
  const now = new Date();
  const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const attributes = userAttributes(options);
  const template = SamlLib.defaultLoginResponseTemplate.context
    .replace('{AuthnStatement}', AUTHN_STATEMENT)
    .replace('{AttributeStatement}', attributes.length ? SamlLib.attributeStatementBuilder(attributes.map(attributeSlot)) : '');
  return SamlLib.replaceTagsByValue(template, {
    ID: `_${randomUUID()}`,
    AssertionID: options.assertionId ?? `_${randomUUID()}`,
    Issuer: issuer,
    IssueInstant: now.toISOString(),
    Destination: options.destination ?? options.acsUrl,
    // Undefined drops the attribute, from the Response and from the SubjectConfirmationData.
    InResponseTo: options.inResponseTo,
    StatusCode: Constants.StatusCode.Success,
    NameIDFormat: options.nameIdFormat ?? EMAIL_NAME_ID_FORMAT,
    NameID: options.nameId,
    SubjectRecipient: options.recipient ?? options.acsUrl,
    SubjectConfirmationDataNotOnOrAfter: notOnOrAfter,
    ConditionsNotBefore: (options.notBefore ?? now).toISOString(),
    ConditionsNotOnOrAfter: notOnOrAfter,
    Audience: options.audience ?? options.spEntityId,
    AuthnInstant: now.toISOString(),
    SessionIndex: `_${randomUUID()}`,
    ...Object.fromEntries(attributes.map(([, value], index) => [`attrValue${index}`, value])),
  });
}

// The Web SSO profile wants an AuthnStatement (with a SessionIndex for single logout); samlify's
// template leaves a slot for it. Bearer SubjectConfirmationData carries no NotBefore (saml-profiles
// §4.1.4.2), which is why notBefore only reaches the Conditions.
const AUTHN_STATEMENT =
  '<saml:AuthnStatement AuthnInstant="{AuthnInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext>' +
  '<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>' +
  '</saml:AuthnContext></saml:AuthnStatement>';

function userAttributes(options: RespondOptions): Array<[name: string, value: string]> {
  const attributes: Array<[string, string]> = [];
  if (options.email !== undefined) attributes.push(['email', options.email], [EMAIL_CLAIM, options.email]);
  if (options.name !== undefined) attributes.push(['name', options.name]);
  return [...attributes, ...Object.entries(options.attributes ?? {})];
}

/** One attribute for samlify's builder; its value goes through replaceTagsByValue as tag attrValue<index>. */
function attributeSlot([name]: [string, string], index: number) {
  return {
    name,
    nameFormat: name.includes(':')
      ? 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri'
      : 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
    valueXsiType: 'xs:string',
    valueTag: `value${index}`,
  };
}

/** An RSA-2048 key and a self-signed SHA-256 certificate for it, made with node's WebCrypto. */
async function signingIdentity(host: string): Promise<{ certificate: string; privateKey: string }> {
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
  const keys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name: `CN=${host} SAML signing`,
      keys,
      signingAlgorithm: algorithm,
    },
    crypto,
  );
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey);
  return { certificate: certificate.toString('pem'), privateKey: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY') };
}
