import type { components } from '../sdk-ts/src/generated/schema.ts';
import { ERROR_CATALOGUE as GENERATED_CATALOGUE } from './generated/error-catalogue.ts';

export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * The one catalogue, each code's HTTP status and the public message used when none is given,
 * is ErrorCode's `x-gatekeep-errors` in openapi.yaml, rendered by `npm run gen`.
 */
export const ERROR_CATALOGUE: Record<ErrorCode, { status: number; message: string }> = GENERATED_CATALOGUE;

/** The only error a handler, guard or domain function throws on purpose. */
export class AppError extends Error {
  readonly status: number;
  /** Whole seconds; sent as `Retry-After`. */
  readonly retryAfter: number | undefined;
  /**
   * The `Authorization: Bearer` credential itself was refused (RFC 6750 `invalid_token`), as
   * opposed to a password, code or link in the body. Always so for TOKEN_EXPIRED; the guard
   * sets it for INVALID_CREDENTIAL, which a wrong password shares.
   */
  readonly bearerTokenRejected: boolean;
  /** SCIM's `scimType` for this refusal (RFC 7644 §3.12), when the SCIM service answers it. */
  readonly scimType: string | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    options: { retryAfter?: number; cause?: unknown; bearerTokenRejected?: boolean; scimType?: string } = {},
  ) {
    super(message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
    this.retryAfter = options.retryAfter;
    this.bearerTokenRejected = options.bearerTokenRejected ?? code === 'TOKEN_EXPIRED';
    this.scimType = options.scimType;
  }
}
