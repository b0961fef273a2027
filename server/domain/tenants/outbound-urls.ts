import { BlockList, isIP } from 'node:net';
import { AppError } from '../../errors.ts';

// Addresses a server-side request must never reach in production: private ranges,
// loopback, link-local (where cloud metadata services live), CGNAT, multicast, reserved.
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv4-compatible (::a.b.c.d), 6to4 and Teredo addresses can carry a private IPv4 address.
for (const [network, prefix] of [['::', 96], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2002::', 16], ['2001::', 32]] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal|metadata|metadata\.google\.internal)$/i;

/** True for an IP literal that is routable on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(bare);
  if (family === 0) return false;
  return !NON_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return /^localhost$/i.test(bare) || bare === '::1' || /^127\./.test(bare);
}

/**
 * An outbound URL a tenant configures (webhook endpoint, identity provider): https, or
 * http to localhost outside production; no credentials in it; in production, no private,
 * loopback, link-local or metadata host. (Hostnames are resolved and re-checked when a
 * request is actually made, since DNS can change after this check.)
 */
export function assertAllowedUrl(value: string, field: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('VALIDATION_FAILED', `${field} is not a valid URL.`);
  }
  if (url.username || url.password) throw new AppError('VALIDATION_FAILED', `${field} must not contain credentials.`);
  const localhostHttp = url.protocol === 'http:' && !production && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !localhostHttp) {
    throw new AppError('VALIDATION_FAILED', `${field} must use https${production ? '' : ' (http is allowed for localhost outside production)'}.`);
  }
  if (production) {
    // A trailing dot (`localhost.`) names the same host as a fully qualified name.
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
    if (LOCAL_NAMES.test(host) || (isIP(host) !== 0 && !isPublicAddress(host))) {
      throw new AppError('VALIDATION_FAILED', `${field} must not point at a private, loopback, link-local or metadata address.`);
    }
  }
  return url;
}
