// Names for the generated types of openapi.yaml; no shape is restated here.
import type { components, operations, paths } from './generated/schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** A response body of any media type (raw routes answer text, e.g. NDJSON or CSV). */
type AnyBody<T> = T extends { content: infer C } ? C[keyof C] : never;
/** Every 2xx body an operation declares (addMember answers 201 with a member or 202 with an invitation). */
type SuccessStatus = 200 | 201 | 202;
type SuccessBody<R> = { [S in Extract<keyof R, SuccessStatus>]: AnyBody<R[S]> }[Extract<keyof R, SuccessStatus>];

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
