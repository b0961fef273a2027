import type { RequestBody, Schemas } from '../../api-types.ts';
import { insertPasskeyRow, listPasskeyRows } from '../../db/repositories/passkeys.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { creationOptions, CeremonyRefused, verifyCreation } from '../../protocols/webauthn/ceremonies.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { newId } from '../ids.ts';
import { beginCeremony, descriptorOf, relyingParty, takeCeremony } from './ceremony.ts';
import { passkeyView } from './passkey-view.ts';
import { confirmStepUp } from './step-up.ts';
import { hasPassword } from '../auth/passwords.ts';

/** A bound on one account's passkeys: the options list them all, and a lost one is removed, not piled up. */
export const MAX_PASSKEYS_PER_USER = 20;

/**
 * startPasskeyRegistration: creation options for the signed-in user, after the step-up. The
 * address must be verified first, as for TOTP: a passkey added by whoever signed up with
 * someone else's address would otherwise be one more thing the owner must find and remove.
 */
export async function startPasskeyRegistration(
  services: Services,
  meta: RequestMeta,
  userId: string,
  sessionId: string | undefined,
  input: RequestBody<'startPasskeyRegistration'>,
): Promise<Schemas['PasskeyCreationOptions']> {
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  const existing = await listPasskeyRows(services.db, userId);
  // The one exception: the first passkey of an account signed up without a password, which
  // holds no other way in. Whoever made it with an address not theirs loses that passkey when
  // the owner proves the address (a reset link, an identity provider).
  const firstWayIn = !hasPassword(user) && existing.length === 0;
  if (!user.email_verified_at && !firstWayIn)
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Verify your email address before adding a passkey (resendVerificationEmail sends a new link).',
    );
  await confirmStepUp(services, meta, user, sessionId, input.password);
  if (existing.length >= MAX_PASSKEYS_PER_USER)
    throw new AppError('CONFLICT', `An account holds at most ${MAX_PASSKEYS_PER_USER} passkeys; delete one first.`);
  const options = await creationOptions(
    relyingParty(services),
    { handle: user.id, name: user.email, displayName: user.name ?? user.email },
    existing.map(descriptorOf),
  );
  await beginCeremony(services.db, 'registration', userId, options);
  return { options: options as unknown as Schemas['PasskeyCreationOptions']['options'] };
}

const refusedRegistration = (detail?: string) =>
  new AppError(
    'VALIDATION_FAILED',
    `body.response is not an answer to a live registration of this account${detail ? `: ${detail}` : ''}; start again with startPasskeyRegistration.`,
  );

/**
 * registerPasskey: the browser's answer to this user's live registration (its challenge taken
 * first, so a failed answer spends it too), checked for origin (WEBAUTHN_ORIGINS), RP ID hash
 * (WEBAUTHN_RP_ID), user presence and an allowed algorithm; the credential is stored with its
 * counter, transports, backup state and AAGUID.
 */
export async function registerPasskey(
  services: Services,
  meta: RequestMeta,
  userId: string,
  input: RequestBody<'registerPasskey'>,
): Promise<Schemas['Passkey']> {
  const ceremony = await takeCeremony(services.db, 'registration', input.response, () => refusedRegistration());
  if (ceremony.userId !== userId) throw refusedRegistration();
  let credential;
  try {
    credential = await verifyCreation(relyingParty(services), input.response, ceremony.challenge);
  } catch (error) {
    if (error instanceof CeremonyRefused) throw refusedRegistration(error.message);
    throw error;
  }
  return services.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('INVALID_CREDENTIAL');
    let row;
    try {
      row = await insertPasskeyRow(trx, {
        id: newId('pk'),
        userId,
        name: input.name ?? defaultName(credential.deviceType),
        ...credential,
        signCounter: credential.counter,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'This authenticator is already registered.');
      throw error;
    }
    await recordUserChange(trx, services, meta, {
      event: 'passkey.registered',
      user,
      metadata: { passkeyId: row.id, aaguid: row.aaguid, deviceType: row.device_type, backedUp: row.backed_up },
      data: { passkeyId: row.id },
    });
    return passkeyView(row);
  });
}

const defaultName = (deviceType: string) => (deviceType === 'multiDevice' ? 'Synced passkey' : 'Security key');
