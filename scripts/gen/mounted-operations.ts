import { isHttpMethod, type OpenApiDocument } from './openapi.ts';

/**
 * The operationIds a mounted library serves (`x-gatekeep-mounted`): the server's handler table
 * leaves them out, so that a missing handler of ours stays a type error and a handler for a
 * mounted route cannot be written by mistake.
 */
export function renderMountedOperations(document: OpenApiDocument, header: string): string {
  const ids: string[] = [];
  for (const item of Object.values(document.paths ?? {})) {
    if ('$ref' in item) continue;
    for (const method of Object.keys(item).filter(isHttpMethod)) {
      const op = item[method];
      if (typeof op?.['x-gatekeep-mounted'] === 'string' && op.operationId) ids.push(op.operationId);
    }
  }
  const union = ids.length ? ids.map((id) => `'${id}'`).join(' | ') : 'never';
  return `${header}
/** Operations served by a mounted library (x-gatekeep-mounted), not by a handler. */
export type MountedOperationId = ${union};
`;
}
