import { updateProviderConfig as update } from '../../domain/tenants/provider-configs.ts';
import type { Handler } from '../handler.ts';

export const updateProviderConfig: Handler<'updateProviderConfig'> = ({ services, meta, params, body }) => update(services, meta, params.tenantId, params.configId, body);
