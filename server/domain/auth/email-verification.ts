import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { consumeEmailToken, countEmailTokensSince } from '../../db/repositories/email-tokens.ts';
import { findUserById, markEmailVerified } from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { mailTemplate } from '../mail/templates.ts';
import { confirmEmailChange } from './change-email.ts';
import { EMAIL_TOKEN_PREFIXES, issueEmailToken } from './email-tokens.ts';
import { userView } from './user-view.ts';
import { mailLink } from '../mail/mail-link.ts';

const verifyEmailMail = mailTemplate('verify-email');
/** Verification links one inbox receives per window (signup's included): a cap on mail to one address. */
const LINKS_PER_WINDOW = 3;
const LINK_WINDOW_MS = 15 * 60_000;

/** A link's token for `user`'s current address, stored hashed; call inside the transaction that needs it. */
export function issueVerificationToken(trx: Db, services: Services, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
  return issueEmailToken(trx, services, user, 'verify_email');
}

/** After the transaction has committed: mail never waits inside one (PGlite has one connection). */
export async function sendVerificationEmail(
  services: Services,
  email: string,
  token: string,
  mode: 'send' | 'try' = 'send',
): Promise<void> {
  const { appUrl, tokenTtl } = services.config.mail;
  const link = mailLink(appUrl, 'verify-email', token);
  const mail = verifyEmailMail({ email, link, hours: String(Math.round(tokenTtl / 3600)) });
  const message = { to: email, ...mail, link };
  if (mode === 'try') await services.mailer.trySend(message);
  else await services.mailer.send(message);
}

/** A verification link, or an address-change link (changeEmail), which lands on the same page. */
export async function verifyEmail(services: Services, meta: RequestMeta, token: string): Promise<Schemas['User']> {
  if (token.startsWith(EMAIL_TOKEN_PREFIXES.change_email)) return confirmEmailChange(services, meta, token);
  const user = await services.db.transaction().execute(async (trx) => {
    const spent = await consumeEmailToken(trx, hashSecret(token), 'verify_email');
    if (!spent) throw new AppError('INVALID_CREDENTIAL', 'The verification link is unknown, expired or already used; ask for a new one.');
    const verified = await markEmailVerified(trx, spent.user_id, spent.email);
    const current = verified ?? (await findUserById(trx, spent.user_id));
    // The address changed since the link was sent: it proves nothing about the new one.
    if (!current || current.email !== spent.email)
      throw new AppError('INVALID_CREDENTIAL', 'The verification link was sent to an address this account no longer uses.');
    if (verified) {
      await recordUserChange(trx, services, meta, {
        event: 'user.email_verified',
        user: verified,
        actor: { kind: 'user', userId: verified.id },
        metadata: { email: verified.email },
      });
    }
    return current;
  });
  return userView(services.db, user);
}

/** A new link for the caller's address; the earlier ones stop working. */
export async function resendVerificationEmail(
  services: Services,
  meta: RequestMeta,
  userId: string,
): Promise<Schemas['VerificationEmailSent']> {
  const { user, token } = await services.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('INVALID_CREDENTIAL');
    if (user.email_verified_at) throw new AppError('CONFLICT', 'This email address is already verified.');
    const windowStart = new Date(Date.now() - LINK_WINDOW_MS);
    if ((await countEmailTokensSince(trx, user.id, 'verify_email', windowStart)) >= LINKS_PER_WINDOW) {
      throw new AppError(
        'RATE_LIMITED',
        'Three verification links went to this address in the last 15 minutes; wait before asking again.',
        {
          retryAfter: Math.ceil(LINK_WINDOW_MS / 1000),
        },
      );
    }
    const token = await issueVerificationToken(trx, services, user);
    await recordAuditEvent(trx, meta, { action: 'user.email_verification_sent', target: { type: 'user', id: user.id } });
    return { user, token };
  });
  try {
    await sendVerificationEmail(services, user.email, token);
  } catch (err) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The mail server cannot take the message right now; try again.', { cause: err });
  }
  return { sent: true, email: user.email };
}
