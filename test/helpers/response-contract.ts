import { Ajv } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { expect } from 'vitest';
import { loadSpec } from '../../server/http/operations.ts';

const addFormats = addFormatsImport as unknown as typeof addFormatsImport.default;
const spec = loadSpec();
// strict off: OpenAPI keywords such as `examples` and `writeOnly` sit inside the schemas.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec.document, 'openapi');

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Asserts that `data` is valid against `#/components/schemas/<name>` of openapi.yaml. */
export function expectSchema(name: string, data: unknown): void {
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`)!;
  expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
}

/**
 * Every JSON answer a test receives must match what openapi.yaml promises for that operation
 * and status: success bodies and failure envelopes alike. Returns a problem, or null.
 */
export function responseContractViolation(
  operationId: string,
  status: number,
  contentType: string | undefined,
  body: unknown,
): string | null {
  const op = spec.operations.get(operationId);
  if (!op || !contentType?.startsWith('application/json') || body === undefined) return null;
  const responses = spec.document.paths[op.path][op.method.toLowerCase()].responses;
  if (!responses[String(status)]) {
    // 500 is the only undeclared status allowed: an unhandled fault, which tests assert themselves.
    return status === 500 ? null : `${operationId} answered ${status}, which openapi.yaml does not declare`;
  }
  const schemaRef = `openapi#/${pointer('paths', op.path, op.method.toLowerCase(), 'responses', String(status))}`;
  const response = responses[String(status)].$ref
    ? ajv.getSchema(`openapi${responses[String(status)].$ref}/content/application~1json/schema`)
    : ajv.getSchema(`${schemaRef}/content/application~1json/schema`);
  if (!response) return null;
  return response(body) ? null : `${operationId} ${status} does not match openapi.yaml: ${JSON.stringify(response.errors)}`;
}
