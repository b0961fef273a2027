import { listRoles as list } from '../../domain/tenants/roles.ts';
import type { Handler } from '../handler.ts';

export const listRoles: Handler<'listRoles'> = ({ services, params }) => list(services, params.tenantId);
