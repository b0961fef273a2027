import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { ApiError, Gatekeep, verifyAuditExport, verifyServiceToken, verifyToken } from '../../sdk-ts/src/index.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { startLiveServer } from '../helpers/live-server.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';
import { eventually } from '../webhooks/helpers.ts';

let server: Awaited<ReturnType<typeof startLiveServer>>;
let dns: DnsServer;
let database: IsolatedDatabase;
beforeAll(async () => {
  dns = await startDnsServer();
  // A worker that checkpoints each second, so that the audit test below finds one soon, on a
  // database of its own: on PostgreSQL the run's database holds every test's logs to sign first.
  database = await isolatedDatabase();
  server = await startLiveServer({ ...database.env, DNS_SERVERS: dns.address, AUDIT_CHECKPOINT_SECONDS: '1', JOB_CONCURRENCY: '1' });
});
afterAll(async () => {
  await server.close();
  await database.drop();
  await dns.close();
});

describe('the TypeScript SDK on tenancy routes', () => {
  it('creates a tenant, adds a member, pages the audit log and exports it', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    const owner = await gk.signup({ email: uniqueEmail('sdk-owner'), password: PASSWORD });
    gk.setToken(owner.accessToken);
    // Inviting needs a verified address of one's own; the link is in the development outbox.
    expect((await gk.verifyEmail({ token: await outboxToken(server, owner.user.email, 'verify-email') })).emailVerified).toBe(true);
    const colleagueClient = new Gatekeep({ baseUrl: server.baseUrl });
    const colleague = await colleagueClient.signup({ email: uniqueEmail('sdk-member'), password: PASSWORD });
    colleagueClient.setToken(colleague.accessToken);
    const verified = await colleagueClient.verifyEmail({ token: await outboxToken(server, colleague.user.email, 'verify-email') });
    expect(verified.emailVerified).toBe(true);

    const tenant = await gk.createTenant({ name: 'SDK Tenant' });
    expect(tenant.slug).toMatch(/^sdk-tenant/);
    expect((await gk.listTenants()).items.map((t) => [t.id, t.role])).toContainEqual([tenant.id, 'owner']);

    // Every address is invited (202, the invitation); the colleague joins by accepting.
    const invited = await gk.addMember(tenant.id, { email: colleague.user.email, role: 'member' });
    expect(invited).toMatchObject({ email: colleague.user.email, status: 'pending' });
    const member = await colleagueClient.acceptInvitation({ token: await outboxToken(server, colleague.user.email, 'accept-invitation') });
    expect(member).toMatchObject({ userId: colleague.user.id, role: 'member' });
    const invitee = uniqueEmail('sdk-invitee');
    expect(await gk.addMember(tenant.id, { email: invitee, role: 'member' })).toMatchObject({ email: invitee, status: 'pending' });
    const invitations = [];
    for await (const invitation of gk.paginate(gk.listInvitations, tenant.id)) invitations.push(invitation.email);
    expect(invitations).toEqual([invitee, colleague.user.email]);
    expect((await gk.updateMember(tenant.id, colleague.user.id, { role: 'admin' })).role).toBe('admin');
    for (let i = 0; i < 5; i++) await gk.createRole(tenant.id, { name: `role-${i}`, permissions: [] });

    const events: string[] = [];
    for await (const event of gk.paginate(gk.listAuditEvents, tenant.id, { limit: 2 })) events.push(event.action);
    // tenant.created, member.invited, member.invitation_accepted, member.added, member.invited,
    // member.role_changed and five role.created.
    expect(events).toHaveLength(11);
    expect(events.at(-1)).toBe('tenant.created');
    expect(events).toContain('member.role_changed');

    const ndjson = await gk.exportAuditEvents({ tenantId: tenant.id });
    expect(ndjson.trimEnd().split('\n')).toHaveLength(11);
    const csv = await gk.exportAuditEvents({ tenantId: tenant.id, format: 'csv' });
    expect(csv.startsWith('id,occurredAt,tenantId,')).toBe(true);
  });

  it('fetches the audit checkpoints and their keys, and verifies an export offline with verifyAuditExport', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    gk.setToken((await gk.signup({ email: uniqueEmail('sdk-audit'), password: PASSWORD })).accessToken);
    const tenant = await gk.createTenant({ name: 'Audited' });
    for (let i = 0; i < 3; i++) await gk.createRole(tenant.id, { name: `audited-${i}`, permissions: [] });
    const checkpoints = await eventually(async () => {
      const page = await gk.listAuditCheckpoints(tenant.id);
      expect(page.items[0]?.treeSize).toBe(4);
      return page.items;
    }, 15_000);
    const keys = await gk.getAuditCheckpointKeys();
    const ndjson = await gk.exportAuditEvents({ tenantId: tenant.id, checkpoint: 'latest' });
    // Every checkpoint holds: the one at 4, and any signed before the roles were made.
    expect(await verifyAuditExport(ndjson, { checkpoints, keys })).toMatchObject({
      ok: true,
      events: 4,
      erased: 0,
      checkpoints: checkpoints.map((c) => c.treeSize).sort((a, b) => a - b),
    });

    // A line changed in transit is named; so is a checkpoint without keys to check it.
    const lines = ndjson.trimEnd().split('\n');
    lines[2] = JSON.stringify({ ...JSON.parse(lines[2]!), action: 'role.deleted' });
    expect((await verifyAuditExport(lines.join('\n'), { checkpoints, keys })).failure).toEqual({
      line: 3,
      seq: 3,
      eventId: JSON.parse(lines[2]!).id,
      reason: 'the event does not match its leaf hash',
    });
    expect((await verifyAuditExport(ndjson)).failure?.reason).toMatch(/^no keys to check the checkpoint of 4 events/);
  });

  it('creates an API key, validates it, exchanges it for a token and verifies that offline', async () => {
    const admin = new Gatekeep({ baseUrl: server.baseUrl });
    admin.setToken((await admin.signup({ email: uniqueEmail('sdk-keys'), password: PASSWORD })).accessToken);
    const tenant = await admin.createTenant({ name: 'Keys' });
    const { secret: key, apiKey } = await admin.createApiKey(tenant.id, { name: 'ci', scopes: ['deploy:write'] });

    const service = new Gatekeep({ baseUrl: server.baseUrl }); // no user token: the key travels in the body
    expect(await service.validateApiKey({ key })).toMatchObject({ id: apiKey.id, status: 'active' });
    const { accessToken: token, expiresIn } = await service.mintApiKeyToken({ key, audience: 'orders' });
    expect(expiresIn).toBe(300);
    const jwksUrl = `${server.baseUrl}/.well-known/jwks.json`;
    const claims = await verifyServiceToken(token, { jwksUrl, tenantId: tenant.id, audience: 'orders' });
    expect(claims).toMatchObject({ sub: apiKey.id, tid: tenant.id, scope: 'deploy:write' });
    // A minted token is no user's (more in typescript-sdk-service-tokens.test.ts).
    await expect(verifyToken(token, { jwksUrl, audience: 'orders' })).rejects.toThrow(/"typ" JWT header/);

    const keys = [];
    for await (const item of admin.paginate(admin.listApiKeys, tenant.id, { limit: 1 })) keys.push(item.id);
    expect(keys).toEqual([apiKey.id]);
    await admin.revokeApiKey(tenant.id, apiKey.id);
    const error = await service.validateApiKey({ key }).catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIAL' });
  });

  it('raises ApiError with the hidden 404 for a tenant that is not yours', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    const owner = await gk.signup({ email: uniqueEmail(), password: PASSWORD });
    gk.setToken(owner.accessToken);
    const tenant = await gk.createTenant({ name: 'Private' });
    const stranger = new Gatekeep({
      baseUrl: server.baseUrl,
      token: (await gk.signup({ email: uniqueEmail(), password: PASSWORD })).accessToken,
    });
    const error = await stranger.getTenant(tenant.id).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('claims a domain, raises 409 CONFLICT until its TXT record answers, then verifies, lists and deletes it', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    gk.setToken((await gk.signup({ email: uniqueEmail('sdk-domains'), password: PASSWORD })).accessToken);
    const tenant = await gk.createTenant({ name: 'Domains' });
    const name = `sdk-${Date.now()}.example.test`;
    const claimed = await gk.createDomain(tenant.id, { domain: name });
    expect(claimed).toMatchObject({ domain: name, status: 'pending', verification: { type: 'TXT', name: `_gatekeep-challenge.${name}` } });
    const early = await gk.verifyDomain(tenant.id, claimed.id).catch((err: unknown) => err);
    expect(early).toBeInstanceOf(ApiError);
    expect([(early as ApiError).status, (early as ApiError).code]).toEqual([409, 'CONFLICT']);
    dns.records.set(claimed.verification.name, [[claimed.verification.value]]);
    expect((await gk.verifyDomain(tenant.id, claimed.id)).status).toBe('verified');
    expect((await gk.getDomain(tenant.id, claimed.id)).verifiedAt).toEqual(expect.any(String));
    expect((await gk.listDomains(tenant.id)).items.map((domain) => domain.domain)).toEqual([name]);
    expect(await gk.deleteDomain(tenant.id, claimed.id)).toEqual({ id: claimed.id, deleted: true });
  });

  it('registers an OIDC client, its secret once; rotates it, updates, lists and deletes it; raises 400 for an incoherent one', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    gk.setToken((await gk.signup({ email: uniqueEmail('sdk-oidc-clients'), password: PASSWORD })).accessToken);
    const tenant = await gk.createTenant({ name: 'OIDC clients' });
    const { oidcClient, secret } = await gk.createOidcClient(tenant.id, { name: 'SDK app', redirectUris: ['https://app.example.test/cb'] });
    expect(secret).toMatch(/^gkcs_/);
    const rotated = await gk.rotateOidcClientSecret(tenant.id, oidcClient.id);
    expect(rotated.secret).not.toBe(secret);
    expect((await gk.updateOidcClient(tenant.id, oidcClient.id, { firstParty: true })).firstParty).toBe(true);
    expect((await gk.listOidcClients(tenant.id)).items.map((client) => client.id)).toEqual([oidcClient.id]);
    expect((await gk.getOidcClient(tenant.id, oidcClient.id)).hasClientSecret).toBe(true);
    const incoherent = await gk.createOidcClient(tenant.id, { name: 'Nowhere to return' }).catch((err: unknown) => err);
    expect([(incoherent as ApiError).status, (incoherent as ApiError).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await gk.deleteOidcClient(tenant.id, oidcClient.id)).toEqual({ id: oidcClient.id, deleted: true });
  });
});
