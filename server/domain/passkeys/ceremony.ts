import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { insertWebauthnChallenge, takeWebauthnChallenge } from '../../db/repositories/passkeys.ts';
import type { PasskeyRow, WebauthnChallengesTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { answeredChallenge, CEREMONY_TIMEOUT_MS, CeremonyRefused, type RelyingParty } from '../../protocols/webauthn/ceremonies.ts';
import type { Services } from '../../services.ts';

// What every passkey ceremony shares: the relying party, and its challenge kept in the
// database (hashed, five minutes, taken by its first answer whatever that answer's fate).

type Purpose = WebauthnChallengesTable['purpose'];

export const relyingParty = (services: Services): RelyingParty => services.config.webauthn;

const challengeHash = (challenge: string) => createHash('sha256').update(`gatekeep-webauthn:${challenge}`).digest('base64url');

/** Keeps the challenge of options just made, for the ceremony's answer. */
export async function beginCeremony(db: Db, purpose: Purpose, userId: string | null, options: { challenge: string }): Promise<void> {
  await insertWebauthnChallenge(db, {
    challengeHash: challengeHash(options.challenge),
    purpose,
    userId,
    ttlSeconds: CEREMONY_TIMEOUT_MS / 1000,
  });
}

/**
 * The ceremony `response` answers, taken for good: its challenge and whose ceremony it was. A
 * response that names no live challenge of this purpose (unknown, spent, expired, another
 * purpose's) is refused with `refusal`.
 */
export async function takeCeremony(
  db: Db,
  purpose: Purpose,
  response: { response?: { clientDataJSON?: unknown } },
  refusal: () => AppError,
): Promise<{ challenge: string; userId: string | null }> {
  let challenge: string;
  try {
    challenge = answeredChallenge(response);
  } catch (error) {
    if (error instanceof CeremonyRefused) throw refusal();
    throw error;
  }
  const taken = await takeWebauthnChallenge(db, challengeHash(challenge), purpose);
  if (!taken) throw refusal();
  return { challenge, userId: taken.user_id };
}

/** A stored passkey as the options and the assertion check name it. */
export const descriptorOf = (row: PasskeyRow) => ({ id: row.credential_id, transports: row.transports });
export const storedCredentialOf = (row: PasskeyRow) => ({
  credentialId: row.credential_id,
  publicKey: row.public_key,
  transports: row.transports,
});

/**
 * A signature counter that did not move forward: a cloned authenticator (WebAuthn §6.1.1). Both
 * zero is an authenticator that keeps no counter, which synced passkeys do not.
 */
export const counterRegressed = (stored: number, presented: number) => (presented > 0 || stored > 0) && presented <= stored;
