import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Schemas } from '../api-types.ts';
import { isDatabaseUnavailable, isTransactionConflict } from '../db/errors.ts';
import { AppError } from '../errors.ts';

type FailureBody = Schemas['Failure'];

/** The one place an error becomes a response: `{ ok: false, error, code }`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const failure = toAppError(err, request);
    if (failure) {
      if (failure.status >= 500) request.log.warn({ err }, failure.message);
      if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
      if (failure.status === 401) reply.header('www-authenticate', bearerChallenge(failure));
      if (isScimRequest(request)) return sendScimError(reply, failure);
      return send(reply, failure.status, { ok: false, error: failure.message, code: failure.code });
    }
    // Unhandled: the cause goes to the log with the request id, never to the caller.
    request.log.error({ err }, 'unhandled error');
    if (isScimRequest(request)) return sendScimError(reply, { status: 500, message: 'Internal server error.', scimType: undefined });
    return send(reply, 500, { ok: false, error: 'Internal server error.' });
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const message = `Route ${request.method} ${request.url.split('?')[0]} not found.`;
    if (isScimRequest(request)) return sendScimError(reply, { status: 404, message, scimType: undefined });
    return send(reply, 404, { ok: false, error: message });
  });
}

/** The SCIM service speaks SCIM (RFC 7644 §3.12) in its errors too, not the envelope. */
const SCIM_ROOT = '/v1/platform/scim/v2';
const isScimRequest = (request: FastifyRequest) =>
  request.url === SCIM_ROOT || request.url.startsWith(`${SCIM_ROOT}/`) || request.url.startsWith(`${SCIM_ROOT}?`);

/** SCIM's error types for the refusals that have one; a refusal's own (an invalid filter) wins. */
const SCIM_TYPES: Partial<Record<string, string>> = { VALIDATION_FAILED: 'invalidValue', CONFLICT: 'uniqueness' };

function sendScimError(reply: FastifyReply, failure: { status: number; message: string; scimType: string | undefined; code?: string }) {
  const scimType = failure.scimType ?? (failure.code ? SCIM_TYPES[failure.code] : undefined);
  return reply
    .code(failure.status)
    .type('application/scim+json; charset=utf-8')
    .send({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: String(failure.status),
      ...(scimType ? { scimType } : {}),
      detail: failure.message,
    });
}

/**
 * HTTP requires a challenge on every 401 (RFC 9110 §11.6.1). Bearer is the only scheme this
 * API authenticates requests with, so every 401 names it. RFC 6750 §3.1: `invalid_token`,
 * with the message as its description, only when the bearer credential itself was refused
 * (TOKEN_EXPIRED, INVALID_CREDENTIAL from the guard); a request that sent none, or one refused
 * for a password, MFA code or link in its body (login, INVALID_MFA_CODE…), gets the bare
 * challenge, so a client never drops a good token because a password was wrong.
 */
function bearerChallenge(failure: AppError): string {
  if (!failure.bearerTokenRejected) return `Bearer realm="${REALM}"`;
  return `Bearer realm="${REALM}", error="invalid_token", error_description="${quotable(failure.message)}"`;
}

const REALM = 'gatekeep';

/** RFC 6750's error_description allows printable ASCII except `"` and `\`. */
function quotable(message: string): string {
  return message
    .replaceAll('…', '...')
    .replaceAll('"', "'")
    .replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '');
}

function send(reply: FastifyReply, status: number, body: FailureBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function toAppError(err: FastifyError, request: FastifyRequest): AppError | null {
  if (err instanceof AppError) return err;
  if (err.validation) return new AppError('VALIDATION_FAILED', validationMessage(err, request));
  if (isDatabaseUnavailable(err)) return new AppError('SERVICE_UNAVAILABLE', undefined, { cause: err });
  if (isTransactionConflict(err)) {
    return new AppError('SERVICE_UNAVAILABLE', 'The request met a concurrent change and was undone whole; send it again.', {
      retryAfter: 1,
      cause: err,
    });
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('VALIDATION_FAILED', 'Unsupported Content-Type; send application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_FAILED', 'The body is empty but Content-Type says application/json.');
  }
  // Malformed JSON and fastify's other client errors.
  if (err instanceof SyntaxError || err.statusCode === 400) {
    return new AppError('VALIDATION_FAILED', err instanceof SyntaxError ? `Malformed JSON body: ${err.message}` : err.message);
  }
  return null;
}

/** The pattern openapi.yaml gives free text: PostgreSQL cannot store U+0000. */
const NUL_FREE = '^[^\\x00]*$';
/** The pattern of names people read (TenantName, PersonName): no control or bidirectional characters. */
const DISPLAY_SAFE = '^[^\\x00-\\x1F\\x7F-\\x9F\\u061C\\u200E\\u200F\\u2028-\\u202E\\u2066-\\u2069]*$';

/** `body.email must match format "email"`: where, which field, what is wrong. */
function validationMessage(err: FastifyError, request: FastifyRequest): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = (err.validationContext ?? 'request') + (first.instancePath ? first.instancePath.replaceAll('/', '.') : '');
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'additionalProperties') return `${where} has an unknown property "${String(params.additionalProperty)}".`;
  if (first.keyword === 'required') return `${where} is missing the required property "${String(params.missingProperty)}".`;
  if (first.keyword === 'pattern' && params.pattern === NUL_FREE) return `${where} must not contain the NUL character (U+0000).`;
  if (first.keyword === 'pattern' && params.pattern === DISPLAY_SAFE)
    return `${where} must not contain control characters, line or paragraph separators, or bidirectional controls.`;
  if (first.keyword === 'discriminator') {
    const tag = `${where}.${String(params.tag)}`;
    return params.error === 'mapping'
      ? `${tag} "${String(params.tagValue)}" is not a type this operation takes.`
      : `${tag} is required and must be a string.`;
  }
  // `not` only ever names a single refused value here (a reserved audience).
  if (first.keyword === 'not')
    return `${where} must not be ${JSON.stringify(valueAt(request, err.validationContext, first.instancePath))}.`;
  if (first.keyword === 'enum') return `${where} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
  return `${where} ${first.message ?? 'is not valid'}.`;
}

/** The value a validation error points at, read back from the request part it names. */
function valueAt(request: FastifyRequest, part: string | undefined, pointer: string): unknown {
  const root = part === 'body' ? request.body : part === 'querystring' ? request.query : part === 'params' ? request.params : undefined;
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], root);
}
