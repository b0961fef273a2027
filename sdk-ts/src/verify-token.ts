import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

export interface VerifyTokenOptions {
  /** e.g. `https://auth.example.com/.well-known/jwks.json`. */
  jwksUrl: string;
  /** Required `aud`: `gatekeep` for user access tokens, or the `audience` a minted token was asked for. */
  audience?: string | string[];
  /** Required `iss`, the server's ISSUER. */
  issuer?: string;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a Gatekeep RS256 token offline for a resource server. The key set is fetched once
 * per URL and cached (jose refetches when it sees an unknown `kid`, as after a key rotation).
 */
export async function verifyToken(token: string, options: VerifyTokenOptions): Promise<JWTPayload> {
  let keySet = keySets.get(options.jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(options.jwksUrl));
    keySets.set(options.jwksUrl, keySet);
  }
  const { payload } = await jwtVerify(token, keySet, { algorithms: ['RS256'], audience: options.audience, issuer: options.issuer });
  return payload;
}
