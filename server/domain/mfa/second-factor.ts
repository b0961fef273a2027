import type { Db } from '../../db/database.ts';
import { spendRecoveryCode } from '../../db/repositories/mfa-recovery-codes.ts';
import { findTotp, spendTotpStep } from '../../db/repositories/mfa-totp.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { SecretCipher } from '../../secrets/secret-cipher.ts';
import { normalizeRecoveryCode } from './recovery-codes.ts';
import { matchTotpCode } from './totp.ts';
import { totpSecretOf } from './totp-secret.ts';

export type SecondFactorMethod = 'totp' | 'recovery_code';

/**
 * Accepts a TOTP code or an unused recovery code for an active enrollment and spends it.
 * Both spends are conditional updates, so two concurrent requests with the same code cannot
 * both succeed.
 */
export async function consumeSecondFactor(trx: Db, cipher: SecretCipher, userId: string, code: string): Promise<SecondFactorMethod | null> {
  const totp = await findTotp(trx, userId);
  if (totp?.status !== 'active') return null;
  const trimmed = code.trim();

  if (/^\d{6}$/.test(trimmed)) {
    const step = await matchTotpCode(totpSecretOf(cipher, totp), trimmed, { afterStep: totp.last_used_step });
    if (step === null) return null;
    return (await spendTotpStep(trx, userId, step)) ? 'totp' : null;
  }
  return (await spendRecoveryCode(trx, userId, hashSecret(normalizeRecoveryCode(trimmed)))) ? 'recovery_code' : null;
}
