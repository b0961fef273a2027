import ipaddr from 'ipaddr.js';

/**
 * The key a client address counts under for login throttling: IPv4 as is, an IPv4-mapped IPv6
 * address as its IPv4 form, and any other IPv6 address as its /64, as the rate limits count
 * them (server/http/rate-limit.ts): one host usually holds a whole /64, so counting single
 * addresses would hand it 2^64 fresh starts, and its owner's address changes within it.
 */
export function clientAddressKey(ip: string | null): string {
  if (!ip || !ipaddr.isValid(ip)) return ip?.toLowerCase() || 'unknown';
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address becomes its IPv4 form
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).toByteArray().slice(0, 8).concat(Array<number>(8).fill(0));
  return `${ipaddr.fromByteArray(network).toString()}/64`;
}
