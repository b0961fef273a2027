import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config.ts';
import { readOrCreateSecretFile } from './local-secret-file.ts';
import { ENCRYPTION_KEY_BYTES, SecretCipher } from './secret-cipher.ts';

/** ENCRYPTION_KEYS when set; otherwise (never in production, see loadConfig) a key generated once into DATA_DIR. */
export async function loadSecretCipher(config: Pick<Config, 'encryptionKeys' | 'dataDir'>): Promise<SecretCipher> {
  if (config.encryptionKeys) return new SecretCipher(config.encryptionKeys);
  const file = path.join(config.dataDir, 'dev-encryption-key');
  const encoded = await readOrCreateSecretFile(file, () => randomBytes(ENCRYPTION_KEY_BYTES).toString('base64'));
  const key = Buffer.from(encoded.trim(), 'base64');
  if (key.length !== ENCRYPTION_KEY_BYTES) throw new Error(`${file} must hold ${ENCRYPTION_KEY_BYTES} bytes in base64`);
  return new SecretCipher([key]);
}
