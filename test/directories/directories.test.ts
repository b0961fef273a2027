import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { addMember, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

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
