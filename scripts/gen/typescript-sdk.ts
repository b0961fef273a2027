// Renders sdk-ts/src/generated/operations.ts: the operation table and one typed method per
// operationId of openapi.yaml (path parameters in path order, then the body, then the query).
import { type OpenApiDocument, type Operation, outsideTheSdk, type PathItem } from './openapi.ts';
import { deref } from './refs.ts';

const HEADER = '// generated from openapi.yaml by `npm run gen`, do not edit\n';
/** The methods the SDK's transport speaks, in the order an item's operations are listed. */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface TypescriptOperation {
  operationId: string;
  summary: string;
  method: string;
  path: string;
  pathParams: string[];
  hasBody: boolean;
  bodyRequired: boolean;
  hasQuery: boolean;
  queryRequired: boolean;
  /** Answers without the `{ ok, data }` envelope. */
  raw: boolean;
  /** Resolves to the body as text. */
  text: boolean;
}

function successContent(document: OpenApiDocument, op: Operation): Record<string, unknown> {
  const status = Object.keys(op.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  const response = status === undefined ? undefined : op.responses?.[status];
  return deref(document, response)?.content ?? {};
}

/** Every operation with what a client needs to call it, in file order. */
export function describeOperations(document: OpenApiDocument): TypescriptOperation[] {
  const operations: TypescriptOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item: PathItem = deref(document, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      // A route only a browser visits (the IdP's callback) is no SDK method.
      if (!op || outsideTheSdk(op)) continue;
      const operationId = op.operationId;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(document, p));
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      for (const name of pathParams) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name))
          throw new Error(`${operationId}: path parameter ${name} is not declared`);
      }
      const query = parameters.filter((p) => p.in === 'query');
      const raw = op['x-gatekeep-raw'] === true;
      operations.push({
        operationId,
        summary: op.summary ?? '',
        method: method.toUpperCase(),
        path,
        pathParams,
        hasBody: Boolean(op.requestBody),
        bodyRequired: Boolean(deref(document, op.requestBody)?.required),
        hasQuery: query.length > 0,
        queryRequired: query.some((p) => p.required),
        raw,
        // Raw routes whose success body is not JSON (NDJSON, CSV) resolve to text.
        text: raw && !Object.keys(successContent(document, op)).includes('application/json'),
      });
    }
  }
  return operations;
}

function renderMethod(op: TypescriptOperation): string {
  const args = op.pathParams.map((p) => `${p}: string`);
  if (op.hasBody) args.push(`body${op.bodyRequired ? '' : '?'}: Body<'${op.operationId}'>`);
  if (op.hasQuery) args.push(`query${op.queryRequired ? '' : '?'}: Query<'${op.operationId}'>`);
  args.push('options?: RequestOptions');
  const pathObject = `{ ${op.pathParams.join(', ')} }`;
  const call = `this.invoke('${op.operationId}', ${op.pathParams.length ? pathObject : '{}'}, ${op.hasBody ? 'body' : 'undefined'}, ${op.hasQuery ? 'query' : 'undefined'}, options)`;
  const doc = op.summary ? `  /** ${op.summary.replace(/\*\//g, '*\\/')} */\n` : '';
  const method = `${doc}  ${op.operationId}(${args.join(', ')}): Promise<Data<'${op.operationId}'>> {\n    return ${call};\n  }`;
  if (!op.text) return method;
  // Text bodies (exports) may be large: a second method reads them line by line as they arrive.
  const lines = `  /** The body of \`${op.operationId}\` line by line, read as it arrives (\`for await\`). */\n  ${op.operationId}Lines(${args.join(', ')}): AsyncGenerator<string> {\n    return ${call.replace('this.invoke(', 'this.invokeLines(')};\n  }`;
  return `${method}\n\n${lines}`;
}

/** operationIds the SDK leaves out (outsideTheSdk): browser routes and the mounted provider's. */
function browserOperationIds(document: OpenApiDocument): string[] {
  const ids: string[] = [];
  for (const rawItem of Object.values(document.paths ?? {})) {
    const item: PathItem = deref(document, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (outsideTheSdk(op) && op?.operationId) ids.push(op.operationId);
    }
  }
  return ids;
}

export function renderTypescriptOperations(document: OpenApiDocument): string {
  const operations = describeOperations(document);
  const table = operations
    .map(
      (op) =>
        `  ${op.operationId}: { method: '${op.method}', path: '${op.path}', pathParams: [${op.pathParams.map((p) => `'${p}'`).join(', ')}], raw: ${op.raw}, text: ${op.text} },`,
    )
    .join('\n');

  const browserOnly = browserOperationIds(document);
  const sdkOperationId = browserOnly.length ? `Exclude<OperationId, ${browserOnly.map((id) => `'${id}'`).join(' | ')}>` : 'OperationId';

  return `${HEADER}import type { Body, Data, OperationId, Query, RequestOptions } from '../types.js';

/** The operations an SDK calls: all but the routes only a browser visits (an IdP's callback). */
export type SdkOperationId = ${sdkOperationId};

/** How to call each operation: what the transport needs beyond the types. */
export const OPERATIONS = {
${table}
} as const satisfies Record<SdkOperationId, { method: string; path: string; pathParams: readonly string[]; raw: boolean; text: boolean }>;

/** One method per operationId; the transport behind \`invoke\` is hand-written in client.ts. */
export abstract class GatekeepOperations {
  protected abstract invoke(operationId: SdkOperationId, pathParams: Record<string, string>, body: unknown, query: unknown, options?: RequestOptions): Promise<never>;
  protected abstract invokeLines(operationId: SdkOperationId, pathParams: Record<string, string>, body: unknown, query: unknown, options?: RequestOptions): AsyncGenerator<string>;

${operations.map(renderMethod).join('\n\n')}
}
`;
}
