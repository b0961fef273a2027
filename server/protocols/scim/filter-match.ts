import { type AttributeDefinition, findAttribute, GROUP_SCHEMA, schemaById, USER_SCHEMA } from './schemas.ts';
import { type AttributePath, type Filter, type FilterValue, invalidFilter } from './filter.ts';

/**
 * A parsed filter evaluated against one resource as the service answers it (id, externalId,
 * meta and the schema's attributes), by RFC 7644 §3.4.2.2's rules: strings compare ignoring
 * case unless the attribute is caseExact; dates compare as instants; a multi-valued attribute
 * matches when any of its values does (and `emails eq x` means `emails.value eq x`).
 */
export function matchesFilter(filter: Filter, resource: Record<string, unknown>, attributes: readonly AttributeDefinition[]): boolean {
  switch (filter.op) {
    case 'and':
      return matchesFilter(filter.left, resource, attributes) && matchesFilter(filter.right, resource, attributes);
    case 'or':
      return matchesFilter(filter.left, resource, attributes) || matchesFilter(filter.right, resource, attributes);
    case 'not':
      return !matchesFilter(filter.filter, resource, attributes);
    case 'has': {
      // The bracket's filter reads the elements themselves (`type`, `value`), not their `value`.
      const { values, definition } = valuesAt(
        resource,
        { attribute: filter.path.attribute, ...(filter.path.schema ? { schema: filter.path.schema } : {}) },
        attributes,
        { wholeElements: true },
      );
      const inner = definition?.subAttributes ?? [];
      return values.some(
        (element) =>
          element !== null && typeof element === 'object' && matchesFilter(filter.filter, element as Record<string, unknown>, inner),
      );
    }
    case 'pr': {
      const { values } = valuesAt(resource, filter.path, attributes);
      return values.some((value) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0));
    }
    default: {
      const { values, definition } = valuesAt(resource, filter.path, attributes);
      return values.some((value) => compare(filter.op, value, filter.value, definition));
    }
  }
}

/** Attributes every resource has beside its schema's (RFC 7643 §3.1). */
const COMMON: AttributeDefinition[] = [
  {
    name: 'id',
    type: 'string',
    multiValued: false,
    description: '',
    required: false,
    caseExact: true,
    mutability: 'readOnly',
    returned: 'always',
    uniqueness: 'server',
  },
  {
    name: 'externalId',
    type: 'string',
    multiValued: false,
    description: '',
    required: false,
    caseExact: true,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
  },
  {
    name: 'meta',
    type: 'complex',
    multiValued: false,
    description: '',
    required: false,
    caseExact: false,
    mutability: 'readOnly',
    returned: 'default',
    uniqueness: 'none',
    subAttributes: ['created', 'lastModified'].map((name) => ({
      name,
      type: 'dateTime' as const,
      multiValued: false,
      description: '',
      required: false,
      caseExact: false,
      mutability: 'readOnly' as const,
      returned: 'default' as const,
      uniqueness: 'none' as const,
    })),
  },
];

function valuesAt(
  resource: Record<string, unknown>,
  path: AttributePath,
  attributes: readonly AttributeDefinition[],
  options: { wholeElements?: boolean } = {},
): { values: unknown[]; definition: AttributeDefinition | undefined } {
  let container: Record<string, unknown> = resource;
  let known = [...COMMON, ...attributes];
  // Only the core schemas' URNs are dropped: the enterprise extension's URN ends in ":User" too.
  if (path.schema && path.schema !== USER_SCHEMA.toLowerCase() && path.schema !== GROUP_SCHEMA.toLowerCase()) {
    // An extension's attribute: under the extension's URN.
    const key = Object.keys(resource).find((k) => k.toLowerCase() === path.schema);
    container = (key ? resource[key] : undefined) as Record<string, unknown>;
    known = (key && schemaById(key)?.attributes) || [];
    if (!container || typeof container !== 'object') return { values: [], definition: undefined };
  }
  const definition = known.length > 0 ? findAttribute(known, path.attribute) : undefined;
  const key = Object.keys(container).find((k) => k.toLowerCase() === path.attribute);
  const raw = key === undefined ? undefined : container[key];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const sub =
    path.subAttribute ?? (!options.wholeElements && definition?.multiValued && definition.type === 'complex' ? 'value' : undefined);
  if (!sub) return { values: list, definition };
  const subDefinition = definition?.subAttributes ? findAttribute(definition.subAttributes, sub) : undefined;
  const values = list.flatMap((element) => {
    if (element === null || typeof element !== 'object') return [];
    const subKey = Object.keys(element).find((k) => k.toLowerCase() === sub);
    return subKey === undefined ? [] : [(element as Record<string, unknown>)[subKey]];
  });
  return { values, definition: subDefinition };
}

function compare(op: string, actual: unknown, expected: FilterValue, definition: AttributeDefinition | undefined): boolean {
  if (op === 'eq' && expected === null) return actual === null || actual === undefined;
  if (op === 'ne' && expected === null) return actual !== null && actual !== undefined;
  if (expected === null) throw invalidFilter(`"${op}" does not compare with null`);
  if (actual === null || actual === undefined) return op === 'ne';
  if (typeof expected === 'boolean') {
    if (op !== 'eq' && op !== 'ne') throw invalidFilter(`"${op}" does not compare booleans`);
    return (actual === expected) === (op === 'eq');
  }
  if (typeof expected === 'number') {
    const number = typeof actual === 'number' ? actual : Number.NaN;
    return ordered(op, number === expected ? 0 : number < expected ? -1 : number > expected ? 1 : Number.NaN, () =>
      String(actual).includes(String(expected)),
    );
  }
  if (typeof actual !== 'string') return op === 'ne';
  if (definition?.type === 'dateTime') {
    const a = Date.parse(actual);
    const b = Date.parse(expected);
    if (Number.isNaN(b)) throw invalidFilter(`"${expected}" is not a date-time`);
    return ordered(op, a === b ? 0 : a < b ? -1 : 1, () => actual.includes(expected));
  }
  const exact = definition?.caseExact ?? false;
  const a = exact ? actual : actual.toLowerCase();
  const b = exact ? expected : expected.toLowerCase();
  switch (op) {
    case 'co':
      return a.includes(b);
    case 'sw':
      return a.startsWith(b);
    case 'ew':
      return a.endsWith(b);
    default:
      return ordered(op, a === b ? 0 : a < b ? -1 : 1, () => a.includes(b));
  }
}

/** eq ne gt ge lt le from a comparison's sign; co sw ew where they mean something. */
function ordered(op: string, sign: number, contains: () => boolean): boolean {
  switch (op) {
    case 'eq':
      return sign === 0;
    case 'ne':
      return sign !== 0;
    case 'gt':
      return sign > 0;
    case 'ge':
      return sign >= 0;
    case 'lt':
      return sign < 0;
    case 'le':
      return sign <= 0;
    case 'co':
      return contains();
    default:
      return false;
  }
}
