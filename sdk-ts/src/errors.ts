import type { Schemas } from './types.js';

/**
 * The codes the SDK itself gives a request that got no answer (status 0): `NETWORK_ERROR` when
 * the server could not be reached or the connection broke (refused, reset, DNS), `TIMEOUT` when
 * no answer came within the client's `timeout`.
 */
export type NetworkErrorCode = 'NETWORK_ERROR' | 'TIMEOUT';
export type ErrorCode = Schemas['ErrorCode'] | NetworkErrorCode;

/**
 * Every failure: a non-2xx answer, a 2xx whose envelope is not `ok`, or no answer at all
 * (status 0, code `NETWORK_ERROR` or `TIMEOUT`, the underlying error as `cause`). One class
 * rather than a NetworkError subclass, so that one `catch (err instanceof ApiError)` handles a
 * server that is down as well as one that said no. `code` is absent for unmatched routes,
 * unhandled faults and answers that are not Gatekeep envelopes (e.g. a proxy's HTML 502), whose
 * `message` is then the HTTP status text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when no answer came (code `NETWORK_ERROR` or `TIMEOUT`). */
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** Seconds to wait before retrying, from `Retry-After`. */
  readonly retryAfter: number | undefined;
  /** `x-request-id` of the answer: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** The parsed body, or its text when it was not JSON. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    message: string;
    code?: ErrorCode;
    retryAfter?: number;
    requestId?: string;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.requestId = init.requestId;
    this.body = init.body;
  }
}

/** `Retry-After` as whole seconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** `payload` is the body as text, or already parsed (openapi-fetch parses failure bodies itself). */
export function apiErrorFrom(response: Response, payload: unknown): ApiError {
  let body: unknown = payload;
  if (typeof payload === 'string') {
    try {
      body = JSON.parse(payload);
    } catch {
      // not JSON: keep the text
    }
  }
  const envelope = typeof body === 'object' && body !== null && 'ok' in body ? (body as { error?: unknown; code?: unknown }) : undefined;
  return new ApiError({
    status: response.status,
    message: typeof envelope?.error === 'string' ? envelope.error : response.statusText || `HTTP ${response.status}`,
    code: typeof envelope?.code === 'string' ? (envelope.code as ErrorCode) : undefined,
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    requestId: response.headers.get('x-request-id') ?? undefined,
    body,
  });
}

/**
 * A request the client's `timeout` cut short. An ApiError rather than fetch's own `TimeoutError`,
 * so that code already handling ApiError also handles a server that stopped answering; status 0,
 * as browsers report a request that got no answer. fetch's error stays as `cause`.
 */
export function timeoutError(baseUrl: string, timeoutMs: number, cause: unknown): ApiError {
  return new ApiError({ status: 0, code: 'TIMEOUT', message: `No answer from Gatekeep at ${baseUrl} within ${timeoutMs} ms.`, cause });
}

/**
 * A request that never got an answer: fetch's `TypeError: fetch failed` (refused, reset, DNS,
 * TLS) or a broken answer body, named with the server and the underlying reason (undici puts
 * the system error, e.g. `connect ECONNREFUSED 127.0.0.1:3000`, in the TypeError's cause).
 */
export function networkError(baseUrl: string, cause: unknown): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: `Could not reach Gatekeep at ${baseUrl}: ${reasonOf(cause)}.`, cause });
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return inner && inner !== message ? `${message} (${inner})` : message;
}
