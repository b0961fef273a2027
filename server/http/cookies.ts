/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/**
 * The hosted pages' sign-in cookie. Over https it is `__Host-` prefixed (Secure, whole site, no
 * Domain: no subdomain can set or read it); HttpOnly, and SameSite=Lax so that it travels with
 * the top-level redirects of an OAuth flow but not with another site's posts.
 */
export function browserSessionCookieName(secure: boolean): string {
  return secure ? '__Host-gatekeep-session' : 'gatekeep-session';
}

export function browserSessionCookie(secure: boolean, value: string, maxAgeSeconds: number): string {
  return [
    `${browserSessionCookieName(secure)}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The portal's refresh-token cookie: only its two session routes, under this path, ever receive it. */
export const PORTAL_SESSION_PATH = '/portal/session';

/**
 * Over https `__Secure-` prefixed (the browser then refuses it from plain http). HttpOnly: no
 * script reads it; SameSite=Strict: no other site's request carries it, not even a top-level
 * navigation; Path: the two session routes, not the portal's pages or the API.
 */
export function portalSessionCookieName(secure: boolean): string {
  return secure ? '__Secure-gatekeep-portal' : 'gatekeep-portal';
}

/** The cookie holding `refreshToken`; an empty value with Max-Age=0 clears it. */
export function portalSessionCookie(secure: boolean, refreshToken: string, maxAgeSeconds: number): string {
  return [
    `${portalSessionCookieName(secure)}=${encodeURIComponent(refreshToken)}`,
    `Path=${PORTAL_SESSION_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
