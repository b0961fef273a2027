// The audit operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { listAuditEvents } from '../domain/audit/audit-events.ts';
import { sendAuditExport } from '../http/audit-export.ts';
import type { HandlerTable } from './handler.ts';

export const auditHandlers = {
  exportAuditEvents: ({ services, query, request, reply }) =>
    sendAuditExport(services, request, reply, query.tenantId, query, `audit-${query.tenantId}`),
  listAuditEvents: ({ services, params, query }) => listAuditEvents(services, params.tenantId, query ?? {}),
} satisfies Partial<HandlerTable>;
