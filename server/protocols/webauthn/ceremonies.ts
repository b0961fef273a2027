// WebAuthn, the one importer of @simplewebauthn/server: it makes a ceremony's options and checks
// the browser's answer (PublicKeyCredential.toJSON()) against them. Whose credential it is and
// what a passkey may do is the domain's to decide.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';

export type CreationOptions = PublicKeyCredentialCreationOptionsJSON;
export type RequestOptions = PublicKeyCredentialRequestOptionsJSON;

/** The relying party: WEBAUTHN_RP_ID, WEBAUTHN_RP_NAME, WEBAUTHN_ORIGINS. */
export interface RelyingParty {
  rpId: string;
  rpName: string;
  origins: string[];
}

/** A credential as the options name it (to exclude or allow). */
export interface CredentialDescriptor {
  id: string;
  transports: string[];
}

/** The browser's answer failed a check; `reason` says which, for the log and the error. */
export class CeremonyRefused extends Error {}

/** How long the browser gives the person (the challenge lives as long on the server). */
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;

/** ES256, EdDSA, RS256: what the issue asks, in the order authenticators are offered them. */
const ALGORITHMS = [-7, -8, -257];

type Transport = NonNullable<CredentialDescriptor['transports']>[number];
const descriptors = (credentials: CredentialDescriptor[]) =>
  credentials.map((credential) => ({ id: credential.id, transports: credential.transports as never as Transport[] }));

/**
 * Creation options: a discoverable credential (a passkey, usable without typing a name), user
 * verification preferred, no attestation asked (`none`: Gatekeep trusts no vendor list), the
 * user's own credentials excluded so one authenticator is not registered twice.
 */
export function creationOptions(
  party: RelyingParty,
  user: { handle: string; name: string; displayName: string },
  exclude: CredentialDescriptor[],
): Promise<CreationOptions> {
  return generateRegistrationOptions({
    rpName: party.rpName,
    rpID: party.rpId,
    userID: new TextEncoder().encode(user.handle),
    userName: user.name,
    userDisplayName: user.displayName,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: descriptors(exclude),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Request options: `allow` empty for a discoverable credential (usernameless, autofill). */
export function requestOptions(
  party: RelyingParty,
  allow: CredentialDescriptor[],
  userVerification: 'required' | 'preferred',
): Promise<RequestOptions> {
  return generateAuthenticationOptions({
    rpID: party.rpId,
    allowCredentials: descriptors(allow),
    userVerification,
    timeout: CEREMONY_TIMEOUT_MS,
  });
}

/** The challenge the browser signed, read from clientDataJSON, to find the ceremony it answers. */
export function answeredChallenge(response: { response?: { clientDataJSON?: unknown } }): string {
  const clientData = response.response?.clientDataJSON;
  if (typeof clientData !== 'string' || !isoBase64URL.isBase64URL(clientData)) throw new CeremonyRefused('clientDataJSON is not base64url');
  try {
    const { challenge } = decodeClientDataJSON(clientData);
    if (typeof challenge !== 'string') throw new CeremonyRefused('clientDataJSON has no challenge');
    return challenge;
  } catch (error) {
    if (error instanceof CeremonyRefused) throw error;
    throw new CeremonyRefused('clientDataJSON is not JSON');
  }
}

export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  aaguid: string;
}

/** A registration checked: challenge, origin, RP ID hash, user presence, an allowed algorithm. */
export async function verifyCreation(party: RelyingParty, response: unknown, expectedChallenge: string): Promise<NewCredential> {
  try {
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: party.origins,
      expectedRPID: party.rpId,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified.verified) throw new CeremonyRefused('the attestation did not verify');
    const info = verified.registrationInfo;
    return {
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      aaguid: info.aaguid,
    };
  } catch (error) {
    throw refused(error);
  }
}

export interface StoredCredential {
  credentialId: string;
  publicKey: string;
  transports: string[];
}

/**
 * An assertion checked: challenge, origin, RP ID hash, user presence (and verification when
 * `requireUserVerification`), the signature under the stored key. The counter is the caller's
 * to judge (a regression is a cloned authenticator, which only a valid signature proves), so
 * the library is given none.
 */
export async function verifyAssertion(
  party: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  credential: StoredCredential,
  requireUserVerification: boolean,
): Promise<{ counter: number; userVerified: boolean; backedUp: boolean }> {
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: party.origins,
      expectedRPID: party.rpId,
      credential: {
        id: credential.credentialId,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: 0,
        transports: credential.transports as never,
      },
      requireUserVerification,
    });
    if (!verified.verified) throw new CeremonyRefused('the signature did not verify');
    const info = verified.authenticationInfo;
    return { counter: info.newCounter, userVerified: info.userVerified, backedUp: info.credentialBackedUp };
  } catch (error) {
    throw refused(error);
  }
}

function refused(error: unknown): CeremonyRefused {
  if (error instanceof CeremonyRefused) return error;
  // The library's messages say which check failed (origin, RP ID, challenge, user verification…).
  return new CeremonyRefused(error instanceof Error ? error.message.slice(0, 300) : 'the response is not a WebAuthn answer');
}
