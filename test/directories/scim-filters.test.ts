import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { directoryWorld, USER_SCHEMA } from './helpers.ts';

// Issue 35's SCIM filters, pagination and attribute selection, through HTTP: GET /Users?filter=
// and POST /Users/.search over three users of one fresh directory, so each answer is known.

let t: TestApp;
let scim: Awaited<ReturnType<typeof directoryWorld>>['scim'];
const run = randomBytes(4).toString('hex');
const address = (label: string) => `${label}-${run}@example.com`;
type Label = 'alice' | 'bob' | 'carol';
const ids = {} as Record<Label, string>;
const lastModified = {} as Record<Label, string>;

const USERS: Record<Label, Record<string, unknown>> = {
  alice: {
    userName: address('alice'),
    externalId: 'EXT-alice',
    displayName: 'Alice Adams',
    emails: [{ value: address('alice'), type: 'work', primary: true }],
    active: true,
  },
  bob: {
    userName: address('bob'),
    externalId: 'EXT-bob',
    displayName: 'Bob Brown',
    emails: [{ value: `bob-${run}@home.example.org`, type: 'home' }],
    active: false,
  },
  // No displayName and no emails: what `pr` and `not` have to tell apart.
  carol: { userName: address('carol'), externalId: 'EXT-carol', active: true },
};

beforeAll(async () => {
  t = await startTestApp();
  ({ scim } = await directoryWorld(t));
  for (const label of ['alice', 'bob', 'carol'] as const) {
    const created = await scim('POST', '/Users', { schemas: [USER_SCHEMA], ...USERS[label] });
    if (created.status !== 201) throw new Error(`create ${label}: ${created.status} ${created.text}`);
    ids[label] = created.body.id;
    lastModified[label] = created.body.meta.lastModified;
    // Distinct instants, so that the date comparisons below have one answer.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
afterAll(async () => {
  await t?.close();
});

const labelsOf = (resources: { id: string }[]) =>
  resources.map((resource) => (Object.keys(ids) as Label[]).find((label) => ids[label] === resource.id)).sort();

async function filtered(filter: string) {
  const listed = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
  expect(listed.status, `${filter}: ${listed.text}`).toBe(200);
  const searched = await scim('POST', '/Users/.search', { schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'], filter });
  expect(searched.status, `${filter} (.search): ${searched.text}`).toBe(200);
  expect(labelsOf(searched.body.Resources), `${filter}: .search answers as GET does`).toEqual(labelsOf(listed.body.Resources));
  expect(listed.body.totalResults).toBe(listed.body.Resources.length);
  return labelsOf(listed.body.Resources);
}

describe('a value filter in brackets', () => {
  it('matches the multi-valued attribute whose element satisfies it', async () => {
    expect(await filtered('emails[type eq "work"]')).toEqual(['alice']);
    expect(await filtered('emails[type eq "work" and value co "alice-"]')).toEqual(['alice']);
    expect(await filtered('emails[type eq "work" and value co "bob-"]')).toEqual([]);
    expect(await filtered('emails[type eq "home"]')).toEqual(['bob']);
    expect(await filtered('emails[type eq "other"]')).toEqual([]);
    expect(await filtered('emails[type eq "home"] or emails[type eq "work"]')).toEqual(['alice', 'bob']);
  });
});

describe('filter operators', () => {
  // Each row: the filter (built once the users exist) and the users it selects.
  const rows: [string, () => string, Label[]][] = [
    ['userName eq, ignoring case', () => `userName eq "${address('alice').toUpperCase()}"`, ['alice']],
    ['userName ne', () => `userName ne "${address('alice')}"`, ['bob', 'carol']],
    ['userName co', () => `userName co "ob-${run}"`, ['bob']],
    ['userName sw', () => 'userName sw "CAROL-"', ['carol']],
    ['userName ew', () => `userName ew "${run}@example.com"`, ['alice', 'bob', 'carol']],
    ['userName gt', () => `userName gt "${address('alice')}"`, ['bob', 'carol']],
    ['userName ge', () => `userName ge "${address('bob')}"`, ['bob', 'carol']],
    ['userName lt', () => `userName lt "${address('bob')}"`, ['alice']],
    ['userName le', () => `userName le "${address('bob')}"`, ['alice', 'bob']],
    ['externalId eq is case-exact', () => 'externalId eq "EXT-bob"', ['bob']],
    ['externalId eq in another case', () => 'externalId eq "ext-bob"', []],
    ['externalId sw', () => 'externalId sw "EXT-"', ['alice', 'bob', 'carol']],
    ['displayName co', () => 'displayName co "adams"', ['alice']],
    ['displayName pr', () => 'displayName pr', ['alice', 'bob']],
    ['displayName ew', () => 'displayName ew "Brown"', ['bob']],
    ['emails.value ew', () => 'emails.value ew "@home.example.org"', ['bob']],
    ['emails eq means emails.value eq', () => `emails eq "${address('alice')}"`, ['alice']],
    ['emails pr', () => 'emails pr', ['alice', 'bob']],
    ['active eq true', () => 'active eq true', ['alice', 'carol']],
    ['active ne true', () => 'active ne true', ['bob']],
    ['meta.lastModified gt', () => `meta.lastModified gt "${lastModified.alice}"`, ['bob', 'carol']],
    ['meta.lastModified ge', () => `meta.lastModified ge "${lastModified.bob}"`, ['bob', 'carol']],
    ['meta.lastModified lt', () => `meta.lastModified lt "${lastModified.bob}"`, ['alice']],
    ['meta.lastModified le', () => `meta.lastModified le "${lastModified.bob}"`, ['alice', 'bob']],
    ['meta.lastModified eq', () => `meta.lastModified eq "${lastModified.carol}"`, ['carol']],
    ['and', () => 'active eq true and displayName pr', ['alice']],
    ['or', () => 'externalId eq "EXT-alice" or externalId eq "EXT-carol"', ['alice', 'carol']],
    ['not', () => 'not (displayName pr)', ['carol']],
    ['and binds tighter than or', () => 'active eq false or active eq true and displayName pr', ['alice', 'bob']],
    ['grouping overrides it', () => '(active eq false or active eq true) and displayName pr', ['alice', 'bob']],
    ['grouping with not', () => 'not (active eq false or displayName pr)', ['carol']],
    ['a schema URN before the attribute', () => `urn:ietf:params:scim:schemas:core:2.0:User:userName eq "${address('carol')}"`, ['carol']],
  ];

  it.each(rows)('%s', async (_name, filter, expected) => {
    expect(await filtered(filter())).toEqual(expected);
  });

  it('the gt/ge/lt/le rows assume distinct instants, in order of creation', () => {
    const instants = (['alice', 'bob', 'carol'] as const).map((label) => Date.parse(lastModified[label]));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(new Set(instants).size).toBe(3);
  });
});

describe('paging and attribute selection', () => {
  it('pages by startIndex and count, and reports totalResults, itemsPerPage and startIndex', async () => {
    const all = await scim('GET', '/Users');
    expect(all.body).toMatchObject({ totalResults: 3, itemsPerPage: 3, startIndex: 1 });
    const order = all.body.Resources.map((r: { id: string }) => r.id);

    const second = await scim('GET', '/Users?startIndex=2&count=1');
    expect(second.body).toMatchObject({ totalResults: 3, itemsPerPage: 1, startIndex: 2 });
    expect(second.body.Resources.map((r: { id: string }) => r.id)).toEqual([order[1]]);

    const tail = await scim('GET', '/Users?startIndex=2&count=10');
    expect(tail.body).toMatchObject({ totalResults: 3, itemsPerPage: 2, startIndex: 2 });
    const past = await scim('GET', '/Users?startIndex=4');
    expect(past.body).toMatchObject({ totalResults: 3, itemsPerPage: 0, startIndex: 4, Resources: [] });
    // count=0 asks only how many there are (RFC 7644 §3.4.2.4).
    const counted = await scim('GET', '/Users?count=0');
    expect(counted.body).toMatchObject({ totalResults: 3, itemsPerPage: 0 });

    const searched = await scim('POST', '/Users/.search', {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'],
      filter: 'active eq true',
      startIndex: 2,
      count: 1,
    });
    expect(searched.body).toMatchObject({ totalResults: 2, itemsPerPage: 1, startIndex: 2 });
  });

  it('returns only the attributes asked for, or all but the excluded ones', async () => {
    const only = await scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "EXT-alice"')}&attributes=userName,emails.type`);
    expect(only.body.Resources).toEqual([
      { schemas: [USER_SCHEMA], id: ids.alice, userName: address('alice'), emails: [{ type: 'work' }] },
    ]);
    const without = await scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "EXT-alice"')}&excludedAttributes=emails,meta`);
    expect(without.body.Resources[0]).toMatchObject({ id: ids.alice, userName: address('alice'), displayName: 'Alice Adams' });
    expect(without.body.Resources[0].emails).toBeUndefined();
    expect(without.body.Resources[0].meta).toBeUndefined();
    const one = await scim('GET', `/Users/${ids.bob}?attributes=displayName`);
    expect(one.body).toEqual({ schemas: [USER_SCHEMA], id: ids.bob, displayName: 'Bob Brown' });
    const oneWithout = await scim('GET', `/Users/${ids.bob}?excludedAttributes=displayName`);
    expect(oneWithout.body.displayName).toBeUndefined();
    expect(oneWithout.body.userName).toBe(address('bob'));
  });
});
