import { apiKeyView } from '../../domain/api-keys/api-keys.ts';
import { authenticateApiKey } from '../../domain/api-keys/validate-api-key.ts';
import type { Handler } from '../handler.ts';

export const validateApiKey: Handler<'validateApiKey'> = async ({ services, body }) => apiKeyView((await authenticateApiKey(services, body.key)).row);
