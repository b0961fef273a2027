import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { refuseWhereSsoIsRequired } from '../sso/enforcement.ts';
import type { RequestBody, Schemas } from '../../api-types.ts';
import { findPendingInvitationByToken } from '../../db/repositories/invitations.ts';
import { insertUser, markEmailVerified, normalizeEmail } from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { newId } from '../ids.ts';
import { issueVerificationToken, sendVerificationEmail } from './email-verification.ts';
import { rememberSignIn } from './login-throttle.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { hashPassword, NO_PASSWORD } from './passwords.ts';
import { createSession, type NewSession, sessionTokens } from './sessions.ts';
import { userView } from './user-view.ts';

export async function signupUser(services: Services, meta: RequestMeta, input: RequestBody<'signup'>): Promise<Schemas['Tokens']> {
  const { user, session } = await createAccount(services, meta, input);
  return { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user, false) };
}

/**
 * The account and its first session; the API's signup and the hosted sign-up page both come
 * here. Mails the verification link unless an invitation's link proved the address.
 */
export async function createAccount(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'signup'>,
): Promise<{ user: UserRow; session: NewSession }> {
  // A weak password is refused before anything is read or written, so the answer says nothing about the email.
  if (input.password !== undefined) assertPasswordAllowed(input.password, 'body.password');
  await refuseWhereSsoIsRequired(services.db, input.email);
  const invited = await invitedThroughLink(services, input);
  // Closed sign-up opens only to the invitation link itself, never to the address alone: an
  // invited address without the link is refused exactly as any other (same 403, same body),
  // so the answer does not tell who was invited, and a squatter who knows the address cannot
  // claim it before its owner. Refused before any argon2 work.
  if (services.config.signup === 'closed' && !invited) throw new AppError('SIGNUP_CLOSED');
  // Hash before the transaction opens: argon2 takes tens of milliseconds and PGlite has one connection.
  // Without one, the account is to sign in with passkeys: it registers its first at once
  // (startPasskeyRegistration, with this signup's session as the fresh sign-in).
  const passwordHash = input.password === undefined ? NO_PASSWORD : await hashPassword(input.password);
  const { user, session, verificationToken } = await services.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, { id: newId('usr'), email: input.email, name: input.name ?? null, passwordHash });
    // Signing up signs in: the address it came from is the owner's, as for a login.
    await rememberSignIn(trx, services, user.id, meta.ip);
    const session = await createSession(trx, services, meta, user.id);
    await recordAuditEvent(trx, meta, {
      action: 'user.created',
      actor: { kind: 'user', userId: user.id },
      target: { type: 'user', id: user.id },
    });
    // The invitation's link was mailed to this address: opening it proves the address as a
    // verification link would, so no second link is sent.
    const verified = invited && (await markEmailVerified(trx, user.id, user.email));
    if (verified) {
      await recordUserChange(trx, services, meta, {
        event: 'user.email_verified',
        user: verified,
        actor: { kind: 'user', userId: user.id },
        metadata: { via: 'invitation', invitation: invited.id },
      });
      return { user: verified, session, verificationToken: null };
    }
    return { user, session, verificationToken: await issueVerificationToken(trx, services, user) };
  });
  // The account exists either way: a mail server that is down must not fail the signup. The
  // user asks for a new link (resendVerificationEmail) when this one does not arrive.
  if (verificationToken) await sendVerificationEmail(services, user.email, verificationToken, 'try');
  return { user, session };
}

/**
 * The pending invitation whose mailed link (`invitationToken`) the signup carries, when it was
 * sent to the address signing up; otherwise none, whatever the token, so that a wrong, used or
 * another address's token is simply no invitation.
 */
async function invitedThroughLink(services: Services, input: RequestBody<'signup'>): Promise<{ id: string } | undefined> {
  if (!input.invitationToken) return undefined;
  const invitation = await findPendingInvitationByToken(services.db, hashSecret(input.invitationToken));
  return invitation && invitation.email === normalizeEmail(input.email) ? { id: invitation.id } : undefined;
}
