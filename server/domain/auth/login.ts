import type { RequestBody, Schemas } from '../../api-types.ts';
import { isTotpActive } from '../../db/repositories/mfa-totp.ts';
import { findUserByEmail, normalizeEmail } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { issueMfaChallenge } from '../mfa/challenges.ts';
import type { Services } from '../services.ts';
import { assertLoginAllowed, forgiveLoginFailures, loginSubject, recordLoginFailure, rememberSignIn } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { createSession, sessionTokens } from './sessions.ts';
import { userView } from './user-view.ts';

/**
 * An unknown email and a wrong password take the same path as far as the caller can see:
 * one user lookup, one throttle read, one argon2id verification, one throttle update, the same 401.
 */
export async function loginUser(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'login'>,
): Promise<Schemas['Tokens'] | Schemas['MfaChallenge']> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(services.db, email);
  const subject = loginSubject(email, meta.ip, user?.id);
  await assertLoginAllowed(services, subject);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDecoy(input.password);

  if (!user || !passwordOk) {
    await services.db.transaction().execute(async (trx) => {
      await recordLoginFailure(trx, subject);
      if (user) await recordAuditEvent(trx, meta, { action: 'user.login_failed', target: { type: 'user', id: user.id } });
    });
    throw new AppError('INVALID_CREDENTIAL', 'The email or password is incorrect.');
  }

  if (await isTotpActive(services.db, user.id)) {
    await forgiveLoginFailures(services.db, subject);
    return issueMfaChallenge(services, meta, user.id);
  }

  const session = await services.db.transaction().execute(async (trx) => {
    await forgiveLoginFailures(trx, subject);
    await rememberSignIn(trx, services, user.id, meta.ip);
    const session = await createSession(trx, services, meta, user.id);
    await recordAuditEvent(trx, meta, {
      action: 'user.logged_in',
      actor: { kind: 'user', userId: user.id },
      target: { type: 'session', id: session.sessionId },
    });
    return session;
  });
  return { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user, false) };
}
