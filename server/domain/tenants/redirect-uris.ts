import { AppError } from '../../errors.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Exact strings a browser may be sent back to with a code: https, or plain http only to a
 * loopback host (a native or development app, as RFC 8252 allows); no credentials in the URL
 * (the schemas already keep fragments out). `field` names the list in the error.
 */
export function checkRedirectUris(uris: string[], field: string): string[] {
  uris.forEach((uri, index) => {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw new AppError('VALIDATION_FAILED', `${field}[${index}] is not a URL.`);
    }
    const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !loopbackHttp)
      throw new AppError('VALIDATION_FAILED', `${field}[${index}] must be https (or http to localhost, 127.0.0.1 or [::1]).`);
    if (url.username || url.password) throw new AppError('VALIDATION_FAILED', `${field}[${index}] must not carry credentials.`);
  });
  return uris;
}
