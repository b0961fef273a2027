// The api-keys operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { apiKeyView, createApiKey, getApiKey, listApiKeys, revokeApiKey } from '../domain/api-keys/api-keys.ts';
import { mintApiKeyToken } from '../domain/api-keys/mint-api-key-token.ts';
import { authenticateApiKey } from '../domain/api-keys/validate-api-key.ts';
import type { HandlerTable } from './handler.ts';

export const apiKeysHandlers = {
  createApiKey: ({ services, meta, params, body }) => createApiKey(services, meta, params.tenantId, body),
  getApiKey: ({ services, params }) => getApiKey(services, params.tenantId, params.keyId),
  listApiKeys: ({ services, params, query }) => listApiKeys(services, params.tenantId, query ?? {}),
  mintApiKeyToken: ({ services, body }) => mintApiKeyToken(services, body),
  revokeApiKey: ({ services, meta, params }) => revokeApiKey(services, meta, params.tenantId, params.keyId),
  validateApiKey: async ({ services, body }) => apiKeyView((await authenticateApiKey(services, body.key)).row),
} satisfies Partial<HandlerTable>;
