import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.ts';

/** Whether the peer `hop` steps from the server (0: the socket's own peer) is a proxy we trust. */
export type TrustsProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, given to fastify (client addresses for rate limits and the audit
 * log) and to tracing (whose trace context to continue), so the two can never disagree.
 * Fastify 5.12 trusts no hop at all when given a number (so `TRUST_PROXY=1` would silently leave
 * every client behind a balancer in the balancer's buckets); a hop count becomes the trust
 * function proxy-addr and Express build for one: the socket peer and the last n - 1
 * X-Forwarded-For entries are proxies, the entry before them is the client. Addresses and CIDR
 * ranges compile exactly as fastify would compile the string.
 */
export function trustedProxies(trustProxy: Config['trustProxy']): TrustsProxy | false {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}
