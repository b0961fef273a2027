import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { directoryWorld, GROUP_SCHEMA, PATCH_OP, scimClient, USER_SCHEMA } from './helpers.ts';

// Issue 35: a directory's token reaches the Users and Groups that directory provisioned and
// nothing else, whether the other directory belongs to another tenant or to the same one (two
// identity providers of one tenant each manage their own resources; a SCIM id is not a
// capability across them).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Scim = ReturnType<typeof scimClient>;
const SEARCH = { schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'] };

/** A second directory of the tenant `world` belongs to. */
async function siblingDirectory(world: Awaited<ReturnType<typeof directoryWorld>>): Promise<Scim> {
  const created = await t.operation('createDirectory', {
    params: { tenantId: world.tenant.id },
    body: { name: 'Entra ID' },
    token: world.owner.accessToken,
  });
  if (created.status !== 201) throw new Error(`createDirectory: ${created.status} ${created.text}`);
  return scimClient(t, created.data.token);
}

/** One User and one Group (holding it) provisioned by `owner`. */
async function provisioned(owner: Scim) {
  const email = uniqueEmail('ada');
  const user = await owner('POST', '/Users', {
    schemas: [USER_SCHEMA],
    userName: email,
    externalId: `ext-${email}`,
    emails: [{ value: email, type: 'work', primary: true }],
    active: true,
  });
  expect(user.status, user.text).toBe(201);
  const group = await owner('POST', '/Groups', {
    schemas: [GROUP_SCHEMA],
    displayName: `Engineering ${email}`,
    members: [{ value: user.body.id }],
  });
  expect(group.status, group.text).toBe(201);
  return { user: user.body, group: group.body };
}

/** Every way `other` could reach `owner`'s resources is answered as if they did not exist; they stay as they were. */
async function expectIsolated(owner: Scim, other: Scim) {
  const { user, group } = await provisioned(owner);
  for (const [endpoint, resource, schema] of [
    ['Users', user, USER_SCHEMA],
    ['Groups', group, GROUP_SCHEMA],
  ] as const) {
    const at = `/${endpoint}/${resource.id}`;
    const attempts = {
      read: await other('GET', at),
      replace: await other('PUT', at, { ...resource, displayName: 'Taken over' }),
      patch: await other('PATCH', at, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'displayName', value: 'Taken over' }] }),
      remove: await other('DELETE', at),
    };
    for (const [name, attempt] of Object.entries(attempts)) expect(attempt.status, `${endpoint} ${name}: ${attempt.text}`).toBe(404);

    const byId = `id eq "${resource.id}"`;
    const listed = await other('GET', `/${endpoint}?filter=${encodeURIComponent(byId)}`);
    expect(listed.body).toMatchObject({ totalResults: 0, Resources: [] });
    expect((await other('POST', `/${endpoint}/.search`, { ...SEARCH, filter: byId })).body.totalResults).toBe(0);
    expect((await other('GET', `/${endpoint}`)).body.Resources.map((r: { id: string }) => r.id)).not.toContain(resource.id);

    const kept = await owner('GET', at);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ schemas: [schema], meta: { version: 'W/"1"' } });
    expect(kept.body.displayName).not.toBe('Taken over');
  }
  const everywhere = await other('POST', '/.search', SEARCH);
  expect(everywhere.body.Resources.map((r: { id: string }) => r.id)).not.toEqual(expect.arrayContaining([user.id]));
  expect(everywhere.body.Resources.map((r: { id: string }) => r.id)).not.toEqual(expect.arrayContaining([group.id]));

  // A group of the other directory naming this user as a member does not make it one.
  const claimed = await other('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: 'Claims', members: [{ value: user.id }] });
  expect(claimed.status, claimed.text).toBe(201);
  expect((await owner('GET', `/Users/${user.id}`)).body.groups).toEqual([expect.objectContaining({ value: group.id })]);
}

describe('SCIM isolation between directories', () => {
  it('of different tenants', async () => {
    const first = await directoryWorld(t);
    const second = await directoryWorld(t);
    await expectIsolated(first.scim, second.scim);
    await expectIsolated(second.scim, first.scim);
  });

  it('of the same tenant: each sees only the users and groups it provisioned', async () => {
    const world = await directoryWorld(t);
    const sibling = await siblingDirectory(world);
    await expectIsolated(world.scim, sibling);
    await expectIsolated(sibling, world.scim);
  });
});
