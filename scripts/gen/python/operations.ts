// What each operation of the document becomes in Python: a method name, its parameters in
// call order (path, body, query) with their types, and how its answer is returned.
import { isHttpMethod, type OpenApiDocument, type Operation, outsideTheSdk, type Parameter, type PathItem } from '../openapi.ts';
import { deref } from '../refs.ts';
import type { Models } from './models.ts';
import { pascalCase, pythonIdentifier, RESERVED_METHODS, snakeCase } from './names.ts';
import { isSchemaObject, isTyped, type SchemaSlot } from './schema-shape.ts';
import { NONE, type PyType, STR, union } from './types.ts';

export interface PathParam {
  /** As in the path template and the document. */
  name: string;
  python: string;
  type: PyType;
}

export interface QueryParam extends PathParam {
  required: boolean;
}

export interface BodyParam {
  python: string;
  required: boolean;
  type: PyType;
}

/**
 * How a call returns: 'envelope' (the `data` of `{ok:true,data}`), 'json' (a raw JSON
 * body), 'text' (a raw text body; also offered as lines) or 'none' (no content).
 */
export interface ResponseShape {
  mode: 'envelope' | 'json' | 'text' | 'none';
  type: PyType;
}

export interface PythonOperation {
  id: string;
  methodName: string;
  httpMethod: string;
  path: string;
  summary: string | undefined;
  description: string | undefined;
  deprecated: boolean;
  pathParams: PathParam[];
  body: BodyParam | undefined;
  queryParams: QueryParam[];
  response: ResponseShape;
}

/** Every operation in document order; refuses two that would share a method name. */
export function collectOperations(document: OpenApiDocument, models: Models): PythonOperation[] {
  const operations: PythonOperation[] = [];
  const methodNames = new Map<string, string>();
  const claimMethod = (name: string, operationId: string) => {
    if (RESERVED_METHODS.has(name)) throw new Error(`operationId ${operationId} would shadow the client's own ${name}()`);
    const holder = methodNames.get(name);
    if (holder !== undefined) throw new Error(`operationIds ${holder} and ${operationId} both become ${name}()`);
    methodNames.set(name, operationId);
  };
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item: PathItem = deref(document, rawItem) ?? {};
    for (const method of Object.keys(item)) {
      if (!isHttpMethod(method)) continue;
      const op = item[method];
      // A route only a browser visits (the IdP's callback) is no SDK method.
      if (outsideTheSdk(op)) continue;
      if (typeof op?.operationId !== 'string' || op.operationId === '')
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const operation = describeOperation(document, models, path, method, item, op, op.operationId);
      claimMethod(operation.methodName, operation.id);
      if (operation.response.mode === 'text') claimMethod(`${operation.methodName}_lines`, operation.id);
      operations.push(operation);
    }
  }
  return operations;
}

function describeOperation(
  document: OpenApiDocument,
  models: Models,
  path: string,
  method: string,
  item: PathItem,
  op: Operation,
  id: string,
): PythonOperation {
  const pascal = pascalCase(id);
  // Parameters: the path item's, overridden by the operation's (same name and location).
  const parameters = new Map<string, Parameter>();
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const parameter = deref(document, raw);
    parameters.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  // Python names in signature order, each unique within the method.
  const taken = new Set(['self']);
  const claimPython = (name: string) => {
    const python = pythonIdentifier(name, taken);
    taken.add(python);
    return python;
  };
  const pathParams: PathParam[] = [];
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (name === undefined || pathParams.some((p) => p.name === name)) continue;
    const declared = parameters.get(`path:${name}`);
    // An undeclared path parameter is still a string.
    const schema: SchemaSlot = declared ? declared.schema : { type: 'string' };
    pathParams.push({ name, python: claimPython(name), type: models.typeOf(schema, `${pascal}${pascalCase(name)}`) });
  }
  let body: BodyParam | undefined;
  if (op.requestBody) {
    const requestBody = deref(document, op.requestBody);
    const content = requestBody.content ?? {};
    const mediaType = Object.keys(content).find(isJsonMediaType);
    if (!mediaType) throw new Error(`${id}: only JSON request bodies are supported, got ${Object.keys(content).join(', ')}`);
    const python = claimPython('body');
    body = { python, required: requestBody.required === true, type: models.typeOf(content[mediaType]?.schema, `${pascal}Request`) };
  }
  const queryParams: QueryParam[] = [];
  for (const parameter of parameters.values()) {
    if (parameter.in !== 'query') continue;
    queryParams.push({
      name: parameter.name,
      python: claimPython(parameter.name),
      required: parameter.required === true,
      type: models.typeOf(parameter.schema, `${pascal}${pascalCase(parameter.name)}`),
    });
  }
  return {
    id,
    methodName: snakeCase(id),
    httpMethod: method.toUpperCase(),
    path,
    summary: op.summary,
    description: op.description,
    deprecated: op.deprecated === true,
    pathParams,
    body,
    queryParams,
    response: describeResponse(document, models, op, pascal),
  };
}

function isJsonMediaType(mediaType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test((mediaType.split(';')[0] ?? '').trim());
}

/**
 * The answer of the 2xx responses, read from the first one listed (in code order); when more
 * than one answers JSON envelopes (addMember: 201 a member, 202 an invitation), the type is the
 * union of their `data`.
 */
function describeResponse(document: OpenApiDocument, models: Models, op: Operation, pascal: string): ResponseShape {
  const responses = op.responses ?? {};
  const codes = Object.keys(responses)
    .filter((status) => /^2(\d\d|XX)$/i.test(status))
    .sort();
  const [code] = codes;
  if (code === undefined) return { mode: 'none', type: NONE };
  const content = deref(document, responses[code])?.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) return { mode: 'none', type: NONE };
  const json = mediaTypes.find(isJsonMediaType);
  if (!json) return { mode: 'text', type: STR };
  const schema = content[json]?.schema;
  if (op['x-gatekeep-raw'] === true) return { mode: 'json', type: models.typeOf(schema, `${pascal}Response`) };
  const dataTypes = codes.map((status) => {
    const body = deref(document, responses[status])?.content?.[json]?.schema;
    return models.typeOf(envelopeData(document, body), `${pascal}Response`);
  });
  return { mode: 'envelope', type: dataTypes.length === 1 ? dataTypes[0]! : union(dataTypes) };
}

/** The schema of `data` in a success-envelope schema: the last typed `properties.data` met. */
function envelopeData(document: OpenApiDocument, schema: SchemaSlot): SchemaSlot {
  const candidates: SchemaSlot[] = [];
  const visit = (node: SchemaSlot, depth: number) => {
    const resolved = deref(document, node);
    if (!isSchemaObject(resolved) || depth > 16) return;
    if (resolved.properties && 'data' in resolved.properties) candidates.push(resolved.properties.data);
    for (const part of resolved.allOf ?? []) visit(part, depth + 1);
  };
  visit(schema, 0);
  return candidates.filter(isTyped).at(-1) ?? candidates.at(-1);
}
