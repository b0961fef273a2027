import { createHash } from 'node:crypto';
import { MESSAGES_EN, type MessageKey, type Messages } from './messages.ts';

/** Text for HTML content and attribute values: every character that could end either is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A message with its `{name}` placeholders filled, escaped for HTML. */
export function message(key: MessageKey, values: Record<string, string> = {}, messages: Messages = MESSAGES_EN): string {
  return escapeHtml(messages[key]).replace(/\{(\w+)\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));
}

/** The one stylesheet, inline and allowed by its hash: the pages load nothing from anywhere. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:24rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid #6b7280;border-radius:.3rem}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font:inherit;border:0;border-radius:.3rem;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#e5e7eb;color:#1b1d21;margin-left:.5rem}
button.social{display:block;width:100%;margin-top:.75rem;background:#fff;color:#1b1d21;border:1px solid #6b7280}
.error{color:#b91c1c;font-weight:600}ul{padding-left:1.2rem}`;
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/** What a page operation answers: a document, or a redirect (303) with no body. */
export interface Page {
  status: number;
  html?: string;
  location?: string;
  /** Origins a form on the page may lead to (CSP form-action follows the redirects after a post). */
  formTargets?: string[];
  /** Set-Cookie values, already serialized. */
  cookies?: string[];
  /** Scripts the page loads, by URL (CSP script-src names each; connect-src 'self' then lets them call the API). */
  scripts?: string[];
}

export function redirectTo(location: string, cookies: string[] = []): Page {
  return { status: 303, location, cookies };
}

/**
 * A whole document. No inline script runs on it, and the Content-Security-Policy says so: no
 * script but the files a page names (the sign-in page's passkey script), no frames (it cannot be
 * framed either), nothing loaded from elsewhere.
 */
export function layout(title: MessageKey, body: string, messages: Messages = MESSAGES_EN): string {
  return `<!doctype html>
<html lang="${messages['page.lang']}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${message(title, {}, messages)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function contentSecurityPolicy(formTargets: string[] = [], scripts: string[] = []): string {
  return [
    "default-src 'none'",
    `style-src '${STYLE_HASH}'`,
    ...(scripts.length > 0 ? [`script-src ${scripts.join(' ')}`, "connect-src 'self'"] : []),
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
