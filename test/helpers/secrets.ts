import { inject as provided } from 'vitest';
import { SecretCipher, type SecretContext } from '../../server/secrets/secret-cipher.ts';

/** The cipher every test app of this run uses (ENCRYPTION_KEYS from global-setup.ts). */
export function testSecretCipher(): SecretCipher {
  return new SecretCipher(
    provided('encryptionKeys')
      .split(',')
      .map((key) => Buffer.from(key, 'base64')),
  );
}

/** A secret as a test app stored it, decrypted, for tests that check what was written. */
export function storedSecret(stored: string | null, context: SecretContext): string | null {
  return stored === null ? null : testSecretCipher().decrypt(stored, context);
}
