import { escapeHtml, layout, message, type Page } from './html.ts';
import type { MessageKey } from './messages.ts';

export interface ConsentForm {
  interaction: string;
  csrf: string;
  clientName: string;
  clientOrigin: string;
  email: string;
  /** The tenant that registered the client: its name is what `organization` shares a role in. */
  tenantName: string | null;
  scopes: string[];
}

const SCOPE_MESSAGES: Record<string, MessageKey> = {
  openid: 'consent.scope.openid',
  email: 'consent.scope.email',
  profile: 'consent.scope.profile',
  offline_access: 'consent.scope.offline_access',
};

/** What a third-party client asks for, in words, with Allow and Deny. */
export function consentPage(form: ConsentForm): Page {
  const items = form.scopes
    // A platform client (no tenant) is given no organization claims, so nothing is asked for them.
    .map((scope) =>
      scope === 'organization' ? (form.tenantName === null ? undefined : 'consent.scope.organizationOf') : SCOPE_MESSAGES[scope],
    )
    .filter((key): key is MessageKey => key !== undefined)
    .map((key) => `<li>${message(key, { tenant: form.tenantName ?? '' })}</li>`)
    .join('');
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body = `<h1>${message('consent.heading', { client: form.clientName })}</h1>
<p>${message('consent.signedInAs', { email: form.email })}</p><ul>${items}</ul>
<form method="post" action="/auth/sign-in/consent">${hidden('interaction', form.interaction)}${hidden('csrf', form.csrf)}
<button type="submit" name="decision" value="allow">${message('consent.allow')}</button><button type="submit" name="decision" value="deny" class="secondary">${message('consent.deny')}</button>
</form>`;
  return { status: 200, html: layout('consent.title', body), formTargets: [form.clientOrigin] };
}
