import { createHash, randomBytes } from 'node:crypto';

// The bearer secrets we issue, and how they are kept: hashed, since we only ever compare them
// (the secrets we must read back are encrypted instead: secret-cipher.ts). Both the domain,
// which mints them, and identity/ and http/, which look them up, read them from here.

/** A tenant API key; identity/ tells a caller who sends one as a bearer token where it goes. */
export const API_KEY_PREFIX = 'gk_live_';

/** A service account's key, accepted on the platform routes only. */
export const SERVICE_ACCOUNT_KEY_PREFIX = 'gkp_';

/** An unguessable bearer secret: `prefix` + base64url of `bytes` random bytes. */
export function newSecret(prefix: string, bytes = 32): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

/**
 * Secrets we issue carry ≥128 random bits, so a fast hash is the right store: a lookup by
 * hash needs no per-row salt and leaks no timing about the plaintext.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
