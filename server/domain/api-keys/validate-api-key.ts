import { findApiKeyByHash } from '../../db/repositories/api-keys.ts';
import type { ApiKeyRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { apiKeyStatus } from './api-keys.ts';

/**
 * The apiKey credential (spec §5): the key from the request body, looked up by its
 * SHA-256. Unknown, revoked and expired keys all fail with the same error and message.
 */
export async function authenticateApiKey(services: Services, key: string): Promise<{ row: ApiKeyRow }> {
  const keyHash = hashSecret(key);
  // The row, not the verdict, is cached: expiry is judged on every call from expires_at.
  const row = await services.credentials.apiKeys.get(keyHash, () => findApiKeyByHash(services.db, keyHash));
  if (!row || apiKeyStatus(row) !== 'active') throw new AppError('INVALID_CREDENTIAL', 'The API key is invalid, expired or revoked.');
  await services.apiKeyUsage.record(services.db, row.id);
  return { row };
}
