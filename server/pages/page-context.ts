import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestMeta } from '../domain/audit/record-audit-event.ts';
import { type BrowserSession, findBrowserSession } from '../domain/openid-provider/browser-sessions.ts';
import type { Services } from '../services.ts';
import { browserSessionCookie, browserSessionCookieName, readCookie } from '../http/cookies.ts';

/** One request to a hosted page. */
export interface PageRequest {
  services: Services;
  meta: RequestMeta;
  req: IncomingMessage;
  res: ServerResponse;
}

const CSRF_PURPOSE = 'gatekeep hosted pages csrf';

/** The keys the pages' CSRF tokens are made with (csrf.ts), the same on every instance. */
export const csrfKeys = (services: Services) => services.secretCipher.derivedKeys(CSRF_PURPOSE);

const secureCookies = (services: Services) => services.config.issuer.startsWith('https:');

/** Who is signed in on the hosted pages in this browser, if anyone (a live session). */
export function browserOf(page: PageRequest): Promise<BrowserSession | undefined> {
  const secret = readCookie(page.req.headers.cookie, browserSessionCookieName(secureCookies(page.services)));
  return findBrowserSession(page.services, secret);
}

/** The Set-Cookie that signs this browser in on the hosted pages, for as long as the session lives. */
export function signedInCookie(services: Services, browserSecret: string): string {
  return browserSessionCookie(secureCookies(services), browserSecret, services.config.sessionMaxAge);
}
