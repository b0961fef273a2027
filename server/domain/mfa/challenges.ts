import type { Schemas } from '../../api-types.ts';
import {
  deleteChallengeRow,
  findLiveChallenge,
  findLiveChallengeForUpdate,
  insertChallengeRow,
  makeRoomForChallenge,
  setChallengeFailures,
} from '../../db/repositories/mfa-challenges.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { rememberSignIn } from '../auth/login-throttle.ts';
import { createSession, endSessions, type NewSession, sessionTokens } from '../auth/sessions.ts';
import { userView } from '../auth/user-view.ts';
import { newId } from '../ids.ts';
import { consumePasskeyAssertion, hasPasskeys, secondFactorOptions } from '../passkeys/second-factor.ts';
import { consumeSecondFactor, type SecondFactorMethod } from './second-factor.ts';
import { assertSecondFactorAllowed, recordWrongCode } from './second-factor-throttle.ts';

/** The fifth wrong code ends a challenge (the user's budget, second-factor-throttle.ts, binds across them). */
export const MAX_FAILED_ATTEMPTS = 5;
/** Live challenges per user: a fourth login's challenge replaces the oldest. */
export const MAX_LIVE_CHALLENGES = 3;

/** A password was right and TOTP is on: hand out a challenge instead of tokens. */
export async function issueMfaChallenge(services: Services, meta: RequestMeta, userId: string): Promise<Schemas['MfaChallenge']> {
  const challengeToken = newSecret('gkc_');
  const ttl = services.config.mfaChallengeTtl;
  await services.db.transaction().execute(async (trx) => {
    await makeRoomForChallenge(trx, userId, MAX_LIVE_CHALLENGES - 1);
    await insertChallengeRow(trx, {
      id: newId('mfc'),
      userId,
      tokenHash: hashSecret(challengeToken),
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    await recordAuditEvent(trx, meta, {
      action: 'mfa.challenge_issued',
      actor: { kind: 'user', userId },
      target: { type: 'user', id: userId },
    });
  });
  // A passkey joins the second factors of an account with MFA on (startMfaWebauthn).
  const methods: Schemas['MfaChallenge']['methods'] = [
    'totp',
    'recovery_code',
    ...((await hasPasskeys(services.db, userId)) ? (['webauthn'] as const) : []),
  ];
  return { mfaRequired: true, challengeToken, methods, expiresIn: ttl };
}

/** What answers a challenge: a TOTP or recovery code, or a passkey's assertion (PublicKeyCredential.toJSON()). */
export type MfaAnswer = { code: string } | { webauthn: unknown };

/** startMfaWebauthn: request options for the passkeys of the challenge's user; the challenge itself is not spent. */
export async function startMfaWebauthn(services: Services, challengeToken: string): Promise<Schemas['PasskeyRequestOptions']> {
  const challenge = await findLiveChallenge(services.db, hashSecret(challengeToken), MAX_FAILED_ATTEMPTS);
  if (!challenge) throw new AppError('INVALID_CREDENTIAL', 'The MFA challenge is unknown, expired or spent; log in again.');
  const options = await secondFactorOptions(services, challenge.user_id);
  return { options: options as unknown as Schemas['PasskeyRequestOptions']['options'] };
}

export async function verifyMfaChallenge(
  services: Services,
  meta: RequestMeta,
  challengeToken: string,
  answer: MfaAnswer,
): Promise<Schemas['Tokens']> {
  const { userId, session } = await answerMfaChallenge(services, meta, challengeToken, answer);
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  return { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user, true) };
}

/** The session a right code or passkey earns; the API's verifyMfa and the hosted sign-in page both come here. */
export async function answerMfaChallenge(
  services: Services,
  meta: RequestMeta,
  challengeToken: string,
  answer: MfaAnswer,
): Promise<{ userId: string; session: NewSession; method: SecondFactorMethod | 'webauthn' }> {
  const outcome = await services.db.transaction().execute(async (trx) => {
    const challenge = await findLiveChallengeForUpdate(trx, hashSecret(challengeToken), MAX_FAILED_ATTEMPTS);
    if (!challenge) return { kind: 'unknown' as const };
    const actor = { kind: 'user' as const, userId: challenge.user_id };
    await assertSecondFactorAllowed(trx, services.config, challenge.user_id);

    const method =
      'code' in answer
        ? await consumeSecondFactor(trx, services.secretCipher, challenge.user_id, answer.code)
        : (await consumePasskeyAssertion(trx, services, meta, challenge.user_id, answer.webauthn))
          ? ('webauthn' as const)
          : null;
    if (!method) {
      await recordWrongCode(trx, services.config, challenge.user_id);
      const failures = challenge.failed_attempts + 1;
      if (failures >= MAX_FAILED_ATTEMPTS) await deleteChallengeRow(trx, challenge.id);
      else await setChallengeFailures(trx, challenge.id, failures);
      await recordAuditEvent(trx, meta, {
        action: 'mfa.challenge_failed',
        actor,
        target: { type: 'user', id: challenge.user_id },
        metadata: { failedAttempts: failures },
      });
      return { kind: 'wrong_code' as const };
    }

    await deleteChallengeRow(trx, challenge.id);
    await rememberSignIn(trx, services, challenge.user_id, meta.ip);
    const session = await createSession(trx, services, meta, challenge.user_id);
    await recordAuditEvent(trx, meta, {
      action: 'user.logged_in',
      actor,
      target: { type: 'session', id: session.sessionId },
      metadata: { secondFactor: method },
    });
    // A recovery code is the way in when the authenticator is lost, or stolen: whoever else
    // holds a session is signed out.
    if (method === 'recovery_code') await endSessions(trx, meta, challenge.user_id, { allBut: session.sessionId }, 'recovery_code_used');
    return { kind: 'passed' as const, userId: challenge.user_id, session, method };
  });

  if (outcome.kind === 'unknown') throw new AppError('INVALID_CREDENTIAL', 'The MFA challenge is unknown, expired or spent; log in again.');
  if (outcome.kind === 'wrong_code') throw new AppError('INVALID_MFA_CODE');
  return { userId: outcome.userId, session: outcome.session, method: outcome.method };
}
