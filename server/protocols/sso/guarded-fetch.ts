import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from '../../net/public-addresses.ts';

/** A request to the IdP that was refused before it left, or got no HTTP answer. */
export class IdpUnreachableError extends Error {}

export interface GuardedFetchOptions {
  /** SSO_ALLOW_PRIVATE_ISSUERS: off, every address the IdP's host resolves to must be public. */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
}

/** Discovery documents, key sets and token answers are small; anything larger is not an IdP's. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * The fetch openid-client makes every request to the IdP with (discovery, keys, token): https
 * only, public addresses only unless allowed, bounded in time and size, never following a
 * redirect. Trust is Node's (the system's roots plus NODE_EXTRA_CA_CERTS).
 */
export function guardedFetch(options: GuardedFetchOptions) {
  const lookup = publicOnlyLookup(
    options.allowPrivateAddresses,
    (host) => new IdpUnreachableError(`${host} resolves to an address that is not public`),
  );
  return async (resource: string, init: { method: string; headers: Record<string, string>; body?: unknown; signal?: AbortSignal }) => {
    const url = new URL(resource);
    if (url.protocol !== 'https:') throw new IdpUnreachableError(`the IdP's ${url.pathname} is not https`);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Node skips the lookup for an IP literal, so literals are checked here.
    if (!options.allowPrivateAddresses && isIP(host) !== 0 && !isPublicAddress(host))
      throw new IdpUnreachableError('the IdP host is not a public address');
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(options.timeoutMs)])
      : AbortSignal.timeout(options.timeoutMs);
    return new Promise<Response>((resolve, reject) => {
      const request = https.request(url, { method: init.method, headers: init.headers, lookup, signal }, (answer) => {
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) request.destroy(new IdpUnreachableError('the IdP answered more than 1 MiB'));
          else chunks.push(chunk);
        });
        answer.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const status = answer.statusCode ?? 502;
          const nullBody = status === 204 || status === 304;
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers }));
        });
        answer.on('error', reject);
      });
      request.on('error', (err) => reject(err instanceof IdpUnreachableError ? err : new IdpUnreachableError(err.message, { cause: err })));
      request.end(body);
    });
  };
}
