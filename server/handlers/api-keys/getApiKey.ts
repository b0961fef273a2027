import { getApiKey as get } from '../../domain/api-keys/api-keys.ts';
import type { Handler } from '../handler.ts';

export const getApiKey: Handler<'getApiKey'> = ({ services, params }) => get(services, params.tenantId, params.keyId);
