import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeAnswered } from '../../server/domain/tenants/domain-challenge.ts';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';

// Issue 32 point 1 (groundwork): the TXT lookup behind verifyDomain, against a DNS server on loopback.
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.records.set('_gatekeep-challenge.acme.test', [['unrelated'], ['gk-dom-', 'abc']]);
});
afterAll(() => dns?.close());

describe('challengeAnswered', () => {
  it('finds the value among the TXT records, a record split into strings read joined', async () => {
    expect(await challengeAnswered([dns.address], 'acme.test', 'gk-dom-abc')).toBe(true);
    expect(await challengeAnswered([dns.address], 'acme.test', 'gk-dom-ab')).toBe(false);
  });

  it('answers false when the record does not exist', async () => {
    expect(await challengeAnswered([dns.address], 'other.test', 'gk-dom-abc')).toBe(false);
  });

  it('fails closed with 503 when the resolver cannot answer', async () => {
    const closed = await startDnsServer();
    const address = closed.address;
    await closed.close();
    await expect(challengeAnswered([address], 'acme.test', 'gk-dom-abc')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
