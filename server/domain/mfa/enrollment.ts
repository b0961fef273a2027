import type { Schemas } from '../../api-types.ts';
import { deleteRecoveryCodeRows } from '../../db/repositories/mfa-recovery-codes.ts';
import { activateTotpRow, deleteTotpRow, findTotp, findTotpForUpdate, upsertPendingTotp } from '../../db/repositories/mfa-totp.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { confirmPassword } from '../auth/password-step-up.ts';
import { endSessions } from '../auth/sessions.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { consumeSecondFactor } from './second-factor.ts';
import { assertSecondFactorAllowed, recordWrongCode } from './second-factor-throttle.ts';
import { matchTotpCode, newTotpSecret, totpUri } from './totp.ts';
import { totpSecretContext, totpSecretOf } from './totp-secret.ts';

const TOTP_ISSUER = 'Gatekeep';

/**
 * Only on a proven address: until the owner of the inbox has opened a mailed link, whoever
 * signed up with the address may be a squatter, and a second factor would lock the owner out
 * of the reset that takes the account back (confirmPasswordReset). Checked before the
 * password, so a squatter cannot use this route to guess it either.
 * Then the step-up: the current password, checked like a login from the caller's address (same
 * throttle, and a wrong one counts as a failed login), so that an access token alone cannot
 * attach another authenticator to the account.
 */
export async function enrollTotp(
  services: Services,
  meta: RequestMeta,
  userId: string,
  password: string,
): Promise<Schemas['TotpEnrollment']> {
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  if (!user.email_verified_at) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Verify your email address before adding a second factor (resendVerificationEmail sends a new link).',
    );
  }
  await confirmPassword(services, meta, user, password);
  const secret = newTotpSecret();
  const stored = services.secretCipher.encrypt(secret, totpSecretContext(userId));
  await services.db.transaction().execute(async (trx) => {
    const existing = await findTotp(trx, userId);
    if (existing?.status === 'active') throw new AppError('CONFLICT', 'TOTP is already active; disable it before enrolling again.');
    await upsertPendingTotp(trx, userId, stored);
    await recordAuditEvent(trx, meta, { action: 'mfa.totp_enrollment_started', target: { type: 'user', id: userId } });
  });
  return { secret, otpauthUrl: totpUri(secret, user.email, TOTP_ISSUER) };
}

/**
 * Both code routes count wrong codes in the user's second-factor budget, inside the
 * transaction that checks the code, which therefore commits on a wrong code and throws after.
 */
/** Activation and disabling end every other session: whoever else held one must sign in again under the new factor rules. */
export async function activateTotp(
  services: Services,
  meta: RequestMeta,
  userId: string,
  sessionId: string | undefined,
  code: string,
): Promise<Schemas['RecoveryCodes']> {
  const outcome = await services.db.transaction().execute(async (trx) => {
    await assertSecondFactorAllowed(trx, services.config, userId);
    // Locked, so that of two concurrent activations the second sees the first's result (409).
    const totp = await findTotpForUpdate(trx, userId);
    if (totp?.status !== 'pending') {
      throw new AppError('CONFLICT', totp ? 'TOTP is already active.' : 'There is no pending TOTP enrollment; call enrollTotp first.');
    }
    const step = await matchTotpCode(totpSecretOf(services.secretCipher, totp), code.trim());
    if (step === null) {
      await recordWrongCode(trx, services.config, userId);
      return { kind: 'wrong_code' as const };
    }
    await activateTotpRow(trx, userId, step);
    const recoveryCodes = await replaceRecoveryCodes(trx, userId);
    await recordAuditEvent(trx, meta, { action: 'mfa.totp_activated', target: { type: 'user', id: userId } });
    await endSessions(trx, meta, userId, { allBut: sessionId }, 'totp_activated');
    return { kind: 'activated' as const, recoveryCodes };
  });
  if (outcome.kind === 'wrong_code') throw new AppError('INVALID_MFA_CODE');
  return { recoveryCodes: outcome.recoveryCodes };
}

export async function disableTotp(
  services: Services,
  meta: RequestMeta,
  userId: string,
  sessionId: string | undefined,
  code: string,
): Promise<Schemas['MfaStatus']> {
  const outcome = await services.db.transaction().execute(async (trx) => {
    await assertSecondFactorAllowed(trx, services.config, userId);
    const totp = await findTotp(trx, userId);
    if (totp?.status !== 'active') throw new AppError('CONFLICT', 'TOTP is not active.');
    const method = await consumeSecondFactor(trx, services.secretCipher, userId, code);
    if (!method) {
      await recordWrongCode(trx, services.config, userId);
      return { kind: 'wrong_code' as const };
    }
    await deleteRecoveryCodeRows(trx, userId);
    await deleteTotpRow(trx, userId);
    await recordAuditEvent(trx, meta, { action: 'mfa.totp_disabled', target: { type: 'user', id: userId }, metadata: { method } });
    await endSessions(trx, meta, userId, { allBut: sessionId }, 'totp_disabled');
    return { kind: 'disabled' as const };
  });
  if (outcome.kind === 'wrong_code') throw new AppError('INVALID_MFA_CODE');
  return { mfaEnabled: false };
}
