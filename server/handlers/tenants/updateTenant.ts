import { updateTenant as update } from '../../domain/tenants/tenants.ts';
import type { Handler } from '../handler.ts';

export const updateTenant: Handler<'updateTenant'> = ({ services, meta, params, body }) => update(services, meta, params.tenantId, body);
