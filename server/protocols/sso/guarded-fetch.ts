import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../domain/tenants/outbound-urls.ts';

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
 * The check runs on the addresses the socket connects to, so a name that resolves to a private
 * address later (DNS rebinding) is refused too. The error never names the address.
 */
function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as unknown as LookupAddress[];
      if (!allowPrivate && list.some((a) => !isPublicAddress(a.address))) {
        return callback(new IdpUnreachableError(`${hostname} resolves to an address that is not public`), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The fetch openid-client makes every request to the IdP with (discovery, keys, token): https
 * only, public addresses only unless allowed, bounded in time and size, never following a
 * redirect. Trust is Node's (the system's roots plus NODE_EXTRA_CA_CERTS).
 */
export function guardedFetch(options: GuardedFetchOptions) {
  const lookup = publicOnlyLookup(options.allowPrivateAddresses);
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
