// The audit operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { listAuditEvents } from '../domain/audit/audit-events.ts';
import { auditConsistencyProof, auditInclusionProof, listAuditCheckpoints } from '../domain/audit/audit-proofs.ts';
import { auditCheckpointKeys } from '../domain/audit/checkpoints.ts';
import { sendAuditExport } from '../http/audit-export.ts';
import type { HandlerTable } from './handler.ts';

export const auditHandlers = {
  exportAuditEvents: ({ services, query, request, reply }) =>
    sendAuditExport(services, request, reply, query.tenantId, query, `audit-${query.tenantId}`),
  listAuditEvents: ({ services, params, query }) => listAuditEvents(services, params.tenantId, query ?? {}),
  listAuditCheckpoints: ({ services, params, query }) => listAuditCheckpoints(services, params.tenantId, query ?? {}),
  getAuditInclusionProof: ({ services, params, query }) => auditInclusionProof(services, params.tenantId, params.eventId, query?.treeSize),
  getAuditConsistencyProof: ({ services, params, query }) => auditConsistencyProof(services, params.tenantId, query),
  getAuditCheckpointKeys: ({ services }) => auditCheckpointKeys(services),
} satisfies Partial<HandlerTable>;
