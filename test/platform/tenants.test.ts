import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { auditEventsWhere } from '../helpers/audit.ts';
import { outboxMessages } from '../helpers/outbox.ts';
import { acceptInvitationAs, addMember, createTenant, storedMembership } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 31 point 4: a backend manages tenants and members through the platform, with a service
// account holding tenants:read / tenants:write instead of a person's token; every tenant rule holds.
const BOOTSTRAP = 't'.repeat(40);
let t: TestApp;
let reader: string;
let writer: { id: string; secret: string };

async function serviceAccount(permissions: Schemas['PlatformPermission'][]) {
  const created = await t.operation('createServiceAccount', {
    body: { name: `tenants-${randomBytes(4).toString('hex')}`, permissions },
    token: BOOTSTRAP,
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.data.serviceAccount.id, secret: created.data.secret };
}

/** A tenant made by the platform for a verified account, which is its owner. */
async function platformTenant(metadata?: Record<string, unknown>) {
  const owner = await signUp(t);
  const created = await t.operation('createPlatformTenant', {
    body: { name: 'Platform made', ownerEmail: owner.email, ...(metadata ? { metadata } : {}) },
    token: writer.secret,
  });
  expect(created.status, created.text).toBe(201);
  return { owner, tenant: created.data.tenant };
}

beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
  reader = (await serviceAccount(['tenants:read'])).secret;
  writer = await serviceAccount(['tenants:read', 'tenants:write']);
});
afterAll(() => t?.close());

describe('listPlatformTenants and getPlatformTenant', () => {
  it('lists every tenant newest first, page by page, and reads one; 404 for an unknown one', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    const first = await createTenant(t, a, { name: 'First' });
    const second = await createTenant(t, b, { name: 'Second' });
    const page = await t.call('GET', '/v1/platform/tenants?limit=1', { token: reader });
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.items).toEqual([second]);
    const next = await t.call('GET', `/v1/platform/tenants?limit=1&cursor=${page.body.data.nextCursor}`, { token: reader });
    expect(next.body.data.items).toEqual([first]);
    expect((await t.operation('getPlatformTenant', { params: { tenantId: first.id }, token: reader })).data).toEqual(first);
    const unknown = await t.operation('getPlatformTenant', { params: { tenantId: 'ten_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, token: reader });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses user tokens and service accounts without tenants:read', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const asUser = await t.operation('getPlatformTenant', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect([asUser.status, asUser.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const other = await t.operation('createServiceAccount', {
      body: { name: 'no tenants', permissions: ['users:read'] },
      token: BOOTSTRAP,
    });
    const denied = await t.operation('listPlatformTenants', { token: other.data.secret });
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});

describe('createPlatformTenant', () => {
  it("makes a verified account's address the owner at once, on the tenant's log with the service account as the actor", async () => {
    const owner = await signUp(t);
    const created = await t.operation('createPlatformTenant', {
      body: { name: 'Globex', ownerEmail: owner.email.toUpperCase(), metadata: { crm: 'acct-1' } },
      token: writer.secret,
    });
    expect(created.status, created.text).toBe(201);
    const { tenant, owner: member, invitation } = created.data;
    expect(created.headers.location).toBe(`/v1/platform/tenants/${tenant.id}`);
    expect(tenant).toMatchObject({ name: 'Globex', slug: expect.stringMatching(/^globex/), metadata: { crm: 'acct-1' } });
    expect(member).toMatchObject({ userId: owner.user.id, role: 'owner' });
    expect(invitation).toBeNull();
    // The owner sees it in their own (cached) list at once, and manages it as any owner.
    const mine = await t.operation('listTenants', { token: owner.accessToken });
    expect(mine.data.items.find((x) => x.id === tenant.id)).toMatchObject({ role: 'owner', metadata: { crm: 'acct-1' } });
    for (const action of ['tenant.created', 'member.added']) {
      const [event] = await auditEventsWhere(t, { action, tenantId: tenant.id });
      expect(event).toMatchObject({ actor_kind: 'platform', actor_id: writer.id });
    }
  });

  it('invites any other address as owner: the tenant has no member until the invitation is accepted', async () => {
    const email = uniqueEmail('future-owner');
    const created = await t.operation('createPlatformTenant', { body: { name: 'Initech', ownerEmail: email }, token: writer.secret });
    expect(created.status, created.text).toBe(201);
    const { tenant, owner, invitation } = created.data;
    expect(owner).toBeNull();
    expect(invitation).toMatchObject({ tenantId: tenant.id, email, role: 'owner', status: 'pending', invitedBy: null });
    expect((await t.operation('listPlatformTenantMembers', { params: { tenantId: tenant.id }, token: reader })).data.items).toEqual([]);
    const [mail] = await outboxMessages(t, email);
    expect(mail!.text).toContain('The administrators of Initech invited this address');
    const [event] = await auditEventsWhere(t, { action: 'member.invited', tenantId: tenant.id });
    expect(event).toMatchObject({ actor_kind: 'platform', actor_id: writer.id });

    // The person signs up with the address and accepts: now the tenant's owner.
    const person = await signUp(t, email);
    expect(await acceptInvitationAs(t, person)).toMatchObject({ userId: person.user.id, role: 'owner' });
  });

  it('invites an unverified account rather than making it owner: an address is proved before it owns anything', async () => {
    const unverified = await signUp(t, uniqueEmail(), undefined, { verified: false });
    const created = await t.operation('createPlatformTenant', {
      body: { name: 'Unproved', ownerEmail: unverified.email },
      token: writer.secret,
    });
    expect([created.data.owner, created.data.invitation?.status]).toEqual([null, 'pending']);
    expect(await storedMembership(t, created.data.tenant.id, unverified.user.id)).toBeUndefined();
  });

  it('creates tenants where TENANT_CREATION=closed keeps people from it', async () => {
    const closed = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP, TENANT_CREATION: 'closed' });
    try {
      const person = await signUp(closed);
      const refused = await closed.operation('createTenant', { body: { name: 'Mine' }, token: person.accessToken });
      expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
      const created = await closed.operation('createPlatformTenant', {
        body: { name: 'Theirs', ownerEmail: person.email },
        token: BOOTSTRAP,
      });
      expect(created.status, created.text).toBe(201);
      expect(created.data.owner?.userId).toBe(person.user.id);
    } finally {
      await closed.close();
    }
  });

  it('answers 409 SLUG_TAKEN for a slug in use and 400 for metadata over 8 KiB, creating nothing', async () => {
    const { tenant } = await platformTenant();
    const owner = await signUp(t);
    const taken = await t.operation('createPlatformTenant', {
      body: { name: 'Copy', slug: tenant.slug, ownerEmail: owner.email },
      token: writer.secret,
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'SLUG_TAKEN']);
    const big = await t.operation('createPlatformTenant', {
      body: { name: 'Big', ownerEmail: owner.email, metadata: { blob: 'x'.repeat(8200) } },
      token: writer.secret,
    });
    expect([big.status, big.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await t.operation('listTenants', { token: owner.accessToken }).then((r) => r.data.items)).toEqual([]);
  });

  it('refuses a service account holding only tenants:read (403), and user tokens (401)', async () => {
    const owner = await signUp(t);
    const body = { name: 'Nope', ownerEmail: owner.email };
    const denied = await t.operation('createPlatformTenant', { body, token: reader });
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    const asUser = await t.operation('createPlatformTenant', { body, token: owner.accessToken });
    expect(asUser.status).toBe(401);
  });
});

describe('tenant metadata', () => {
  it('is replaced by updatePlatformTenant and by a tenant manager, read by every member, and filters the platform list', async () => {
    const tag = `t-${randomBytes(4).toString('hex')}`;
    const { owner, tenant } = await platformTenant({ segment: tag, seats: 5 });
    const member = await signUp(t);
    await addMember(t, tenant.id, owner, member, 'member');

    const updated = await t.operation('updatePlatformTenant', {
      params: { tenantId: tenant.id },
      body: { name: 'Renamed', metadata: { segment: tag, seats: 7 } },
      token: writer.secret,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.data).toMatchObject({ name: 'Renamed', metadata: { segment: tag, seats: 7 } });
    const seen = await t.operation('getTenant', { params: { tenantId: tenant.id }, token: member.accessToken });
    expect(seen.data.metadata).toEqual({ segment: tag, seats: 7 });
    const [event] = await auditEventsWhere(t, { action: 'tenant.updated', tenantId: tenant.id });
    expect(event).toMatchObject({ actor_kind: 'platform', actor_id: writer.id });
    // The log says that metadata was replaced, never what it holds.
    expect(event!.metadata).toEqual({ changes: { name: 'Renamed' }, metadataReplaced: true });

    const list = (query: Record<string, string>) => t.operation('listPlatformTenants', { query, token: reader });
    expect((await list({ metadataKey: 'segment', metadataValue: tag })).data.items.map((x) => x.id)).toEqual([tenant.id]);
    expect((await list({ metadataKey: 'seats', metadataValue: '7' })).data.items.map((x) => x.id)).toContain(tenant.id);
    expect((await list({ metadataKey: 'segment', metadataValue: `${tag}-other` })).data.items).toEqual([]);
    const half = await list({ metadataKey: 'segment' });
    expect([half.status, half.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    // A tenant manager replaces it too; a plain member may not; over 8 KiB is 400.
    const byOwner = await t.operation('updateTenant', {
      params: { tenantId: tenant.id },
      body: { metadata: { plan: 'gold' } },
      token: owner.accessToken,
    });
    expect(byOwner.data.metadata).toEqual({ plan: 'gold' });
    const byMember = await t.operation('updateTenant', {
      params: { tenantId: tenant.id },
      body: { metadata: {} },
      token: member.accessToken,
    });
    expect([byMember.status, byMember.body.code]).toEqual([403, 'INSUFFICIENT_ROLE']);
    const big = await t.operation('updateTenant', {
      params: { tenantId: tenant.id },
      body: { metadata: { blob: 'x'.repeat(8200) } },
      token: owner.accessToken,
    });
    expect([big.status, big.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    // What PostgreSQL's jsonb cannot store (NUL, an unpaired surrogate) is 400 too, never a 500.
    for (const metadata of [{ 'k\u0000': true }, { deep: { s: 'x\udc00' } }]) {
      const refused = await t.operation('updatePlatformTenant', {
        params: { tenantId: tenant.id },
        body: { metadata },
        token: writer.secret,
      });
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await t.operation('getPlatformTenant', { params: { tenantId: tenant.id }, token: reader })).data.metadata).toEqual({
      plan: 'gold',
    });
  });

  it("sends tenant.updated to the tenant's webhooks when the platform changes it", async () => {
    const { owner, tenant } = await platformTenant();
    const endpoint = await t.operation('createWebhookEndpoint', {
      params: { tenantId: tenant.id },
      body: { url: 'https://hooks.example.com/tenants', eventTypes: ['tenant.updated'], enabled: true },
      token: owner.accessToken,
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    await t.operation('updatePlatformTenant', { params: { tenantId: tenant.id }, body: { metadata: { tier: 2 } }, token: writer.secret });
    const deliveries = await t.app.services.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'body'])
      .where('endpoint_id', '=', endpoint.data.webhookEndpoint.id)
      .execute();
    expect(deliveries.map((d) => d.event_type)).toEqual(['tenant.updated']);
    expect(JSON.parse(deliveries[0]!.body).data).toMatchObject({ id: tenant.id, metadata: { tier: 2 } });
  });
});

describe('members and invitations through the platform', () => {
  it('lists members, changes roles and removes members, keeping the last owner', async () => {
    const { owner, tenant } = await platformTenant();
    const member = await signUp(t);
    await addMember(t, tenant.id, owner, member, 'member');
    const members = await t.operation('listPlatformTenantMembers', { params: { tenantId: tenant.id }, token: reader });
    expect(members.data.items.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [owner.user.id, 'owner'],
        [member.user.id, 'member'],
      ].sort(),
    );
    const change = (userId: string, role: string) =>
      t.operation('updatePlatformTenantMember', { params: { tenantId: tenant.id, userId }, body: { role }, token: writer.secret });
    const demoteLast = await change(owner.user.id, 'admin');
    expect([demoteLast.status, demoteLast.body.code]).toEqual([409, 'LAST_OWNER']);
    const removeLast = await t.operation('removePlatformTenantMember', {
      params: { tenantId: tenant.id, userId: owner.user.id },
      token: writer.secret,
    });
    expect([removeLast.status, removeLast.body.code]).toEqual([409, 'LAST_OWNER']);

    // The platform grants owner (an owner's authority), then the first owner may go.
    expect((await change(member.user.id, 'owner')).data.role).toBe('owner');
    const removed = await t.operation('removePlatformTenantMember', {
      params: { tenantId: tenant.id, userId: owner.user.id },
      token: writer.secret,
    });
    expect(removed.data).toEqual({ id: owner.user.id, deleted: true });
    expect(await storedMembership(t, tenant.id, owner.user.id)).toBeUndefined();
    // The removed owner's token answers for the tenant no more.
    expect((await t.operation('getTenant', { params: { tenantId: tenant.id }, token: owner.accessToken })).status).toBe(404);
    for (const action of ['member.role_changed', 'member.removed']) {
      const [event] = await auditEventsWhere(t, { action, tenantId: tenant.id });
      expect(event).toMatchObject({ actor_kind: 'platform', actor_id: writer.id });
    }
    const unknown = await change('usr_01ARZ3NDEKTSV4RRFFQ69G5FAV', 'member');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('invites (consent kept: nobody joins without accepting), reads, lists and revokes invitations', async () => {
    const { tenant } = await platformTenant();
    const person = await signUp(t);
    const invited = await t.operation('createPlatformTenantInvitation', {
      params: { tenantId: tenant.id },
      body: { email: person.email, role: 'admin' },
      token: writer.secret,
    });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.headers.location).toBe(`/v1/platform/tenants/${tenant.id}/invitations/${invited.data.id}`);
    expect(invited.data).toMatchObject({ role: 'admin', status: 'pending', invitedBy: null });
    expect(await storedMembership(t, tenant.id, person.user.id)).toBeUndefined();
    const read = await t.operation('getPlatformTenantInvitation', {
      params: { tenantId: tenant.id, invitationId: invited.data.id },
      token: reader,
    });
    expect(read.data).toEqual(invited.data);
    const listed = await t.operation('listPlatformTenantInvitations', { params: { tenantId: tenant.id }, token: reader });
    expect(listed.data.items.map((i) => i.id)).toContain(invited.data.id);

    const revoke = () =>
      t.operation('revokePlatformTenantInvitation', {
        params: { tenantId: tenant.id, invitationId: invited.data.id },
        token: writer.secret,
      });
    expect((await revoke()).data.status).toBe('revoked');
    const again = await revoke();
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    const [event] = await auditEventsWhere(t, { action: 'member.invitation_revoked', tenantId: tenant.id });
    expect(event).toMatchObject({ actor_kind: 'platform', actor_id: writer.id });
  });

  it("keeps the plan's member limit and refuses a member's address (409)", async () => {
    const { owner, tenant } = await platformTenant();
    const billing = (await serviceAccount(['billing:write'])).secret;
    const plan = await t.operation('createPlan', {
      body: { key: `one-${randomBytes(4).toString('hex')}`, name: 'One seat', limits: { maxMembers: 1 } },
      token: billing,
    });
    expect(plan.status, plan.text).toBe(201);
    const moved = await t.operation('assignTenantPlan', {
      params: { tenantId: tenant.id },
      body: { planId: plan.data.id },
      token: billing,
    });
    expect(moved.status, moved.text).toBe(200);
    const invite = (email: string) =>
      t.operation('createPlatformTenantInvitation', {
        params: { tenantId: tenant.id },
        body: { email, role: 'member' },
        token: writer.secret,
      });
    const full = await invite(uniqueEmail());
    expect([full.status, full.body.code]).toEqual([403, 'PLAN_LIMIT_REACHED']);
    const member = await invite(owner.email);
    expect([member.status, member.body.code]).toEqual([409, 'CONFLICT']);
  });

  it('answers 404 for an unknown tenant on every route', async () => {
    const tenantId = 'ten_01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const answers = await Promise.all([
      t.operation('listPlatformTenantMembers', { params: { tenantId }, token: reader }),
      t.operation('listPlatformTenantInvitations', { params: { tenantId }, token: reader }),
      t.operation('updatePlatformTenant', { params: { tenantId }, body: { name: 'X' }, token: writer.secret }),
      t.operation('deletePlatformTenant', { params: { tenantId }, token: writer.secret }),
      t.operation('createPlatformTenantInvitation', {
        params: { tenantId },
        body: { email: uniqueEmail(), role: 'member' },
        token: writer.secret,
      }),
      t.operation('removePlatformTenantMember', { params: { tenantId, userId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, token: writer.secret }),
    ]);
    expect(answers.map((r) => [r.status, r.body.code])).toEqual(answers.map(() => [404, 'NOT_FOUND']));
  });
});

describe('deletePlatformTenant', () => {
  it('deletes the tenant with its members; the event stays on its log with the service account as the actor', async () => {
    const { owner, tenant } = await platformTenant();
    const deleted = await t.operation('deletePlatformTenant', { params: { tenantId: tenant.id }, token: writer.secret });
    expect(deleted.data).toEqual({ id: tenant.id, deleted: true });
    expect((await t.operation('getPlatformTenant', { params: { tenantId: tenant.id }, token: reader })).status).toBe(404);
    expect((await t.operation('listTenants', { token: owner.accessToken })).data.items).toEqual([]);
    const [event] = await auditEventsWhere(t, { action: 'tenant.deleted', tenantId: tenant.id });
    expect(event).toMatchObject({ actor_kind: 'platform', actor_id: writer.id });
    const denied = await t.operation('deletePlatformTenant', { params: { tenantId: tenant.id }, token: reader });
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
