import { getTenant as get } from '../../domain/tenants/tenants.ts';
import type { Handler } from '../handler.ts';

export const getTenant: Handler<'getTenant'> = ({ services, params }) => get(services, params.tenantId);
