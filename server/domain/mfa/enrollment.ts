import { sql } from 'kysely';
import type { Schemas } from '../../api-types.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { recordAuditEvent, type RequestMeta } from '../audit/record-audit-event.ts';
import type { Services } from '../services.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../auth/login-throttle.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { consumeSecondFactor } from './second-factor.ts';
import { findTotp } from './totp-store.ts';
import { matchTotpCode, newTotpSecret, totpUri } from './totp.ts';

const TOTP_ISSUER = 'Gatekeep';

export async function enrollTotp(services: Services, meta: RequestMeta, userId: string): Promise<Schemas['TotpEnrollment']> {
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  const secret = newTotpSecret();
  await services.db.transaction().execute(async (trx) => {
    const existing = await findTotp(trx, userId);
    if (existing?.status === 'active') throw new AppError('CONFLICT', 'TOTP is already active; disable it before enrolling again.');
    await trx
      .insertInto('mfa_totp')
      .values({ user_id: userId, secret, status: 'pending', last_used_step: null, activated_at: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, status: 'pending', last_used_step: null, activated_at: null }))
      .execute();
    await recordAuditEvent(trx, meta, { action: 'mfa.totp_enrollment_started', target: { type: 'user', id: userId } });
  });
  return { secret, otpauthUrl: totpUri(secret, user.email, TOTP_ISSUER) };
}

const WRONG_CODES = 'wrong TOTP codes for this account';
const throttleKey = (userId: string) => `mfa:${userId}`;

/**
 * Runs `attempt` (a transaction that throws INVALID_MFA_CODE on a wrong code) under the
 * per-user code throttle: five wrong codes lock further tries, as for passwords.
 */
async function throttledCodeAttempt<T>(services: Services, userId: string, attempt: () => Promise<T>): Promise<T> {
  await assertLoginAllowed(services.db, throttleKey(userId), WRONG_CODES);
  try {
    const result = await attempt();
    await clearLoginFailures(services.db, throttleKey(userId));
    return result;
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_MFA_CODE') await recordLoginFailure(services.db, throttleKey(userId));
    throw err;
  }
}

export async function activateTotp(services: Services, meta: RequestMeta, userId: string, code: string): Promise<Schemas['RecoveryCodes']> {
  const recoveryCodes = await throttledCodeAttempt(services, userId, () => services.db.transaction().execute(async (trx) => {
    const totp = await findTotp(trx, userId);
    if (!totp || totp.status !== 'pending') {
      throw new AppError('CONFLICT', totp ? 'TOTP is already active.' : 'There is no pending TOTP enrollment; call enrollTotp first.');
    }
    const step = await matchTotpCode(totp.secret, code.trim());
    if (step === null) throw new AppError('INVALID_MFA_CODE');
    await trx
      .updateTable('mfa_totp')
      .set({ status: 'active', last_used_step: step, activated_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
    const codes = await replaceRecoveryCodes(trx, userId);
    await recordAuditEvent(trx, meta, { action: 'mfa.totp_activated', target: { type: 'user', id: userId } });
    return codes;
  }));
  return { recoveryCodes };
}

export async function disableTotp(services: Services, meta: RequestMeta, userId: string, code: string): Promise<Schemas['MfaStatus']> {
  await throttledCodeAttempt(services, userId, () => services.db.transaction().execute(async (trx) => {
    const totp = await findTotp(trx, userId);
    if (totp?.status !== 'active') throw new AppError('CONFLICT', 'TOTP is not active.');
    const method = await consumeSecondFactor(trx, userId, code);
    if (!method) throw new AppError('INVALID_MFA_CODE');
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
    await recordAuditEvent(trx, meta, { action: 'mfa.totp_disabled', target: { type: 'user', id: userId }, metadata: { method } });
  }));
  return { mfaEnabled: false };
}
