// Renders sdk-ts/src/generated/operations.ts: the operation table and one typed method per
// operationId of openapi.yaml (path parameters in path order, then the body, then the query).
const HEADER = '// generated from openapi.yaml by `npm run gen`, do not edit\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolve(document, node) {
  if (!node?.$ref) return node;
  return node.$ref.replace(/^#\//, '').split('/').reduce((at, key) => at[key], document);
}

function successContent(document, op) {
  const status = Object.keys(op.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  return resolve(document, op.responses?.[status])?.content ?? {};
}

/** Every operation with what a client needs to call it, in file order. */
export function describeOperations(document) {
  const operations = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve(document, p));
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of pathParams) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name)) throw new Error(`${op.operationId}: path parameter ${name} is not declared`);
      }
      const query = parameters.filter((p) => p.in === 'query');
      operations.push({
        operationId: op.operationId,
        summary: op.summary ?? '',
        method: method.toUpperCase(),
        path,
        pathParams,
        hasBody: Boolean(op.requestBody),
        bodyRequired: Boolean(resolve(document, op.requestBody)?.required),
        hasQuery: query.length > 0,
        queryRequired: query.some((p) => p.required),
        raw: op['x-gatekeep-raw'] === true,
        // Raw routes whose success body is not JSON (NDJSON, CSV) resolve to text.
        text: op['x-gatekeep-raw'] === true && !Object.keys(successContent(document, op)).includes('application/json'),
      });
    }
  }
  return operations;
}

export function renderTypescriptOperations(document) {
  const operations = describeOperations(document);
  const table = operations
    .map((op) => `  ${op.operationId}: { method: '${op.method}', path: '${op.path}', pathParams: [${op.pathParams.map((p) => `'${p}'`).join(', ')}], raw: ${op.raw}, text: ${op.text} },`)
    .join('\n');

  const methods = operations.map((op) => {
    const args = op.pathParams.map((p) => `${p}: string`);
    if (op.hasBody) args.push(`body${op.bodyRequired ? '' : '?'}: Body<'${op.operationId}'>`);
    if (op.hasQuery) args.push(`query${op.queryRequired ? '' : '?'}: Query<'${op.operationId}'>`);
    args.push('options?: RequestOptions');
    const pathObject = `{ ${op.pathParams.map((p) => `${p}`).join(', ')} }`;
    const call = `this.invoke('${op.operationId}', ${op.pathParams.length ? pathObject : '{}'}, ${op.hasBody ? 'body' : 'undefined'}, ${op.hasQuery ? 'query' : 'undefined'}, options)`;
    const doc = op.summary ? `  /** ${op.summary.replace(/\*\//g, '*\\/')} */\n` : '';
    return `${doc}  ${op.operationId}(${args.join(', ')}): Promise<Data<'${op.operationId}'>> {\n    return ${call};\n  }`;
  });

  return `${HEADER}import type { Body, Data, OperationId, Query, RequestOptions } from '../types.js';

/** How to call each operation: what the transport needs beyond the types. */
export const OPERATIONS = {
${table}
} as const satisfies Record<OperationId, { method: string; path: string; pathParams: readonly string[]; raw: boolean; text: boolean }>;

/** One method per operationId; the transport behind \`invoke\` is hand-written in client.ts. */
export abstract class GatekeepOperations {
  protected abstract invoke(operationId: OperationId, pathParams: Record<string, string>, body: unknown, query: unknown, options?: RequestOptions): Promise<never>;

${methods.join('\n\n')}
}
`;
}
