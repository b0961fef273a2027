import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, Gatekeep } from '../../sdk-ts/src/index.ts';
import { startLiveServer } from '../helpers/live-server.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';

// Issue 35: the TypeScript SDK's directory operations against a live server, as a tenant's
// owner uses them to hand an identity provider its SCIM token.

let server: Awaited<ReturnType<typeof startLiveServer>>;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());

/** Whether the SCIM service accepts `token` (a request the identity provider would send first). */
async function scimAccepts(token: string): Promise<boolean> {
  const answer = await fetch(`${server.baseUrl}/v1/platform/scim/v2/ServiceProviderConfig`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.status === 200;
}

describe('the TypeScript SDK on directories', () => {
  it('creates, lists, reads, updates, rotates the token of, and deletes a directory', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    gk.setToken((await gk.signup({ email: uniqueEmail('sdk-directories'), password: PASSWORD })).accessToken);
    const tenant = await gk.createTenant({ name: 'Directories' });

    const { directory, token } = await gk.createDirectory(tenant.id, {
      name: 'Okta',
      groupRoles: [{ group: 'Engineering', role: 'admin' }],
    });
    expect(directory).toMatchObject({ tenantId: tenant.id, name: 'Okta', groupRoles: [{ group: 'Engineering', role: 'admin' }] });
    expect(directory.scimBaseUrl).toMatch(/\/v1\/platform\/scim\/v2$/);
    expect(token).toMatch(/^gkp_/);
    expect(await scimAccepts(token)).toBe(true);

    const listed = await gk.listDirectories(tenant.id);
    expect(listed.items.map((item) => item.id)).toEqual([directory.id]);
    const read = await gk.getDirectory(tenant.id, directory.id);
    expect(read).toEqual(directory);
    expect(JSON.stringify(read)).not.toContain(token);

    const updated = await gk.updateDirectory(tenant.id, directory.id, {
      name: 'Okta (EU)',
      groupRoles: [{ group: 'Support', role: 'member' }],
    });
    expect(updated).toMatchObject({ id: directory.id, name: 'Okta (EU)', groupRoles: [{ group: 'Support', role: 'member' }] });
    expect(await gk.getDirectory(tenant.id, directory.id)).toEqual(updated);
    const unknownRole = await gk
      .updateDirectory(tenant.id, directory.id, { groupRoles: [{ group: 'Everyone', role: 'ghost' }] })
      .catch((error: unknown) => error);
    expect(unknownRole).toBeInstanceOf(ApiError);
    expect([(unknownRole as ApiError).status, (unknownRole as ApiError).code]).toEqual([400, 'VALIDATION_FAILED']);

    const rotated = await gk.rotateDirectoryToken(tenant.id, directory.id);
    expect(rotated.directory.id).toBe(directory.id);
    expect(rotated.token).not.toBe(token);
    expect([await scimAccepts(token), await scimAccepts(rotated.token)]).toEqual([false, true]);

    expect(await gk.deleteDirectory(tenant.id, directory.id)).toMatchObject({ id: directory.id });
    expect(await scimAccepts(rotated.token)).toBe(false);
    expect((await gk.listDirectories(tenant.id)).items).toEqual([]);
    const gone = await gk.getDirectory(tenant.id, directory.id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ApiError);
    expect([(gone as ApiError).status, (gone as ApiError).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('raises ApiError for a refused request: a member who may not manage the tenant, an invalid body', async () => {
    const owner = new Gatekeep({ baseUrl: server.baseUrl });
    owner.setToken((await owner.signup({ email: uniqueEmail('sdk-directories-owner'), password: PASSWORD })).accessToken);
    const tenant = await owner.createTenant({ name: 'Refusals' });
    const invalid = await owner.createDirectory(tenant.id, { name: '' }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).status).toBe(400);

    const stranger = new Gatekeep({ baseUrl: server.baseUrl });
    stranger.setToken((await stranger.signup({ email: uniqueEmail('sdk-directories-stranger'), password: PASSWORD })).accessToken);
    // hideNotFound: a tenant the caller is not a member of answers as if it did not exist.
    const hidden = await stranger.listDirectories(tenant.id).catch((error: unknown) => error);
    expect(hidden).toBeInstanceOf(ApiError);
    expect((hidden as ApiError).status).toBe(404);
  });
});
