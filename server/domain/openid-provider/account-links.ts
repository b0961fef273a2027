import { AppError, type ErrorCode } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { verifyEmail } from '../auth/email-verification.ts';
import { confirmPasswordReset } from '../auth/password-reset.ts';
import { acceptInvitation } from '../tenants/invitations.ts';
import type { BrowserSession } from './browser-sessions.ts';

// The hosted pages that Gatekeep's mails link to, over the API's own operations: the same
// checks, the same audit events; what a person can act on comes back as an outcome to word.

/** The error codes a page words for the person, from what the operation threw; anything else stays an error. */
async function outcomeOf<T extends string>(attempt: () => Promise<T>, outcomes: Partial<Record<ErrorCode, T>>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    const outcome = error instanceof AppError ? outcomes[error.code] : undefined;
    if (outcome === undefined) throw error;
    return outcome;
  }
}

export function verifyEmailOnPage(services: Services, meta: RequestMeta, token: string): Promise<'verified' | 'invalid'> {
  return outcomeOf(async () => (await verifyEmail(services, meta, token), 'verified' as const), { INVALID_CREDENTIAL: 'invalid' });
}

export type ResetOutcome = 'reset' | 'invalid' | 'weak' | 'codeNeeded' | 'codeWrong' | 'throttled';

export function confirmResetOnPage(
  services: Services,
  meta: RequestMeta,
  form: { token: string; password: string; code?: string },
): Promise<ResetOutcome> {
  const code = form.code?.trim() ? form.code.trim() : undefined;
  return outcomeOf(
    async () => (
      await confirmPasswordReset(services, meta, { token: form.token, password: form.password, ...(code ? { code } : {}) }),
      'reset' as const
    ),
    {
      INVALID_CREDENTIAL: 'invalid',
      WEAK_PASSWORD: 'weak',
      VALIDATION_FAILED: 'weak',
      INVALID_MFA_CODE: code ? 'codeWrong' : 'codeNeeded',
      RATE_LIMITED: 'throttled',
    },
  );
}

export type InvitationOutcome = { kind: 'joined'; role: string } | { kind: 'wrongAccount' } | { kind: 'unverified' } | { kind: 'invalid' };

/** Accepting as the person signed in on this browser, recorded as their act. */
export async function acceptInvitationWithSession(
  services: Services,
  meta: RequestMeta,
  browser: BrowserSession,
  token: string,
): Promise<InvitationOutcome> {
  const asUser: RequestMeta = { ...meta, actor: { kind: 'user', userId: browser.userId, sessionId: browser.sessionId } };
  let role = '';
  const outcome = await outcomeOf(
    async () => {
      role = (await acceptInvitation(services, asUser, browser.userId, { token })).role;
      return 'joined' as const;
    },
    { NOT_FOUND: 'invalid', CONFLICT: 'invalid', INVITATION_EMAIL_MISMATCH: 'wrongAccount', EMAIL_NOT_VERIFIED: 'unverified' },
  );
  return outcome === 'joined' ? { kind: 'joined', role } : { kind: outcome };
}
