import { sendAuditExport } from '../../http/audit-export.ts';
import type { Handler } from '../handler.ts';

export const exportAuditEvents: Handler<'exportAuditEvents'> = ({ services, query, request, reply }) =>
  sendAuditExport(services, request, reply, query.tenantId, query, `audit-${query.tenantId}`);
