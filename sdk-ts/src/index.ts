export { Gatekeep, type GatekeepOptions } from './client.js';
export { ApiError, type ErrorCode, type NetworkErrorCode } from './errors.js';
export type { TokenRefresher } from './token-refresh.js';
export type { Body, components, Data, OperationId, operations, Path, paths, Query, RequestOptions, Schemas } from './types.js';
export {
  type GatekeepClaims,
  type ServiceTokenClaims,
  type VerifyServiceTokenOptions,
  type VerifyTokenOptions,
  verifyServiceToken,
  verifyToken,
} from './verify-token.js';
export {
  type AuditCheckpoint,
  type AuditCheckpointKey,
  type AuditExportVerification,
  type VerifyAuditExportOptions,
  verifyAuditExport,
} from './verify-audit-export.js';
export { type WebhookEvent, type WebhookHeaders, verifyWebhook, WebhookVerificationError } from './verify-webhook.js';
