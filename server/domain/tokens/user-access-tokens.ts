import { randomUUID } from 'node:crypto';
import { errors, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import type { KeyRing } from './key-ring.ts';

/** `typ` of user access tokens (RFC 9068): it keeps minted API-key JWTs from passing as user tokens. */
const ACCESS_TOKEN_TYPE = 'at+jwt';
export const USER_TOKEN_AUDIENCE = 'gatekeep';

export interface VerifiedAccessToken {
  userId: string;
  sessionId: string;
}

export interface UserAccessTokens {
  issue(userId: string, sessionId: string): Promise<{ accessToken: string; expiresIn: number }>;
  /**
   * Who the token was issued to and in which session, or null for any token that does not
   * verify. Only the signature and claims: whether the session is still live is the caller's
   * question (resolve-identity.ts).
   */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

/**
 * RS256 with the active key when asymmetric signing is configured, so resource servers verify
 * offline through JWKS; HS256 otherwise. Verification allows exactly one algorithm, which
 * closes the `none` and RS/HS confusion attacks.
 */
export function userAccessTokens(keys: KeyRing, issuer: string, ttlSeconds: number): UserAccessTokens {
  const algorithm = keys.active ? 'RS256' : 'HS256';
  const verificationKey: JWTVerifyGetKey | Uint8Array = keys.active
    ? async (header) => {
        const key = keys.published.find((k) => k.kid === header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key.publicKey;
      }
    : keys.hmacSecret!;

  return {
    async issue(userId, sessionId) {
      const jwt = new SignJWT({ sid: sessionId })
        .setProtectedHeader(
          keys.active ? { alg: algorithm, typ: ACCESS_TOKEN_TYPE, kid: keys.active.kid } : { alg: algorithm, typ: ACCESS_TOKEN_TYPE },
        )
        .setIssuer(issuer)
        .setSubject(userId)
        .setAudience(USER_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .setJti(randomUUID());
      const accessToken = await jwt.sign(keys.active ? keys.active.privateKey : keys.hmacSecret!);
      return { accessToken, expiresIn: ttlSeconds };
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, verificationKey as JWTVerifyGetKey, {
          algorithms: [algorithm],
          issuer,
          audience: USER_TOKEN_AUDIENCE,
          typ: ACCESS_TOKEN_TYPE,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        const { sub, sid } = payload;
        return typeof sub === 'string' && sub.startsWith('usr_') && typeof sid === 'string' ? { userId: sub, sessionId: sid } : null;
      } catch {
        return null;
      }
    },
  };
}
