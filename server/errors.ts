import type { components } from '../sdk-ts/src/generated/schema.ts';

export type ErrorCode = components['schemas']['ErrorCode'];

/** The one catalogue: each code's HTTP status and the public message used when none is given. */
export const ERROR_CATALOGUE: Record<ErrorCode, { status: number; message: string }> = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  INVALID_CREDENTIAL: { status: 401, message: 'The credential is invalid, expired or revoked.' },
  UNAUTHENTICATED: { status: 401, message: 'This operation needs a credential.' },
  INVALID_MFA_CODE: { status: 401, message: 'The code is not valid.' },
  NOT_A_MEMBER: { status: 403, message: 'You are not a member of this tenant.' },
  INSUFFICIENT_ROLE: { status: 403, message: 'Your role in this tenant does not allow this.' },
  OWNER_REQUIRED: { status: 403, message: 'Only an owner of this tenant may do this.' },
  PERMISSION_DENIED: { status: 403, message: 'The credential lacks the permission this needs.' },
  SERVICE_ACCOUNT_REQUIRED: { status: 403, message: 'This operation needs a service account, not the bootstrap token.' },
  PERMISSION_NOT_DELEGABLE: { status: 403, message: 'You cannot grant a permission you do not hold.' },
  PLAN_LIMIT_REACHED: { status: 403, message: "The tenant's plan does not allow more of these." },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists.' },
  SLUG_TAKEN: { status: 409, message: 'This slug is already in use.' },
  LAST_OWNER: { status: 409, message: 'A tenant must keep at least one owner.' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This path does not take that method; see Allow.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests; retry after the time in Retry-After.' },
  IDENTITY_BACKEND_UNAVAILABLE: { status: 503, message: 'The identity backend cannot answer right now.' },
  SIGNING_UNCONFIGURED: { status: 503, message: 'Token signing is not configured on this server.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service cannot answer right now.' },
};

/** The only error a handler, guard or domain function throws on purpose. */
export class AppError extends Error {
  readonly status: number;
  /** Whole seconds; sent as `Retry-After`. */
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
    this.retryAfter = options.retryAfter;
  }
}
