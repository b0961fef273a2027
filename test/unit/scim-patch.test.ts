import { describe, expect, it } from 'vitest';
import { applyPatch, PATCH_OP_SCHEMA } from '../../server/protocols/scim/patch.ts';
import { canonicalResource } from '../../server/protocols/scim/resource.ts';

// RFC 7644 §3.5.2 PATCH, with the requests Okta and Entra ID send.

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const patch = (...Operations: unknown[]) => ({ schemas: [PATCH_OP_SCHEMA], Operations });
const user = () =>
  canonicalResource('User', {
    userName: 'ada@example.com',
    name: { givenName: 'Ada', familyName: 'Lovelace' },
    emails: [{ value: 'ada@example.com', type: 'work', primary: true }],
    active: true,
  });
const apply = (body: unknown, resource = user()) => canonicalResource('User', applyPatch('User', resource, body));

describe('applyPatch', () => {
  it('reads Okta’s deactivation and Entra ID’s string booleans and capitalised ops', () => {
    expect(apply(patch({ op: 'replace', value: { active: false } }))['active']).toBe(false);
    expect(apply(patch({ op: 'Replace', path: 'active', value: 'False' }))['active']).toBe(false);
    expect(
      apply(patch({ op: 'Replace', path: 'active', value: 'True' }), apply(patch({ op: 'replace', value: { active: false } })))['active'],
    ).toBe(true);
  });

  it('sets a value through a value-filter path, adding the element when none matches (Entra ID)', () => {
    const changed = apply(patch({ op: 'Replace', path: 'emails[type eq "work"].value', value: 'ada@new.example.com' }));
    expect(changed['emails']).toEqual([{ value: 'ada@new.example.com', type: 'work', primary: true }]);
    const added = apply(patch({ op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+44 20 7946 0000' }));
    expect(added['phoneNumbers']).toEqual([{ type: 'mobile', value: '+44 20 7946 0000' }]);
  });

  it('merges into complex attributes, appends to lists, and names attributes by URN or dotted path', () => {
    const changed = apply(
      patch(
        { op: 'add', path: 'name.middleName', value: 'King' },
        { op: 'replace', path: 'name', value: { familyName: 'Byron' } },
        { op: 'add', path: 'emails', value: [{ value: 'ada@home.example.com', type: 'home' }] },
        { op: 'add', path: `${ENTERPRISE}:department`, value: 'Analytical Engines' },
        { op: 'replace', value: { 'urn:ietf:params:scim:schemas:core:2.0:User:displayName': 'Ada', [ENTERPRISE]: { costCenter: '42' } } },
      ),
    );
    expect(changed['name']).toEqual({ givenName: 'Ada', familyName: 'Byron', middleName: 'King' });
    expect((changed['emails'] as unknown[]).length).toBe(2);
    expect(changed[ENTERPRISE]).toEqual({ department: 'Analytical Engines', costCenter: '42' });
    expect(changed['displayName']).toBe('Ada');
  });

  it('removes by path, by filter, and list members named in the value (Entra ID)', () => {
    const group = canonicalResource('Group', { displayName: 'Eng', members: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] });
    const byFilter = applyPatch('Group', group, patch({ op: 'remove', path: 'members[value eq "a"]' }));
    expect(byFilter['members']).toEqual([{ value: 'b' }, { value: 'c' }]);
    const byValue = applyPatch('Group', group, patch({ op: 'Remove', path: 'members', value: [{ value: 'b' }, { value: 'c' }] }));
    expect(byValue['members']).toEqual([{ value: 'a' }]);
    const all = applyPatch('Group', group, patch({ op: 'remove', path: 'members' }));
    expect(all['members']).toBeUndefined();
    expect(apply(patch({ op: 'remove', path: 'name.givenName' }))['name']).toEqual({ familyName: 'Lovelace' });
  });

  it('refuses what it cannot apply, leaving the stored resource as it was', () => {
    const stored = user();
    const before = structuredClone(stored);
    const refusals: [unknown, string][] = [
      [{ Operations: [{ op: 'add', path: 'title', value: 'x' }] }, 'invalidSyntax'],
      [patch(), 'invalidSyntax'],
      [patch({ op: 'move', path: 'title' }), 'invalidSyntax'],
      [patch({ op: 'remove' }), 'noTarget'],
      [patch({ op: 'replace', path: 'emails[type eq "home"', value: 'x' }), 'invalidPath'],
      [patch({ op: 'replace', path: 'emails[value co "nobody"]', value: { display: 'x' } }), 'noTarget'],
      [patch({ op: 'replace', path: 'title[type eq "x"]', value: 'x' }), 'invalidPath'],
      [patch({ op: 'add', path: 'groups', value: [{ value: 'g' }] }), 'mutability'],
      [patch({ op: 'replace', path: 'urn:example:other:title', value: 'x' }), 'invalidPath'],
      [patch({ op: 'add', path: 'title', value: 'x' }, { op: 'replace', path: 'active', value: 'maybe' }), 'invalidValue'],
    ];
    for (const [body, scimType] of refusals) {
      expect(() => apply(body, stored), JSON.stringify(body)).toThrow(expect.objectContaining({ scimType }));
    }
    expect(stored).toEqual(before);
  });
});
