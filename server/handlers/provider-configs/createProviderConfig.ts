import { createProviderConfig as create } from '../../domain/tenants/provider-configs.ts';
import type { Handler } from '../handler.ts';

export const createProviderConfig: Handler<'createProviderConfig'> = ({ services, meta, params, body }) => create(services, meta, params.tenantId, body);
