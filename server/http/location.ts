import type { LoadedSpec, OperationInfo } from './operations.ts';

/** Builds a 201's `Location` from the request's path parameters and the answer's `data`. */
export type LocationBuilder = (pathParams: Record<string, string>, data: unknown) => string;

/**
 * openapi.yaml declares where a created resource lives once, as the 201 response's `links`;
 * `Location` is the path of the first link with its runtime expressions evaluated, so the
 * header and the links can never disagree.
 */
export function locationBuilderFor(spec: LoadedSpec, operation: OperationInfo): LocationBuilder | undefined {
  const response = spec.document.paths[operation.path][operation.method.toLowerCase()].responses[String(operation.successStatus)];
  // A redirect's Location is where the handler sends the browser, not a created resource; a
  // raw answer (SCIM's, whose Location is the absolute meta.location) sets its own.
  if (!response?.headers?.Location || operation.successStatus >= 300 || operation.raw) return undefined;
  const [first] = Object.values<{ operationId: string; parameters?: Record<string, string> }>(response.links ?? {});
  const target = first && spec.operations.get(first.operationId);
  if (!target) throw new Error(`${operation.operationId}: a Location header needs a link to an operation of this spec`);
  const parameters = first.parameters ?? {};
  return (pathParams, data) =>
    target.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const expression = parameters[name];
      if (expression === undefined) throw new Error(`${operation.operationId}: link ${first.operationId} does not give ${name}`);
      return encodeURIComponent(evaluate(expression, pathParams, { ok: true, data }));
    });
}

/** The two runtime expressions links use here: `$request.path.<name>` and `$response.body#<pointer>`. */
function evaluate(expression: string, pathParams: Record<string, string>, body: unknown): string {
  if (expression.startsWith('$request.path.')) return String(pathParams[expression.slice('$request.path.'.length)]);
  if (expression.startsWith('$response.body#/')) {
    const value = expression
      .slice('$response.body#/'.length)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        body,
      );
    return String(value);
  }
  throw new Error(`unsupported runtime expression ${expression}`);
}
