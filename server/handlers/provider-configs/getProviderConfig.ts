import { getProviderConfig as get } from '../../domain/tenants/provider-configs.ts';
import type { Handler } from '../handler.ts';

export const getProviderConfig: Handler<'getProviderConfig'> = ({ services, params }) => get(services, params.tenantId, params.configId);
