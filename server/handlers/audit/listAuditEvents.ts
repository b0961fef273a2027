import { listAuditEvents as list } from '../../domain/audit/audit-events.ts';
import type { Handler } from '../handler.ts';

export const listAuditEvents: Handler<'listAuditEvents'> = ({ services, params, query }) => list(services, params.tenantId, query ?? {});
