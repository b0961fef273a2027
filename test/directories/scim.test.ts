import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { directoryWorld, ERROR_SCHEMA, GROUP_SCHEMA, PATCH_OP, SCIM_ROOT, USER_SCHEMA } from './helpers.ts';

// Issue 35 point 2: the SCIM service (RFC 7643, 7644) as identity providers use it, through
// HTTP with a directory's token.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

// One address per test: each active user outside the tenant's verified domains is invited, and
// an address gets at most three invitation mails in 15 minutes.
let address = '';
beforeEach(() => {
  address = uniqueEmail('ada');
});
const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const ada = () => ({
  schemas: [USER_SCHEMA],
  userName: address,
  externalId: '00u1',
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ value: address, type: 'work', primary: true }],
  active: true,
});

describe('the SCIM service', () => {
  it('describes itself: ServiceProviderConfig, ResourceTypes, Schemas', async () => {
    const { scim } = await directoryWorld(t);
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status, config.text).toBe(200);
    expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      etag: { supported: true },
      bulk: { supported: false },
    });
    const types = await scim('GET', '/ResourceTypes');
    expect(types.body.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    expect((await scim('GET', '/ResourceTypes/User')).body.endpoint).toBe('/Users');
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.totalResults).toBe(3);
    const user = await scim('GET', `/Schemas/${USER_SCHEMA}`);
    expect(user.body.attributes.find((a: { name: string }) => a.name === 'userName')).toMatchObject({
      required: true,
      uniqueness: 'server',
    });
    const missing = await scim('GET', '/Schemas/urn:example:nothing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ schemas: [ERROR_SCHEMA], status: '404', detail: expect.any(String) });
  });

  it('creates, reads, lists, replaces, patches and deletes a User, as sent', async () => {
    const { scim, directory, tenant } = await directoryWorld(t);
    const created = await scim('POST', '/Users', ada());
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ ...ada(), schemas: [USER_SCHEMA], meta: { resourceType: 'User', version: 'W/"1"' } });
    expect(created.headers.location).toBe(`${t.app.services.config.issuer}${SCIM_ROOT}/Users/${id}`);
    expect(created.body.meta.location).toBe(created.headers.location);
    expect(created.headers.etag).toBe('W/"1"');

    const read = await scim('GET', `/Users/${id}`);
    expect(read.body).toEqual(created.body);
    const found = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${address.toUpperCase()}"`)}`);
    expect(found.body).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1, Resources: [{ id }] });
    const none = await scim('GET', `/Users?filter=${encodeURIComponent('emails[type eq "home"]')}`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.active).toBe(false);
    expect(patched.headers.etag).toBe('W/"2"');

    // If-Match: the version read, or nothing; another one is refused.
    const stale = await scim('PUT', `/Users/${id}`, { ...ada(), displayName: 'Ada' }, { 'if-match': 'W/"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body.schemas).toEqual([ERROR_SCHEMA]);
    const replaced = await scim('PUT', `/Users/${id}`, { ...ada(), displayName: 'Ada' }, { 'if-match': 'W/"2"' });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toMatchObject({ displayName: 'Ada', active: true });

    const deleted = await scim('DELETE', `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await scim('GET', `/Users/${id}`)).status).toBe(404);
    const actions = (
      await Promise.all(
        ['created', 'updated', 'deactivated', 'deleted'].map((c) =>
          auditEventsWhere(t, { action: `directory.user.${c}`, tenantId: tenant.id }),
        ),
      )
    ).map((e) => e.length);
    expect(actions).toEqual([1, 1, 1, 1]);
    expect(directory.id).toMatch(/^dir_/);
  });

  it('keeps userName unique in the directory, ignoring case, and refuses a User without one', async () => {
    const { scim } = await directoryWorld(t);
    await scim('POST', '/Users', ada());
    const again = await scim('POST', '/Users', { ...ada(), userName: address.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '409', scimType: 'uniqueness' });
    const nameless = await scim('POST', '/Users', { schemas: [USER_SCHEMA] });
    expect(nameless.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    const badFilter = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expect(badFilter.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
  });

  it('keeps groups with their members, and a deleted user leaves them', async () => {
    const { scim } = await directoryWorld(t);
    const user = (await scim('POST', '/Users', ada())).body;
    const group = await scim('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Engineering',
      members: [{ value: user.id, type: 'User' }],
    });
    expect(group.status, group.text).toBe(201);
    expect((await scim('GET', `/Users/${user.id}`)).body.groups).toEqual([
      expect.objectContaining({ value: group.body.id, display: 'Engineering' }),
    ]);
    const removed = await scim('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: user.id }] }],
    });
    expect(removed.body.members).toBeUndefined();
    await scim('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: user.id }] }],
    });
    await scim('DELETE', `/Users/${user.id}`);
    expect((await scim('GET', `/Groups/${group.body.id}`)).body.members).toBeUndefined();
    const search = await scim('POST', '/.search', {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'],
      attributes: ['displayName'],
    });
    expect(search.body).toMatchObject({ totalResults: 1, Resources: [{ id: group.body.id, displayName: 'Engineering' }] });
  });

  it("accepts Entra ID's enterprise manager as a bare id, stored as manager.value", async () => {
    const { scim } = await directoryWorld(t);
    const manager = (await scim('POST', '/Users', { ...ada(), userName: uniqueEmail('boss'), emails: [] })).body;
    const employee = (await scim('POST', '/Users', ada())).body;
    const path = `${ENTERPRISE_SCHEMA}:manager`;
    const added = await scim('PATCH', `/Users/${employee.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path, value: manager.id }],
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body[ENTERPRISE_SCHEMA]).toEqual({ manager: { value: manager.id } });
    expect(added.body.schemas).toContain(ENTERPRISE_SCHEMA);
    expect((await scim('GET', `/Users/${employee.id}`)).body[ENTERPRISE_SCHEMA]).toEqual({ manager: { value: manager.id } });
    const byManager = await scim('GET', `/Users?filter=${encodeURIComponent(`${path}.value eq "${manager.id}"`)}`);
    expect(byManager.body.Resources.map((r: { id: string }) => r.id)).toEqual([employee.id]);
    // Another bare id replaces the manager; the object form still works as before.
    const replaced = await scim('PATCH', `/Users/${employee.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path, value: 'someone-else' }],
    });
    expect(replaced.body[ENTERPRISE_SCHEMA]).toEqual({ manager: { value: 'someone-else' } });
    const asObject = await scim('PATCH', `/Users/${employee.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path, value: { value: manager.id } }],
    });
    expect(asObject.body[ENTERPRISE_SCHEMA]).toEqual({ manager: { value: manager.id } });
    const removed = await scim('PATCH', `/Users/${employee.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Remove', path }] });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body[ENTERPRISE_SCHEMA]?.manager).toBeUndefined();
  });

  it('answers refusals as SCIM errors: no token, a user token, an unknown path', async () => {
    const { owner } = await directoryWorld(t);
    const anonymous = await t.call('GET', `${SCIM_ROOT}/Users`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    const user = await t.call('GET', `${SCIM_ROOT}/Users`, { token: owner.accessToken });
    expect(user.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    const unknown = await t.call('GET', `${SCIM_ROOT}/8f0c3c1e-0000-4000-8000-000000000000`);
    expect(unknown.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    const method = await t.call('POST', `${SCIM_ROOT}/ServiceProviderConfig`);
    expect(method.status).toBe(405);
  });
});
