import { type CacheItem, type CacheProvider, SAML, type SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthnRequestSeen, type RespondOptions, type SamlIdp, startSamlIdp } from '../helpers/saml-idp.ts';
import { commentInNameId, signedAssertionUnderUnsignedResponse, withSecondUnsignedAssertion } from '../helpers/saml-wrapping.ts';

// Issue 32 groundwork: the samlify identity provider and the signature-wrapping fixtures, proven
// against @node-saml/node-saml configured as Gatekeep's service provider will be. Where node-saml
// leaves a check to its caller, a test says so ("Gatekeep must"), so that the SP adds it.
const ISSUER = 'https://gatekeep.test';
const SP_ENTITY_ID = ISSUER;
const ACS_URL = `${ISSUER}/v1/sso/saml/acs`;
const ATTACKER = { nameId: 'mallory@evil.example' };

/** node-saml's request-ID store: saveAsync at getAuthorizeUrlAsync, getAsync and removeAsync at the ACS. */
class RequestIdCache implements CacheProvider {
  readonly items = new Map<string, CacheItem>();
  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    if (this.items.has(key)) return null;
    const item = { value, createdAt: Date.now() };
    this.items.set(key, item);
    return item;
  }
  // node-saml reads the value back as the request's instant (to expire it), so it must be the
  // value saved, not a flag.
  async getAsync(key: string): Promise<string | null> {
    return this.items.get(key)?.value ?? null;
  }
  async removeAsync(key: string | null): Promise<string | null> {
    if (key === null) return null;
    const item = this.items.get(key);
    this.items.delete(key);
    return item?.value ?? null;
  }
}

let idp: SamlIdp;
beforeAll(async () => {
  idp = await startSamlIdp();
});

function serviceProvider(overrides: Partial<SamlConfig> = {}) {
  const requestIds = new RequestIdCache();
  const saml = new SAML({
    callbackUrl: ACS_URL,
    entryPoint: idp.ssoUrl,
    issuer: SP_ENTITY_ID,
    idpCert: idp.certificate,
    audience: SP_ENTITY_ID,
    wantAssertionsSigned: true,
    // Many IdPs sign only the assertion; the assertion is what Gatekeep reads.
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: 120_000,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: requestIds,
    ...overrides,
  });
  return { saml, requestIds };
}

type ServiceProvider = ReturnType<typeof serviceProvider>;

/** The SP's redirect to the IdP, read by the IdP. */
async function authnRequest(sp: ServiceProvider, relayState = 'state-1'): Promise<AuthnRequestSeen> {
  return idp.readRequest(await sp.saml.getAuthorizeUrlAsync(relayState, undefined, {}));
}

function respondTo(request: AuthnRequestSeen, options: Partial<RespondOptions> = {}): Promise<string> {
  return idp.respond({
    spEntityId: SP_ENTITY_ID,
    acsUrl: request.acsUrl,
    inResponseTo: request.id,
    nameId: 'ada@acme.test',
    email: 'ada@acme.test',
    ...options,
  });
}

function acs(sp: ServiceProvider, SAMLResponse: string) {
  return sp.saml.validatePostResponseAsync({ SAMLResponse });
}

describe('the samlify IdP and node-saml as Gatekeep configures it', () => {
  it('signs a user in: the IdP reads the request, node-saml verifies the response and reads the user', async () => {
    const sp = serviceProvider();
    const request = await authnRequest(sp, 'state-1');
    expect(request).toMatchObject({ issuer: SP_ENTITY_ID, acsUrl: ACS_URL, relayState: 'state-1' });
    expect([...sp.requestIds.items.keys()]).toEqual([request.id]);

    const { profile } = await acs(sp, await respondTo(request, { name: 'Ada Lovelace', attributes: { department: 'R&D <1>' } }));
    expect(profile).toMatchObject({
      issuer: idp.entityId,
      inResponseTo: request.id,
      nameID: 'ada@acme.test',
      nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      email: 'ada@acme.test',
      'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': 'ada@acme.test',
      name: 'Ada Lovelace',
      department: 'R&D <1>',
    });
    expect(sp.requestIds.items.size).toBe(0);
  });

  it('accepts an assertion signed under an unsigned response, and a signed one under a signed response', async () => {
    const sp = serviceProvider();
    const assertionOnly = await respondTo(await authnRequest(sp), { signResponse: false });
    expect((await acs(sp, assertionOnly)).profile?.nameID).toBe('ada@acme.test');
    const both = await respondTo(await authnRequest(sp), { signResponse: true });
    expect((await acs(sp, both)).profile?.nameID).toBe('ada@acme.test');
  });

  it('accepts a response once: the request ID is spent, so a replay is refused', async () => {
    const sp = serviceProvider();
    const response = await respondTo(await authnRequest(sp));
    await acs(sp, response);
    await expect(acs(sp, response)).rejects.toThrow('InResponseTo is not valid');
  });

  it('tolerates clocks 120 s apart, either way', async () => {
    const sp = serviceProvider();
    const justExpired = await respondTo(await authnRequest(sp), { notOnOrAfter: secondsFromNow(-60) });
    await expect(acs(sp, justExpired)).resolves.toBeDefined();
    const notQuiteValid = await respondTo(await authnRequest(sp), { notBefore: secondsFromNow(60) });
    await expect(acs(sp, notQuiteValid)).resolves.toBeDefined();
  });
});

describe('node-saml refuses', () => {
  it('an assertion expired beyond the skew: no bearer confirmation is current', async () => {
    const sp = serviceProvider();
    const response = await respondTo(await authnRequest(sp), { notOnOrAfter: secondsFromNow(-180) });
    await expect(acs(sp, response)).rejects.toThrow('No valid subject confirmation found among those available in the SAML assertion');
  });

  it('an assertion not valid before a time beyond the skew', async () => {
    const sp = serviceProvider();
    const response = await respondTo(await authnRequest(sp), { notBefore: secondsFromNow(180) });
    await expect(acs(sp, response)).rejects.toThrow('SAML assertion not yet valid');
  });

  it('an assertion for another audience', async () => {
    const sp = serviceProvider();
    const response = await respondTo(await authnRequest(sp), { audience: 'https://other-sp.test' });
    await expect(acs(sp, response)).rejects.toThrow(
      `SAML assertion audience mismatch. Expected: ${SP_ENTITY_ID} Received: https://other-sp.test`,
    );
  });

  it('an unsigned assertion, whether or not the response around it is signed', async () => {
    const sp = serviceProvider();
    const underSignedResponse = await respondTo(await authnRequest(sp), { signAssertion: false, signResponse: true });
    await expect(acs(sp, underSignedResponse)).rejects.toThrow('Invalid signature');
    const unsigned = await respondTo(await authnRequest(sp), { signAssertion: false, signResponse: false });
    await expect(acs(sp, unsigned)).rejects.toThrow('Invalid signature');
  });

  it('an assertion signed by another IdP', async () => {
    const sp = serviceProvider();
    const impostor = await startSamlIdp();
    const request = await authnRequest(sp);
    const response = await impostor.respond({
      spEntityId: SP_ENTITY_ID,
      acsUrl: ACS_URL,
      inResponseTo: request.id,
      nameId: 'ada@acme.test',
    });
    await expect(acs(sp, response)).rejects.toThrow('Invalid signature');
  });

  it('a response to a request it never made, and an unsolicited (IdP-initiated) one', async () => {
    const sp = serviceProvider();
    await authnRequest(sp);
    const unknown = await idp.respond({ spEntityId: SP_ENTITY_ID, acsUrl: ACS_URL, inResponseTo: '_never-asked', nameId: 'ada@acme.test' });
    await expect(acs(sp, unknown)).rejects.toThrow('InResponseTo is not valid');
    const unsolicited = await idp.respond({ spEntityId: SP_ENTITY_ID, acsUrl: ACS_URL, nameId: 'ada@acme.test' });
    await expect(acs(sp, unsolicited)).rejects.toThrow('InResponseTo is missing from response');
  });

  it('a response to a request older than requestIdExpirationPeriodMs', async () => {
    const sp = serviceProvider({ requestIdExpirationPeriodMs: 1 });
    const request = await authnRequest(sp);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(acs(sp, await respondTo(request))).rejects.toThrow('SubjectInResponseTo is not valid');
  });
});

describe('what node-saml leaves to Gatekeep', () => {
  it('a refused response spends the request: the user must start over', async () => {
    const sp = serviceProvider();
    const request = await authnRequest(sp);
    await expect(acs(sp, await respondTo(request, { audience: 'https://other-sp.test' }))).rejects.toThrow('audience mismatch');
    await expect(acs(sp, await respondTo(request))).rejects.toThrow('InResponseTo is not valid');
  });

  it('does not check the Response Destination nor the SubjectConfirmationData Recipient: Gatekeep must (the Recipient is signed)', async () => {
    const sp = serviceProvider();
    const elsewhere = 'https://other-sp.test/acs';
    const response = await respondTo(await authnRequest(sp), { destination: elsewhere, recipient: elsewhere });
    const { profile } = await acs(sp, response);
    expect(profile?.nameID).toBe('ada@acme.test');
    expect(profile?.getAssertionXml?.()).toContain(`Recipient="${elsewhere}"`);
  });

  it('does not check the assertion Issuer against idpIssuer on sign-in (only on logout): the certificate is the IdP', async () => {
    const sp = serviceProvider({ idpIssuer: 'https://some-other-idp.test' });
    const { profile } = await acs(sp, await respondTo(await authnRequest(sp)));
    expect(profile?.issuer).toBe(idp.entityId);
  });

  it('keeps no record of assertion IDs: with IdP-initiated sign-in allowed (ifPresent), a replay is accepted', async () => {
    const sp = serviceProvider({ validateInResponseTo: ValidateInResponseTo.ifPresent });
    const unsolicited = await idp.respond({ spEntityId: SP_ENTITY_ID, acsUrl: ACS_URL, nameId: 'ada@acme.test', assertionId: '_replayed' });
    await acs(sp, unsolicited);
    const { profile } = await acs(sp, unsolicited);
    expect(profile?.getAssertionXml?.()).toContain('ID="_replayed"');
  });
});

describe('signature wrapping: each fixture fools a naive SP, and node-saml refuses it or reads the truth', () => {
  for (const where of ['before', 'after'] as const) {
    it(`a second, unsigned assertion ${where} the signed one`, async () => {
      const sp = serviceProvider();
      const forged = withSecondUnsignedAssertion(await respondTo(await authnRequest(sp)), ATTACKER, where);
      const naive = naiveRead(forged);
      expect(naive.signatureVerifies).toBe(true);
      expect(where === 'before' ? naive.firstNameId : naive.lastNameId).toBe(ATTACKER.nameId);
      await expect(acs(sp, forged)).rejects.toThrow('Invalid signature: multiple assertions');
    });
  }

  it('the signed assertion moved into the Extensions of a response whose own assertion is unsigned', async () => {
    const sp = serviceProvider();
    const forged = signedAssertionUnderUnsignedResponse(await respondTo(await authnRequest(sp)), ATTACKER);
    const naive = naiveRead(forged);
    expect(naive.signatureVerifies).toBe(true);
    expect(naive.responseAssertionNameId).toBe(ATTACKER.nameId);
    await expect(acs(sp, forged)).rejects.toThrow('Invalid signature');
  });

  it('a comment in the signed NameID: the signature holds, node-saml reads the whole text', async () => {
    const sp = serviceProvider();
    const response = await respondTo(await authnRequest(sp), {
      nameId: 'victim@acme.com.evil.example',
      email: 'victim@acme.com.evil.example',
    });
    const forged = commentInNameId(response, 'victim@acme.com');
    expect(Buffer.from(forged, 'base64').toString()).toContain('>victim@acme.com<!---->.evil.example</saml:NameID>');
    const naive = naiveRead(forged);
    expect(naive.signatureVerifies).toBe(true);
    expect(naive.firstNameId).toBe('victim@acme.com');
    // It reads the user from the canonical form of the signed assertion, which has no comments.
    const { profile } = await acs(sp, forged);
    expect(profile?.nameID).toBe('victim@acme.com.evil.example');
    expect(profile?.getAssertionXml?.()).toContain('>victim@acme.com.evil.example</saml:NameID>');
  });
});

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

/**
 * What a vulnerable SP does: verify the first signature in the document (xml-crypto finds the
 * signed element by ID wherever it is), then read a NameID without asking whether the
 * signature covers it, and only its first text node.
 */
function naiveRead(response: string) {
  const xml = Buffer.from(response, 'base64').toString('utf8');
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const signature = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0]!;
  const verifier = new SignedXml({ publicCert: idp.certificate });
  verifier.loadSignature(signature);
  const nameIds = Array.from(document.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'NameID'));
  const firstText = (nameId: Element | undefined) => nameId?.firstChild?.nodeValue;
  const responseAssertion = Array.from(document.documentElement!.childNodes).find((node) => (node as Element).localName === 'Assertion') as
    Element | undefined;
  return {
    signatureVerifies: verifier.checkSignature(xml),
    firstNameId: firstText(nameIds[0]),
    lastNameId: firstText(nameIds.at(-1)),
    responseAssertionNameId: firstText(responseAssertion?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'NameID')[0]),
  };
}
