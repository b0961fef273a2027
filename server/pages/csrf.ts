import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A form's CSRF token: an HMAC of what the form acts on (an interaction; a mailed link's token,
 * with the signed-in session where the post acts as that person), under a key every instance
 * derives alike (SecretCipher.derivedKeys). A page of another site knows neither, and the
 * cookies the post needs are SameSite=Lax.
 */
export function csrfToken(keys: readonly string[], binding: string): string {
  return keyedDigest(keys, `csrf:${binding}`);
}

/**
 * A value only this server (any instance) can make from `text`: HMAC-SHA-256 under the current
 * key, base64url (43 characters). What a flow carries through an identity provider (its state,
 * its PKCE verifier) is made this way, so no table has to remember it.
 */
export function keyedDigest(keys: readonly string[], text: string): string {
  return createHmac('sha256', keys[0]!).update(text).digest('base64url');
}

export function csrfTokenValid(keys: readonly string[], binding: string, token: string): boolean {
  const given = Buffer.from(token);
  return keys.some((key) => {
    const expected = Buffer.from(createHmac('sha256', key).update(`csrf:${binding}`).digest('base64url'));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
