import { platformReach } from '../../domain/platform/service-accounts.ts';
import { sendAuditExport } from '../../http/audit-export.ts';
import type { Handler } from '../handler.ts';

export const exportPlatformAuditEvents: Handler<'exportPlatformAuditEvents'> = ({ services, actor, query, request, reply }) =>
  sendAuditExport(services, request, reply, { platform: platformReach(actor) }, query ?? {}, 'platform-audit');
