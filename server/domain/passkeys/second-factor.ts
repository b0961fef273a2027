import type { Db } from '../../db/database.ts';
import { countPasskeyRows, findPasskeyByCredentialForUpdate, listPasskeyRows, recordPasskeyUse } from '../../db/repositories/passkeys.ts';
import { AppError } from '../../errors.ts';
import { CeremonyRefused, type RequestOptions, requestOptions, verifyAssertion } from '../../protocols/webauthn/ceremonies.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { beginCeremony, counterRegressed, descriptorOf, relyingParty, storedCredentialOf, takeCeremony } from './ceremony.ts';

// Issue 34 point 3: a passkey as the second factor after a password, beside TOTP and recovery
// codes. Presence is enough here (the password was the first factor); a wrong answer counts in
// the same second-factor budget as a wrong code.

/** Whether the user can answer a challenge with a passkey. */
export async function hasPasskeys(db: Db, userId: string): Promise<boolean> {
  return (await countPasskeyRows(db, userId)) > 0;
}

/** Request options for the user of a live MFA challenge: their passkeys only. */
export async function secondFactorOptions(services: Services, userId: string): Promise<RequestOptions> {
  const passkeys = await listPasskeyRows(services.db, userId);
  if (passkeys.length === 0) throw new AppError('CONFLICT', 'This account has no passkey: answer the challenge with a code.');
  const options = await requestOptions(relyingParty(services), passkeys.map(descriptorOf), 'preferred');
  await beginCeremony(services.db, 'second_factor', userId, options);
  return options;
}

/**
 * Checks an assertion as the second factor of `userId`, inside the challenge's transaction:
 * the ceremony must be this user's, the credential theirs, the signature right and the
 * counter moving forward (a regression is recorded). Answers whether it passed; any failure is
 * a wrong answer to the caller, who counts it.
 */
export async function consumePasskeyAssertion(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  userId: string,
  response: unknown,
): Promise<boolean> {
  const wrong = () => new AppError('INVALID_MFA_CODE');
  let ceremony;
  try {
    ceremony = await takeCeremony(trx, 'second_factor', response as { response?: { clientDataJSON?: unknown } }, wrong);
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
  if (ceremony.userId !== userId) return false;
  const credentialId = (response as { id?: unknown }).id;
  if (typeof credentialId !== 'string') return false;
  const passkey = await findPasskeyByCredentialForUpdate(trx, credentialId);
  if (!passkey || passkey.user_id !== userId) return false;
  let verified;
  try {
    verified = await verifyAssertion(relyingParty(services), response, ceremony.challenge, storedCredentialOf(passkey), false);
  } catch (error) {
    if (error instanceof CeremonyRefused) return false;
    throw error;
  }
  const stored = passkey.sign_counter;
  if (counterRegressed(stored, verified.counter)) {
    await recordAuditEvent(trx, meta, {
      action: 'passkey.counter_regressed',
      actor: { kind: 'user', userId },
      target: { type: 'user', id: userId },
      metadata: { passkeyId: passkey.id, storedCounter: stored, presentedCounter: verified.counter, secondFactor: true },
    });
    return false;
  }
  await recordPasskeyUse(trx, passkey.id, { signCounter: verified.counter, backedUp: verified.backedUp });
  await recordAuditEvent(trx, meta, {
    action: 'passkey.used',
    actor: { kind: 'user', userId },
    target: { type: 'user', id: userId },
    metadata: { passkeyId: passkey.id, secondFactor: true },
  });
  return true;
}
