import { layout, message, type Page } from './html.ts';
import type { MessageKey } from './messages.ts';
import { describedBy, errorLine, hiddenFields } from './sign-in.ts';

// The pages Gatekeep's mails link to (APP_URL, by default ISSUER/auth). Opening a link only
// shows a form: the token is spent by the post, so a mail scanner that fetches links spends nothing.

export function verifyEmailPage(hidden: Record<string, string>): Page {
  const body = `<h1>${message('verify.title')}</h1><p>${message('verify.body')}</p>
<form method="post" action="/auth/verify-email">${hiddenFields(hidden)}<button type="submit">${message('verify.submit')}</button></form>`;
  return { status: 200, html: layout('verify.title', body) };
}

export function resetPasswordPage(hidden: Record<string, string>, error?: MessageKey, status = 200): Page {
  const body = `<h1>${message('reset.title')}</h1>${errorLine(error)}
<form method="post" action="/auth/reset-password">${hiddenFields(hidden)}
<label for="password">${message('reset.password')}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" autofocus${describedBy(error)}>
<label for="code">${message('reset.code')}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code">
<button type="submit">${message('reset.submit')}</button>
</form>`;
  return { status, html: layout('reset.title', body) };
}

export function acceptInvitationPage(hidden: Record<string, string>, email: string, error?: MessageKey, status = 200): Page {
  const body = `<h1>${message('invitation.title')}</h1>${errorLine(error)}<p>${message('invitation.signedInAs', { email })}</p>
<form method="post" action="/auth/accept-invitation">${hiddenFields(hidden)}<button type="submit">${message('invitation.submit')}</button></form>`;
  return { status, html: layout('invitation.title', body) };
}

/** A page that only says something: done, or why not. */
export function noticePage(title: MessageKey, text: MessageKey, values: Record<string, string> = {}, status = 200): Page {
  return { status, html: layout(title, `<h1>${message(title)}</h1><p>${message(text, values)}</p>`) };
}
