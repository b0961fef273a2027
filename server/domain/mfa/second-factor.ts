import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashSecret } from '../ids.ts';
import type { SecretCipher } from '../secrets/secret-cipher.ts';
import { normalizeRecoveryCode } from './recovery-codes.ts';
import { findTotp, totpSecretOf } from './totp-store.ts';
import { matchTotpCode } from './totp.ts';

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
    const spent = await trx
      .updateTable('mfa_totp')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1 ? 'totp' : null;
  }

  const spent = await trx
    .updateTable('mfa_recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashSecret(normalizeRecoveryCode(trimmed)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? 'recovery_code' : null;
}
