import { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, SCHEMAS, type SchemaDefinition, USER_SCHEMA } from './schemas.ts';

/** The resources clients read to learn what this service does (RFC 7644 §4). */

export const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
/** What a list or search answers when the client names no `count`, and the most it may name. */
export const MAX_RESULTS = 1000;

export function serviceProviderConfig(baseUrl: string, documentationUri: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: "The directory's token (createDirectory), as Authorization: Bearer gkp_…",
        specUri: 'https://www.rfc-editor.org/rfc/rfc6750',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const RESOURCE_TYPES = [
  {
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'User Account',
    schema: USER_SCHEMA,
    schemaExtensions: [{ schema: ENTERPRISE_USER_SCHEMA, required: false }],
  },
  { id: 'Group', name: 'Group', endpoint: '/Groups', description: 'Group', schema: GROUP_SCHEMA, schemaExtensions: [] },
];

export function resourceType(baseUrl: string, id: string) {
  const type = RESOURCE_TYPES.find((candidate) => candidate.id.toLowerCase() === id.toLowerCase());
  return (
    type && {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      ...type,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${type.id}` },
    }
  );
}

export const resourceTypeList = (baseUrl: string) =>
  listResponse(
    RESOURCE_TYPES.map((type) => resourceType(baseUrl, type.id)!),
    RESOURCE_TYPES.length,
    1,
  );

export function schemaResource(baseUrl: string, schema: SchemaDefinition) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    ...schema,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${schema.id}` },
  };
}

export const schemaList = (baseUrl: string) =>
  listResponse(
    SCHEMAS.map((schema) => schemaResource(baseUrl, schema)),
    SCHEMAS.length,
    1,
  );

export function listResponse(resources: unknown[], totalResults: number, startIndex: number) {
  return { schemas: [LIST_RESPONSE_SCHEMA], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}
