import { AppError } from '../../errors.ts';
import { type AttributeDefinition, ENTERPRISE_USER_SCHEMA, findAttribute, GROUP_SCHEMA, schemaById, USER_SCHEMA } from './schemas.ts';

export type ResourceKind = 'User' | 'Group';
export type Resource = Record<string, unknown>;

export const CORE_SCHEMA: Record<ResourceKind, string> = { User: USER_SCHEMA, Group: GROUP_SCHEMA };
const EXTENSIONS: Record<ResourceKind, string[]> = { User: [ENTERPRISE_USER_SCHEMA], Group: [] };

export function invalidValue(detail: string): AppError {
  return new AppError('VALIDATION_FAILED', detail, { scimType: 'invalidValue' });
}

export const coreAttributes = (kind: ResourceKind) => schemaById(CORE_SCHEMA[kind])!.attributes;

/**
 * A User or Group as a client sent it (POST, PUT, or what a PATCH produced), in the service's
 * canonical form: attribute names in the schema's spelling, whatever case they came in;
 * booleans sent as "True"/"False" (Entra ID) read as booleans; a single value where a list is
 * expected read as a list of one; read-only attributes (id, meta, groups) and attributes no
 * schema of ours defines dropped, as RFC 7644 §3.3 allows. What remains is what is stored and
 * answered back. `externalId` is kept beside the schema's attributes.
 */
export function canonicalResource(kind: ResourceKind, body: unknown): Resource {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidValue('The body must be a JSON object.');
  const input = body as Record<string, unknown>;
  const resource: Resource = {};
  for (const [key, value] of Object.entries(input)) {
    const lower = key.toLowerCase();
    if (lower === 'schemas' || lower === 'id' || lower === 'meta') continue;
    if (lower === 'externalid') {
      if (value === null) continue;
      if (typeof value !== 'string') throw invalidValue('externalId must be a string.');
      resource['externalId'] = value;
      continue;
    }
    const extension = EXTENSIONS[kind].find((id) => id.toLowerCase() === lower);
    if (extension) {
      if (value === null) continue;
      if (typeof value !== 'object' || Array.isArray(value)) throw invalidValue(`${extension} must be an object.`);
      const attributes = canonicalAttributes(schemaById(extension)!.attributes, value as Record<string, unknown>, extension);
      if (Object.keys(attributes).length > 0) resource[extension] = attributes;
      continue;
    }
    // `urn:…:core:2.0:User:userName` as a key names the core attribute.
    const name = lower.startsWith(`${CORE_SCHEMA[kind].toLowerCase()}:`) ? key.slice(CORE_SCHEMA[kind].length + 1) : key;
    Object.assign(resource, canonicalAttributes(coreAttributes(kind), { [name]: value }, ''));
  }
  return resource;
}

function canonicalAttributes(definitions: readonly AttributeDefinition[], input: Record<string, unknown>, where: string): Resource {
  const output: Resource = {};
  for (const [key, value] of Object.entries(input)) {
    const definition = findAttribute(definitions, key);
    if (!definition || definition.mutability === 'readOnly' || value === null || value === undefined) continue;
    const path = where ? `${where}:${definition.name}` : definition.name;
    const canonical = canonicalValue(definition, value, path);
    if (canonical !== undefined) output[definition.name] = canonical;
  }
  return output;
}

export function canonicalValue(definition: AttributeDefinition, value: unknown, path: string): unknown {
  if (definition.multiValued) {
    const list = Array.isArray(value) ? value : [value];
    const items = list.filter((item) => item !== null).map((item) => singleValue(definition, item, path));
    return items.filter((item) => item !== undefined && !(typeof item === 'object' && Object.keys(item as object).length === 0));
  }
  if (Array.isArray(value)) throw invalidValue(`${path} takes one value, not a list.`);
  return singleValue(definition, value, path);
}

function singleValue(definition: AttributeDefinition, value: unknown, path: string): unknown {
  switch (definition.type) {
    case 'complex':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidValue(`${path} must be an object.`);
      return canonicalAttributes(definition.subAttributes ?? [], value as Record<string, unknown>, path);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      // Entra ID sends "True" and "False".
      if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
      throw invalidValue(`${path} must be a boolean.`);
    case 'integer':
    case 'decimal':
      if (typeof value === 'number' && (definition.type === 'decimal' || Number.isInteger(value))) return value;
      throw invalidValue(`${path} must be a number.`);
    default:
      if (typeof value !== 'string') throw invalidValue(`${path} must be a string.`);
      if (value.includes('\u0000')) throw invalidValue(`${path} must not contain the NUL character.`);
      if (value.length > 2048) throw invalidValue(`${path} is longer than 2048 characters.`);
      return value;
  }
}

/** The attributes a kind must have (RFC 7643: userName of a User, displayName of a Group). */
export function assertRequired(kind: ResourceKind, resource: Resource): void {
  for (const definition of coreAttributes(kind)) {
    const value = resource[definition.name];
    if (definition.required && (value === undefined || value === '' || value === null))
      throw invalidValue(`${definition.name} is required.`);
  }
}

/** The `schemas` a stored resource carries: the core one, and each extension it holds. */
export function schemasOf(kind: ResourceKind, resource: Resource): string[] {
  return [CORE_SCHEMA[kind], ...EXTENSIONS[kind].filter((id) => id in resource)];
}

export const extensionsOf = (kind: ResourceKind) => EXTENSIONS[kind];
