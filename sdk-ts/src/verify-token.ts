import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

/** Give exactly one of `jwksUrl` and `baseUrl`, as the Python SDK's `verify_token` takes them. */
export interface VerifyTokenOptions {
  /** e.g. `https://auth.example.com/.well-known/jwks.json`. */
  jwksUrl?: string;
  /**
   * The server, as for `new Gatekeep({ baseUrl })` (e.g. `https://auth.example.com`): its keys
   * are fetched from `<baseUrl>/.well-known/jwks.json`.
   */
  baseUrl?: string;
  /**
   * Required `aud`. By default `gatekeep`, the audience of every user access token. `null`: the
   * token must carry no `aud` at all (before issue 29 it left `aud` unchecked, and so accepted
   * any user's access token), as `None` always meant in the Python SDK.
   */
  audience?: string | string[] | null;
  /** Required `iss`, the server's ISSUER. */
  issuer?: string;
}

export interface VerifyServiceTokenOptions {
  /**
   * The server's ISSUER: `iss` must equal it, and the keys are fetched from
   * `<issuer>/.well-known/jwks.json` unless `jwksUrl` names them. Give `issuer`, `jwksUrl` or both.
   */
  issuer?: string;
  /** Where the server publishes its keys, e.g. `https://auth.example.com/.well-known/jwks.json`. */
  jwksUrl?: string;
  /**
   * The tenant this resource server serves, or the list of them: the token's `tid` must be one.
   * Required: a service token of any other tenant is refused.
   */
  tenantId: string | readonly string[];
  /**
   * Required `aud`: the `audience` the token was minted for (`mintApiKeyToken`). Absent or `null`:
   * the token must have been minted without one.
   */
  audience?: string | string[] | null;
}

/**
 * The claims of a Gatekeep user access token (`verifyToken`). A user access token carries `sid`
 * and `aud: "gatekeep"`; a tenant-scoped one (`issueTenantToken`) also `tid`, `role` and
 * `permissions`. `scope` belongs to service tokens (`ServiceTokenClaims`).
 */
export interface GatekeepClaims {
  /** The server's ISSUER. */
  iss: string;
  /** The user id (`usr_…`). */
  sub: string;
  aud?: string | string[];
  /** Issued at, in seconds since the epoch. */
  iat: number;
  /** Expires at, in seconds since the epoch. */
  exp: number;
  jti: string;
  /** The session of a user access token: revoking the session ends it at the server. */
  sid?: string;
  /** A tenant-scoped token (`issueTenantToken`): the tenant it states. */
  tid?: string;
  /** A tenant-scoped token: the user's role in `tid` when it was issued (built-in or custom). */
  role?: string;
  /** A tenant-scoped token: that role's permission strings. */
  permissions?: string[];
  /** Never on a user access token; kept for the claims of tokens verified by older versions. */
  scope?: string;
}

/** The claims of a service token minted from an API key (`mintApiKeyToken`, `verifyServiceToken`). */
export interface ServiceTokenClaims {
  /** The server's ISSUER. */
  iss: string;
  /** The API key id (`key_…`) the token was minted from. */
  sub: string;
  /** The tenant of that API key: one of the `tenantId` the verification named. */
  tid: string;
  /** The token's scopes, space-separated (RFC 8693 style); may be empty. */
  scope: string;
  /** The `audience` it was minted for, when it was minted for one. */
  aud?: string | string[];
  /** Issued at, in seconds since the epoch. */
  iat: number;
  /** Expires at, in seconds since the epoch. */
  exp: number;
  jti: string;
}

/** The `aud` of every user access token. */
const USER_AUDIENCE = 'gatekeep';
/** The JOSE `typ` of user access tokens (RFC 9068) and of minted service tokens. */
const USER_TOKEN_TYPE = 'at+jwt';
const SERVICE_TOKEN_TYPE = 'gatekeep-service+jwt';
const JWKS_PATH = '/.well-known/jwks.json';
const REQUIRED_CLAIMS = ['iss', 'sub', 'iat', 'exp', 'jti'];
const STRING_CLAIMS = ['iss', 'sub', 'jti', 'sid', 'tid', 'role', 'scope'] as const;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The key set of one URL, fetched once and cached (jose refetches on an unknown `kid`, as after a rotation). */
function keySetOf(jwksUrl: string): ReturnType<typeof createRemoteJWKSet> {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl));
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

/**
 * Verifies a Gatekeep user access token (RS256, `typ: at+jwt`) offline for a resource server and
 * returns its claims; a service token minted from an API key is refused (use
 * `verifyServiceToken`). Throws jose's errors (`JWTExpired`, `JWTClaimValidationFailed`, …),
 * and a `TypeError` unless exactly one of `jwksUrl` and `baseUrl` is given.
 */
export async function verifyToken(token: string, options: VerifyTokenOptions): Promise<GatekeepClaims> {
  if ((options.jwksUrl === undefined) === (options.baseUrl === undefined)) {
    throw new TypeError('verifyToken needs exactly one of jwksUrl and baseUrl');
  }
  const jwksUrl = options.jwksUrl ?? options.baseUrl!.replace(/\/+$/, '') + JWKS_PATH;
  const { payload } = await jwtVerify(token, keySetOf(jwksUrl), {
    algorithms: ['RS256'],
    typ: USER_TOKEN_TYPE,
    audience: options.audience === null ? undefined : (options.audience ?? USER_AUDIENCE),
    issuer: options.issuer,
    requiredClaims: REQUIRED_CLAIMS,
  });
  if (options.audience === null) refuseAnyAudience(payload);
  return withStringClaims(payload) as GatekeepClaims;
}

/**
 * Verifies a service token minted from an API key (RS256, `typ: gatekeep-service+jwt`) offline
 * and returns its claims, only if its `tid` is one of the tenants given: a token of another
 * tenant, a user access token, or a token for another audience is refused. Throws jose's errors
 * (`JWTClaimValidationFailed` names the failing claim, `tid` for another tenant's token), and a
 * `TypeError` for options that name no tenant or no key set.
 */
export async function verifyServiceToken(token: string, options: VerifyServiceTokenOptions): Promise<ServiceTokenClaims> {
  const tenants = expectedTenants(options.tenantId);
  const jwksUrl = options.jwksUrl ?? (options.issuer ? options.issuer.replace(/\/+$/, '') + JWKS_PATH : undefined);
  if (!jwksUrl) throw new TypeError('verifyServiceToken needs issuer or jwksUrl');
  const audience = options.audience ?? null;
  const { payload } = await jwtVerify(token, keySetOf(jwksUrl), {
    algorithms: ['RS256'],
    typ: SERVICE_TOKEN_TYPE,
    audience: audience ?? undefined,
    issuer: options.issuer,
    requiredClaims: [...REQUIRED_CLAIMS, 'tid', 'scope'],
  });
  if (audience === null) refuseAnyAudience(payload);
  const claims = withStringClaims(payload) as unknown as ServiceTokenClaims;
  if (!tenants.includes(claims.tid)) {
    throw new errors.JWTClaimValidationFailed('unexpected "tid" claim value', payload, 'tid', 'check_failed');
  }
  return claims;
}

function expectedTenants(tenantId: VerifyServiceTokenOptions['tenantId'] | undefined): readonly string[] {
  const tenants = typeof tenantId === 'string' ? [tenantId] : tenantId;
  if (!Array.isArray(tenants) || tenants.length === 0 || tenants.some((id) => typeof id !== 'string' || id === '')) {
    throw new TypeError('verifyServiceToken needs tenantId: the tenant, or the non-empty list of tenants, it accepts tokens of');
  }
  return tenants;
}

/** With no audience expected, a token aimed at one (the user tokens' `gatekeep`, say) is not for us. */
function refuseAnyAudience(payload: JWTPayload): void {
  if (payload.aud !== undefined) throw new errors.JWTClaimValidationFailed('unexpected "aud" claim value', payload, 'aud', 'check_failed');
}

/** jose checks the numeric dates and the audience; the promised string claims (and `permissions`) are checked here. */
function withStringClaims(payload: JWTPayload): JWTPayload {
  for (const claim of STRING_CLAIMS) {
    if (claim in payload && typeof payload[claim] !== 'string') {
      throw new errors.JWTClaimValidationFailed(`"${claim}" claim must be a string`, payload, claim, 'invalid');
    }
  }
  const permissions = payload.permissions;
  if (permissions !== undefined && !(Array.isArray(permissions) && permissions.every((p) => typeof p === 'string'))) {
    throw new errors.JWTClaimValidationFailed('"permissions" claim must be an array of strings', payload, 'permissions', 'invalid');
  }
  return payload;
}
