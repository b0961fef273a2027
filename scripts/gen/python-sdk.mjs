// Renders the generated half of the Python SDK (sdk-python/src/gatekeep) from openapi.yaml:
//   models.py       a TypedDict (or type alias) per components/schemas entry, plus a named
//                   TypedDict for each inline object an operation or schema needs;
//   _operations.py  one method per operationId on SyncOperations and AsyncOperations, the
//                   generated bases of the hand-written Client and AsyncClient (_client.py),
//                   over the hand-written transport in _core.py.
// The document comes in parsed with its $refs unresolved; local refs are resolved here.
// Output depends only on the document, in the document's own order, so it is deterministic.

export const PYTHON_HEADER = '# generated from openapi.yaml by `npm run gen`, do not edit\n';
const PACKAGE_DIR = 'sdk-python/src/gatekeep';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const MAX_LINE = 99;

const PYTHON_KEYWORDS = new Set(
  ('False None True and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield').split(' '),
);
/** Names models.py imports or Python provides, which a schema may not shadow. */
const RESERVED_TYPE_NAMES = new Set([
  'Any', 'Literal', 'NotRequired', 'TypeAlias', 'TypedDict', 'final', 'list', 'dict', 'str', 'int', 'float',
  'bool', 'bytes', 'object', 'type', 'None',
]);
/** Methods of the hand-written clients; an operation may not take one of these names. */
const RESERVED_METHODS = new Set(['request', 'paginate', 'set_token', 'close']);

/**
 * @param {any} document the parsed openapi.yaml
 * @returns {Promise<Array<{ file: string, text: string }>>}
 */
export async function renderPythonSdk(document) {
  const models = new Models(document);
  models.defineComponents();
  const operations = collectOperations(document, models);
  return [
    { file: `${PACKAGE_DIR}/models.py`, text: renderModels(models, document) },
    { file: `${PACKAGE_DIR}/_operations.py`, text: renderOperations(operations) },
  ];
}

// ---------------------------------------------------------------------------------------------
// Names

/** `verifyMfaChallenge` → `verify_mfa_challenge`, `getHTTPStatus` → `get_http_status`. */
export function snakeCase(name) {
  return String(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();
}

/** `nextCursor` → `NextCursor`, `api-keys` → `ApiKeys`. */
function pascalCase(name) {
  return String(name)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

function isIdentifier(name) {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !PYTHON_KEYWORDS.has(name);
}

/** A Python identifier for `name`, with `_` appended while it is a keyword or already taken. */
function pythonIdentifier(name, taken = new Set()) {
  let id = snakeCase(name) || 'value';
  if (/^[0-9]/.test(id)) id = `_${id}`;
  while (PYTHON_KEYWORDS.has(id) || taken.has(id)) id += '_';
  return id;
}

// ---------------------------------------------------------------------------------------------
// Python source helpers

/** A Python string literal (JSON's escapes are all valid Python escapes). */
function pyString(value) {
  return JSON.stringify(String(value));
}

function pyLiteralValue(value) {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : pyString(value);
  if (typeof value === 'string') return pyString(value);
  throw new Error(`cannot express ${JSON.stringify(value)} as a Python Literal`);
}

/** A docstring at `indent`, from the non-empty paragraphs given. */
function docstring(paragraphs, indent) {
  const text = paragraphs
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.replace(/\s+$/, ''))
    .join('\n\n')
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '\\"\\"\\"');
  if (text === '') return [];
  const safe = text.endsWith('"') ? `${text.slice(0, -1)}\\"` : text;
  const lines = safe.split('\n').map((line) => line.replace(/\s+$/, ''));
  if (lines.length === 1) return [`${indent}"""${lines[0]}"""`];
  return [`${indent}"""${lines[0]}`, ...lines.slice(1).map((line) => (line ? `${indent}${line}` : '')), `${indent}"""`];
}

/** `#` comment lines for a description. */
function comment(text, indent) {
  if (typeof text !== 'string' || text.trim() === '') return [];
  return text
    .trim()
    .split('\n')
    .map((line) => `${indent}# ${line}`.replace(/\s+$/, ''));
}

/** `fn(a, b)` on one line when it fits at `indent`, else one argument per line. */
function callExpression(fn, args, indent) {
  const oneLine = `${fn}(${args.join(', ')})`;
  if (indent.length + oneLine.length <= MAX_LINE || args.length === 0) return oneLine;
  return `${fn}(\n${args.map((arg) => `${indent}    ${arg},`).join('\n')}\n${indent})`;
}

// ---------------------------------------------------------------------------------------------
// Schemas → Python types
//
// A type is a small tree: { kind: 'name', name } (a models.py definition), { kind: 'builtin',
// text }, { kind: 'literal', values }, { kind: 'list', item }, { kind: 'dict', value },
// { kind: 'union', members }.

const ANY = { kind: 'builtin', text: 'Any' };
const NONE = { kind: 'builtin', text: 'None' };
const PRIMITIVES = { string: 'str', integer: 'int', number: 'float', boolean: 'bool' };

function union(members) {
  const flat = [];
  for (const member of members) {
    if (member.kind === 'union') flat.push(...member.members);
    else flat.push(member);
  }
  if (flat.some((m) => m.kind === 'builtin' && m.text === 'Any')) return ANY;
  // One Literal[...] for all literal members, None last, no duplicates.
  const literalValues = [];
  const others = [];
  let hasNone = false;
  for (const member of flat) {
    if (member.kind === 'literal') {
      for (const value of member.values) if (!literalValues.some((v) => v === value)) literalValues.push(value);
    } else if (member.kind === 'builtin' && member.text === 'None') hasNone = true;
    else if (!others.some((o) => JSON.stringify(o) === JSON.stringify(member))) others.push(member);
  }
  const result = [];
  if (literalValues.length > 0) result.push({ kind: 'literal', values: literalValues });
  result.push(...others);
  if (hasNone) result.push(NONE);
  if (result.length === 0) return ANY;
  return result.length === 1 ? result[0] : { kind: 'union', members: result };
}

function literal(values) {
  const nonNull = values.filter((v) => v !== null);
  const parts = nonNull.length > 0 ? [{ kind: 'literal', values: nonNull }] : [];
  if (nonNull.length !== values.length) parts.push(NONE);
  return union(parts);
}

/** Names a type refers to (to import them, and to quote references not yet defined). */
function referencedNames(type, into = new Set()) {
  if (type.kind === 'name') into.add(type.name);
  else if (type.kind === 'list') referencedNames(type.item, into);
  else if (type.kind === 'dict') referencedNames(type.value, into);
  else if (type.kind === 'union') for (const member of type.members) referencedNames(member, into);
  return into;
}

/** Python source of a type; `typing` collects the names it needs from `typing`. */
function renderType(type, typing) {
  switch (type.kind) {
    case 'name':
      return type.name;
    case 'builtin':
      if (type.text === 'Any') typing.add('Any');
      return type.text;
    case 'literal':
      typing.add('Literal');
      return `Literal[${type.values.map(pyLiteralValue).join(', ')}]`;
    case 'list':
      return `list[${renderType(type.item, typing)}]`;
    case 'dict':
      return `dict[str, ${renderType(type.value, typing)}]`;
    case 'union':
      return type.members.map((member) => renderType(member, typing)).join(' | ');
    default:
      throw new Error(`unknown type kind ${type.kind}`);
  }
}

class Models {
  constructor(document) {
    this.document = document;
    /** Definitions in emission order (dependencies first). */
    this.definitions = [];
    /** Python names taken, by components first, then by inline types as they are met. */
    this.taken = new Set(RESERVED_TYPE_NAMES);
    /** components/schemas key → Python name. */
    this.componentNames = new Map();
    /** components/schemas key → 'visiting' | 'done'. */
    this.componentState = new Map();
  }

  /** Claims every component name before any inline type can take one. */
  defineComponents() {
    const schemas = this.document.components?.schemas ?? {};
    for (const key of Object.keys(schemas)) {
      let name = pascalCase(key) === key || isIdentifier(key) ? key : pascalCase(key) || 'Schema';
      if (!/^[A-Za-z_]/.test(name)) name = `Schema${name}`;
      while (this.taken.has(name) || PYTHON_KEYWORDS.has(name)) name += '_';
      this.taken.add(name);
      this.componentNames.set(key, name);
    }
    for (const key of Object.keys(schemas)) this.ensureComponent(key);
  }

  /** A fresh name for an inline type, derived from where it appears. */
  claim(hint) {
    let base = pascalCase(hint) || 'Inline';
    if (!/^[A-Za-z_]/.test(base)) base = `T${base}`;
    let name = base;
    for (let n = 2; this.taken.has(name) || PYTHON_KEYWORDS.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }

  /** Follows a local `$ref` (any JSON pointer into the document). */
  resolve(ref) {
    if (typeof ref !== 'string' || !ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
    let node = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (node === null || typeof node !== 'object' || !(part in node)) throw new Error(`unresolvable $ref ${ref}`);
      node = node[part];
    }
    return node;
  }

  /** A node with `$ref` chains followed. */
  deref(node) {
    const seen = new Set();
    while (node && typeof node === 'object' && typeof node.$ref === 'string') {
      if (seen.has(node.$ref)) throw new Error(`circular $ref ${node.$ref}`);
      seen.add(node.$ref);
      node = this.resolve(node.$ref);
    }
    return node;
  }

  componentKeyOf(ref) {
    const prefix = '#/components/schemas/';
    if (typeof ref !== 'string' || !ref.startsWith(prefix)) return undefined;
    const key = decodeURIComponent(ref.slice(prefix.length)).replace(/~1/g, '/').replace(/~0/g, '~');
    return key.includes('/') ? undefined : key;
  }

  ensureComponent(key) {
    const name = this.componentNames.get(key);
    if (name === undefined) throw new Error(`unknown schema ${key}`);
    if (this.componentState.has(key)) return name; // done, or being defined (a cycle)
    this.componentState.set(key, 'visiting');
    const schema = this.document.components.schemas[key];
    const object = this.objectShape(schema);
    if (object) this.pushTypedDict(name, object, schema);
    else this.definitions.push({ kind: 'alias', name, description: describe(schema), type: this.typeOf(schema, name) });
    this.componentState.set(key, 'done');
    return name;
  }

  /**
   * The properties of an object schema, merging `allOf` members (refs followed), or
   * undefined when the schema is not an object with named properties.
   */
  objectShape(schema) {
    if (!schema || typeof schema !== 'object' || schema.$ref) return undefined;
    if (schema.oneOf || schema.anyOf || schema.enum || 'const' in schema) return undefined;
    const type = schema.type;
    if (type !== undefined && type !== 'object') return undefined;
    const properties = [];
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    let closed = schema.additionalProperties === false || schema.unevaluatedProperties === false;
    const add = (props) => {
      for (const [key, value] of Object.entries(props ?? {})) {
        const at = properties.findIndex((p) => p.key === key);
        if (at >= 0) properties[at] = { key, schema: value };
        else properties.push({ key, schema: value });
      }
    };
    for (const member of schema.allOf ?? []) {
      const resolved = this.deref(member);
      const shape = this.objectShape(resolved);
      if (!shape) return undefined;
      for (const p of shape.properties) add({ [p.key]: p.schema });
      for (const r of shape.required) required.add(r);
      closed = closed || shape.closed;
    }
    add(schema.properties);
    if (properties.length === 0) return undefined;
    return { properties, required, closed };
  }

  pushTypedDict(name, object, schema) {
    const fields = object.properties.map(({ key, schema: propertySchema }) => ({
      key,
      type: this.typeOf(propertySchema, `${name}${pascalCase(key)}`),
      required: object.required.has(key),
      description: describe(propertySchema),
    }));
    this.definitions.push({ kind: 'typeddict', name, description: describe(schema), fields, closed: object.closed });
  }

  /** The Python type of a schema; inline objects become TypedDicts named after `hint`. */
  typeOf(schema, hint) {
    if (schema === undefined || schema === true || schema === null) return ANY;
    if (schema === false || typeof schema !== 'object') return ANY;
    if (typeof schema.$ref === 'string') {
      const key = this.componentKeyOf(schema.$ref);
      if (key !== undefined) return { kind: 'name', name: this.ensureComponent(key) };
      return this.typeOf(this.resolve(schema.$ref), hint);
    }
    const nullable = schema.nullable === true ? [NONE] : [];
    if ('const' in schema) return union([literal([schema.const]), ...nullable]);
    if (Array.isArray(schema.enum)) return union([literal(schema.enum), ...nullable]);
    const variants = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(variants)) {
      return union([...variants.map((variant, i) => this.typeOf(variant, `${hint}Option${i + 1}`)), ...nullable]);
    }
    if (Array.isArray(schema.type)) {
      return union([...schema.type.map((type) => this.typeOf({ ...schema, type }, hint)), ...nullable]);
    }
    if (Array.isArray(schema.allOf) && !schema.properties && !this.objectShape(schema)) {
      // Not mergeable into one object: the members that say what type they are, all of which
      // the value must match; only one of them can be expressed.
      const typed = schema.allOf.filter((member) => isTyped(this.deref(member)));
      if (typed.length === 1) return union([this.typeOf(typed[0], hint), ...nullable]);
      if (schema.type === undefined) return ANY;
    }
    const type = schema.type;
    if (type === 'null') return NONE;
    if (type in PRIMITIVES) return union([{ kind: 'builtin', text: PRIMITIVES[type] }, ...nullable]);
    if (type === 'array') {
      return union([{ kind: 'list', item: this.typeOf(schema.items, `${hint}Item`) }, ...nullable]);
    }
    const object = this.objectShape(schema);
    if (object) {
      const name = this.claim(hint);
      this.pushTypedDict(name, object, schema);
      return union([{ kind: 'name', name }, ...nullable]);
    }
    if (type === 'object' || schema.additionalProperties !== undefined || schema.properties) {
      const extra = schema.additionalProperties;
      const value = extra && typeof extra === 'object' ? this.typeOf(extra, `${hint}Value`) : ANY;
      return union([{ kind: 'dict', value }, ...nullable]);
    }
    return ANY;
  }
}

const TYPE_KEYWORDS = ['$ref', 'type', 'oneOf', 'anyOf', 'allOf', 'const', 'enum', 'properties', 'items', 'additionalProperties'];

/** Whether a schema says what type its values have (rather than only constraining them). */
function isTyped(schema) {
  return Boolean(schema) && typeof schema === 'object' && TYPE_KEYWORDS.some((k) => k in schema);
}

function describe(schema) {
  return schema && typeof schema === 'object' && typeof schema.description === 'string' ? schema.description : undefined;
}

function renderModels(models, document) {
  const typing = new Set();
  const body = [];
  const defined = new Set();
  /** A type's source; a reference to a name not defined yet (a cycle) quotes the whole type. */
  const typeSource = (type) => {
    const source = renderType(type, typing);
    const forward = [...referencedNames(type)].some((name) => !defined.has(name));
    return forward ? pyString(source) : source;
  };
  for (const definition of models.definitions) {
    body.push('', '');
    if (definition.kind === 'alias') {
      typing.add('TypeAlias');
      body.push(...comment(definition.description, ''));
      const line = `${definition.name}: TypeAlias = ${typeSource(definition.type)}`;
      if (line.length > MAX_LINE && definition.type.kind === 'literal') {
        // A long Literal: one value per line.
        body.push(`${definition.name}: TypeAlias = Literal[`, ...definition.type.values.map((v) => `    ${pyLiteralValue(v)},`), ']');
      } else body.push(line);
      defined.add(definition.name);
      continue;
    }
    typing.add('TypedDict');
    const fieldType = (field) => {
      const source = typeSource(field.type);
      if (field.required) return source;
      typing.add('NotRequired');
      return `NotRequired[${source}]`;
    };
    const classSyntax = definition.fields.every((field) => isIdentifier(field.key));
    if (classSyntax) {
      if (definition.closed) {
        typing.add('final');
        body.push('@final');
      }
      body.push(`class ${definition.name}(TypedDict):`);
      const doc = docstring([definition.description], '    ');
      body.push(...(doc.length > 0 ? doc : []));
      if (doc.length > 0) body.push('');
      for (const field of definition.fields) {
        body.push(...comment(field.description, '    '));
        body.push(`    ${field.key}: ${fieldType(field)}`);
      }
    } else {
      // Keys that are not identifiers need the functional syntax (which cannot be @final).
      body.push(...comment(definition.description, ''));
      body.push(`${definition.name} = TypedDict(`);
      body.push(`    ${pyString(definition.name)},`);
      body.push('    {');
      for (const field of definition.fields) {
        body.push(...comment(field.description, '        '));
        body.push(`        ${pyString(field.key)}: ${fieldType(field)},`);
      }
      body.push('    },');
      body.push(')');
    }
    defined.add(definition.name);
  }
  const names = models.definitions.map((d) => d.name);
  const title = document.info?.title ?? 'the API';
  const head = [
    PYTHON_HEADER.trimEnd(),
    `"""Types of ${title}: a TypedDict or type alias per schema in openapi.yaml."""`,
    '',
  ];
  if (typing.size > 0) head.push(`from typing import ${[...typing].sort(caseInsensitive).join(', ')}`);
  head.push('', '__all__ = [', ...names.map((name) => `    ${pyString(name)},`), ']');
  return `${[...head, ...body].join('\n')}\n`;
}

function caseInsensitive(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Operations

function collectOperations(document, models) {
  const operations = [];
  const methodNames = new Map();
  const claimMethod = (name, operationId) => {
    if (RESERVED_METHODS.has(name)) throw new Error(`operationId ${operationId} would shadow the client's own ${name}()`);
    if (methodNames.has(name)) throw new Error(`operationIds ${methodNames.get(name)} and ${operationId} both become ${name}()`);
    methodNames.set(name, operationId);
  };
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = models.deref(rawItem) ?? {};
    for (const method of Object.keys(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const op = item[method];
      if (typeof op?.operationId !== 'string' || op.operationId === '') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const operation = describeOperation(models, path, method, item, op);
      claimMethod(operation.methodName, op.operationId);
      if (operation.response.mode === 'text') claimMethod(`${operation.methodName}_lines`, op.operationId);
      operations.push(operation);
    }
  }
  return operations;
}

function describeOperation(models, path, method, item, op) {
  const id = op.operationId;
  const pascal = pascalCase(id);
  // Parameters: the path item's, overridden by the operation's (same name and location).
  const parameters = new Map();
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const parameter = models.deref(raw);
    parameters.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const taken = new Set(['self']);
  const pathParams = [];
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1];
    if (pathParams.some((p) => p.name === name)) continue;
    const parameter = parameters.get(`path:${name}`) ?? { name, in: 'path', required: true, schema: { type: 'string' } };
    const python = pythonIdentifier(name, taken);
    taken.add(python);
    pathParams.push({ name, python, type: models.typeOf(parameter.schema, `${pascal}${pascalCase(name)}`) });
  }
  let body;
  if (op.requestBody) {
    const requestBody = models.deref(op.requestBody);
    const content = requestBody.content ?? {};
    const mediaType = Object.keys(content).find(isJsonMediaType);
    if (!mediaType) throw new Error(`${id}: only JSON request bodies are supported, got ${Object.keys(content).join(', ')}`);
    const python = pythonIdentifier('body', taken);
    taken.add(python);
    body = { python, required: requestBody.required === true, type: models.typeOf(content[mediaType].schema, `${pascal}Request`) };
  }
  const queryParams = [];
  for (const parameter of parameters.values()) {
    if (parameter.in !== 'query') continue;
    const python = pythonIdentifier(parameter.name, taken);
    taken.add(python);
    queryParams.push({
      name: parameter.name,
      python,
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
    response: describeResponse(models, op, pascal),
  };
}

function isJsonMediaType(mediaType) {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(mediaType.split(';')[0].trim());
}

/**
 * What a call returns: mode 'envelope' (the `data` of `{ok:true,data}`), 'json' (a raw JSON
 * body), 'text' (a raw text body; also offered as lines) or 'none' (no content).
 */
function describeResponse(models, op, pascal) {
  const codes = Object.keys(op.responses ?? {})
    .filter((code) => /^2(\d\d|XX)$/i.test(code))
    .sort();
  if (codes.length === 0) return { mode: 'none', type: NONE };
  const response = models.deref(op.responses[codes[0]]);
  const content = response.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) return { mode: 'none', type: NONE };
  const json = mediaTypes.find(isJsonMediaType);
  const raw = op['x-gatekeep-raw'] === true;
  if (!json) return { mode: 'text', type: { kind: 'builtin', text: 'str' } };
  const schema = content[json].schema;
  if (raw) return { mode: 'json', type: models.typeOf(schema, `${pascal}Response`) };
  return { mode: 'envelope', type: models.typeOf(envelopeData(models, schema), `${pascal}Response`) };
}

/** The schema of `data` in a success-envelope schema: the last typed `properties.data` met. */
function envelopeData(models, schema) {
  const candidates = [];
  const visit = (node, depth) => {
    const resolved = models.deref(node);
    if (!resolved || typeof resolved !== 'object' || depth > 16) return;
    if (resolved.properties && 'data' in resolved.properties) candidates.push(resolved.properties.data);
    for (const part of resolved.allOf ?? []) visit(part, depth + 1);
  };
  visit(schema, 0);
  return candidates.filter(isTyped).at(-1) ?? candidates.at(-1);
}

function renderOperations(operations) {
  const ctx = {
    typing: new Set(),
    collections: new Set(),
    modelNames: new Set(),
    typeSource(type) {
      for (const name of referencedNames(type)) this.modelNames.add(name);
      return renderType(type, this.typing);
    },
  };
  const renderClass = (isAsync) => {
    const lines = ['', ''];
    lines.push(`class ${isAsync ? 'AsyncOperations' : 'SyncOperations'}(${isAsync ? 'AsyncTransport' : 'SyncTransport'}):`);
    lines.push(`    """Every operation of openapi.yaml as a method of ${isAsync ? 'AsyncClient' : 'Client'}."""`);
    for (const op of operations) {
      lines.push(...renderMethod(op, isAsync, false, ctx));
      if (op.response.mode === 'text') lines.push(...renderMethod(op, isAsync, true, ctx));
    }
    return lines;
  };
  const classes = [...renderClass(false), ...renderClass(true)];

  const head = [
    PYTHON_HEADER.trimEnd(),
    '"""The operations of openapi.yaml as methods of Client and AsyncClient."""',
    '',
    'from __future__ import annotations',
    '',
  ];
  if (ctx.collections.size > 0) head.push(`from collections.abc import ${[...ctx.collections].sort(caseInsensitive).join(', ')}`);
  if (ctx.typing.size > 0) head.push(`from typing import ${[...ctx.typing].sort(caseInsensitive).join(', ')}`);
  if (ctx.collections.size > 0 || ctx.typing.size > 0) head.push('');
  const usesPath = operations.some((op) => op.pathParams.length > 0);
  head.push(`from ._core import ${['AsyncTransport', 'SyncTransport', ...(usesPath ? ['path_param'] : [])].join(', ')}`);
  const names = [...ctx.modelNames].sort(caseInsensitive);
  if (names.length > 0) head.push('from .models import (', ...names.map((name) => `    ${name},`), ')');
  head.push('', '__all__ = ["AsyncOperations", "SyncOperations"]');
  return `${[...head, ...classes].join('\n')}\n`;
}

/** The path as a Python expression, each parameter passed through path_param(). */
function pathExpression(op) {
  if (op.pathParams.length === 0) return pyString(op.path);
  const literalPart = (text) => JSON.stringify(text).slice(1, -1).replace(/[{}]/g, (brace) => brace + brace);
  let source = '';
  let last = 0;
  for (const match of op.path.matchAll(/\{([^}]+)\}/g)) {
    const parameter = op.pathParams.find((p) => p.name === match[1]);
    source += `${literalPart(op.path.slice(last, match.index))}{path_param(${parameter.python})}`;
    last = match.index + match[0].length;
  }
  return `f"${source}${literalPart(op.path.slice(last))}"`;
}

/**
 * One method. A text operation also gets a `<name>_lines` twin (`linesMode`) that streams
 * the body line by line.
 */
function renderMethod(op, isAsync, linesMode, ctx) {
  const methodName = linesMode ? `${op.methodName}_lines` : op.methodName;
  const params = ['self'];
  for (const p of op.pathParams) params.push(`${p.python}: ${ctx.typeSource(p.type)}`);
  if (op.body) {
    const type = ctx.typeSource(op.body.type);
    params.push(op.body.required ? `${op.body.python}: ${type}` : `${op.body.python}: ${type} | None = None`);
  }
  if (op.queryParams.length > 0) {
    params.push('*');
    for (const q of op.queryParams) {
      const type = ctx.typeSource(q.type);
      if (q.required) params.push(`${q.python}: ${type}`);
      else params.push(`${q.python}: ${/(^| )None$/.test(type) ? type : `${type} | None`} = None`);
    }
  }
  let returns;
  if (linesMode) {
    const iterator = isAsync ? 'AsyncIterator' : 'Iterator';
    ctx.collections.add(iterator);
    returns = `${iterator}[str]`;
  } else {
    returns = ctx.typeSource(op.response.type);
  }

  const lines = [''];
  const def = isAsync && !linesMode ? 'async def' : 'def';
  const signature = `    ${def} ${methodName}(${params.join(', ')}) -> ${returns}:`;
  if (signature.length <= MAX_LINE) lines.push(signature);
  else lines.push(`    ${def} ${methodName}(`, ...params.map((p) => `        ${p},`), `    ) -> ${returns}:`);

  const notes = [];
  if (op.deprecated) notes.push('Deprecated.');
  if (linesMode) notes.push(`The body of \`${op.methodName}\` line by line, read as it arrives.`);
  else if (op.response.mode === 'json') notes.push('Returns the raw JSON body: this route has no envelope.');
  else if (op.response.mode === 'text') notes.push(`Returns the raw body as text; \`${methodName}_lines\` streams it instead.`);
  notes.push(`\`${op.httpMethod} ${op.path}\` (operationId \`${op.id}\`).`);
  lines.push(...docstring([op.summary ?? op.id, op.description, notes.join(' ')], '        '));

  const args = [pyString(op.httpMethod), pathExpression(op)];
  if (op.body) args.push(`json=${op.body.python}`);
  if (op.queryParams.length > 0) args.push(`params={${op.queryParams.map((q) => `${pyString(q.name)}: ${q.python}`).join(', ')}}`);
  const indent = '        ';
  const awaited = isAsync ? 'await ' : '';
  if (linesMode) {
    lines.push(`${indent}return ${callExpression('self._stream_lines', args, indent)}`);
  } else if (op.response.mode === 'text') {
    lines.push(`${indent}return ${awaited}${callExpression('self._call_text', args, indent)}`);
  } else if (op.response.mode === 'none') {
    lines.push(`${indent}${awaited}${callExpression('self._call', args, indent)}`);
  } else {
    if (op.response.mode === 'json') args.push('raw=True');
    if (returns === 'Any') {
      lines.push(`${indent}return ${awaited}${callExpression('self._call', args, indent)}`);
    } else {
      ctx.typing.add('cast');
      const direct = `${indent}return cast(${pyString(returns)}, ${awaited}${callExpression('self._call', args, indent)})`;
      if (direct.length <= MAX_LINE && !direct.includes('\n')) lines.push(direct);
      else {
        const inner = `${awaited}${callExpression('self._call', args, `${indent}    `)}`;
        lines.push(`${indent}return cast(`, `${indent}    ${pyString(returns)},`, `${indent}    ${inner},`, `${indent})`);
      }
    }
  }
  return lines;
}
