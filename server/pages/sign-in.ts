import { escapeHtml, layout, message, type Page } from './html.ts';
import type { MessageKey } from './messages.ts';

export interface SignInForm {
  interaction: string;
  csrf: string;
  clientName: string;
  /** The client's redirect URI origin: where the flow ends after the form. */
  clientOrigin: string;
  email?: string;
  error?: MessageKey;
  status?: number;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** Email and password, posted to /auth/sign-in with the interaction and its CSRF token. */
export function signInPage(form: SignInForm): Page {
  const error = form.error ? `<p class="error" role="alert" id="form-error">${message(form.error)}</p>` : '';
  const described = form.error ? ' aria-describedby="form-error"' : '';
  const body = `<h1>${message('signIn.heading', { client: form.clientName })}</h1>${error}
<form method="post" action="/auth/sign-in">${hidden('interaction', form.interaction)}${hidden('csrf', form.csrf)}
<label for="email">${message('signIn.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(form.email ?? '')}"${described}>
<label for="password">${message('signIn.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${message('signIn.submit')}</button>
</form>`;
  return { status: form.status ?? 200, html: layout('signIn.title', body), formTargets: [form.clientOrigin] };
}

/** The second factor, after a right password on an account with TOTP. */
export function mfaPage(form: Omit<SignInForm, 'email'> & { challengeToken: string }): Page {
  const error = form.error ? `<p class="error" role="alert" id="form-error">${message(form.error)}</p>` : '';
  const body = `<h1>${message('signIn.mfaHeading')}</h1>${error}
<form method="post" action="/auth/sign-in">${hidden('interaction', form.interaction)}${hidden('csrf', form.csrf)}${hidden('challengeToken', form.challengeToken)}
<label for="code">${message('signIn.mfaCode')}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required autofocus${form.error ? ' aria-describedby="form-error"' : ''}>
<button type="submit">${message('signIn.mfaSubmit')}</button>
</form>`;
  return { status: form.status ?? 200, html: layout('signIn.title', body), formTargets: [form.clientOrigin] };
}
