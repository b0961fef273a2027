/**
 * The cookies of one origin, kept the way a browser would for a walk through its redirects:
 * name, value and path (an identity provider scopes its interaction cookies to one path, and
 * names two cookies alike under different paths). Expired or emptied cookies are dropped, since
 * that is how a server deletes one. Domains and the other attributes are left out: the jar is
 * only ever sent back to the origin that set its cookies.
 */
export class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  /** Takes the `set-cookie` headers of a response from the jar's origin. */
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [attributeName = '', attributeValue = ''] = attribute.split(/=(.*)/s);
        const lower = attributeName.toLowerCase();
        if (lower === 'path' && attributeValue.startsWith('/')) path = attributeValue;
        if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${path} ${name}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  /** The `cookie` header for a request to `url` (on the jar's origin), or undefined when none applies. */
  headerFor(url: URL): string | undefined {
    const applicable = [...this.#cookies.values()].filter(({ path }) => pathMatches(url.pathname, path));
    return applicable.length ? applicable.map(({ name, value }) => `${name}=${value}`).join('; ') : undefined;
  }
}

/** RFC 6265 section 5.1.4: "/auth/abc" is under "/auth" and "/auth/", not under "/au". */
function pathMatches(requestPath: string, cookiePath: string) {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
