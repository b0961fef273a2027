import dns, { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Which addresses a server-side request may reach is ipaddr.js's classification of the IANA
// special-purpose registries, not a list kept by hand: only `unicast` (ordinary public
// address space) passes. Everything else is refused, among them private and unique-local
// ranges, loopback, link-local (where cloud metadata services live), CGNAT 100.64/10,
// benchmarking 198.18/15, documentation, multicast, NAT64 (64:ff9b::/96 and 64:ff9b:1::/48),
// 6to4, Teredo and the deprecated site-local fec0::/10, which can all reach or carry a
// private address.

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
