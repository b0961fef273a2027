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
  // allowUnionTypes: `limit` is `[integer, string]`, since the server accepts any value for it.
  const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true, useDefaults: true, removeAdditional: false, ...options });
  addFormats(ajv);
  return ajv;
}

// `discriminator`: a oneOf keyed by `type` reports the errors of the branch that `type` names.
const bodyAjv = makeAjv({ coerceTypes: false, discriminator: true });
const stringPartsAjv = makeAjv({ coerceTypes: 'array' });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fastify hands over schemas of every route part
export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : stringPartsAjv).compile(withoutDiscriminatorMappings(schema));

/**
 * ajv refuses `discriminator.mapping`, which openapi.yaml spells out for code generators; each
 * oneOf branch's own `type` enum carries the same tag, and that is what ajv reads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a structural copy of any JSON schema
function withoutDiscriminatorMappings(schema: unknown): any {
  if (Array.isArray(schema)) return schema.map(withoutDiscriminatorMappings);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === 'discriminator' && value && typeof value === 'object'
        ? [key, { propertyName: (value as { propertyName: string }).propertyName }]
        : [key, withoutDiscriminatorMappings(value)],
    ),
  );
}
