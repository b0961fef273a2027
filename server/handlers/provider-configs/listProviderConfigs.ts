import { listProviderConfigs as list } from '../../domain/tenants/provider-configs.ts';
import type { Handler } from '../handler.ts';

export const listProviderConfigs: Handler<'listProviderConfigs'> = ({ services, params }) => list(services, params.tenantId);
