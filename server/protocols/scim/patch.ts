import { AppError } from '../../errors.ts';
import { type Filter, parseFilter } from './filter.ts';
import { matchesFilter } from './filter-match.ts';
import { CORE_SCHEMA, coreAttributes, extensionsOf, type Resource, type ResourceKind } from './resource.ts';
import { type AttributeDefinition, findAttribute, schemaById } from './schemas.ts';

export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
/** Entra ID sends a few per request, Okta one; a bound keeps one request's work small. */
const MAX_OPERATIONS = 1000;

type Op = 'add' | 'remove' | 'replace';
interface Target {
  /** The object holding the attribute: the resource, or an extension's object within it. */
  extension: string | undefined;
  definition: AttributeDefinition;
  filter: Filter | undefined;
  subAttribute: AttributeDefinition | undefined;
}

const invalidPath = (detail: string) => new AppError('VALIDATION_FAILED', detail, { scimType: 'invalidPath' });
const noTarget = (detail: string) => new AppError('VALIDATION_FAILED', detail, { scimType: 'noTarget' });
const invalidSyntax = (detail: string) => new AppError('VALIDATION_FAILED', detail, { scimType: 'invalidSyntax' });

/**
 * RFC 7644 §3.5.2 PATCH on a stored resource: each operation in order, on a copy, so a failing
 * one leaves the stored resource as it was. The result is canonicalised and checked like a
 * PUT's body by the caller. Accepts what identity providers send besides the RFC's letter:
 * capitalised ops ("Replace", Entra ID), an op without path whose value names attributes by
 * URN-prefixed or dotted names, a bare id as the enterprise manager (Entra ID), `remove` with a value naming list members to drop (Entra ID's
 * members), and a value-filter path with no match (`emails[type eq "work"].value`), which adds
 * the element the filter describes.
 */
export function applyPatch(kind: ResourceKind, stored: Resource, body: unknown): Resource {
  const operations = patchOperations(body);
  const resource = structuredClone(stored);
  for (const [index, operation] of operations.entries()) {
    const op = String(operation['op'] ?? '').toLowerCase();
    if (op !== 'add' && op !== 'remove' && op !== 'replace') throw invalidSyntax(`Operations[${index}].op must be add, remove or replace.`);
    const path = operation['path'];
    if (path !== undefined && typeof path !== 'string') throw invalidPath(`Operations[${index}].path must be a string.`);
    const value = operation['value'];
    if (path === undefined || path === '') {
      if (op === 'remove') throw noTarget(`Operations[${index}]: remove needs a path.`);
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw invalidValue(`Operations[${index}].value must be an object of attributes when there is no path.`);
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const extension = extensionsOf(kind).find((id) => id.toLowerCase() === key.toLowerCase());
        if (extension && item !== null && typeof item === 'object' && !Array.isArray(item)) {
          for (const [name, inner] of Object.entries(item as Record<string, unknown>))
            applyAt(kind, resource, op, `${extension}:${name}`, inner);
        } else {
          applyAt(kind, resource, op, key, item);
        }
      }
    } else {
      applyAt(kind, resource, op, path, value);
    }
  }
  return resource;
}

const invalidValue = (detail: string) => new AppError('VALIDATION_FAILED', detail, { scimType: 'invalidValue' });

function patchOperations(body: unknown): Record<string, unknown>[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidSyntax('The body must be a PatchOp object.');
  const entries = Object.entries(body as Record<string, unknown>);
  const schemas = entries.find(([k]) => k.toLowerCase() === 'schemas')?.[1];
  if (!Array.isArray(schemas) || !schemas.some((s) => typeof s === 'string' && s.toLowerCase() === PATCH_OP_SCHEMA.toLowerCase()))
    throw invalidSyntax(`schemas must include ${PATCH_OP_SCHEMA}.`);
  const operations = entries.find(([k]) => k.toLowerCase() === 'operations')?.[1];
  if (!Array.isArray(operations) || operations.length === 0) throw invalidSyntax('Operations must be a non-empty list.');
  if (operations.length > MAX_OPERATIONS) throw invalidSyntax(`At most ${MAX_OPERATIONS} operations per request.`);
  return operations.map((operation, index) => {
    if (operation === null || typeof operation !== 'object' || Array.isArray(operation))
      throw invalidSyntax(`Operations[${index}] must be an object.`);
    // Member names without case, as everywhere in SCIM.
    return Object.fromEntries(Object.entries(operation as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]));
  });
}

function parseTarget(kind: ResourceKind, path: string): Target | undefined {
  let rest = path;
  let extension: string | undefined;
  let definitions = coreAttributes(kind);
  const lower = path.toLowerCase();
  const core = CORE_SCHEMA[kind].toLowerCase();
  const ext = extensionsOf(kind).find((id) => lower.startsWith(`${id.toLowerCase()}:`));
  if (ext) {
    extension = ext;
    definitions = schemaById(ext)!.attributes;
    rest = path.slice(ext.length + 1);
  } else if (lower.startsWith(`${core}:`)) {
    rest = path.slice(core.length + 1);
  } else if (lower.startsWith('urn:')) {
    throw invalidPath(`"${path}" names a schema this resource does not have.`);
  }
  const match = /^([A-Za-z$][\w$-]*)(?:\[(.*)\])?(?:\.([A-Za-z$][\w$-]*))?$/s.exec(rest);
  if (!match) throw invalidPath(`"${path}" is not an attribute path.`);
  const [, name, filterText, subName] = match;
  const definition = findAttribute(definitions, name!);
  // An attribute no schema of ours defines is ignored, as its value would be in a PUT.
  if (!definition) return undefined;
  if (definition.mutability === 'readOnly')
    throw new AppError('VALIDATION_FAILED', `${definition.name} is read-only.`, { scimType: 'mutability' });
  let filter: Filter | undefined;
  if (filterText !== undefined) {
    if (!definition.multiValued) throw invalidPath(`"${path}": only a multi-valued attribute takes a value filter.`);
    filter = parseFilter(filterText);
  }
  let subAttribute: AttributeDefinition | undefined;
  if (subName !== undefined) {
    subAttribute = findAttribute(definition.subAttributes ?? [], subName);
    if (!subAttribute) return undefined;
  }
  return { extension, definition, filter, subAttribute };
}

function applyAt(kind: ResourceKind, resource: Resource, op: Op, path: string, value: unknown): void {
  if (op !== 'remove' && value === undefined) throw invalidValue(`"${path}": ${op} needs a value.`);
  // externalId, common to every resource (RFC 7643 §3.1), is in no schema's attribute list.
  if (path.toLowerCase() === 'externalid') {
    if (op === 'remove') delete resource['externalId'];
    else resource['externalId'] = value;
    return;
  }
  // A whole extension (`urn:…:enterprise:2.0:User`): add merges its attributes, replace sets them.
  const extension = extensionsOf(kind).find((id) => id.toLowerCase() === path.toLowerCase());
  if (extension) {
    if (op === 'remove') delete resource[extension];
    else if (!isObject(value)) throw invalidValue(`"${path}": the value must be an object of the extension's attributes.`);
    else resource[extension] = op === 'add' && isObject(resource[extension]) ? { ...(resource[extension] as Resource), ...value } : value;
    return;
  }
  const target = parseTarget(kind, path);
  if (!target) return;
  const { definition, filter, subAttribute } = target;
  let container = resource;
  if (target.extension) {
    const existing = resource[target.extension];
    if (existing === undefined || existing === null) {
      if (op === 'remove') return;
      resource[target.extension] = {};
    }
    container = resource[target.extension] as Resource;
  }
  const key = definition.name;

  if (!definition.multiValued) {
    if (subAttribute) {
      const current = (container[key] ?? {}) as Resource;
      if (op === 'remove') delete current[subAttribute.name];
      else current[subAttribute.name] = value;
      if (Object.keys(current).length > 0) container[key] = current;
      else delete container[key];
    } else if (op === 'remove') {
      delete container[key];
    } else if (typeof value === 'string' && definition.type === 'complex' && findAttribute(definition.subAttributes ?? [], 'value')) {
      // Entra ID sends the enterprise manager as its bare id: it names a new manager, so it
      // replaces the whole object (a merge would keep the previous manager's $ref and name).
      container[key] = { value };
    } else if (definition.type === 'complex' && isObject(value) && isObject(container[key])) {
      // add and replace both merge into a complex attribute (RFC 7644 §3.5.2.1 and .3).
      container[key] = { ...(container[key] as Resource), ...value };
    } else {
      container[key] = value;
    }
    return;
  }

  const list = (Array.isArray(container[key]) ? container[key] : []) as Resource[];
  const elementDefinitions = definition.subAttributes ?? [];
  const matches = (element: unknown) =>
    filter === undefined ? true : isObject(element) && matchesFilter(filter, element as Resource, elementDefinitions);

  if (op === 'remove') {
    if (filter === undefined && subAttribute === undefined && value !== undefined) {
      // Entra ID: {"op": "Remove", "path": "members", "value": [{"value": "<id>"}]}.
      const drop = (Array.isArray(value) ? value : [value]).filter(isObject).map((item) => String((item as Resource)['value'] ?? ''));
      container[key] = list.filter((element) => !drop.includes(String(element['value'] ?? '')));
    } else if (subAttribute) {
      for (const element of list) if (matches(element)) delete element[subAttribute.name];
      container[key] = list;
    } else {
      container[key] = list.filter((element) => !matches(element));
    }
    if ((container[key] as unknown[]).length === 0) delete container[key];
    return;
  }

  if (filter === undefined && subAttribute === undefined) {
    const values = (Array.isArray(value) ? value : [value]).filter((item) => item !== null);
    if (op === 'replace') {
      container[key] = values;
    } else {
      const merged = [...list];
      for (const item of values) if (!merged.some((existing) => sameValue(existing, item))) merged.push(item as Resource);
      container[key] = merged;
    }
    return;
  }

  const selected = list.filter(matches);
  if (selected.length === 0) {
    if (filter === undefined) {
      // `emails.value` on an empty list: one element carrying the sub-attribute.
      container[key] = [...list, { [subAttribute!.name]: value }];
      return;
    }
    const described = describedElement(filter);
    if (!described || (op === 'replace' && !subAttribute && !isObject(value))) throw noTarget(`"${path}" matches no value.`);
    container[key] = [...list, subAttribute ? { ...described, [subAttribute.name]: value } : { ...described, ...(value as Resource) }];
    return;
  }
  for (const element of selected) {
    if (subAttribute) element[subAttribute.name] = value;
    else if (isObject(value)) Object.assign(element, value);
    else throw invalidValue(`"${path}": the value must be an object of sub-attributes.`);
  }
  container[key] = list;
}

/** `type eq "work"` (and `and`s of such): the element such a filter describes, to add when none matches. */
function describedElement(filter: Filter): Resource | undefined {
  if (filter.op === 'eq' && !filter.path.subAttribute) return { [filter.path.attribute]: filter.value };
  if (filter.op === 'and') {
    const left = describedElement(filter.left);
    const right = describedElement(filter.right);
    return left && right ? { ...left, ...right } : undefined;
  }
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function sameValue(a: unknown, b: unknown): boolean {
  if (isObject(a) && isObject(b) && 'value' in a && 'value' in b) return a['value'] === b['value'];
  return JSON.stringify(a) === JSON.stringify(b);
}
