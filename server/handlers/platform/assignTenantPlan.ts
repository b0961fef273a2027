import { assignTenantPlan as assign } from '../../domain/platform/billing.ts';
import type { Handler } from '../handler.ts';

export const assignTenantPlan: Handler<'assignTenantPlan'> = ({ services, meta, params, body }) => assign(services, meta, params.tenantId, body.planId);
