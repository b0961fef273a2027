import { Ajv, type Options } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsImport as unknown as typeof addFormatsImport.default;

/**
 * Two ajv instances. JSON bodies are validated as sent: `"password": 12345678` is a type error,
 * not a string, and an unknown property is an error that names it (Stripe's behaviour).
 * Path and query values arrive as strings, so they are coerced to the declared types.
 */
function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: false, strict: true, useDefaults: true, removeAdditional: false, ...options });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv({ coerceTypes: false });
const stringPartsAjv = makeAjv({ coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : stringPartsAjv).compile(schema as object);
