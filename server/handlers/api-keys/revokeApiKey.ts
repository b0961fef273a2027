import { revokeApiKey as revoke } from '../../domain/api-keys/api-keys.ts';
import type { Handler } from '../handler.ts';

export const revokeApiKey: Handler<'revokeApiKey'> = ({ services, meta, params }) => revoke(services, meta, params.tenantId, params.keyId);
