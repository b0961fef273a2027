import { escapeHtml, layout, message, type Page } from './html.ts';
import type { MessageKey } from './messages.ts';

/** What every sign-in form posts besides what the person types: where to, and its hidden fields. */
export interface FormTarget {
  /** Defaults to /auth/sign-in (the OpenID Provider's flow). */
  action?: string;
  /** Hidden fields (the interaction or the link's token, and the CSRF token). */
  hidden: Record<string, string>;
  /** Origins a form may lead to (CSP form-action): the client's redirect URI, in a flow. */
  formTargets?: string[];
  error?: MessageKey;
  status?: number;
}

export interface SignInForm extends FormTarget {
  heading: string;
  email?: string;
  /** Where "Create an account" leads (the sign-up page, carrying the flow along). */
  signUpHref?: string;
  /** "Sign in with SSO" by work email, posting these hidden fields to the same action. */
  ssoHidden?: Record<string, string>;
  /** One "Continue with <name>" button per social connection, each a form posting the hidden fields and `connection`. */
  social?: { hidden: Record<string, string>; connections: { id: string; name: string }[] };
  /** "Sign in with a passkey": a form the page's one script shows and fills, and where that script is. */
  passkey?: { hidden: Record<string, string>; scriptUrl: string };
}

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const errorLine = (error: MessageKey | undefined) => (error ? `<p class="error" role="alert" id="form-error">${message(error)}</p>` : '');
const describedBy = (error: MessageKey | undefined) => (error ? ' aria-describedby="form-error"' : '');

/** Email and password. `heading` is already escaped (a message). */
export function signInPage(form: SignInForm): Page {
  const body = `<h1>${form.heading}</h1>${errorLine(form.error)}
<form method="post" action="${form.action ?? '/auth/sign-in'}">${hiddenFields(form.hidden)}
<label for="email">${message('signIn.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(form.email ?? '')}"${describedBy(form.error)}>
<label for="password">${message('signIn.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${message('signIn.submit')}</button>
</form>${passkeyForm(form.action ?? '/auth/sign-in', form.passkey)}${form.signUpHref ? `<p>${message('signIn.noAccount')} <a href="${escapeHtml(form.signUpHref)}">${message('signIn.createAccount')}</a></p>` : ''}${socialForms(form.action ?? '/auth/sign-in', form.social)}${form.ssoHidden ? ssoForm(form.action ?? '/auth/sign-in', form.ssoHidden) : ''}`;
  return {
    status: form.status ?? 200,
    html: layout('signIn.title', body),
    formTargets: form.formTargets,
    ...(form.passkey ? { scripts: [form.passkey.scriptUrl] } : {}),
  };
}

/**
 * Hidden until the script shows it: without script or WebAuthn the page is the password form
 * alone. The script asks the browser for a passkey, puts its answer in `passkey` and posts.
 */
function passkeyForm(action: string, passkey: SignInForm['passkey']): string {
  if (!passkey) return '';
  return `<form method="post" action="${action}" id="passkey-sign-in" hidden>${hiddenFields(passkey.hidden)}<input type="hidden" name="passkey">
<button type="submit" class="social">${message('signIn.passkey')}</button>
<p class="error" role="alert" id="passkey-error" hidden>${message('signIn.passkeyFailed')}</p>
</form><script src="${escapeHtml(passkey.scriptUrl)}" defer></script>`;
}

function socialForms(action: string, social: SignInForm['social']): string {
  if (!social || social.connections.length === 0) return '';
  const buttons = social.connections
    .map(
      (connection) => `<form method="post" action="${action}">${hiddenFields({ ...social.hidden, connection: connection.id })}
<button type="submit" class="social">${message('signIn.socialContinue', { name: connection.name })}</button>
</form>`,
    )
    .join('\n');
  return `<h2>${message('signIn.socialHeading')}</h2>\n${buttons}`;
}

function ssoForm(action: string, hidden: Record<string, string>): string {
  return `<h2>${message('signIn.ssoHeading')}</h2>
<form method="post" action="${action}">${hiddenFields(hidden)}
<label for="ssoEmail">${message('signIn.ssoEmail')}</label>
<input id="ssoEmail" name="ssoEmail" type="email" autocomplete="email" required>
<button type="submit">${message('signIn.ssoSubmit')}</button>
</form>`;
}

/**
 * On to the identity provider. A page that moves on by itself (meta refresh) rather than a 303:
 * CSP form-action would hold a post's redirect to the provider's origin, which the page could
 * not name in advance.
 */
export function continueToPage(url: string): Page {
  const body = `<h1>${message('signIn.continuing')}</h1><p><a href="${escapeHtml(url)}">${message('signIn.continue')}</a></p>`;
  const html = layout('signIn.title', body).replace('<title>', `<meta http-equiv="refresh" content="0;url=${escapeHtml(url)}"><title>`);
  return { status: 200, html };
}

/** A new account: email and password (its rules are the API's signup's). */
export function signUpPage(form: FormTarget & { email?: string }): Page {
  const body = `<h1>${message('signUp.heading')}</h1>${errorLine(form.error)}
<form method="post" action="/auth/sign-up">${hiddenFields(form.hidden)}
<label for="email">${message('signIn.email')}</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(form.email ?? '')}"${describedBy(form.error)}>
<label for="password">${message('signIn.password')}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8">
<button type="submit">${message('signUp.submit')}</button>
</form>`;
  return { status: form.status ?? 200, html: layout('signUp.title', body), formTargets: form.formTargets };
}

/** The second factor, after a right password on an account with TOTP. */
export function mfaPage(form: FormTarget & { challengeToken: string }): Page {
  const body = `<h1>${message('signIn.mfaHeading')}</h1>${errorLine(form.error)}
<form method="post" action="${form.action ?? '/auth/sign-in'}">${hiddenFields({ ...form.hidden, challengeToken: form.challengeToken })}
<label for="code">${message('signIn.mfaCode')}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required autofocus${describedBy(form.error)}>
<button type="submit">${message('signIn.mfaSubmit')}</button>
</form>`;
  return { status: form.status ?? 200, html: layout('signIn.title', body), formTargets: form.formTargets };
}

export { errorLine, describedBy, hiddenFields };
