// The definitions models.py holds, gathered while schemas are turned into Python types: one
// per components/schemas entry, plus a TypedDict for every inline object met on the way.
import type { OpenApiDocument, Schema, SchemaObject } from '../openapi.ts';
import { componentSchemaKey, deref, resolveRef } from '../refs.ts';
import { isIdentifier, PYTHON_KEYWORDS, pascalCase, RESERVED_TYPE_NAMES } from './names.ts';
import { describe, isSchemaObject, isTyped, type ObjectShape, objectShape, type SchemaSlot } from './schema-shape.ts';
import { ANY, literal, NONE, type PyType, union } from './types.ts';

export interface Field {
  key: string;
  type: PyType;
  required: boolean;
  description: string | undefined;
}

export type Definition =
  | { kind: 'alias'; name: string; description: string | undefined; type: PyType }
  | { kind: 'typeddict'; name: string; description: string | undefined; fields: Field[]; closed: boolean };

const PRIMITIVES: ReadonlyMap<string, PyType> = new Map<string, PyType>([
  ['string', { kind: 'builtin', text: 'str' }],
  ['integer', { kind: 'builtin', text: 'int' }],
  ['number', { kind: 'builtin', text: 'float' }],
  ['boolean', { kind: 'builtin', text: 'bool' }],
]);

export class Models {
  /** Definitions in emission order (dependencies first). */
  readonly definitions: Definition[] = [];
  /** Python names taken, by components first, then by inline types as they are met. */
  private readonly taken = new Set(RESERVED_TYPE_NAMES);
  /** components/schemas key → Python name. */
  private readonly componentNames = new Map<string, string>();
  /** components/schemas keys defined or being defined (met again while being defined: a cycle). */
  private readonly componentsStarted = new Set<string>();

  constructor(private readonly document: OpenApiDocument) {}

  private get componentSchemas(): Record<string, Schema> {
    return this.document.components?.schemas ?? {};
  }

  /** Claims every component name before any inline type can take one, then defines them. */
  defineComponents(): void {
    for (const key of Object.keys(this.componentSchemas)) {
      let name = pascalCase(key) === key || isIdentifier(key) ? key : pascalCase(key) || 'Schema';
      if (!/^[A-Za-z_]/.test(name)) name = `Schema${name}`;
      while (this.taken.has(name) || PYTHON_KEYWORDS.has(name)) name += '_';
      this.taken.add(name);
      this.componentNames.set(key, name);
    }
    for (const key of Object.keys(this.componentSchemas)) this.ensureComponent(key);
  }

  /** A fresh name for an inline type, derived from where it appears. */
  private claim(hint: string): string {
    let base = pascalCase(hint) || 'Inline';
    if (!/^[A-Za-z_]/.test(base)) base = `T${base}`;
    let name = base;
    for (let n = 2; this.taken.has(name) || PYTHON_KEYWORDS.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }

  /** Defines a component (unless done or under way) and returns its Python name. */
  private ensureComponent(key: string): string {
    const name = this.componentNames.get(key);
    if (name === undefined) throw new Error(`unknown schema ${key}`);
    if (this.componentsStarted.has(key)) return name;
    this.componentsStarted.add(key);
    const schema = this.componentSchemas[key];
    const object = objectShape(this.document, schema);
    if (object && isSchemaObject(schema)) this.pushTypedDict(name, object, schema);
    else this.definitions.push({ kind: 'alias', name, description: describe(schema), type: this.typeOf(schema, name) });
    return name;
  }

  private pushTypedDict(name: string, object: ObjectShape, schema: SchemaObject): void {
    const fields = object.properties.map(({ key, schema: propertySchema }) => ({
      key,
      type: this.typeOf(propertySchema, `${name}${pascalCase(key)}`),
      required: object.required.has(key),
      description: describe(propertySchema),
    }));
    this.definitions.push({ kind: 'typeddict', name, description: describe(schema), fields, closed: object.closed });
  }

  /** The Python type of a schema; inline objects become TypedDicts named after `hint`. */
  typeOf(schema: SchemaSlot, hint: string): PyType {
    if (!isSchemaObject(schema)) return ANY;
    if (typeof schema.$ref === 'string') {
      const key = componentSchemaKey(schema.$ref);
      if (key !== undefined) return { kind: 'name', name: this.ensureComponent(key) };
      // A deeper pointer (into another schema): its target is a schema, typed in place.
      return this.typeOf(resolveRef(this.document, schema.$ref) as SchemaSlot, hint);
    }
    const nullable = schema.nullable === true ? [NONE] : [];
    if (schema.const !== undefined) return union([literal([schema.const]), ...nullable]);
    if (Array.isArray(schema.enum)) return union([literal(schema.enum), ...nullable]);
    const variants = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(variants)) {
      return union([...variants.map((variant, i) => this.typeOf(variant, `${hint}Option${i + 1}`)), ...nullable]);
    }
    if (Array.isArray(schema.type)) {
      return union([...schema.type.map((type) => this.typeOf({ ...schema, type }, hint)), ...nullable]);
    }
    if (Array.isArray(schema.allOf) && !schema.properties && !objectShape(this.document, schema)) {
      // Not mergeable into one object: the members that say what type they are, all of which
      // the value must match; only one of them can be expressed.
      const typed = schema.allOf.filter((member) => isTyped(deref(this.document, member)));
      if (typed.length === 1) return union([this.typeOf(typed[0], hint), ...nullable]);
      if (schema.type === undefined) return ANY;
    }
    const type = schema.type;
    if (type === 'null') return NONE;
    const primitive = type === undefined ? undefined : PRIMITIVES.get(type);
    if (primitive) return union([primitive, ...nullable]);
    if (type === 'array') {
      return union([{ kind: 'list', item: this.typeOf(schema.items, `${hint}Item`) }, ...nullable]);
    }
    const object = objectShape(this.document, schema);
    if (object) {
      const name = this.claim(hint);
      this.pushTypedDict(name, object, schema);
      return union([{ kind: 'name', name }, ...nullable]);
    }
    if (type === 'object' || schema.additionalProperties !== undefined || schema.properties) {
      const extra = schema.additionalProperties;
      const value = isSchemaObject(extra) ? this.typeOf(extra, `${hint}Value`) : ANY;
      return union([{ kind: 'dict', value }, ...nullable]);
    }
    return ANY;
  }
}
