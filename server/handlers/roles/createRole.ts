import { createRole as create } from '../../domain/tenants/roles.ts';
import type { Handler } from '../handler.ts';

export const createRole: Handler<'createRole'> = ({ services, meta, params, body }) => create(services, meta, params.tenantId, body);
