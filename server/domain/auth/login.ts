import type { Services } from '../../services.ts';
import { refuseWhereSsoIsRequired } from '../sso/enforcement.ts';
import type { RequestBody, Schemas } from '../../api-types.ts';
import type { LoginSlot } from '../../db/repositories/login-throttles.ts';
import type { UserRow } from '../../db/schema.ts';
import { recordPasswordSignIn } from '../../db/repositories/sign-ins.ts';
import { revokeSessionRows } from '../../db/repositories/sessions.ts';
import { findUserForLogin, isUserDisabled, normalizeEmail } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { auditEventRow, type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { issueMfaChallenge } from '../mfa/challenges.ts';
import { newId } from '../ids.ts';
import { giveBackLoginAttempt, loginSubject, reserveLoginSlot, signInAddress } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { type NewSession, newRefreshToken, sessionTokens } from './sessions.ts';
import { userView } from './user-view.ts';

/** What a right password earns: a session, or (with TOTP on) the challenge its code must answer. */
export type PasswordSignIn = { kind: 'session'; user: UserRow; session: NewSession } | { kind: 'mfa'; challenge: Schemas['MfaChallenge'] };

/**
 * An unknown email and a wrong password take the same path as far as the caller can see:
 * one user lookup, one slot taken in the throttle's counters (or the same 429), one argon2id
 * verification, the same 401. A wrong password keeps its slot: that is the failure counted.
 * The API's login and the hosted sign-in page both come here.
 */
export async function signInWithPassword(services: Services, meta: RequestMeta, input: RequestBody<'login'>): Promise<PasswordSignIn> {
  const email = normalizeEmail(input.email);
  await refuseWhereSsoIsRequired(services.db, email);
  const user = await findUserForLogin(services.db, email);
  const slot = await reserveLoginSlot(services, loginSubject(email, meta.ip, user?.id));
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDecoy(input.password);

  if (!user || !passwordOk) {
    if (user) await recordAuditEvent(services.db, meta, { action: 'user.login_failed', target: { type: 'user', id: user.id } });
    throw new AppError('INVALID_CREDENTIAL', 'The email or password is incorrect.');
  }

  // Only to whoever knows the password: a wrong one above answered like any other.
  if (user.disabled_at) {
    await giveBackLoginAttempt(services.db, slot);
    throw new AppError('ACCOUNT_DISABLED');
  }

  if (user.totp_active) {
    await giveBackLoginAttempt(services.db, slot);
    return { kind: 'mfa', challenge: await issueMfaChallenge(services, meta, user.id) };
  }

  const session = await startSession(services, meta, user.id, slot);
  await refuseIfDisabledSince(services, user.id, session.sessionId);
  return { kind: 'session', user, session };
}

export async function loginUser(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'login'>,
): Promise<Schemas['Tokens'] | Schemas['MfaChallenge']> {
  const signedIn = await signInWithPassword(services, meta, input);
  if (signedIn.kind === 'mfa') return signedIn.challenge;
  const { user, session } = signedIn;
  return { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user, false) };
}

/**
 * A platform operator may have disabled the user between the read above and the session's
 * insert, and ended their sessions before this one existed. The read here waits for such a
 * disable to commit (disableUser updates the user row before it ends sessions), so either that
 * disable ended this session too, or this read sees it and ends the session itself.
 */
async function refuseIfDisabledSince(services: Services, userId: string, sessionId: string): Promise<void> {
  if (!(await isUserDisabled(services.db, userId))) return;
  await services.db.transaction().execute((trx) => revokeSessionRows(trx, userId, { only: sessionId }));
  throw new AppError('ACCOUNT_DISABLED');
}

/**
 * The session a right password earns, with the rest of the sign-in (failures forgiven, the
 * login slot given back, the address remembered, `user.logged_in` recorded) written by one statement: a login is a hot
 * path, and as a transaction these writes were eight round trips.
 */
async function startSession(services: Services, meta: RequestMeta, userId: string, slot: LoginSlot): Promise<NewSession> {
  const sessionId = newId('ses');
  const refreshToken = newRefreshToken();
  await recordPasswordSignIn(services.db, {
    slot,
    address: signInAddress(services, userId, meta.ip),
    session: { id: sessionId, userId, lifetimeSeconds: services.config.sessionMaxAge, ip: meta.ip, userAgent: meta.userAgent },
    refreshToken: { id: refreshToken.id, tokenHash: refreshToken.tokenHash, ttlSeconds: services.config.refreshTokenTtl },
    audit: auditEventRow(meta, { action: 'user.logged_in', actor: { kind: 'user', userId }, target: { type: 'session', id: sessionId } }),
  });
  return { refreshToken: refreshToken.secret, sessionId };
}
