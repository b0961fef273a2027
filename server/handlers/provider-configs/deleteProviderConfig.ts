import { deleteProviderConfig as remove } from '../../domain/tenants/provider-configs.ts';
import type { Handler } from '../handler.ts';

export const deleteProviderConfig: Handler<'deleteProviderConfig'> = ({ services, meta, params }) => remove(services, meta, params.tenantId, params.configId);
