import { countEmailTokensSince } from '../../db/repositories/email-tokens.ts';
import { findUserByEmail } from '../../db/repositories/users.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import type { JobOutcome, JobType } from '../jobs/job-type.ts';
import { mailTemplate } from '../mail/templates.ts';
import { issueEmailToken } from './email-tokens.ts';
import { mailLink } from '../mail/mail-link.ts';

export const PASSWORD_RESET_JOB_TYPE = 'auth.password_reset_mail';

/** What requestPasswordReset queues: the address as typed (normalized), and who asked, for the audit event. */
export interface PasswordResetJobPayload {
  email: string;
  ip: string | null;
  requestId: string | null;
}

const resetPasswordMail = mailTemplate('reset-password');
/** Reset mails one inbox receives per window; more requests answer the same 202 and send nothing. */
const MAILS_PER_WINDOW = 3;
const WINDOW_MS = 15 * 60_000;

/**
 * `auth.password_reset_mail`: the per-account half of requestPasswordReset, after its answer,
 * so that whether an account has the address (a lookup, a token, an audit event, a mail) costs
 * the answer nothing. One job per request; jobs for one address run one at a time (their
 * serial key), so the cap of three mails per 15 minutes holds across instances. The mail is
 * best effort, as before: a mail server that refuses is logged, and the user asks again.
 */
export const passwordResetMailJob: JobType = {
  async run({ services, job }): Promise<JobOutcome> {
    const payload = job.payload as unknown as PasswordResetJobPayload;
    const user = await findUserByEmail(services.db, payload.email);
    // The result says nothing about the address either: operators reading jobs learn no more than the asker.
    if (!user) return { status: 'succeeded' };
    const meta: RequestMeta = { actor: { kind: 'anonymous' }, ip: payload.ip, userAgent: null, requestId: payload.requestId };
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
      const link = mailLink(appUrl, 'reset-password', token);
      await services.mailer.trySend({
        to: user.email,
        ...resetPasswordMail({ email: user.email, link, hours: String(Math.round(tokenTtl / 3600)) }),
        link,
      });
    }
    return { status: 'succeeded' };
  },
};
