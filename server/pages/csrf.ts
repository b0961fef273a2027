import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A form's CSRF token: an HMAC of the interaction it belongs to, under a key every instance
 * derives alike (SecretCipher.derivedKeys). A page of another site knows no interaction id, and
 * the provider's interaction cookie (SameSite=Lax) must come with the post as well.
 */
export function csrfToken(keys: readonly string[], interaction: string): string {
  return createHmac('sha256', keys[0]!).update(`csrf:${interaction}`).digest('base64url');
}

export function csrfTokenValid(keys: readonly string[], interaction: string, token: string): boolean {
  const given = Buffer.from(token);
  return keys.some((key) => {
    const expected = Buffer.from(createHmac('sha256', key).update(`csrf:${interaction}`).digest('base64url'));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
