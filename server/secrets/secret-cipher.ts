import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { AppError } from '../errors.ts';

/**
 * Which secret a ciphertext holds and whose it is. It is bound into the ciphertext (GCM
 * additional data), so a value copied into another row, or into a column meant for another
 * kind of secret, fails to decrypt instead of lending its secret there.
 */
export type SecretPurpose =
  'totp_secret' | 'provider_client_secret' | 'connection_client_secret' | 'webhook_signing_secret' | 'signing_key' | 'audit_checkpoint_key';
export interface SecretContext {
  purpose: SecretPurpose;
  rowId: string;
}

/** `enc:v1:<keyId>:<base64url(iv | tag | ciphertext)>`: the key id says which key decrypts it. */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTION_KEY_BYTES = 32;

/** A short public name for a key: derived from it, so reordering ENCRYPTION_KEYS changes nothing. */
export function encryptionKeyId(key: Buffer): string {
  return createHash('sha256').update('gatekeep encryption key id\0').update(key).digest('base64url').slice(0, 10);
}

/** The key id of a stored value, or null when it is not one of our ciphertexts. */
export function storedKeyId(stored: string): string | null {
  if (!stored.startsWith(PREFIX)) return null;
  const end = stored.indexOf(':', PREFIX.length);
  return end === -1 ? null : stored.slice(PREFIX.length, end);
}

export function isEncrypted(stored: string): boolean {
  return storedKeyId(stored) !== null;
}

/**
 * AES-256-GCM over the secrets the server must read back (TOTP seeds, identity-provider
 * client secrets, webhook signing secrets, the development token-signing key). ENCRYPTION_KEYS: the first key encrypts, every
 * key decrypts, so a new key can be introduced before the old one is retired.
 */
export class SecretCipher {
  readonly activeKeyId: string;
  readonly keyIds: ReadonlySet<string>;
  private readonly keys: Map<string, Buffer>;
  private readonly activeKey: Buffer;

  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0) throw new Error('SecretCipher needs at least one key');
    for (const key of keys) {
      if (key.length !== ENCRYPTION_KEY_BYTES) throw new Error(`An encryption key must be ${ENCRYPTION_KEY_BYTES} bytes`);
    }
    this.keys = new Map(keys.map((key) => [encryptionKeyId(key), key]));
    this.activeKey = keys[0]!;
    this.activeKeyId = encryptionKeyId(this.activeKey);
    this.keyIds = new Set(this.keys.keys());
  }

  /**
   * Keys for one purpose (the OpenID Provider's signed cookies), derived from ENCRYPTION_KEYS in
   * their order: the first signs, all verify, so every instance agrees and a key rotation keeps
   * cookies signed under the old key valid until that key is retired.
   */
  derivedKeys(purpose: string): string[] {
    const ordered = [this.activeKey, ...[...this.keys.values()].filter((key) => key !== this.activeKey)];
    return ordered.map((key) => createHmac('sha256', key).update(purpose).digest('base64url'));
  }

  encrypt(plaintext: string, context: SecretContext): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.activeKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${PREFIX}${this.activeKeyId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /**
   * Fails closed: a value this instance cannot decrypt (a key it was not given, a value
   * moved from elsewhere, tampering) answers 503 and never falls back to the stored text.
   */
  decrypt(stored: string, context: SecretContext): string {
    const keyId = storedKeyId(stored);
    const key = keyId === null ? undefined : this.keys.get(keyId);
    if (!key) throw undecryptable(keyId === null ? 'it is not encrypted' : `key ${keyId} is not among ENCRYPTION_KEYS`);
    const packed = Buffer.from(stored.slice(PREFIX.length + keyId!.length + 1), 'base64url');
    if (packed.length < IV_BYTES + TAG_BYTES) throw undecryptable('it is truncated');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(context));
      decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw undecryptable('it fails authentication (altered, or stored for another row)');
    }
  }
}

function additionalData({ purpose, rowId }: SecretContext): Buffer {
  return Buffer.from(`gatekeep:${purpose}:${rowId}`, 'utf8');
}

function undecryptable(why: string): AppError {
  // The reason goes to the log through `cause`; the client learns only that we cannot answer.
  return new AppError('SERVICE_UNAVAILABLE', 'A stored secret cannot be read right now.', {
    cause: new Error(`stored secret not decryptable: ${why}`),
  });
}
