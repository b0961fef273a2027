import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 32 point 1: a tenant proves it controls a domain with a DNS TXT record; one tenant only
// can verify a domain. The resolver is a DNS server on loopback (DNS_SERVERS).
let t: TestApp;
let dns: DnsServer;
let n = 0;
const uniqueDomain = () => `d${Date.now().toString(36)}${n++}.example.test`;

beforeAll(async () => {
  dns = await startDnsServer();
  t = await startTestApp({ DNS_SERVERS: dns.address });
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

async function tenantWithOwner() {
  const owner = await signUp(t);
  return { owner, tenant: await createTenant(t, owner) };
}

describe('domains', () => {
  it('claims a domain (pending, with the record to publish), verifies it once the record answers, and lists it', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const name = uniqueDomain();
    const created = await t.operation('createDomain', {
      params: { tenantId: tenant.id },
      body: { domain: `${name.toUpperCase()}.` },
      token: owner.accessToken,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.data).toMatchObject({
      domain: name,
      status: 'pending',
      verifiedAt: null,
      verification: { type: 'TXT', name: `_gatekeep-challenge.${name}` },
    });
    const params = { tenantId: tenant.id, domainId: created.data.id };

    const early = await t.operation('verifyDomain', { params, token: owner.accessToken });
    expect([early.status, early.body.code]).toEqual([409, 'CONFLICT']);
    expect((await t.operation('getDomain', { params, token: owner.accessToken })).data.status).toBe('pending');

    dns.records.set(`_gatekeep-challenge.${name}`, [['v=spf1 -all'], [created.data.verification.value]]);
    const verified = await t.operation('verifyDomain', { params, token: owner.accessToken });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.data).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });
    // Idempotent: verifying again answers the same domain and records nothing more.
    expect((await t.operation('verifyDomain', { params, token: owner.accessToken })).data).toEqual(verified.data);
    expect(await auditEventsWhere(t, { action: 'domain.verified', tenantId: tenant.id })).toHaveLength(1);
    expect((await t.operation('listDomains', { params: { tenantId: tenant.id }, token: owner.accessToken })).data.items).toEqual([
      verified.data,
    ]);
  });

  it('lets another tenant claim a verified domain but not verify it (409 DOMAIN_TAKEN) until the first gives it up', async () => {
    const first = await tenantWithOwner();
    const second = await tenantWithOwner();
    const name = uniqueDomain();
    const claim = async (who: typeof first) =>
      (await t.operation('createDomain', { params: { tenantId: who.tenant.id }, body: { domain: name }, token: who.owner.accessToken }))
        .data;
    const [a, b] = [await claim(first), await claim(second)];
    dns.records.set(`_gatekeep-challenge.${name}`, [[a.verification.value], [b.verification.value]]);
    const verify = (who: typeof first, id: string) =>
      t.operation('verifyDomain', { params: { tenantId: who.tenant.id, domainId: id }, token: who.owner.accessToken });
    expect((await verify(first, a.id)).status).toBe(200);
    const taken = await verify(second, b.id);
    expect([taken.status, taken.body.code]).toEqual([409, 'DOMAIN_TAKEN']);

    const gone = await t.operation('deleteDomain', {
      params: { tenantId: first.tenant.id, domainId: a.id },
      token: first.owner.accessToken,
    });
    expect(gone.data).toEqual({ id: a.id, deleted: true });
    expect((await verify(second, b.id)).data.status).toBe('verified');
  });

  it('refuses a second claim of the same domain in one tenant (409), and a name that is no host name (400)', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const name = uniqueDomain();
    const claim = (domain: string) =>
      t.operation('createDomain', { params: { tenantId: tenant.id }, body: { domain }, token: owner.accessToken });
    expect((await claim(name)).status).toBe(201);
    const again = await claim(name.toUpperCase());
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    for (const bad of ['localhost', 'acme..com', '-acme.com', 'acme.com/x', 'a b.com']) {
      const refused = await claim(bad);
      expect([refused.status, refused.body.code], bad).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('keeps a tenant to 100 domains (409 CONFLICT for the 101st) so that one page lists them all', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const claim = (domain: string) =>
      t.operation('createDomain', { params: { tenantId: tenant.id }, body: { domain }, token: owner.accessToken });
    const base = uniqueDomain();
    for (let i = 0; i < 100; i++) expect((await claim(`d${i}.${base}`)).status).toBe(201);
    const over = await claim(`d100.${base}`);
    expect([over.status, over.body.code]).toEqual([409, 'CONFLICT']);
    expect(over.body.error).toMatch(/at most 100 domains/);
    const listed = await t.operation('listDomains', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect([listed.data.items.length, listed.data.nextCursor]).toEqual([100, null]);
  });

  it('answers 503 and keeps the domain pending when the resolver cannot answer', async () => {
    const silent = await startDnsServer();
    const address = silent.address;
    await silent.close();
    const app = await startTestApp({ DNS_SERVERS: address });
    try {
      const owner = await signUp(app);
      const tenant = await createTenant(app, owner);
      const created = await app.operation('createDomain', {
        params: { tenantId: tenant.id },
        body: { domain: uniqueDomain() },
        token: owner.accessToken,
      });
      const params = { tenantId: tenant.id, domainId: created.data.id };
      const down = await app.operation('verifyDomain', { params, token: owner.accessToken });
      expect([down.status, down.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect((await app.operation('getDomain', { params, token: owner.accessToken })).data.status).toBe('pending');
    } finally {
      await app.close();
    }
  });

  it('is for the tenant managers: a member gets 403, an outsider 404', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const member = await signUp(t);
    await addMember(t, tenant.id, owner, member, 'member');
    const outsider = await signUp(t);
    const asMember = await t.operation('listDomains', { params: { tenantId: tenant.id }, token: member.accessToken });
    expect([asMember.status, asMember.body.code]).toEqual([403, 'INSUFFICIENT_ROLE']);
    const asOutsider = await t.operation('listDomains', { params: { tenantId: tenant.id }, token: outsider.accessToken });
    expect([asOutsider.status, asOutsider.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
