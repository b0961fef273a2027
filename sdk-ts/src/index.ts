export { Gatekeep, type GatekeepOptions } from './client.js';
export { ApiError, type ErrorCode } from './errors.js';
export { verifyToken, type VerifyTokenOptions } from './verify-token.js';
export type { Body, Data, OperationId, Path, Query, RequestOptions, Schemas, components, operations, paths } from './types.js';
