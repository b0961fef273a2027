import type { RequestBody, Schemas } from '../../api-types.ts';
import { hasPendingInvitationForEmail } from '../../db/repositories/invitations.ts';
import { insertUser } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import type { Services } from '../services.ts';
import { issueVerificationToken, sendVerificationEmail } from './email-verification.ts';
import { rememberSignIn } from './login-throttle.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { createSession, sessionTokens } from './sessions.ts';
import { userView } from './user-view.ts';

export async function signupUser(services: Services, meta: RequestMeta, input: RequestBody<'signup'>): Promise<Schemas['Tokens']> {
  // A weak password is refused before anything is read or written, so the answer says nothing about the email.
  assertPasswordAllowed(input.password, 'body.password');
  // Closed sign-up is invitation only: an invited address may still make its account (then
  // verify it and accept), anyone else is refused before any argon2 work.
  if (services.config.signup === 'closed' && !(await hasPendingInvitationForEmail(services.db, input.email))) {
    throw new AppError('SIGNUP_CLOSED');
  }
  // Hash before the transaction opens: argon2 takes tens of milliseconds and PGlite has one connection.
  const passwordHash = await hashPassword(input.password);
  const { user, session, verificationToken } = await services.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { id: newId('usr'), email: input.email, name: input.name ?? null, passwordHash });
    // Signing up signs in: the address it came from is the owner's, as for a login.
    await rememberSignIn(trx, services, user.id, meta.ip);
    const session = await createSession(trx, services, meta, user.id);
    const verificationToken = await issueVerificationToken(trx, services, user);
    await recordAuditEvent(trx, meta, {
      action: 'user.created',
      actor: { kind: 'user', userId: user.id },
      target: { type: 'user', id: user.id },
    });
    return { user, session, verificationToken };
  });
  // The account exists either way: a mail server that is down must not fail the signup. The
  // user asks for a new link (resendVerificationEmail) when this one does not arrive.
  await sendVerificationEmail(services, user.email, verificationToken, 'try');
  return { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user, false) };
}
