import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { directoryWorld, GROUP_SCHEMA, PATCH_OP, USER_SCHEMA } from './helpers.ts';

// Issue 35 point 1: a tenant's directories, each with a SCIM bearer token that is a platform
// service-account key holding only `scim:<directoryId>`.

const BOOTSTRAP = 'd'.repeat(40);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
});
afterAll(async () => {
  await t?.close();
});

async function tenantWithOwner() {
  const owner = await signUp(t);
  return { owner, tenant: await createTenant(t, owner) };
}

describe('directories', () => {
  it('creates a directory with a token shown once, lists and reads it without the token, and deletes it', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta', groupRoles: [{ group: 'Engineering', role: 'admin' }] },
      token: owner.accessToken,
    });
    expect(created.status, created.text).toBe(201);
    const { directory, token } = created.data;
    expect(token).toMatch(/^gkp_/);
    expect(directory).toMatchObject({
      id: expect.stringMatching(/^dir_/),
      tenantId: tenant.id,
      name: 'Okta',
      groupRoles: [{ group: 'Engineering', role: 'admin' }],
      scimBaseUrl: `${t.app.services.config.issuer}/v1/platform/scim/v2`,
    });
    expect(created.headers.location).toBe(`/v1/tenants/${tenant.id}/directories/${directory.id}`);
    const params = { tenantId: tenant.id, directoryId: directory.id };
    const listed = await t.operation('listDirectories', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect(listed.data.items).toEqual([directory]);
    const read = await t.operation('getDirectory', { params, token: owner.accessToken });
    expect(read.data).toEqual(directory);
    expect(listed.text + read.text).not.toContain(token);
    expect((await auditEventsWhere(t, { action: 'directory.created', tenantId: tenant.id }))[0]!.target_id).toBe(directory.id);

    // The key is no service account an operator lists or manages: it is the directory's.
    const accounts = await t.operation('listServiceAccounts', { token: BOOTSTRAP });
    expect(accounts.text).not.toContain(directory.id);

    const deleted = await t.operation('deleteDirectory', { params, token: owner.accessToken });
    expect(deleted.data).toEqual({ id: directory.id, deleted: true });
    expect((await t.operation('getDirectory', { params, token: owner.accessToken })).status).toBe(404);
  });

  it('holds only its own permission: the token reaches no platform route', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Entra ID' },
      token: owner.accessToken,
    });
    const { token, directory } = created.data;
    const denied = await t.operation('listUsers', { token });
    expect([denied.status, denied.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    const rotated = await t.operation('rotateDirectoryToken', {
      params: { tenantId: tenant.id, directoryId: directory.id },
      token: owner.accessToken,
    });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.data.token).not.toBe(token);
    // The old key is gone at once; the new one is the directory's.
    expect((await t.operation('listUsers', { token })).status).toBe(401);
    expect((await t.operation('listUsers', { token: rotated.data.token })).status).toBe(403);
    await t.operation('deleteDirectory', { params: { tenantId: tenant.id, directoryId: directory.id }, token: owner.accessToken });
    expect((await t.operation('listUsers', { token: rotated.data.token })).status).toBe(401);
  });

  it('maps groups to roles the tenant has; only an owner maps a group to owner', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const admin = await signUp(t);
    await addMember(t, tenant.id, owner, admin, 'admin');
    const byAdmin = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta', groupRoles: [{ group: 'Founders', role: 'owner' }] },
      token: admin.accessToken,
    });
    expect([byAdmin.status, byAdmin.body.code]).toEqual([403, 'OWNER_REQUIRED']);
    const unknown = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta', groupRoles: [{ group: 'Everyone', role: 'ghost' }] },
      token: owner.accessToken,
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(unknown.body.error).toContain('groupRoles[0].role');
    const byOwner = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta', groupRoles: [{ group: 'Founders', role: 'owner' }] },
      token: owner.accessToken,
    });
    expect(byOwner.status, byOwner.text).toBe(201);
  });

  it('is the tenant’s: a member who does not manage it, or a stranger, gets no directory', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta' },
      token: owner.accessToken,
    });
    const params = { tenantId: tenant.id, directoryId: created.data.directory.id };
    const member = await signUp(t);
    await addMember(t, tenant.id, owner, member, 'member');
    expect((await t.operation('getDirectory', { params, token: member.accessToken })).status).toBe(403);
    const stranger = await signUp(t);
    expect((await t.operation('getDirectory', { params, token: stranger.accessToken })).status).toBe(404);
    const other = await tenantWithOwner();
    const elsewhere = await t.operation('getDirectory', {
      params: { ...params, tenantId: other.tenant.id },
      token: other.owner.accessToken,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('updateDirectory renames it and replaces the whole mapping, audited as directory.updated', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta', groupRoles: [{ group: 'Engineering', role: 'admin' }] },
      token: owner.accessToken,
    });
    const params = { tenantId: tenant.id, directoryId: created.data.directory.id };
    const renamed = await t.operation('updateDirectory', { params, body: { name: 'Okta (EU)' }, token: owner.accessToken });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.data).toMatchObject({
      id: params.directoryId,
      name: 'Okta (EU)',
      groupRoles: [{ group: 'Engineering', role: 'admin' }],
    });
    const remapped = await t.operation('updateDirectory', {
      params,
      body: { groupRoles: [{ group: 'Support', role: 'member' }] },
      token: owner.accessToken,
    });
    expect(remapped.status, remapped.text).toBe(200);
    expect(remapped.data.groupRoles).toEqual([{ group: 'Support', role: 'member' }]);
    expect(remapped.data.name).toBe('Okta (EU)');
    expect((await t.operation('getDirectory', { params, token: owner.accessToken })).data).toEqual(remapped.data);
    const audited = await auditEventsWhere(t, { action: 'directory.updated', tenantId: tenant.id });
    expect(audited.map((event) => event.target_id)).toEqual([params.directoryId, params.directoryId]);
    const empty = await t.operation('updateDirectory', { params, body: {}, token: owner.accessToken });
    expect([empty.status, empty.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('updateDirectory refuses an unknown role and writes nothing; another tenant gets 404', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const created = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta', groupRoles: [{ group: 'Engineering', role: 'admin' }] },
      token: owner.accessToken,
    });
    const params = { tenantId: tenant.id, directoryId: created.data.directory.id };
    const unknown = await t.operation('updateDirectory', {
      params,
      body: { name: 'Renamed', groupRoles: [{ group: 'Everyone', role: 'ghost' }] },
      token: owner.accessToken,
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(unknown.body.error).toContain('groupRoles[0].role');
    expect((await t.operation('getDirectory', { params, token: owner.accessToken })).data).toEqual(created.data.directory);
    expect(await auditEventsWhere(t, { action: 'directory.updated', tenantId: tenant.id })).toEqual([]);

    const other = await tenantWithOwner();
    const elsewhere = await t.operation('updateDirectory', {
      params: { ...params, tenantId: other.tenant.id },
      body: { name: 'Hijacked' },
      token: other.owner.accessToken,
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'NOT_FOUND']);
    const stranger = await t.operation('updateDirectory', { params, body: { name: 'Hijacked' }, token: other.owner.accessToken });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await t.operation('getDirectory', { params, token: owner.accessToken })).data).toEqual(created.data.directory);
  });

  it('updateDirectory: only an owner maps a group to owner; an unknown directory is 404 before its mapping is judged', async () => {
    const { owner, tenant } = await tenantWithOwner();
    const admin = await signUp(t);
    await addMember(t, tenant.id, owner, admin, 'admin');
    const created = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta', groupRoles: [{ group: 'Engineering', role: 'member' }] },
      token: owner.accessToken,
    });
    const params = { tenantId: tenant.id, directoryId: created.data.directory.id };
    const toOwner = { groupRoles: [{ group: 'Founders', role: 'owner' }] };
    const byAdmin = await t.operation('updateDirectory', { params, body: toOwner, token: admin.accessToken });
    expect([byAdmin.status, byAdmin.body.code]).toEqual([403, 'OWNER_REQUIRED']);
    expect((await t.operation('getDirectory', { params, token: owner.accessToken })).data).toEqual(created.data.directory);
    const adminMapsAdmin = await t.operation('updateDirectory', {
      params,
      body: { groupRoles: [{ group: 'Engineering', role: 'admin' }] },
      token: admin.accessToken,
    });
    expect(adminMapsAdmin.status, adminMapsAdmin.text).toBe(200);
    const byOwner = await t.operation('updateDirectory', { params, body: toOwner, token: owner.accessToken });
    expect(byOwner.status, byOwner.text).toBe(200);
    expect(byOwner.data.groupRoles).toEqual(toOwner.groupRoles);

    const missing = await t.operation('updateDirectory', {
      params: { tenantId: tenant.id, directoryId: 'dir_00000000000000000000000000' },
      body: { groupRoles: [{ group: 'Everyone', role: 'ghost' }] },
      token: owner.accessToken,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('a new mapping applies to a member at the next SCIM change to their group, not before', async () => {
    const world = await directoryWorld(t, { groupRoles: [] });
    const roleOf = async (email: string) =>
      (
        (await t.operation('listMembers', { params: { tenantId: world.tenant.id }, token: world.owner.accessToken })).data.items as {
          email: string;
          role: string;
        }[]
      ).find((m) => m.email === email)?.role;
    const person = await signUp(t);
    await addMember(t, world.tenant.id, world.owner, person, 'member');
    const user = await world.scim('POST', '/Users', {
      schemas: [USER_SCHEMA],
      userName: person.email,
      emails: [{ value: person.email, primary: true }],
      active: true,
    });
    expect(user.status, user.text).toBe(201);
    const group = await world.scim('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Engineering',
      members: [{ value: user.body.id }],
    });
    expect(group.status, group.text).toBe(201);
    expect(await roleOf(person.email)).toBe('member');

    const updated = await t.operation('updateDirectory', {
      params: { tenantId: world.tenant.id, directoryId: world.directory.id },
      body: { groupRoles: [{ group: 'engineering', role: 'admin' }] },
      token: world.owner.accessToken,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(await roleOf(person.email)).toBe('member');

    // A membership change to the group (a user without an address joins) provisions its members again.
    const bot = await world.scim('POST', '/Users', { schemas: [USER_SCHEMA], userName: 'build-bot', active: true });
    expect(bot.status, bot.text).toBe(201);
    const joined = await world.scim('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: bot.body.id }] }],
    });
    expect(joined.status, joined.text).toBe(200);
    expect(await roleOf(person.email)).toBe('admin');
  });

  it('allows 20 directories per tenant', async () => {
    const { owner, tenant } = await tenantWithOwner();
    for (let i = 0; i < 20; i += 1) {
      const made = await t.operation('createDirectory', {
        params: { tenantId: tenant.id },
        body: { name: `D${i}` },
        token: owner.accessToken,
      });
      expect(made.status).toBe(201);
    }
    const over = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'one more' },
      token: owner.accessToken,
    });
    expect([over.status, over.body.code]).toEqual([409, 'CONFLICT']);
  });
});
