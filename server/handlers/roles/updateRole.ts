import { updateRole as update } from '../../domain/tenants/roles.ts';
import type { Handler } from '../handler.ts';

export const updateRole: Handler<'updateRole'> = ({ services, meta, params, body }) => update(services, meta, params.tenantId, params.roleId, body);
