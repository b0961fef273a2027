import { createApiKey as create } from '../../domain/api-keys/api-keys.ts';
import type { Handler } from '../handler.ts';

export const createApiKey: Handler<'createApiKey'> = ({ services, meta, params, body }) => create(services, meta, params.tenantId, body);
