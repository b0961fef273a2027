import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address counts under for login throttling: IPv4 as is, an IPv4-mapped IPv6
 * address as its IPv4 form, and any other IPv6 address as its /64, as the rate limits count
 * them (server/http/rate-limit.ts): one host usually holds a whole /64, so counting single
 * addresses would hand it 2^64 fresh starts, and its owner's address changes within it.
 */
export function clientAddressKey(ip: string | null): string {
  if (!ip) return 'unknown';
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip.split('%')[0]!.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = ip.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
