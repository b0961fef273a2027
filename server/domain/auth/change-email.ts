import type { RequestBody, Schemas } from '../../api-types.ts';
import { consumeEmailToken, countEmailTokensSince, spendUserEmailTokens } from '../../db/repositories/email-tokens.ts';
import { changeUserEmail, findUserById, normalizeEmail } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { mailTemplate } from '../mail/templates.ts';
import { issueEmailToken } from './email-tokens.ts';
import { confirmPassword } from './password-step-up.ts';
import { endSessions } from './sessions.ts';
import { userView } from './user-view.ts';
import { mailLink } from '../mail/mail-link.ts';

const changeEmailMail = mailTemplate('change-email');
const noticeMail = mailTemplate('email-change-notice');
/** Change links one user is sent per window: a cap on mail to addresses the caller names. */
const LINKS_PER_WINDOW = 3;
const LINK_WINDOW_MS = 15 * 60_000;

/**
 * changeEmail: the password first (throttled like a login), then a link for the new address
 * and a notice to the current one. Whether the new address has an account is not checked
 * here, where the answer would tell the caller; the link's use refuses it (EMAIL_TAKEN).
 */
export async function changeEmail(
  services: Services,
  meta: RequestMeta,
  userId: string,
  sessionId: string | undefined,
  input: RequestBody<'changeEmail'>,
): Promise<Schemas['EmailChangeRequested']> {
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  await confirmPassword(services, meta, user, input.password);
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === user.email) throw new AppError('CONFLICT', 'This is already the account’s address.');
  const token = await services.db.transaction().execute(async (trx) => {
    const windowStart = new Date(Date.now() - LINK_WINDOW_MS);
    if ((await countEmailTokensSince(trx, user.id, 'change_email', windowStart)) >= LINKS_PER_WINDOW) {
      throw new AppError('RATE_LIMITED', 'Three address-change links went out in the last 15 minutes; wait before asking again.', {
        retryAfter: Math.ceil(LINK_WINDOW_MS / 1000),
      });
    }
    const token = await issueEmailToken(trx, services, { id: user.id, email: newEmail }, 'change_email', sessionId);
    await recordAuditEvent(trx, meta, { action: 'user.email_change_requested', target: { type: 'user', id: user.id } });
    return token;
  });
  const { appUrl, tokenTtl } = services.config.mail;
  const link = mailLink(appUrl, 'verify-email', token);
  const hours = String(Math.round(tokenTtl / 3600));
  try {
    await services.mailer.send({ to: newEmail, ...changeEmailMail({ email: newEmail, link, hours }), link });
  } catch (err) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The mail server cannot take the message right now; try again.', { cause: err });
  }
  // The notice is best effort: the change cannot happen without the link, which did go out.
  await services.mailer.trySend({ to: user.email, ...noticeMail({ email: user.email, newEmail }) });
  return { sent: true, email: newEmail };
}

/**
 * The change link's use (through verifyEmail): the new address, verified; the old one on
 * record; every session but the one that asked ends; earlier links for the old address stop
 * working. One transaction.
 */
export async function confirmEmailChange(services: Services, meta: RequestMeta, token: string): Promise<Schemas['User']> {
  const user = await services.db.transaction().execute(async (trx) => {
    const spent = await consumeEmailToken(trx, hashSecret(token), 'change_email');
    if (!spent) throw new AppError('INVALID_CREDENTIAL', 'The link is unknown, expired or already used; ask for a new one.');
    const current = await findUserById(trx, spent.user_id);
    if (!current) throw new AppError('INVALID_CREDENTIAL', 'The link is unknown, expired or already used; ask for a new one.');
    const changed = await changeUserEmail(trx, current, spent.email);
    await spendUserEmailTokens(trx, current.id, 'verify_email');
    await spendUserEmailTokens(trx, current.id, 'password_reset');
    const actor = { kind: 'user' as const, userId: current.id };
    await recordUserChange(trx, services, meta, { event: 'user.updated', user: changed, actor, metadata: { fields: ['email'] } });
    await endSessions(trx, meta, current.id, spent.session_id ? { allBut: spent.session_id } : {}, 'email_changed');
    return changed;
  });
  return userView(services.db, user);
}
