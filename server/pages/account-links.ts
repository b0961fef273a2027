import { acceptInvitationWithSession, confirmResetOnPage, verifyEmailOnPage } from '../domain/openid-provider/account-links.ts';
import { answerMfaOnPage, signInOnPage } from '../domain/openid-provider/hosted-sign-in.ts';
import { signedInEmail } from '../domain/openid-provider/hosted-sign-in.ts';
import { acceptInvitationPage, noticePage, resetPasswordPage, verifyEmailPage } from './account-link-templates.ts';
import { csrfToken, csrfTokenValid } from './csrf.ts';
import { message, type Page } from './html.ts';
import { browserOf, csrfKeys, type PageRequest, signedInCookie } from './page-context.ts';
import { mfaPage, signInPage } from './sign-in.ts';
import { signUpHref } from './sign-up.ts';

const linkCsrf = (page: PageRequest, token: string) => csrfToken(csrfKeys(page.services), `link:${token}`);
const linkCsrfValid = (page: PageRequest, token: string, csrf: string) => csrfTokenValid(csrfKeys(page.services), `link:${token}`, csrf);
const invalidLink = () => noticePage('link.invalid', 'link.invalid', {}, 400);

/** GET /auth/verify-email?token=…: a button that confirms the address. */
export function showVerifyEmail(page: PageRequest, token: string): Page {
  return verifyEmailPage({ token, csrf: linkCsrf(page, token) });
}

export async function completeVerifyEmail(page: PageRequest, form: { token: string; csrf: string }): Promise<Page> {
  if (!linkCsrfValid(page, form.token, form.csrf)) return invalidLink();
  const outcome = await verifyEmailOnPage(page.services, page.meta, form.token);
  return outcome === 'verified' ? noticePage('verify.title', 'verify.done') : invalidLink();
}

/** GET /auth/reset-password?token=…: the new password (and the second factor, when the account has one). */
export function showResetPassword(page: PageRequest, token: string): Page {
  return resetPasswordPage({ token, csrf: linkCsrf(page, token) });
}

const RESET_REFUSALS = {
  weak: ['reset.weak', 400],
  codeNeeded: ['reset.codeNeeded', 401],
  codeWrong: ['reset.codeWrong', 401],
  throttled: ['signIn.throttled', 429],
} as const;

export async function completeResetPassword(
  page: PageRequest,
  form: { token: string; csrf: string; password: string; code?: string },
): Promise<Page> {
  if (!linkCsrfValid(page, form.token, form.csrf)) return invalidLink();
  const outcome = await confirmResetOnPage(page.services, page.meta, form);
  if (outcome === 'reset') return noticePage('reset.title', 'reset.done');
  if (outcome === 'invalid') return invalidLink();
  const [error, status] = RESET_REFUSALS[outcome];
  return resetPasswordPage({ token: form.token, csrf: form.csrf }, error, status);
}

/**
 * GET /auth/accept-invitation?token=…: accepting is the invited person's act, so the page needs
 * them signed in (the hosted pages' cookie) and asks; otherwise it signs them in first. The
 * CSRF token of the accept form is bound to the session, so that no other site can make a
 * signed-in person join a tenant.
 */
export async function showAcceptInvitation(page: PageRequest, token: string): Promise<Page> {
  const browser = await browserOf(page);
  if (!browser) return invitationSignIn(page, token);
  const csrf = csrfToken(csrfKeys(page.services), `invitation:${token}:${browser.sessionId}`);
  return acceptInvitationPage({ token, csrf }, await signedInEmail(page.services, browser));
}

function invitationSignIn(page: PageRequest, token: string, extra: Partial<Parameters<typeof signInPage>[0]> = {}): Page {
  return signInPage({
    heading: message('invitation.title'),
    action: '/auth/accept-invitation',
    hidden: { token, csrf: linkCsrf(page, token) },
    // An invitation's link lets its address sign up even when sign-up is closed.
    signUpHref: signUpHref({ invitation: token }),
    ...extra,
  });
}

export interface InvitationForm {
  token: string;
  csrf: string;
  email?: string;
  password?: string;
  challengeToken?: string;
  code?: string;
}

/** POST /auth/accept-invitation: the sign-in (password, second factor), or the acceptance itself. */
export async function completeAcceptInvitation(page: PageRequest, form: InvitationForm): Promise<Page> {
  const { services, meta } = page;
  const signingIn = form.password !== undefined || form.code !== undefined;
  if (signingIn) {
    if (!linkCsrfValid(page, form.token, form.csrf)) return invalidLink();
    const outcome =
      form.challengeToken !== undefined && form.code !== undefined
        ? await answerMfaOnPage(services, meta, form.challengeToken, form.code)
        : await signInOnPage(services, meta, form.email ?? '', form.password ?? '');
    const hidden = { token: form.token, csrf: form.csrf };
    switch (outcome.kind) {
      case 'mfa':
        return mfaPage({ action: '/auth/accept-invitation', hidden, challengeToken: outcome.challengeToken });
      case 'refused':
        if (outcome.reason === 'mfaFailed' && form.challengeToken)
          return mfaPage({
            action: '/auth/accept-invitation',
            hidden,
            challengeToken: form.challengeToken,
            error: 'signIn.mfaFailed',
            status: 401,
          });
        return invitationSignIn(page, form.token, {
          email: form.email,
          error: `signIn.${outcome.reason === 'mfaFailed' ? 'failed' : outcome.reason}`,
          status: outcome.reason === 'throttled' ? 429 : 401,
        });
      case 'signed-in': {
        const csrf = csrfToken(csrfKeys(services), `invitation:${form.token}:${outcome.browser.sessionId}`);
        const shown = acceptInvitationPage({ token: form.token, csrf }, await signedInEmail(services, outcome.browser));
        return { ...shown, cookies: [signedInCookie(services, outcome.browserSecret)] };
      }
    }
  }
  const browser = await browserOf(page);
  if (!browser || !csrfTokenValid(csrfKeys(services), `invitation:${form.token}:${browser.sessionId}`, form.csrf)) {
    return invitationSignIn(page, form.token);
  }
  const outcome = await acceptInvitationWithSession(services, meta, browser, form.token);
  const email = await signedInEmail(services, browser);
  switch (outcome.kind) {
    case 'joined':
      return noticePage('invitation.title', 'invitation.done', { role: outcome.role });
    case 'wrongAccount':
      return acceptInvitationPage({ token: form.token, csrf: form.csrf }, email, 'invitation.wrongAccount', 403);
    case 'unverified':
      return acceptInvitationPage({ token: form.token, csrf: form.csrf }, email, 'invitation.unverified', 403);
    case 'invalid':
      return invalidLink();
  }
}
