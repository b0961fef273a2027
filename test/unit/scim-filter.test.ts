import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../server/protocols/scim/filter.ts';

// RFC 7644 §3.4.2.2 filters, including the shapes Okta and Entra ID send.

describe('parseFilter', () => {
  it('reads the comparisons Okta and Entra ID send', () => {
    expect(parseFilter('userName eq "ada@example.com"')).toEqual({ op: 'eq', path: { attribute: 'username' }, value: 'ada@example.com' });
    expect(parseFilter('externalId eq "00u1"')).toEqual({ op: 'eq', path: { attribute: 'externalid' }, value: '00u1' });
    expect(parseFilter('emails[type eq "work" and value co "@example.com"]')).toEqual({
      op: 'has',
      path: { attribute: 'emails' },
      filter: {
        op: 'and',
        left: { op: 'eq', path: { attribute: 'type' }, value: 'work' },
        right: { op: 'co', path: { attribute: 'value' }, value: '@example.com' },
      },
    });
    expect(parseFilter('urn:ietf:params:scim:schemas:core:2.0:User:name.familyName pr')).toEqual({
      op: 'pr',
      path: { schema: 'urn:ietf:params:scim:schemas:core:2.0:user', attribute: 'name', subAttribute: 'familyname' },
    });
  });

  it('binds not tighter than and, and and tighter than or; parentheses group', () => {
    const parsed = parseFilter('active eq true or userName sw "a" AND NOT (displayName ew "x")');
    expect(parsed).toMatchObject({
      op: 'or',
      left: { op: 'eq', value: true },
      right: { op: 'and', left: { op: 'sw' }, right: { op: 'not', filter: { op: 'ew' } } },
    });
    expect(parseFilter('(active eq false or active eq true) and meta.lastModified gt "2011-05-13T04:42:34Z"')).toMatchObject({
      op: 'and',
      left: { op: 'or' },
      right: { op: 'gt', path: { attribute: 'meta', subAttribute: 'lastmodified' } },
    });
  });

  it('reads JSON values: escapes, numbers, null', () => {
    expect(parseFilter('displayName eq "say \\"hi\\" \\u00e9"')).toMatchObject({ value: 'say "hi" é' });
    expect(parseFilter('x ge 10.5')).toMatchObject({ value: 10.5 });
    expect(parseFilter('x eq null')).toMatchObject({ value: null });
  });

  it.each([
    ['', 'expected an attribute'],
    ['userName', 'expected an operator'],
    ['userName eq', 'expected a value'],
    ['userName like "a"', 'not an operator'],
    ['userName eq "a', 'unterminated'],
    ['(userName eq "a"', 'expected ")"'],
    ['userName eq "a" extra', 'unexpected'],
    ['a.b.c eq 1', 'not an attribute path'],
    ['userName eq bare', 'expected a value'],
    ['('.repeat(40) + 'a pr' + ')'.repeat(40), 'nested too deeply'],
    ['a eq "' + 'x'.repeat(3000) + '"', 'longer than'],
  ])('refuses %j with invalidFilter', (text, message) => {
    expect(() => parseFilter(text)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', scimType: 'invalidFilter' }));
    expect(() => parseFilter(text)).toThrow(message);
  });
});
