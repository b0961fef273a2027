import type { Schemas } from '../../api-types.ts';
import type { KeyRing } from './key-ring.ts';

/** Public parts only; keys being rotated out stay listed until their tokens have expired. */
export function publishedJwks(keys: KeyRing): Schemas['Jwks'] {
  return { keys: keys.published.map((key) => key.jwk) };
}
