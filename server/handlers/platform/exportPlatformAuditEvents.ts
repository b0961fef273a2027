import { sendAuditExport } from '../../http/audit-export.ts';
import type { Handler } from '../handler.ts';

export const exportPlatformAuditEvents: Handler<'exportPlatformAuditEvents'> = ({ services, query, request, reply }) =>
  sendAuditExport(services, request, reply, null, query ?? {}, 'platform-audit');
