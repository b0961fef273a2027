// The part of OpenAPI 3.1 (and of its JSON Schema dialect) that the SDK generators read, as
// parsed from openapi.yaml with its $refs unresolved. Fields they ignore are left out.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A `$ref` standing for a node of the type it sits in place of. */
export interface Reference {
  $ref: string;
}

/** `true` and `false` are schemas too: anything, and nothing. */
export type Schema = boolean | SchemaObject;

export interface SchemaObject {
  /** A schema may be a bare reference, so `$ref` is one of its keywords rather than a Reference. */
  $ref?: string;
  type?: string | string[];
  /** OpenAPI 3.0's way of adding null, still honoured. */
  nullable?: boolean;
  const?: JsonValue;
  enum?: JsonValue[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  unevaluatedProperties?: Schema;
  items?: Schema;
  description?: string;
  /** On ErrorCode: each code's HTTP status and public message (scripts/gen/error-catalogue.ts). */
  'x-gatekeep-errors'?: Record<string, { status: number; message: string }>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface MediaType {
  schema?: Schema;
}

export interface RequestBody {
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Array<Parameter | Reference>;
  requestBody?: RequestBody | Reference;
  responses?: Record<string, Response | Reference>;
  /** Gatekeep's mark for a route answering without the `{ ok, data }` envelope. */
  'x-gatekeep-raw'?: boolean;
  /** Gatekeep's mark for a route only a browser visits (an IdP's callback): the SDKs leave it out. */
  'x-gatekeep-browser'?: boolean;
  'x-gatekeep-page'?: boolean;
  'x-gatekeep-mounted'?: string;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

export type PathItem = { parameters?: Array<Parameter | Reference> } & { [method in HttpMethod]?: Operation };

export interface OpenApiDocument {
  info?: { title?: string };
  paths?: Record<string, PathItem | Reference>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter | Reference>;
    responses?: Record<string, Response>;
  };
}

/**
 * Routes the SDKs leave out: those only a browser visits (`x-gatekeep-browser`) and the mounted
 * OpenID Provider's (`x-gatekeep-mounted`), which OAuth and OpenID Connect libraries speak to.
 */
export function outsideTheSdk(op: { 'x-gatekeep-browser'?: boolean; 'x-gatekeep-mounted'?: string } | undefined): boolean {
  return op?.['x-gatekeep-browser'] === true || typeof op?.['x-gatekeep-mounted'] === 'string';
}
