import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from '../helpers/response-contract.ts';
import { addMember, createTenant, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A random lower-case suffix, so names and slugs never collide with other test files on a shared database. */
const unique = () => randomBytes(5).toString('hex');

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TENANT_ID = /^ten_[0-9A-Z]{26}$/;

function auditEvents(tenantId: string, action?: string) {
  let query = t.app.services.db.selectFrom('audit_events').selectAll().where('tenant_id', '=', tenantId);
  if (action) query = query.where('action', '=', action);
  // The log's order: ids (and times) only order by the millisecond.
  return query.orderBy('seq').execute();
}

describe('createTenant', () => {
  it('answers 201 with the tenant on the free plan; the caller becomes its owner', async () => {
    const owner = await signUp(t);
    const name = `Acme Corp. ${unique()}`;
    const response = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name } });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      data: {
        id: expect.stringMatching(TENANT_ID),
        name,
        slug: expect.any(String),
        planId: 'pln_free',
        metadata: {},
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
    const tenant = response.body.data;
    expectSchema('Tenant', tenant);
    const members = await t.call('GET', `/v1/tenants/${tenant.id}/members`, { token: owner.accessToken });
    expect(members.status).toBe(200);
    expect(members.body.data.items).toEqual([expect.objectContaining({ userId: owner.user.id, tenantId: tenant.id, role: 'owner' })]);
  });

  it('derives the slug from the name: "Acme Corp." → "acme-corp"', async () => {
    const owner = await signUp(t);
    const suffix = unique();
    // The suffix keeps the slug free on a database shared with other test files.
    const response = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name: `Acme Corp. ${suffix}` } });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.slug).toBe(`acme-corp-${suffix}`);

    const bare = await t.call('POST', '/v1/tenants', {
      token: owner.accessToken,
      body: { name: `  Ünïcode & Co. — ${suffix.toUpperCase()}!  ` },
    });
    expect(bare.status, bare.text).toBe(201);
    expect(bare.body.data.slug).toBe(`unicode-co-${suffix}`);
  });

  it('gives a taken derived slug a suffix and still succeeds', async () => {
    const owner = await signUp(t);
    const name = `Taken ${unique()}`;
    const first = await createTenant(t, owner, { name });
    const second = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name } });
    expect(second.status, second.text).toBe(201);
    expect(second.body.data.id).not.toBe(first.id);
    expect(second.body.data.name).toBe(name);
    expect(second.body.data.slug).not.toBe(first.slug);
    expect(second.body.data.slug.startsWith(`${first.slug}-`)).toBe(true);
    expect(second.body.data.slug).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
  });

  it('derives a slug even from a name without letters or digits', async () => {
    const owner = await signUp(t);
    const response = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name: '!!! ???' } });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.slug).toMatch(/^tenant(-[0-9a-f]{8})?$/);
  });

  it('cuts a long derived slug so that it stays a valid slug, also with a suffix', async () => {
    const owner = await signUp(t);
    const name = `${unique()} ${'very long name '.repeat(5)}`;
    for (let i = 0; i < 2; i++) {
      const response = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name } });
      expect(response.status, response.text).toBe(201);
      expect(response.body.data.slug).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
      expectSchema('Tenant', response.body.data);
    }
  });

  it('gives concurrent creates of one name distinct slugs, and none fails', async () => {
    const owner = await signUp(t);
    for (let round = 0; round < 3; round++) {
      const suffix = unique();
      const name = `Concurrent ${suffix}`;
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name } })),
      );
      expect(
        responses.map((response) => response.status),
        responses.map((response) => response.text).join('\n'),
      ).toEqual([201, 201, 201, 201, 201]);
      const slugs = responses.map((response) => response.body.data.slug);
      expect(new Set(slugs).size).toBe(5);
      const base = `concurrent-${suffix}`;
      expect(slugs.filter((slug) => slug === base)).toHaveLength(1);
      for (const slug of slugs) expect(slug).toMatch(new RegExp(`^${base}(-[0-9a-f]{8})?$`));
    }
  });

  it('keeps an explicit slug as given', async () => {
    const owner = await signUp(t);
    const slug = `explicit-${unique()}`;
    const tenant = await createTenant(t, owner, { name: 'Whatever Name', slug });
    expect(tenant.slug).toBe(slug);
  });

  it('answers 409 SLUG_TAKEN for an explicit slug in use, and creates nothing', async () => {
    const [first, second] = await Promise.all([signUp(t), signUp(t)]);
    const slug = `in-use-${unique()}`;
    await createTenant(t, first, { name: 'First', slug });
    const response = await t.call('POST', '/v1/tenants', { token: second.accessToken, body: { name: 'Second', slug } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'SLUG_TAKEN' });
    const list = await t.call('GET', '/v1/tenants', { token: second.accessToken });
    expect(list.body.data.items).toEqual([]);
  });

  it.each([
    ['upper case', 'Upper-Case'],
    ['a leading hyphen', '-leading'],
    ['a trailing hyphen', 'trailing-'],
    ['a space', 'has space'],
    ['an underscore', 'under_score'],
    ['the empty string', ''],
    ['64 characters', 'a'.repeat(64)],
  ])('answers 400 VALIDATION_FAILED for a slug with %s', async (_name, slug) => {
    const owner = await signUp(t);
    const response = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name: 'Bad Slug', slug } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '' }],
    ['an unknown field', { name: 'X', plan: 'pln_free' }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_name, body) => {
    const owner = await signUp(t);
    const response = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 UNAUTHENTICATED without a credential', async () => {
    const response = await t.call('POST', '/v1/tenants', { body: { name: 'Nobody' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('writes one tenant.created audit event with the caller as actor', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner, { name: `Audited ${unique()}` });
    const events = await auditEvents(tenant.id, 'tenant.created');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tenant_id: tenant.id,
      actor_kind: 'user',
      actor_id: owner.user.id,
      target_type: 'tenant',
      target_id: tenant.id,
    });
    expect(await auditEvents(tenant.id)).toHaveLength(1);
  });
});

describe('listTenants', () => {
  it("lists only the caller's tenants, each with the caller's role", async () => {
    const { tenant, owner, admin, member, otherTenant } = await tenantWithCast(t);
    const second = await createTenant(t, admin, { name: 'Admin Owns This' });

    const ofOwner = await t.call('GET', '/v1/tenants', { token: owner.accessToken });
    expect(ofOwner.status).toBe(200);
    expect(ofOwner.body).toEqual({
      ok: true,
      data: {
        items: [{ ...tenant, createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO), role: 'owner' }],
        nextCursor: null,
      },
    });

    expectSchema('TenantPage', ofOwner.body.data);

    const ofAdmin = await t.call('GET', '/v1/tenants', { token: admin.accessToken });
    const adminRoles = Object.fromEntries(ofAdmin.body.data.items.map((item: { id: string; role: string }) => [item.id, item.role]));
    expect(adminRoles).toEqual({ [tenant.id]: 'admin', [second.id]: 'owner' });
    expect(ofAdmin.body.data.nextCursor).toBeNull();

    const ofMember = await t.call('GET', '/v1/tenants', { token: member.accessToken });
    expect(ofMember.body.data.items.map((item: { id: string; role: string }) => [item.id, item.role])).toEqual([[tenant.id, 'member']]);
    for (const items of [ofOwner.body.data.items, ofAdmin.body.data.items, ofMember.body.data.items]) {
      expect(items.map((item: { id: string }) => item.id)).not.toContain(otherTenant.id);
    }
  });

  it('shows a custom role by its name', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const role = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: owner.accessToken,
      body: { name: 'billing', permissions: ['billing:read'] },
    });
    expect(role.status, role.text).toBe(201);
    expect(
      (await t.call('PATCH', `/v1/tenants/${tenant.id}/members/${member.user.id}`, { token: owner.accessToken, body: { role: 'billing' } }))
        .status,
    ).toBe(200);
    const list = await t.call('GET', '/v1/tenants', { token: member.accessToken });
    expect(list.body.data.items).toEqual([expect.objectContaining({ id: tenant.id, role: 'billing' })]);
  });

  it('ignores limit and cursor and returns everything', async () => {
    const owner = await signUp(t);
    const created = [];
    for (const name of ['One', 'Two', 'Three']) created.push(await createTenant(t, owner, { name }));
    for (const query of ['?limit=1&cursor=garbage', '?limit=1', '?cursor=not-a-cursor', '?limit=abc', '?limit=1000']) {
      const response = await t.call('GET', `/v1/tenants${query}`, { token: owner.accessToken });
      expect(response.status, `${query}: ${response.text}`).toBe(200);
      expect(response.body.data.items.map((item: { id: string }) => item.id).sort()).toEqual(created.map((tenant) => tenant.id).sort());
      expect(response.body.data.nextCursor).toBeNull();
    }
  });

  it('answers an empty list for a user with no tenants', async () => {
    const loner = await signUp(t);
    const response = await t.call('GET', '/v1/tenants', { token: loner.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { items: [], nextCursor: null } });
  });

  it('answers 401 UNAUTHENTICATED without a credential', async () => {
    const response = await t.call('GET', '/v1/tenants');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('getTenant', () => {
  it('answers the tenant to each of its members', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    for (const who of [owner, admin, member]) {
      const response = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: who.accessToken });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        data: { ...tenant, createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) },
      });
    }
  });

  it('answers 404 NOT_FOUND to a non-member', async () => {
    const { tenant, outsider } = await tenantWithCast(t);
    const response = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: outsider.accessToken });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answers 401 UNAUTHENTICATED without a credential', async () => {
    const { tenant } = await tenantWithCast(t);
    const response = await t.call('GET', `/v1/tenants/${tenant.id}`);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateTenant', () => {
  it('renames the tenant and changes its slug', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const name = `Renamed ${unique()}`;
    const renamed = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body: { name } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toEqual({ ...tenant, name, createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) });
    // A rename keeps the slug.
    expect(renamed.body.data.slug).toBe(tenant.slug);

    const slug = `moved-${unique()}`;
    const moved = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body: { slug } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ id: tenant.id, name, slug });

    const read = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken });
    expect(read.body.data).toMatchObject({ id: tenant.id, name, slug, planId: 'pln_free' });
    expect(new Date(read.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(read.body.data.createdAt).getTime());
  });

  it('lets an admin update', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: admin.accessToken, body: { name: 'By Admin' } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.name).toBe('By Admin');
  });

  it('answers 403 INSUFFICIENT_ROLE to a plain member and changes nothing', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: member.accessToken, body: { name: 'By Member' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INSUFFICIENT_ROLE' });
    expect((await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken })).body.data.name).toBe(tenant.name);
  });

  it("answers 409 SLUG_TAKEN for another tenant's slug and changes nothing", async () => {
    const { tenant, owner, otherTenant } = await tenantWithCast(t);
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}`, {
      token: owner.accessToken,
      body: { name: 'Should Not Stick', slug: otherTenant.slug },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'SLUG_TAKEN' });
    const read = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken });
    expect(read.body.data).toMatchObject({ name: tenant.name, slug: tenant.slug });
    expect(await auditEvents(tenant.id, 'tenant.updated')).toHaveLength(0);
  });

  it('accepts the tenant keeping its own slug', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body: { slug: tenant.slug } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.slug).toBe(tenant.slug);
  });

  it.each([
    ['an empty body', {}],
    ['an invalid slug', { slug: 'Not A Slug' }],
    ['an empty name', { name: '' }],
    ['an unknown field', { planId: 'pln_free' }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_name, body) => {
    const { tenant, owner } = await tenantWithCast(t);
    const response = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
  });

  it('writes one tenant.updated audit event per update, with the actor', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    expect((await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: admin.accessToken, body: { name: 'Audited Rename' } })).status).toBe(
      200,
    );
    const events = await auditEvents(tenant.id, 'tenant.updated');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tenant_id: tenant.id,
      actor_kind: 'user',
      actor_id: admin.user.id,
      target_type: 'tenant',
      target_id: tenant.id,
    });
    expect(events[0]!.request_id).toEqual(expect.any(String));
  });
});

describe('deleteTenant', () => {
  it('answers 403 OWNER_REQUIRED to an admin and 403 INSUFFICIENT_ROLE to a member; nothing is deleted', async () => {
    const { tenant, owner, admin, member } = await tenantWithCast(t);
    const byAdmin = await t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: admin.accessToken });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual({ ok: false, error: expect.any(String), code: 'OWNER_REQUIRED' });
    const byMember = await t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: member.accessToken });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('INSUFFICIENT_ROLE');
    expect((await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken })).status).toBe(200);
    expect(await auditEvents(tenant.id, 'tenant.deleted')).toHaveLength(0);
  });

  it('lets an owner delete; the tenant is then 404 for everyone, its members and roles are gone, its audit events stay', async () => {
    const { tenant, owner, admin, member, otherTenant, outsider } = await tenantWithCast(t);
    const db = t.app.services.db;
    // A custom role that a member holds, so the cascade has to take members and roles together.
    const role = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: owner.accessToken,
      body: { name: 'support', permissions: ['tickets:read'] },
    });
    expect(role.status, role.text).toBe(201);
    expect(
      (await t.call('PATCH', `/v1/tenants/${tenant.id}/members/${member.user.id}`, { token: owner.accessToken, body: { role: 'support' } }))
        .status,
    ).toBe(200);
    const unheld = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: owner.accessToken,
      body: { name: 'unheld', permissions: [] },
    });
    expect(unheld.status).toBe(201);
    const provider = await t.call('POST', `/v1/tenants/${tenant.id}/provider-configs`, {
      token: owner.accessToken,
      body: { type: 'oidc', name: 'Okta', oidc: { issuer: 'https://idp.example.com', clientId: 'abc' } },
    });
    expect(provider.status, provider.text).toBe(201);
    const endpoint = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
      token: owner.accessToken,
      body: { url: 'https://hooks.example.com/x', eventTypes: ['member.added'] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    const eventsBefore = await auditEvents(tenant.id);

    const response = await t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: owner.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { id: tenant.id, deleted: true } });

    for (const who of [owner, admin, member, outsider]) {
      const read = await t.call('GET', `/v1/tenants/${tenant.id}`, { token: who.accessToken });
      expect(read.status).toBe(404);
      expect(read.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
      const list = await t.call('GET', '/v1/tenants', { token: who.accessToken });
      expect(list.body.data.items.map((item: { id: string }) => item.id)).not.toContain(tenant.id);
    }
    expect((await t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: owner.accessToken })).status).toBe(404);

    expect(await db.selectFrom('tenants').select('id').where('id', '=', tenant.id).execute()).toEqual([]);
    expect(await db.selectFrom('tenant_members').select('user_id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
    expect(await db.selectFrom('tenant_roles').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
    expect(await db.selectFrom('provider_configs').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
    expect(await db.selectFrom('webhook_endpoints').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
    // The users themselves and other tenants are untouched.
    expect(
      await db.selectFrom('users').select('id').where('id', 'in', [owner.user.id, admin.user.id, member.user.id]).execute(),
    ).toHaveLength(3);
    expect((await t.call('GET', `/v1/tenants/${otherTenant.id}`, { token: outsider.accessToken })).status).toBe(200);

    const eventsAfter = await auditEvents(tenant.id);
    expect(eventsAfter.slice(0, eventsBefore.length)).toEqual(eventsBefore);
    const deleted = eventsAfter.filter((event) => event.action === 'tenant.deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      tenant_id: tenant.id,
      actor_kind: 'user',
      actor_id: owner.user.id,
      target_type: 'tenant',
      target_id: tenant.id,
    });
    expect(eventsAfter).toHaveLength(eventsBefore.length + 1);
  });

  it('frees the slug of a deleted tenant', async () => {
    const owner = await signUp(t);
    const slug = `reusable-${unique()}`;
    const first = await createTenant(t, owner, { name: 'First', slug });
    expect((await t.call('DELETE', `/v1/tenants/${first.id}`, { token: owner.accessToken })).status).toBe(200);
    const second = await createTenant(t, owner, { name: 'Second', slug });
    expect(second.slug).toBe(slug);
  });

  it('lets a second owner delete too', async () => {
    const { tenant, owner, admin } = await tenantWithCast(t);
    expect(
      (await t.call('PATCH', `/v1/tenants/${tenant.id}/members/${admin.user.id}`, { token: owner.accessToken, body: { role: 'owner' } }))
        .status,
    ).toBe(200);
    const response = await t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: admin.accessToken });
    expect(response.status, response.text).toBe(200);
    expect((await t.call('GET', `/v1/tenants/${tenant.id}`, { token: owner.accessToken })).status).toBe(404);
  });
});

describe('audit trail of tenant mutations', () => {
  it('records exactly one event per mutation, with the right action, tenant and actor', async () => {
    const [owner, second] = await Promise.all([signUp(t), signUp(t)]);
    const tenant = await createTenant(t, owner, { name: `Trail ${unique()}` });
    expect((await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body: { name: 'Trail renamed' } })).status).toBe(
      200,
    );
    await addMember(t, tenant.id, owner, second, 'owner');
    expect((await t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: second.accessToken })).status).toBe(200);
    // Refused mutations write nothing.
    expect((await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body: { name: 'Too late' } })).status).toBe(404);

    const events = await auditEvents(tenant.id);
    const invitationId = events.find((event) => event.action === 'member.invited')?.target_id;
    expect(events.map((event) => [event.action, event.actor_kind, event.actor_id, event.target_type, event.target_id])).toEqual([
      ['tenant.created', 'user', owner.user.id, 'tenant', tenant.id],
      ['tenant.updated', 'user', owner.user.id, 'tenant', tenant.id],
      // Joining is the newcomer's own act: the owner invites, the newcomer accepts.
      ['member.invited', 'user', owner.user.id, 'invitation', invitationId],
      ['member.invitation_accepted', 'user', second.user.id, 'invitation', invitationId],
      ['member.added', 'user', second.user.id, 'user', second.user.id],
      ['tenant.deleted', 'user', second.user.id, 'tenant', tenant.id],
    ]);
  });
});

describe('timestamps', () => {
  it('come from one clock: equal at creation, updatedAt moves on update', async () => {
    const owner = await signUp(t);
    const tenant = (await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name: 'Clock' } })).body.data;
    expect(tenant.updatedAt).toBe(tenant.createdAt);
    const updated = (await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body: { name: 'Clock 2' } })).body.data;
    expect(updated.createdAt).toBe(tenant.createdAt);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tenant.createdAt));
  });
});
