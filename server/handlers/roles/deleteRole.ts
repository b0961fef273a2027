import { deleteRole as remove } from '../../domain/tenants/roles.ts';
import type { Handler } from '../handler.ts';

export const deleteRole: Handler<'deleteRole'> = ({ services, meta, params }) => remove(services, meta, params.tenantId, params.roleId);
