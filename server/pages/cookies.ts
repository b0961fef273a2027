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
