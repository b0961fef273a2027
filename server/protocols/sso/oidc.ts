// The OpenID Connect relying party: the one importer of openid-client (panva's certified RP).
// It turns a provider config into an authorization URL and an IdP's answer into an
// ExternalIdentity; whether that identity may sign in is the domain's to decide.
import * as client from 'openid-client';
import { guardedFetch, IdpUnreachableError } from './guarded-fetch.ts';
import { type ExternalIdentity, IdpAnswerError } from './external-identity.ts';

export interface OidcProvider {
  configId: string;
  /** The config's updated_at: a changed config is discovered afresh. */
  version: number;
  issuer: string;
  clientId: string;
  /** Decrypted for this request only; null: a public client (PKCE alone). */
  clientSecret: string | null;
  scopes: string[];
  /** Gatekeep's callback, registered at the IdP: ISSUER/v1/sso/oidc/callback. */
  redirectUri: string;
  allowPrivateAddresses: boolean;
  /** SSO_CLOCK_SKEW_S: how far the IdP's clock may be off when `exp` and `iat` are checked. */
  clockSkewSeconds: number;
}

/** ID token algorithms accepted from any IdP: asymmetric only (no `none`, no HS256 with the client secret). */
const ID_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
const REQUEST_TIMEOUT_MS = 10_000;
/** Discovery is cached per config version; keys rotate at the IdP's pace, which openid-client follows. */
const DISCOVERY_TTL_MS = 10 * 60_000;

const discovered = new Map<string, { version: number; expiresAt: number; configuration: Promise<client.Configuration> }>();

function clientAuthentication(methods: readonly string[] | undefined, secret: string | null): client.ClientAuth {
  if (secret === null) return client.None();
  // Discovery's default is client_secret_basic (OpenID Connect Discovery 1.0 §3).
  const supported = methods ?? ['client_secret_basic'];
  if (!supported.includes('client_secret_basic') && supported.includes('client_secret_post')) return client.ClientSecretPost(secret);
  return client.ClientSecretBasic(secret);
}

/** The one algorithm this client expects its ID tokens in: RS256 when offered, else the first allowed one offered. */
function idTokenAlgorithm(offered: readonly string[] | undefined): string {
  const list = offered ?? ['RS256'];
  const chosen = list.includes('RS256') ? 'RS256' : ID_TOKEN_ALGORITHMS.find((alg) => list.includes(alg));
  if (!chosen) throw new IdpAnswerError('unsupported_algorithm', `The IdP signs ID tokens only with ${list.join(', ')}.`);
  return chosen;
}

async function discover(provider: OidcProvider): Promise<client.Configuration> {
  // Refused like a private address: a sign-in never rides on plain http, whatever the config allows.
  if (!provider.issuer.startsWith('https://')) throw new IdpUnreachableError('The issuer is not https.');
  const fetch = guardedFetch({ allowPrivateAddresses: provider.allowPrivateAddresses, timeoutMs: REQUEST_TIMEOUT_MS });
  let found: client.Configuration;
  try {
    found = await client.discovery(new URL(provider.issuer), provider.clientId, undefined, undefined, {
      [client.customFetch]: fetch,
      timeout: REQUEST_TIMEOUT_MS / 1000,
    });
  } catch (err) {
    throw unreachable(err);
  }
  const server = found.serverMetadata();
  const configuration = new client.Configuration(
    server,
    provider.clientId,
    {
      id_token_signed_response_alg: idTokenAlgorithm(server.id_token_signing_alg_values_supported),
      [client.clockTolerance]: provider.clockSkewSeconds,
    },
    clientAuthentication(server.token_endpoint_auth_methods_supported, provider.clientSecret),
  );
  configuration[client.customFetch] = fetch;
  configuration.timeout = REQUEST_TIMEOUT_MS / 1000;
  return configuration;
}

function configurationOf(provider: OidcProvider): Promise<client.Configuration> {
  const cached = discovered.get(provider.configId);
  if (cached && cached.version === provider.version && cached.expiresAt > Date.now()) return cached.configuration;
  const configuration = discover(provider);
  discovered.set(provider.configId, { version: provider.version, expiresAt: Date.now() + DISCOVERY_TTL_MS, configuration });
  // A failed discovery is not remembered: the next sign-in tries again.
  configuration.catch(() => discovered.delete(provider.configId));
  return configuration;
}

/** The errors along `err`'s chain of causes. */
function* causes(err: unknown): Generator<unknown> {
  for (let at: unknown = err, depth = 0; at && depth < 10; at = (at as { cause?: unknown }).cause, depth++) yield at;
}

/**
 * Network trouble (the IdP is down, slow, or refused by the address policy) as opposed to an
 * answer that failed a check: the first is the IdP's unavailability, the second a refusal.
 */
function unreachable(err: unknown): Error {
  if (err instanceof IdpAnswerError) return err;
  for (const cause of causes(err)) {
    if (cause instanceof IdpUnreachableError) return cause;
    const name = (cause as Error).name;
    if (typeof (cause as NodeJS.ErrnoException).code === 'string' && (cause as NodeJS.ErrnoException).syscall) {
      return new IdpUnreachableError((cause as Error).message, { cause });
    }
    if (name === 'TimeoutError' || name === 'AbortError') return new IdpUnreachableError('The IdP did not answer in time.', { cause });
  }
  return new IdpAnswerError('invalid_idp_answer', (err as Error)?.message ?? 'The IdP answered something unexpected.');
}

/** Where to send the browser: the IdP's authorization endpoint with PKCE S256, state and nonce. */
export async function oidcAuthorizationUrl(
  provider: OidcProvider,
  request: { state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const configuration = await configurationOf(provider);
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: provider.redirectUri,
      scope: provider.scopes.join(' '),
      response_type: 'code',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/**
 * The IdP's answer at Gatekeep's callback (`query`: the callback's query string), checked by
 * openid-client: state, the code exchanged with the PKCE verifier and client authentication,
 * the ID token's signature (the IdP's JWKS, one allowed algorithm), iss, aud, azp, exp, iat
 * and nonce.
 */
export async function oidcIdentity(
  provider: OidcProvider,
  query: URLSearchParams,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ExternalIdentity> {
  const configuration = await configurationOf(provider);
  const currentUrl = new URL(provider.redirectUri);
  currentUrl.search = query.toString();
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    if (err instanceof client.AuthorizationResponseError)
      throw new IdpAnswerError(err.error, err.error_description ?? 'The IdP refused the sign-in.');
    if (err instanceof client.ResponseBodyError)
      throw new IdpAnswerError('token_refused', `The IdP's token endpoint answered ${err.error}.`);
    throw unreachable(err);
  }
  if (!claims) throw new IdpAnswerError('invalid_idp_answer', 'The IdP answered without an ID token.');
  return {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    // Only a JSON true vouches for the address; false, a string or nothing does not (fails closed).
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

/**
 * A plain OAuth 2.0 authorization server, without discovery or ID tokens (GitHub's): its
 * endpoints are configured, and what it answers is an access token to call its API with.
 */
export interface OAuthServer {
  /** Stands for the server in authorization responses (no `iss` is expected from it). */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  redirectUri: string;
  allowPrivateAddresses: boolean;
}

function plainConfiguration(server: OAuthServer): client.Configuration {
  for (const url of [server.authorizationEndpoint, server.tokenEndpoint])
    if (!url.startsWith('https://')) throw new IdpUnreachableError('The provider is not https.');
  const configuration = new client.Configuration(
    { issuer: server.issuer, authorization_endpoint: server.authorizationEndpoint, token_endpoint: server.tokenEndpoint },
    server.clientId,
    {},
    // GitHub takes the client's credentials in the body.
    client.ClientSecretPost(server.clientSecret),
  );
  configuration[client.customFetch] = guardedFetch({ allowPrivateAddresses: server.allowPrivateAddresses, timeoutMs: REQUEST_TIMEOUT_MS });
  configuration.timeout = REQUEST_TIMEOUT_MS / 1000;
  return configuration;
}

/** Where to send the browser: the server's authorization endpoint with PKCE S256 and state. */
export async function oauthAuthorizationUrl(server: OAuthServer, request: { state: string; codeVerifier: string }): Promise<string> {
  return client
    .buildAuthorizationUrl(plainConfiguration(server), {
      redirect_uri: server.redirectUri,
      scope: server.scopes.join(' '),
      state: request.state,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/**
 * The server's answer at Gatekeep's callback, checked by openid-client (state; the code
 * redeemed with the PKCE verifier and the client's credentials): the access token.
 */
export async function oauthAccessToken(
  server: OAuthServer,
  query: URLSearchParams,
  checks: { state: string; codeVerifier: string },
): Promise<string> {
  const currentUrl = new URL(server.redirectUri);
  currentUrl.search = query.toString();
  try {
    const tokens = await client.authorizationCodeGrant(plainConfiguration(server), currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
    });
    return tokens.access_token;
  } catch (err) {
    if (err instanceof client.AuthorizationResponseError)
      throw new IdpAnswerError(err.error, err.error_description ?? 'The provider refused the sign-in.');
    if (err instanceof client.ResponseBodyError)
      throw new IdpAnswerError('token_refused', `The provider's token endpoint answered ${err.error}.`);
    throw unreachable(err);
  }
}
