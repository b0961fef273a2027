import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets in time independent of where they differ. Both sides are hashed
 * first so the buffers always have equal length (timingSafeEqual requires it) and the
 * length of the configured secret does not leak either.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
