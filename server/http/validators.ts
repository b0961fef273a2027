import { Ajv, type Options, type ValidateFunction } from 'ajv';
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

/**
 * Validators by route part and schema text. One app compiles each of its few hundred schemas
 * once anyway; a process that builds many apps (the tests build one or more per file) would
 * otherwise compile them all again for each, about half a second apiece. A validator keeps no
 * state between calls but `errors`, which each synchronous call sets and fastify reads at once.
 */
const compiled = new Map<string, ValidateFunction>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fastify hands over schemas of every route part
export const validatorCompiler: FastifySchemaCompiler<any> = ({ schema, httpPart }) => {
  const part = httpPart === 'body' ? 'body' : 'string parts';
  const key = `${part}\n${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate =
      part === 'body'
        ? refusingLoneSurrogates(bodyAjv.compile(withoutDiscriminatorMappings(schema)))
        : stringPartsAjv.compile(withoutDiscriminatorMappings(schema));
    compiled.set(key, validate);
  }
  return validate;
};

/**
 * JSON can spell half of a UTF-16 surrogate pair (`"\ud800"`), which UTF-8 cannot carry: the
 * database would keep U+FFFD instead, and a 201 would show a name other than the one sent. URLs
 * cannot carry one (percent-decoding never yields one), so only bodies are checked, once they
 * have passed their schema.
 */
function refusingLoneSurrogates(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    if (!validate(data, context)) {
      check.errors = validate.errors;
      return false;
    }
    const instancePath = pathOfLoneSurrogate(data);
    check.errors =
      instancePath === undefined
        ? null
        : [{ keyword: 'wellFormed', instancePath, schemaPath: '#', params: {}, message: 'must not contain a lone UTF-16 surrogate' }];
    return instancePath === undefined;
  }) as ValidateFunction;
  // fastify hands ajv's functions their parent (for defaults and coercion at the root): keep that.
  check.schemaEnv = validate.schemaEnv;
  check.schema = validate.schema;
  return check;
}

/** A code point of category Cs is a surrogate without its other half. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The JSON pointer of a string (value or key) holding a lone surrogate; a loop, not recursion, as bodies can nest deep. */
function pathOfLoneSurrogate(root: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        if (LONE_SURROGATE.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

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
