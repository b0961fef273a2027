// Local `$ref` resolution over the parsed document: both generators walk it with its
// references in place, following each one where they need what it points at.
import type { OpenApiDocument, Reference } from './openapi.ts';

const COMPONENT_SCHEMA_PREFIX = '#/components/schemas/';

/** One JSON Pointer token, URI-decoded first since a `$ref` is a URI fragment (RFC 6901 §6). */
function pointerToken(raw: string): string {
  return decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The node a local `$ref` (any JSON Pointer into the document) points at. */
export function resolveRef(document: OpenApiDocument, ref: unknown): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const part = pointerToken(raw);
    if (node === null || typeof node !== 'object' || !(part in node)) throw new Error(`unresolvable $ref ${ref}`);
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function hasRef(node: unknown): node is Reference {
  return node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}

/**
 * `node` with its chain of `$ref`s followed. The result is typed as the node the reference
 * stood for: the document is trusted to point each reference at a node of that kind.
 */
export function deref<T>(document: OpenApiDocument, node: T): Exclude<T, Reference> {
  const seen = new Set<string>();
  let current: unknown = node;
  while (hasRef(current)) {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    current = resolveRef(document, current.$ref);
  }
  return current as Exclude<T, Reference>;
}

/** The components/schemas key a `$ref` names directly, or undefined for any other target. */
export function componentSchemaKey(ref: string): string | undefined {
  if (!ref.startsWith(COMPONENT_SCHEMA_PREFIX)) return undefined;
  const key = pointerToken(ref.slice(COMPONENT_SCHEMA_PREFIX.length));
  return key.includes('/') ? undefined : key;
}
