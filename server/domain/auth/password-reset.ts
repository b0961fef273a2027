import type { RequestBody, Schemas } from '../../api-types.ts';
import { countEmailTokensSince, findLiveEmailTokenForUpdate, spendEmailToken } from '../../db/repositories/email-tokens.ts';
import { isTotpActive } from '../../db/repositories/mfa-totp.ts';
import { findUserByEmail, findUserById, markEmailVerified, updateUserPasswordHash } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { hashSecret } from '../ids.ts';
import { mailTemplate } from '../mail/templates.ts';
import { consumeSecondFactor } from '../mfa/second-factor.ts';
import { assertSecondFactorAllowed, recordWrongCode } from '../mfa/second-factor-throttle.ts';
import type { Services } from '../services.ts';
import { issueEmailToken } from './email-tokens.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { endSessions } from './sessions.ts';

const resetPasswordMail = mailTemplate('reset-password');
/** Reset mails one inbox receives per window; more requests answer the same 202 and send nothing. */
const MAILS_PER_WINDOW = 3;
const WINDOW_MS = 15 * 60_000;

/**
 * Always the same 202, whether or not an account has the address, so that the answer tells
 * nothing. The mail is not awaited: an answer that waited for the mail server would tell
 * accounts that exist from ones that do not by its timing.
 */
export async function requestPasswordReset(
  services: Services,
  meta: RequestMeta,
  email: string,
): Promise<Schemas['PasswordResetRequested']> {
  const user = await findUserByEmail(services.db, email);
  if (!user) return { accepted: true };
  const token = await services.db.transaction().execute(async (trx) => {
    const recent = await countEmailTokensSince(trx, user.id, 'password_reset', new Date(Date.now() - WINDOW_MS));
    if (recent >= MAILS_PER_WINDOW) return null;
    const token = await issueEmailToken(trx, services, user, 'password_reset');
    await recordAuditEvent(trx, meta, {
      action: 'user.password_reset_requested',
      actor: { kind: 'anonymous' },
      target: { type: 'user', id: user.id },
    });
    return token;
  });
  if (token) {
    const { appUrl, tokenTtl } = services.config.mail;
    const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    void services.mailer.trySend({
      to: user.email,
      ...resetPasswordMail({ email: user.email, link, hours: String(Math.round(tokenTtl / 3600)) }),
      link,
    });
  }
  return { accepted: true };
}

/**
 * Sets the password with a mailed token, and ends every session of the user. When TOTP is on,
 * the link alone is not enough (a stolen inbox would be): a current TOTP or recovery code is
 * needed too, and wrong ones count in the user's second-factor budget. The token is spent only
 * when the reset happens, so a mistyped code does not cost the link.
 */
export async function confirmPasswordReset(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'confirmPasswordReset'>,
): Promise<Schemas['PasswordResetDone']> {
  assertPasswordAllowed(input.password, 'body.password');
  // Hash before the transaction opens: argon2 takes tens of milliseconds and PGlite has one connection.
  const passwordHash = await hashPassword(input.password);
  const outcome = await services.db.transaction().execute(async (trx) => {
    const token = await findLiveEmailTokenForUpdate(trx, hashSecret(input.token), 'password_reset');
    const user = token && (await findUserById(trx, token.user_id));
    if (!token || !user || user.email !== token.email) return { kind: 'unknown' as const };
    if (await isTotpActive(trx, user.id)) {
      await assertSecondFactorAllowed(trx, services.config, user.id);
      if (!input.code) return { kind: 'code_required' as const };
      if (!(await consumeSecondFactor(trx, services.secretCipher, user.id, input.code))) {
        await recordWrongCode(trx, services.config, user.id);
        return { kind: 'wrong_code' as const };
      }
    }
    await spendEmailToken(trx, token.id);
    await updateUserPasswordHash(trx, user.id, passwordHash);
    const asUser = { kind: 'user', userId: user.id } as const;
    await recordUserChange(trx, services, meta, { event: 'user.password_reset', user, actor: asUser });
    // Opening a link mailed to the address proves it as well as a verification link would.
    if (await markEmailVerified(trx, user.id, user.email)) {
      await recordUserChange(trx, services, meta, {
        event: 'user.email_verified',
        user,
        actor: asUser,
        metadata: { via: 'password_reset' },
      });
    }
    const ended = await endSessions(trx, meta, user.id, {}, 'password_reset');
    return { kind: 'reset' as const, sessionsEnded: ended.length };
  });
  switch (outcome.kind) {
    case 'unknown':
      throw new AppError('INVALID_CREDENTIAL', 'The reset link is unknown, expired or already used; ask for a new one.');
    case 'code_required':
      throw new AppError(
        'INVALID_MFA_CODE',
        'This account uses two-factor authentication: send a current TOTP or recovery code as `code`.',
      );
    case 'wrong_code':
      throw new AppError('INVALID_MFA_CODE');
    case 'reset':
      return { reset: true, sessionsEnded: outcome.sessionsEnded };
  }
}
