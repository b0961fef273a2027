/**
 * The schemas this SCIM service keeps (RFC 7643 §7, the `/Schemas` resources): the core User
 * and Group and the enterprise User extension, as identity providers send them. They serve
 * discovery, and they drive the rest: attribute names are matched without case and stored in
 * the schema's spelling, booleans sent as strings ("False", as Entra ID does) are read as
 * booleans, and PATCH knows which attributes are lists.
 */
export type AttributeType = 'string' | 'boolean' | 'decimal' | 'integer' | 'dateTime' | 'reference' | 'complex';

export interface AttributeDefinition {
  name: string;
  type: AttributeType;
  multiValued: boolean;
  description: string;
  required: boolean;
  caseExact: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'never' | 'default' | 'request';
  uniqueness: 'none' | 'server' | 'global';
  canonicalValues?: string[];
  referenceTypes?: string[];
  subAttributes?: AttributeDefinition[];
}

export interface SchemaDefinition {
  id: string;
  name: string;
  description: string;
  attributes: AttributeDefinition[];
}

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

const attribute = (
  name: string,
  type: AttributeType,
  description: string,
  rest: Partial<AttributeDefinition> = {},
): AttributeDefinition => ({
  name,
  type,
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...rest,
});

/** A multi-valued complex attribute of the usual shape: value, display, type, primary. */
const typedList = (name: string, description: string, types: string[], valueType: AttributeType = 'string') =>
  attribute(name, 'complex', description, {
    multiValued: true,
    subAttributes: [
      attribute('value', valueType, `The ${name} value.`),
      attribute('display', 'string', 'A human-readable name.'),
      attribute('type', 'string', 'A label for the value.', { canonicalValues: types }),
      attribute('primary', 'boolean', 'Whether this is the primary value.'),
    ],
  });

const userAttributes: AttributeDefinition[] = [
  attribute('userName', 'string', 'The unique identifier of the user: its sign-in name, an email address here.', {
    required: true,
    uniqueness: 'server',
  }),
  attribute('name', 'complex', "The components of the user's name.", {
    subAttributes: [
      attribute('formatted', 'string', 'The full name, formatted for display.'),
      attribute('familyName', 'string', 'The family name.'),
      attribute('givenName', 'string', 'The given name.'),
      attribute('middleName', 'string', 'The middle name(s).'),
      attribute('honorificPrefix', 'string', 'The honorific prefix.'),
      attribute('honorificSuffix', 'string', 'The honorific suffix.'),
    ],
  }),
  attribute('displayName', 'string', 'The name shown for the user.'),
  attribute('nickName', 'string', 'The casual name.'),
  attribute('title', 'string', "The user's title."),
  attribute('userType', 'string', 'The relationship to the organisation (Employee, Contractor…).'),
  attribute('preferredLanguage', 'string', 'The preferred language (RFC 7231 Accept-Language form).'),
  attribute('locale', 'string', 'The default location (a language tag).'),
  attribute('timezone', 'string', 'The time zone, in IANA form.'),
  attribute('active', 'boolean', 'Whether the user may sign in: false removes the membership (and disables a managed account).'),
  typedList('emails', 'Email addresses; the primary one (or the first) is the account address.', ['work', 'home', 'other']),
  typedList('phoneNumbers', 'Phone numbers.', ['work', 'home', 'mobile', 'fax', 'pager', 'other']),
  attribute('addresses', 'complex', 'Postal addresses.', {
    multiValued: true,
    subAttributes: [
      attribute('formatted', 'string', 'The full address, formatted for display.'),
      attribute('streetAddress', 'string', 'The street address.'),
      attribute('locality', 'string', 'The city or locality.'),
      attribute('region', 'string', 'The state or region.'),
      attribute('postalCode', 'string', 'The postal code.'),
      attribute('country', 'string', 'The country (ISO 3166-1 alpha-2).'),
      attribute('type', 'string', 'A label for the address.', { canonicalValues: ['work', 'home', 'other'] }),
      attribute('primary', 'boolean', 'Whether this is the primary address.'),
    ],
  }),
  attribute('groups', 'complex', 'The groups the user belongs to, as the Groups resources say (read-only).', {
    multiValued: true,
    mutability: 'readOnly',
    subAttributes: [
      attribute('value', 'string', 'The group id.', { mutability: 'readOnly' }),
      attribute('$ref', 'reference', 'The group URI.', { mutability: 'readOnly', referenceTypes: ['Group'] }),
      attribute('display', 'string', 'The group displayName.', { mutability: 'readOnly' }),
      attribute('type', 'string', 'direct', { mutability: 'readOnly', canonicalValues: ['direct'] }),
    ],
  }),
];

const groupAttributes: AttributeDefinition[] = [
  attribute('displayName', 'string', 'The name of the group.', { required: true }),
  // As Okta, Entra ID and RFC 7643 §4.2 send members; kept as sent (no `display` of our own).
  attribute('members', 'complex', 'The members: users of this directory, by id.', {
    multiValued: true,
    subAttributes: [
      attribute('value', 'string', 'The id of a User of this directory.', { mutability: 'immutable' }),
      attribute('$ref', 'reference', 'The User URI.', { mutability: 'immutable', referenceTypes: ['User', 'Group'] }),
      attribute('type', 'string', 'User (groups of groups do not give roles).', {
        mutability: 'immutable',
        canonicalValues: ['User', 'Group'],
      }),
    ],
  }),
];

const enterpriseAttributes: AttributeDefinition[] = [
  attribute('employeeNumber', 'string', 'The employee number.'),
  attribute('costCenter', 'string', 'The cost center.'),
  attribute('organization', 'string', 'The organisation.'),
  attribute('division', 'string', 'The division.'),
  attribute('department', 'string', 'The department.'),
  attribute('manager', 'complex', "The user's manager.", {
    subAttributes: [
      attribute('value', 'string', "The manager's id."),
      attribute('$ref', 'reference', "The manager's URI.", { referenceTypes: ['User'] }),
      attribute('displayName', 'string', "The manager's name.", { mutability: 'readOnly' }),
    ],
  }),
];

export const SCHEMAS: SchemaDefinition[] = [
  { id: USER_SCHEMA, name: 'User', description: 'User Account', attributes: userAttributes },
  { id: GROUP_SCHEMA, name: 'Group', description: 'Group', attributes: groupAttributes },
  { id: ENTERPRISE_USER_SCHEMA, name: 'EnterpriseUser', description: 'Enterprise User', attributes: enterpriseAttributes },
];

export function schemaById(id: string): SchemaDefinition | undefined {
  return SCHEMAS.find((schema) => schema.id.toLowerCase() === id.toLowerCase());
}

/** The definition of `name` among `attributes`, matched without case. */
export function findAttribute(attributes: readonly AttributeDefinition[], name: string): AttributeDefinition | undefined {
  const lower = name.toLowerCase();
  return attributes.find((a) => a.name.toLowerCase() === lower);
}
