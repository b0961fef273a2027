import { createHash, randomUUID } from 'node:crypto';
import { errors, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import type { KeyRing } from './key-ring.ts';

/**
 * `typ` of user access tokens (RFC 9068). Verification requires it, so a minted service token
 * (`gatekeep-service+jwt`, api-keys/mint-api-key-token.ts) never passes as a user's.
 */
const ACCESS_TOKEN_TYPE = 'at+jwt';
export const USER_TOKEN_AUDIENCE = 'gatekeep';
/** About 1 MB of verified tokens: every user active in the last ACCESS_TOKEN_TTL on a busy instance. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface VerifiedAccessToken {
  userId: string;
  sessionId: string;
  /** A tenant-scoped token (issueTenantToken): the tenant and the role it was issued for. */
  tenant?: { tenantId: string; role: string };
}

/** What a tenant-scoped token states for resource servers (claims `tid`, `role`, `permissions`). */
export interface TenantClaims {
  tenantId: string;
  role: string;
  permissions: string[];
}

/**
 * `expired`: the signature, `typ`, issuer, audience and required claims all verified and only
 * `exp` has passed, so the caller is told to refresh (401 TOKEN_EXPIRED). It tells the holder
 * nothing they could not read from the token itself. Every other failure is `invalid`.
 */
export type AccessTokenCheck = { status: 'valid'; token: VerifiedAccessToken } | { status: 'expired' } | { status: 'invalid' };

export interface UserAccessTokens {
  issue(userId: string, sessionId: string, tenant?: TenantClaims): Promise<{ accessToken: string; expiresIn: number }>;
  /**
   * Who the token was issued to and in which session, or why not. Only the signature and
   * claims: whether the session is still live is the caller's question (resolve-identity.ts).
   */
  verify(token: string): Promise<AccessTokenCheck>;
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

  /**
   * Tokens that verified, by their SHA-256, until their `exp`. An RS256 verification kept the
   * event loop busy tens of µs of every user-token request (webcrypto's job set-up; the signature
   * math runs on libuv's pool); the same string verifies the same way until it expires, since
   * the key ring is fixed for the process's life. Only successes are kept, so junk tokens leave
   * nothing behind; whether the session is still live is asked on every request regardless.
   */
  const verified = new Map<string, { token: VerifiedAccessToken; expiresAtMs: number }>();

  return {
    async issue(userId, sessionId, tenant) {
      const claims = tenant
        ? { sid: sessionId, tid: tenant.tenantId, role: tenant.role, permissions: tenant.permissions }
        : { sid: sessionId };
      const jwt = new SignJWT(claims)
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
      const key = createHash('sha256').update(token).digest('base64url');
      const remembered = verified.get(key);
      if (remembered && remembered.expiresAtMs > Date.now()) return { status: 'valid', token: remembered.token };
      if (remembered) verified.delete(key);
      const fresh = await verifySignedToken(token);
      if (fresh === 'expired' || fresh === null) return { status: fresh ?? 'invalid' };
      // Oldest first out: Maps iterate in insertion order.
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(key, fresh);
      return { status: 'valid', token: fresh.token };
    },
  };

  async function verifySignedToken(token: string): Promise<{ token: VerifiedAccessToken; expiresAtMs: number } | 'expired' | null> {
    try {
      const { payload } = await jwtVerify(token, verificationKey as JWTVerifyGetKey, {
        algorithms: [algorithm],
        issuer,
        audience: USER_TOKEN_AUDIENCE,
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      const { sub, sid, exp, tid, role } = payload;
      if (!isUserTokenPayload(payload) || typeof exp !== 'number') return null;
      const verified: VerifiedAccessToken = { userId: sub as string, sessionId: sid as string };
      if (tid !== undefined || role !== undefined) {
        if (typeof tid !== 'string' || typeof role !== 'string') return null;
        verified.tenant = { tenantId: tid, role };
      }
      return { token: verified, expiresAtMs: exp * 1000 };
    } catch (err) {
      // jose checks the signature first (verifyCompact), then typ, the required claims, issuer,
      // audience and nbf, and only then exp: JWTExpired on `exp` means all of those passed.
      // `iat` too far in the past is also JWTExpired, but no maxTokenAge is set here.
      if (err instanceof errors.JWTExpired && err.claim === 'exp' && isUserTokenPayload(err.payload)) return 'expired';
      return null;
    }
  }
}

/** The claims a user access token must carry, also checked before an expired one is called expired. */
function isUserTokenPayload(payload: { sub?: unknown; sid?: unknown }): boolean {
  return typeof payload.sub === 'string' && payload.sub.startsWith('usr_') && typeof payload.sid === 'string';
}
