// What models.ts needs to know about a schema before choosing a Python type for it.
import type { OpenApiDocument, Schema, SchemaObject } from '../openapi.ts';
import { deref } from '../refs.ts';

export interface Property {
  key: string;
  schema: Schema;
}

/** An object schema with named properties: what a TypedDict is made of. */
export interface ObjectShape {
  properties: Property[];
  required: Set<string>;
  /** No keys beyond `properties` allowed, which makes the TypedDict @final. */
  closed: boolean;
}

/** A parsed node where a schema belongs; YAML lets it be empty (null) or missing. */
export type SchemaSlot = Schema | null | undefined;

const TYPE_KEYWORDS = ['$ref', 'type', 'oneOf', 'anyOf', 'allOf', 'const', 'enum', 'properties', 'items', 'additionalProperties'];

export function isSchemaObject(schema: SchemaSlot): schema is SchemaObject {
  return schema !== null && typeof schema === 'object';
}

/** Whether a schema says what type its values have (rather than only constraining them). */
export function isTyped(schema: SchemaSlot): boolean {
  return isSchemaObject(schema) && TYPE_KEYWORDS.some((keyword) => keyword in schema);
}

export function describe(schema: SchemaSlot): string | undefined {
  return isSchemaObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
}

/**
 * The properties of an object schema, merging `allOf` members (refs followed; a later
 * definition of a key replaces an earlier one in place), or undefined when the schema is not
 * an object with named properties.
 */
export function objectShape(document: OpenApiDocument, schema: SchemaSlot): ObjectShape | undefined {
  if (!isSchemaObject(schema) || schema.$ref) return undefined;
  if (schema.oneOf || schema.anyOf || schema.enum || schema.const !== undefined) return undefined;
  if (schema.type !== undefined && schema.type !== 'object') return undefined;
  const properties: Property[] = [];
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  let closed = schema.additionalProperties === false || schema.unevaluatedProperties === false;
  const add = (key: string, propertySchema: Schema) => {
    const at = properties.findIndex((property) => property.key === key);
    if (at >= 0) properties[at] = { key, schema: propertySchema };
    else properties.push({ key, schema: propertySchema });
  };
  for (const member of schema.allOf ?? []) {
    const shape = objectShape(document, deref(document, member));
    if (!shape) return undefined;
    for (const property of shape.properties) add(property.key, property.schema);
    for (const key of shape.required) required.add(key);
    closed = closed || shape.closed;
  }
  for (const [key, propertySchema] of Object.entries(schema.properties ?? {})) add(key, propertySchema);
  if (properties.length === 0) return undefined;
  return { properties, required, closed };
}
