import { signUpOnPage } from '../domain/openid-provider/hosted-sign-in.ts';
import { noticePage } from './account-link-templates.ts';
import { csrfToken, csrfTokenValid } from './csrf.ts';
import { expiredPage } from './notices.ts';
import { type Page, redirectTo } from './html.ts';
import { csrfKeys, type PageRequest, signedInCookie } from './page-context.ts';
import { signUpPage } from './sign-in.ts';

/**
 * Where a sign-up continues: the OpenID Provider's flow it interrupted (`interaction`), or the
 * invitation it was opened from (`invitation`, whose link also proves the address). The
 * interaction is only named here: the sign-in page, reached next with this browser's new
 * cookie, checks it belongs to this browser before finishing it.
 */
export interface SignUpContinuation {
  interaction?: string;
  invitation?: string;
}

const binding = (next: SignUpContinuation) => `signup:${next.interaction ?? ''}:${next.invitation ?? ''}`;

function hiddenFor(page: PageRequest, next: SignUpContinuation): Record<string, string> {
  return {
    ...(next.interaction ? { interaction: next.interaction } : {}),
    ...(next.invitation ? { invitation: next.invitation } : {}),
    csrf: csrfToken(csrfKeys(page.services), binding(next)),
  };
}

/** GET /auth/sign-up. */
export function showSignUp(page: PageRequest, next: SignUpContinuation): Page {
  return signUpPage({ hidden: hiddenFor(page, next) });
}

/** The sign-up link of a sign-in form, carrying the flow along. */
export function signUpHref(next: SignUpContinuation): string {
  const query = new URLSearchParams({
    ...(next.interaction ? { interaction: next.interaction } : {}),
    ...(next.invitation ? { invitation: next.invitation } : {}),
  });
  return `/auth/sign-up${query.size ? `?${query}` : ''}`;
}

const STATUS = { weak: 400, invalidEmail: 400, taken: 409, closed: 403, ssoRequired: 403, throttled: 429 } as const;

/** POST /auth/sign-up: the account, this browser signed in, then on to where the person was going. */
export async function completeSignUp(
  page: PageRequest,
  form: SignUpContinuation & { csrf: string; email: string; password: string },
): Promise<Page> {
  const next = { interaction: form.interaction, invitation: form.invitation };
  if (!csrfTokenValid(csrfKeys(page.services), binding(next), form.csrf)) return expiredPage();
  const outcome = await signUpOnPage(page.services, page.meta, {
    email: form.email,
    password: form.password,
    ...(form.invitation ? { invitationToken: form.invitation } : {}),
  });
  if (outcome.kind === 'signed-in') {
    const cookies = [signedInCookie(page.services, outcome.browserSecret)];
    if (next.interaction) return redirectTo(`/auth/sign-in?interaction=${encodeURIComponent(next.interaction)}`, cookies);
    if (next.invitation) return redirectTo(`/auth/accept-invitation?token=${encodeURIComponent(next.invitation)}`, cookies);
    return { ...noticePage('signUp.title', 'signUp.done'), cookies };
  }
  const reason = outcome.kind === 'refused' && outcome.reason in STATUS ? (outcome.reason as keyof typeof STATUS) : 'weak';
  return signUpPage({ hidden: hiddenFor(page, next), email: form.email, error: `signIn.${reason}`, status: STATUS[reason] });
}
