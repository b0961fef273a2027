import dns, { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors.ts';

// Which addresses a server-side request may reach is ipaddr.js's classification of the IANA
// special-purpose registries, not a list kept by hand: only `unicast` (ordinary public
// address space) passes. Everything else is refused, among them private and unique-local
// ranges, loopback, link-local (where cloud metadata services live), CGNAT 100.64/10,
// benchmarking 198.18/15, documentation, multicast, NAT64 (64:ff9b::/96 and 64:ff9b:1::/48),
// 6to4, Teredo and the deprecated site-local fec0::/10, which can all reach or carry a
// private address.

/** Names that never point at the public internet, whatever DNS says. */
const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal|metadata|metadata\.google\.internal)$/i;

/** IANA's global unicast allocation for IPv6. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** True for an IP literal that is routable on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  // node:net is strict about what an address literal is (no `10.0.0`, no hex parts).
  if (isIP(bare) === 0) return false;
  let parsed = ipaddr.parse(bare);
  // An IPv4-mapped address (::ffff:a.b.c.d) reaches the IPv4 address it carries.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.range() !== 'unicast') return false;
  // ipaddr.js calls all of IPv6 outside its special ranges `unicast`, but IANA allocates global
  // unicast only from 2000::/3; the rest (the IPv4-compatible ::a.b.c.d among it) is reserved.
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return /^localhost$/i.test(bare) || bare === '::1' || /^127\./.test(bare);
}

export interface OutboundPolicy {
  /**
   * Private, loopback and link-local targets (and http to localhost): for local development
   * and tests only. Webhooks: WEBHOOK_ALLOW_PRIVATE_TARGETS.
   */
  allowPrivateTargets: boolean;
  /**
   * The setting that allows them, named in the refusal so an operator testing against a local
   * receiver learns the switch instead of guessing (webhooks: WEBHOOK_ALLOW_PRIVATE_TARGETS).
   */
  allowedBy?: string;
}

/**
 * An outbound URL a tenant configures (webhook endpoint, identity provider): https, or http to
 * localhost while private targets are allowed; no credentials in it; unless private targets
 * are allowed, no host that is a non-public address or a local name. (Hostnames are resolved
 * and every address re-checked when a request is actually made, since DNS can change after
 * this check.)
 */
export function assertAllowedUrl(value: string, field: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('VALIDATION_FAILED', `${field} is not a valid URL.`);
  }
  if (url.username || url.password) throw new AppError('VALIDATION_FAILED', `${field} must not contain credentials.`);
  const localhostHttp = url.protocol === 'http:' && policy.allowPrivateTargets && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !localhostHttp) {
    const hint = policy.allowPrivateTargets
      ? ' (http is allowed for localhost only)'
      : isLoopbackHost(url.hostname) && policy.allowedBy
        ? `; http to localhost needs ${policy.allowedBy}=true (development only)`
        : '';
    throw new AppError('VALIDATION_FAILED', `${field} must use https${hint}.`);
  }
  if (!policy.allowPrivateTargets) {
    // A trailing dot (`localhost.`) names the same host as a fully qualified name.
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
    if (LOCAL_NAMES.test(host) || (isIP(host) !== 0 && !isPublicAddress(host))) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${field} must not point at a private, loopback, link-local, special-purpose or metadata address` +
          (policy.allowedBy ? `; set ${policy.allowedBy}=true to allow it (development only).` : '.'),
      );
    }
  }
  return url;
}

/**
 * A socket lookup that, unless private addresses are allowed, refuses when the host resolves to
 * any address that is not public. The check runs on the very addresses the socket connects to,
 * so a DNS answer that changed after the URL was checked (rebinding) cannot slip through. The
 * error (`refusal`) never names the address: a caller must not learn the internal network.
 */
export function publicOnlyLookup(allowPrivate: boolean, refusal: (hostname: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as unknown as LookupAddress[];
      if (!allowPrivate && list.some((a) => !isPublicAddress(a.address))) return callback(refusal(hostname), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}
