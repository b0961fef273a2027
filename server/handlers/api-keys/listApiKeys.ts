import { listApiKeys as list } from '../../domain/api-keys/api-keys.ts';
import type { Handler } from '../handler.ts';

export const listApiKeys: Handler<'listApiKeys'> = ({ services, params, query }) => list(services, params.tenantId, query ?? {});
