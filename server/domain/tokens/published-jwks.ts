import type { Schemas } from '../../api-types.ts';
import type { KeyRing } from './key-ring.ts';

/** One document per key set, so that it is serialized once (sendJsonDocument). */
const documents = new WeakMap<KeyRing['published'], Schemas['Jwks']>();

/** Public parts only; keys being rotated out stay listed until their tokens have expired. */
export function publishedJwks(keys: KeyRing): Schemas['Jwks'] {
  let jwks = documents.get(keys.published);
  if (!jwks) {
    jwks = { keys: keys.published.map((key) => key.jwk) };
    documents.set(keys.published, jwks);
  }
  return jwks;
}
