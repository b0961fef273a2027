import { Resolver } from 'node:dns/promises';
import { AppError } from '../../errors.ts';

/** The record a tenant publishes to prove it controls `domain` (contract "Domains"). */
export function challengeName(domain: string): string {
  return `_gatekeep-challenge.${domain}`;
}

/** DNS answers that mean "no such record" rather than "could not ask". */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * Whether one TXT record of `_gatekeep-challenge.<domain>` is exactly `expected` (a record
 * split into several strings counts joined, as RFC 7208 reads them). A resolver that cannot
 * answer (timeout, refusal, server failure) is 503: the domain stays pending, never verified
 * by default. `servers` empty: the system's resolvers.
 */
export async function challengeAnswered(servers: readonly string[], domain: string, expected: string): Promise<boolean> {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(challengeName(domain));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (ABSENT.has(code)) return false;
    throw new AppError('SERVICE_UNAVAILABLE', 'The DNS resolver could not answer; try verifying again shortly.', { cause: err });
  }
  return records.some((chunks) => chunks.join('') === expected);
}
