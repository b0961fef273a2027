// Shapes come from openapi.yaml through the generated types; this file only names them.
import type { components, operations } from '../sdk-ts/src/generated/schema.ts';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? JsonBody<NonNullable<R>>
  : undefined;

/** The payload a handler returns: `data` of the success envelope, or the raw body. */
export type ResponseData<Op extends OperationId> = SuccessBody<operations[Op]['responses']> extends infer B
  ? B extends { ok: true; data: infer D }
    ? D
    : B
  : never;

/** A response body of any media type (raw routes answer text, e.g. NDJSON or CSV). */
type AnyBody<T> = T extends { content: infer C } ? C[keyof C] : never;
type SuccessBody<R> = R extends { 200: infer S } ? AnyBody<S> : R extends { 201: infer S } ? AnyBody<S> : R extends { 202: infer S } ? AnyBody<S> : never;

export type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer P } ? P : undefined;
export type QueryParams<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q } ? Q : undefined;
