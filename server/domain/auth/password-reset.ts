import { randomInt } from 'node:crypto';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { refuseWhereSsoIsRequired } from '../sso/enforcement.ts';
import type { RequestBody, Schemas } from '../../api-types.ts';
import { findLiveEmailTokenForUpdate, spendEmailToken } from '../../db/repositories/email-tokens.ts';
import { insertJobRow } from '../../db/repositories/jobs.ts';
import { isTotpActive } from '../../db/repositories/mfa-totp.ts';
import { findUserById, markEmailVerified, normalizeEmail, updateUserPasswordHash } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { newId } from '../ids.ts';
import { consumeSecondFactor } from '../mfa/second-factor.ts';
import { assertSecondFactorAllowed, recordWrongCode } from '../mfa/second-factor-throttle.ts';
import { removeFactorsSetUpBeforeProof } from '../mfa/unproven-factors.ts';
import { PASSWORD_RESET_JOB_TYPE, type PasswordResetJobPayload } from './password-reset-job.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { hashPassword, hasPassword } from './passwords.ts';
import { rememberSignIn } from './login-throttle.ts';
import { createSession, endSessions, sessionTokens } from './sessions.ts';
import { userView } from './user-view.ts';
import { removePasskeysSetUpBeforeProof } from '../passkeys/unproven-passkeys.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';

/** The window within which a reset request's mail job runs, at random (see below). */
const MAIL_JITTER_MS = 1_000;

/**
 * Always the same 202, whether or not an account has the address, so that the answer tells
 * nothing, by its body or by its timing: the answer path is the same single write for every
 * address (a job, `auth.password_reset_mail`, holding the normalized address), and the lookup,
 * the token, the audit event and the mail all happen in that job, after the answer.
 *
 * That job still does more for a known address (a transaction) than for an unknown one (a
 * lookup). Run at once, its work would slow whichever request came next on the same database
 * connection (PGlite has one), and a probe followed by a request of the asker's own would read
 * the answer from the second one's latency. So the job runs at a random moment within
 * MAIL_JITTER_MS: the extra work lands on some later request, known or unknown alike, and the
 * mail is at most a second later.
 */
export async function requestPasswordReset(
  services: Services,
  meta: RequestMeta,
  email: string,
): Promise<Schemas['PasswordResetRequested']> {
  const normalized = normalizeEmail(email);
  await refuseWhereSsoIsRequired(services.db, normalized);
  const payload: PasswordResetJobPayload = { email: normalized, ip: meta.ip, requestId: meta.requestId };
  await insertJobRow(services.db, {
    id: newId('job'),
    type: PASSWORD_RESET_JOB_TYPE,
    payload: { ...payload },
    max_attempts: services.config.jobs.maxAttempts,
    created_by: 'anonymous',
    serial_key: `password_reset:${normalized}`,
    run_at: new Date(Date.now() + randomInt(MAIL_JITTER_MS)),
  });
  // The workers are woken once this request has answered (the onResponse hook), not before.
  services.jobs.noteQueued();
  return { accepted: true };
}

/**
 * Sets the password with a mailed token, and ends every session of the user. When TOTP is on,
 * the link alone is not enough (a stolen inbox would be): a current TOTP or recovery code is
 * needed too, and wrong ones count in the user's second-factor budget. The token is spent only
 * when the reset happens, so a mistyped code does not cost the link.
 *
 * An account without a password (signed up with a passkey, or made by an identity provider)
 * may leave `password` out: the link then signs it in instead (`tokens`, a new session whose
 * sign-in is fresh), so a user who lost their passkey adds another at once. An account with a
 * password must set a new one: a reset exists because the old one may be known to others.
 *
 * Except when the link is the first proof of the address: then whoever signed up with it and
 * set up a second factor or a passkey never owned it (a squatter), so the link is enough, and
 * those, the TOTP's recovery codes and every session go with the reset.
 */
export async function confirmPasswordReset(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'confirmPasswordReset'>,
): Promise<Schemas['PasswordResetDone']> {
  if (input.password !== undefined) assertPasswordAllowed(input.password, 'body.password');
  // Hash before the transaction opens: argon2 takes tens of milliseconds and PGlite has one connection.
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const outcome = await services.db.transaction().execute(async (trx) => {
    const token = await findLiveEmailTokenForUpdate(trx, hashSecret(input.token), 'password_reset');
    const user = token && (await findUserById(trx, token.user_id));
    if (!token || !user || user.email !== token.email) return { kind: 'unknown' as const };
    const firstProof = user.email_verified_at === null;
    if (!firstProof && (await isTotpActive(trx, user.id))) {
      await assertSecondFactorAllowed(trx, services.config, user.id);
      if (!input.code) return { kind: 'code_required' as const };
      if (!(await consumeSecondFactor(trx, services.secretCipher, user.id, input.code))) {
        await recordWrongCode(trx, services.config, user.id);
        return { kind: 'wrong_code' as const };
      }
    }
    if (passwordHash === undefined && hasPassword(user)) return { kind: 'password_required' as const };
    await spendEmailToken(trx, token.id);
    const asUser = { kind: 'user', userId: user.id } as const;
    if (passwordHash !== undefined) {
      await updateUserPasswordHash(trx, user.id, passwordHash);
      await recordUserChange(trx, services, meta, { event: 'user.password_reset', user, actor: asUser });
    }
    // Opening a link mailed to the address proves it as well as a verification link would.
    if (await markEmailVerified(trx, user.id, user.email)) {
      await recordUserChange(trx, services, meta, {
        event: 'user.email_verified',
        user,
        actor: asUser,
        metadata: { via: 'password_reset' },
      });
    }
    if (firstProof) {
      await removeFactorsSetUpBeforeProof(trx, meta, user.id);
      await removePasskeysSetUpBeforeProof(trx, services, meta, user, 'password_reset');
    }
    const ended = await endSessions(trx, meta, user.id, {}, 'password_reset');
    if (passwordHash !== undefined) return { kind: 'reset' as const, sessionsEnded: ended.length };
    await rememberSignIn(trx, services, user.id, meta.ip);
    const session = await createSession(trx, services, meta, user.id);
    await recordAuditEvent(trx, meta, {
      action: 'user.logged_in',
      actor: asUser,
      target: { type: 'session', id: session.sessionId },
      metadata: { via: 'password_reset' },
    });
    return { kind: 'signed_in' as const, sessionsEnded: ended.length, user: (await findUserById(trx, user.id)) ?? user, session };
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
    case 'password_required':
      throw new AppError('VALIDATION_FAILED', 'body.password is required: this account has a password, and a reset sets a new one.');
    case 'reset':
      return { reset: true, sessionsEnded: outcome.sessionsEnded };
    case 'signed_in': {
      const { user, session } = outcome;
      const tokens = { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user) };
      return { reset: true, sessionsEnded: outcome.sessionsEnded, tokens };
    }
  }
}
