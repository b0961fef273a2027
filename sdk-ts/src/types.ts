// Names for the generated types of openapi.yaml; no shape is restated here.
import type { components, operations, paths } from './generated/schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** A response body of any media type (raw routes answer text, e.g. NDJSON or CSV). */
type AnyBody<T> = T extends { content: infer C } ? C[keyof C] : never;
type SuccessBody<R> = R extends { 200: infer S }
  ? AnyBody<S>
  : R extends { 201: infer S }
    ? AnyBody<S>
    : R extends { 202: infer S }
      ? AnyBody<S>
      : never;

/** The request body of an operation. */
export type Body<Op extends OperationId> = operations[Op] extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;
/** The path parameters of an operation. */
export type Path<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer P } ? P : never;
/** The query parameters of an operation. */
export type Query<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
/** What a call resolves to: the envelope's `data`, or the raw body on raw routes. */
export type Data<Op extends OperationId> =
  SuccessBody<operations[Op]['responses']> extends infer B ? (B extends { ok: true; data: infer D } ? D : B) : never;

/** Per-call options: an abort signal and extra headers. */
export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
