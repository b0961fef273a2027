import { type AttributePath, parseAttributePath } from './filter.ts';
import { CORE_SCHEMA, extensionsOf, type Resource, type ResourceKind, schemasOf } from './resource.ts';

/** A stored User or Group, as the service answers it (RFC 7643 §3.1: schemas, id, meta). */
export interface StoredResource {
  kind: ResourceKind;
  id: string;
  resource: Resource;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** A User's groups, as the Groups say (read-only). */
  groups?: { value: string; display: string }[];
}

export const ENDPOINT: Record<ResourceKind, string> = { User: 'Users', Group: 'Groups' };

/** The weak ETag of a version: `meta.version` and the ETag header (RFC 7644 §3.14). */
export const etagOf = (version: number) => `W/"${version}"`;

export const locationOf = (baseUrl: string, kind: ResourceKind, id: string) => `${baseUrl}/${ENDPOINT[kind]}/${encodeURIComponent(id)}`;

export function resourceView(baseUrl: string, stored: StoredResource): Resource {
  const groups = stored.groups?.map((group) => ({
    value: group.value,
    $ref: locationOf(baseUrl, 'Group', group.value),
    display: group.display,
    type: 'direct',
  }));
  return {
    schemas: schemasOf(stored.kind, stored.resource),
    id: stored.id,
    ...stored.resource,
    ...(groups && groups.length > 0 ? { groups } : {}),
    meta: {
      resourceType: stored.kind,
      created: stored.createdAt.toISOString(),
      lastModified: stored.updatedAt.toISOString(),
      location: locationOf(baseUrl, stored.kind, stored.id),
      version: etagOf(stored.version),
    },
  };
}

/** `attributes=a,b` / `excludedAttributes=c` (RFC 7644 §3.4.2.5), as a query string or a search body sends them. */
export function attributeList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : String(value).split(',');
  const names = items.map((item) => String(item).trim()).filter((item) => item.length > 0);
  return names.length > 0 ? names : undefined;
}

/**
 * The view cut down to what the client asked for: with `attributes`, those (and `schemas` and
 * `id`, which are always returned); with `excludedAttributes`, all but those.
 */
export function project(kind: ResourceKind, view: Resource, attributes?: string[], excluded?: string[]): Resource {
  if (attributes) {
    const kept: Resource = { schemas: view['schemas'], id: view['id'] };
    for (const path of paths(attributes)) copyPath(kind, view, kept, path);
    return kept;
  }
  if (excluded) {
    const kept = structuredClone(view);
    for (const path of paths(excluded)) removePath(kind, kept, path);
    return kept;
  }
  return view;
}

/** A name that is no attribute path names no attribute this service has: nothing to keep or drop. */
function paths(names: string[]): AttributePath[] {
  return names.flatMap((name) => {
    try {
      return [parseAttributePath(name)];
    } catch {
      return [];
    }
  });
}

/** Where an attribute path lives in a view: the top level, or an extension's object. */
function locate(kind: ResourceKind, view: Resource, path: AttributePath): { key: string; container: string | undefined } | undefined {
  const extension =
    path.schema && path.schema !== CORE_SCHEMA[kind].toLowerCase()
      ? extensionsOf(kind).find((id) => id.toLowerCase() === path.schema)
      : undefined;
  if (path.schema && path.schema !== CORE_SCHEMA[kind].toLowerCase() && !extension) return undefined;
  const holder = extension ? (view[extension] as Resource | undefined) : view;
  const key = holder && Object.keys(holder).find((candidate) => candidate.toLowerCase() === path.attribute);
  // A bare extension URN (`urn:…:enterprise:2.0:User`) parses as the URN's last segment under its prefix.
  if (!key) {
    const whole = extensionsOf(kind).find((id) => id.toLowerCase() === `${path.schema}:${path.attribute}`);
    return whole && whole in view ? { key: whole, container: undefined } : undefined;
  }
  return { key, container: extension };
}

function copyPath(kind: ResourceKind, view: Resource, into: Resource, path: AttributePath): void {
  const found = locate(kind, view, path);
  if (!found || found.key === 'schemas' || found.key === 'id') return;
  const source = found.container ? (view[found.container] as Resource) : view;
  const target = found.container ? ((into[found.container] ??= {}) as Resource) : into;
  const value = source[found.key];
  if (!path.subAttribute || value === null || typeof value !== 'object') {
    target[found.key] = value;
    return;
  }
  const subOf = (item: unknown): Resource => {
    if (item === null || typeof item !== 'object') return {};
    const sub = Object.keys(item).find((k) => k.toLowerCase() === path.subAttribute);
    return sub ? { [sub]: (item as Resource)[sub] } : {};
  };
  if (Array.isArray(value)) {
    const earlier = Array.isArray(target[found.key]) ? (target[found.key] as Resource[]) : [];
    target[found.key] = value.map((item, index) => ({ ...(earlier[index] ?? {}), ...subOf(item) }));
  } else {
    target[found.key] = { ...((target[found.key] as Resource | undefined) ?? {}), ...subOf(value) };
  }
}

function removePath(kind: ResourceKind, view: Resource, path: AttributePath): void {
  const found = locate(kind, view, path);
  if (!found || found.key === 'schemas' || found.key === 'id') return;
  const holder = found.container ? (view[found.container] as Resource) : view;
  if (!path.subAttribute) {
    delete holder[found.key];
    return;
  }
  const value = holder[found.key];
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item === null || typeof item !== 'object') continue;
    const sub = Object.keys(item).find((k) => k.toLowerCase() === path.subAttribute);
    if (sub) delete (item as Resource)[sub];
  }
}
