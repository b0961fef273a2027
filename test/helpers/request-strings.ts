/**
 * Every string a client can send (path and query parameters, JSON bodies), found by walking
 * openapi.yaml. PostgreSQL refuses U+0000 in text, so each such string must be bounded by the
 * schema itself: an allow-list pattern, an enum or const, or a format whose grammar has no NUL.
 */
const NUL_FREE_FORMATS = new Set(['email', 'uri', 'date-time']);

export interface RequestString {
  /** JSON pointer of the schema in openapi.yaml (a component's own pointer when referenced). */
  pointer: string;
  schema: Record<string, any>;
}

export function requestStrings(document: Record<string, any>): RequestString[] {
  const found = new Map<string, RequestString>();
  const seen = new Set<string>();
  const resolve = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .reduce((node: any, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);

  const walk = (schema: any, pointer: string): void => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return;
      seen.add(schema.$ref);
      walk(resolve(schema.$ref), schema.$ref.slice(1));
      return;
    }
    const types = [schema.type].flat();
    if (types.includes('string')) found.set(pointer, { pointer, schema });
    for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${pointer}/properties/${name}`);
    if (schema.items) walk(schema.items, `${pointer}/items`);
    if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${pointer}/additionalProperties`);
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
      for (const [i, branch] of (schema[keyword] ?? []).entries()) walk(branch, `${pointer}/${keyword}/${i}`);
    }
  };

  for (const [path, item] of Object.entries<Record<string, any>>(document.paths ?? {})) {
    const escaped = path.replaceAll('~', '~0').replaceAll('/', '~1');
    for (const [method, operation] of Object.entries<any>(item)) {
      if (!['get', 'put', 'post', 'patch', 'delete'].includes(method)) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      parameters.forEach((parameter: any, i: number) => {
        if (parameter.$ref) {
          const target = resolve(parameter.$ref);
          walk(target.schema, `${parameter.$ref.slice(1)}/schema`);
        } else walk(parameter.schema, `/paths/${escaped}/${method}/parameters/${i}/schema`);
      });
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) walk(body, `/paths/${escaped}/${method}/requestBody/content/application~1json/schema`);
    }
  }
  return [...found.values()];
}

/** True when the schema alone keeps U+0000 out. */
export function refusesNul(schema: Record<string, any>): boolean {
  if (schema.enum || schema.const !== undefined) return true;
  if (NUL_FREE_FORMATS.has(schema.format)) return true;
  if (typeof schema.pattern !== 'string') return false;
  const pattern = new RegExp(schema.pattern, 'u');
  // Anchored allow-lists: a NUL anywhere fails them even where the rest would match.
  return (
    schema.pattern.startsWith('^') &&
    schema.pattern.endsWith('$') &&
    !pattern.test('\u0000') &&
    !pattern.test('a\u0000') &&
    !pattern.test('\u0000a')
  );
}
