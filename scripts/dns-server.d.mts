// Types for scripts/dns-server.mjs, for the TypeScript that calls it (tests).
/** A DNS server on loopback that answers TXT questions from `records`, NXDOMAIN for any other name. */
export interface DnsServer {
  /** For DNS_SERVERS: `127.0.0.1:<port>`. */
  address: string;
  /** TXT records by lower-case name, each record as its strings. */
  records: Map<string, string[][]>;
  close(): Promise<void>;
}
export function startDnsServer(): Promise<DnsServer>;
