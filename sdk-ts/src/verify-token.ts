import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

export interface VerifyTokenOptions {
  /** e.g. `https://auth.example.com/.well-known/jwks.json`. */
  jwksUrl: string;
  /**
   * Required `aud`. By default `gatekeep`, the audience of user access tokens, so that a token
   * minted from an API key never passes for a user's. A minted token: the `audience` it was
   * asked for, or `null` for one minted without (then `aud` is not checked). As in the Python SDK.
   */
  audience?: string | string[] | null;
  /** Required `iss`, the server's ISSUER. */
  issuer?: string;
}

/**
 * The claims of a Gatekeep token. A user access token carries `sid` and `aud: "gatekeep"`; a
 * token minted from an API key (`mintApiKeyToken`) carries `tid` and `scope`, and `aud` only
 * when it was asked for one.
 */
export interface GatekeepClaims {
  /** The server's ISSUER. */
  iss: string;
  /** The user id (`usr_…`) of a user access token; the API key id (`key_…`) of a minted token. */
  sub: string;
  aud?: string | string[];
  /** Issued at, in seconds since the epoch. */
  iat: number;
  /** Expires at, in seconds since the epoch. */
  exp: number;
  jti: string;
  /** The session of a user access token: revoking the session ends it at the server. */
  sid?: string;
  /** The tenant of the API key a token was minted from. */
  tid?: string;
  /** The scopes of a minted token, space-separated (RFC 8693 style). */
  scope?: string;
}

/** The `aud` of every user access token. */
const USER_AUDIENCE = 'gatekeep';
const REQUIRED_CLAIMS = ['iss', 'sub', 'iat', 'exp', 'jti'];
const STRING_CLAIMS = ['iss', 'sub', 'jti', 'sid', 'tid', 'scope'] as const;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a Gatekeep RS256 token offline for a resource server and returns its claims. The key
 * set is fetched once per URL and cached (jose refetches when it sees an unknown `kid`, as after
 * a key rotation). Throws jose's errors (`JWTExpired`, `JWTClaimValidationFailed`, …).
 */
export async function verifyToken(token: string, options: VerifyTokenOptions): Promise<GatekeepClaims> {
  let keySet = keySets.get(options.jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(options.jwksUrl));
    keySets.set(options.jwksUrl, keySet);
  }
  const { payload } = await jwtVerify(token, keySet, {
    algorithms: ['RS256'],
    audience: options.audience === null ? undefined : (options.audience ?? USER_AUDIENCE),
    issuer: options.issuer,
    requiredClaims: REQUIRED_CLAIMS,
  });
  return asGatekeepClaims(payload);
}

/** jose checks the numeric dates and the audience; the promised string claims are checked here. */
function asGatekeepClaims(payload: JWTPayload): GatekeepClaims {
  for (const claim of STRING_CLAIMS) {
    if (claim in payload && typeof payload[claim] !== 'string') {
      throw new errors.JWTClaimValidationFailed(`"${claim}" claim must be a string`, payload, claim, 'invalid');
    }
  }
  return payload as GatekeepClaims;
}
