import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTenant, addMember } from '../helpers/tenancy.ts';
import { directoryWorld, ERROR_SCHEMA, GROUP_SCHEMA, PATCH_OP, USER_SCHEMA } from './helpers.ts';

// Issue 35 point 3: what a provisioned user is. In a domain the tenant verified, a managed
// account and a member; elsewhere an invitation. Deactivation or deletion removes the
// membership at once and disables a managed account; reactivation restores both.

let t: TestApp;
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  t = await startTestApp({ DNS_SERVERS: dns.address });
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

/** A directory of a tenant that verified its own domain. */
async function verifiedWorld(groupRoles: { group: string; role: string }[] = []) {
  const world = await directoryWorld(t, { groupRoles });
  const domain = `corp-${randomBytes(4).toString('hex')}.example.test`;
  const claimed = await t.operation('createDomain', {
    params: { tenantId: world.tenant.id },
    body: { domain },
    token: world.owner.accessToken,
  });
  dns.records.set(claimed.data.verification.name, [[claimed.data.verification.value]]);
  const verified = await t.operation('verifyDomain', {
    params: { tenantId: world.tenant.id, domainId: claimed.data.id },
    token: world.owner.accessToken,
  });
  expect(verified.data.status).toBe('verified');
  const members = async () =>
    (await t.operation('listMembers', { params: { tenantId: world.tenant.id }, token: world.owner.accessToken })).data.items;
  return { ...world, domain, members };
}

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER_SCHEMA],
  userName: email,
  displayName: 'Grace Hopper',
  emails: [{ value: email, type: 'work', primary: true }],
  active: true,
  ...extra,
});
const deactivate = { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] };
const reactivate = { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] };

describe('provisioning', () => {
  it('makes a managed member of an address in a verified domain, with the role its groups map to', async () => {
    const world = await verifiedWorld([{ group: 'Engineering', role: 'admin' }]);
    const email = `grace@${world.domain}`;
    const created = await world.scim('POST', '/Users', person(email));
    expect(created.status, created.text).toBe(201);
    let member = (await world.members()).find((m: { email: string }) => m.email === email);
    expect(member).toMatchObject({ role: 'member' });
    // The account has no password: it signs in through the tenant's SSO or a passkey.
    const login = await t.operation('login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);

    const group = await world.scim('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'engineering',
      members: [{ value: created.body.id }],
    });
    expect(group.status, group.text).toBe(201);
    member = (await world.members()).find((m: { email: string }) => m.email === email);
    expect(member).toMatchObject({ role: 'admin' });
    await world.scim('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${created.body.id}"]` }],
    });
    member = (await world.members()).find((m: { email: string }) => m.email === email);
    expect(member).toMatchObject({ role: 'member' });
  });

  it('deprovisions at once: an existing account in the domain loses the membership, its sessions and its sign-in; reactivation restores them', async () => {
    const world = await verifiedWorld();
    const email = `linus-${randomBytes(3).toString('hex')}@${world.domain}`;
    const account = await signUp(t, email);
    // A member of another tenant too, which it stays.
    const elsewhere = await signUp(t);
    const other = await createTenant(t, elsewhere);
    await addMember(t, other.id, elsewhere, account, 'member');

    const created = await world.scim('POST', '/Users', person(email));
    expect(created.status, created.text).toBe(201);
    expect((await world.members()).some((m: { email: string }) => m.email === email)).toBe(true);
    const session = await t.operation('login', { body: { email, password: PASSWORD } });
    expect(session.status).toBe(200);

    const off = await world.scim('PATCH', `/Users/${created.body.id}`, deactivate);
    expect(off.status, off.text).toBe(200);
    expect((await world.members()).some((m: { email: string }) => m.email === email)).toBe(false);
    expect((await t.operation('getMe', { token: (session.data as { accessToken: string }).accessToken })).status).toBe(401);
    const refused = await t.operation('login', { body: { email, password: PASSWORD } });
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    const stillThere = await t.operation('listMembers', { params: { tenantId: other.id }, token: elsewhere.accessToken });
    expect(stillThere.data.items.some((m: { email: string }) => m.email === email)).toBe(true);

    const on = await world.scim('PATCH', `/Users/${created.body.id}`, reactivate);
    expect(on.status, on.text).toBe(200);
    expect((await world.members()).some((m: { email: string }) => m.email === email)).toBe(true);
    expect((await t.operation('login', { body: { email, password: PASSWORD } })).status).toBe(200);

    const deleted = await world.scim('DELETE', `/Users/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await world.members()).some((m: { email: string }) => m.email === email)).toBe(false);
    expect((await t.operation('login', { body: { email, password: PASSWORD } })).body.code).toBe('ACCOUNT_DISABLED');
  });

  it('can only invite an address outside the verified domains, and revokes the invitation when deactivated', async () => {
    const world = await verifiedWorld();
    const email = `outsider-${randomBytes(3).toString('hex')}@elsewhere.example.com`;
    const created = await world.scim('POST', '/Users', person(email));
    expect(created.status, created.text).toBe(201);
    const invitations = async () =>
      (await t.operation('listInvitations', { params: { tenantId: world.tenant.id }, token: world.owner.accessToken })).data.items.filter(
        (i: { email: string }) => i.email === email,
      );
    expect(await invitations()).toEqual([expect.objectContaining({ status: 'pending', role: 'member' })]);
    expect((await world.members()).some((m: { email: string }) => m.email === email)).toBe(false);
    await world.scim('PATCH', `/Users/${created.body.id}`, deactivate);
    expect(await invitations()).toEqual([expect.objectContaining({ status: 'revoked' })]);
  });

  it("refuses to deprovision the tenant's last owner: 409, and the owner and the directory user stay as they were", async () => {
    const world = await verifiedWorld();
    const created = await world.scim('POST', '/Users', person(world.owner.email));
    expect(created.status, created.text).toBe(201);
    const ownerRole = async () => (await world.members()).find((m: { email: string }) => m.email === world.owner.email)?.role;
    // Provisioning found the owner a member already, and the last owner keeps owner.
    expect(await ownerRole()).toBe('owner');

    for (const [name, attempt] of [
      ['deactivation', () => world.scim('PATCH', `/Users/${created.body.id}`, deactivate)],
      ['deletion', () => world.scim('DELETE', `/Users/${created.body.id}`)],
    ] as const) {
      const refused = await attempt();
      expect(refused.status, `${name}: ${refused.text}`).toBe(409);
      expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '409', detail: expect.stringMatching(/last owner/) });
      expect(await ownerRole(), name).toBe('owner');
      const kept = await world.scim('GET', `/Users/${created.body.id}`);
      expect([kept.status, kept.body.active, kept.body.meta.version], name).toEqual([200, true, 'W/"1"']);
    }
    expect((await t.operation('getMe', { token: world.owner.accessToken })).status).toBe(200);
  });
});
