import { createHash, randomBytes } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import * as sso from '../../db/repositories/sso.ts';
import { normalizeEmail } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { IdpUnreachableError } from '../../protocols/sso/guarded-fetch.ts';
import { IdpAnswerError } from '../../protocols/sso/external-identity.ts';
import { oidcAuthorizationUrl } from '../../protocols/sso/oidc.ts';
import { samlAuthorizeUrl } from '../../protocols/sso/saml.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { domainOf, oidcProviderOf, samlProviderOf } from './providers.ts';

/** How long a started sign-in waits for the IdP's answer. */
export const SSO_REQUEST_TTL_SECONDS = 600;

/**
 * The OIDC nonce, derived from the state rather than stored: only the state's hash is kept,
 * and the nonce (one per request, bound to it) is recomputed when the IdP answers.
 */
export function nonceOf(state: string): string {
  return createHash('sha256').update(`gatekeep-sso-nonce:${state}`).digest('base64url');
}

export async function discoverSso(services: Services, input: RequestBody<'discoverSso'>): Promise<Schemas['SsoDiscovery']> {
  const configs = await sso.findConfigsForDomain(services.db, domainOf(normalizeEmail(input.email)));
  return {
    items: configs.map((config) => ({
      providerConfigId: config.id,
      tenantId: config.tenant_id,
      tenantName: config.tenant_name,
      type: config.type,
      name: config.name,
    })),
  };
}

async function configFor(services: Services, input: RequestBody<'startSso'>) {
  if ('providerConfigId' in input) {
    const config = await sso.findEnabledConfig(services.db, input.providerConfigId);
    if (!config) throw new AppError('NOT_FOUND', 'No enabled provider config has this id.');
    return config;
  }
  const configs = await sso.findConfigsForDomain(services.db, domainOf(normalizeEmail(input.email)));
  if (configs.length === 0) throw new AppError('NOT_FOUND', "No identity provider signs in this address's domain.");
  if (configs.length > 1)
    throw new AppError(
      'VALIDATION_FAILED',
      "Several identity providers sign in this address's domain; name one as body.providerConfigId (discoverSso lists them).",
    );
  return configs[0]!;
}

/**
 * Where the IdP's answer comes back when the person signs in with SSO on Gatekeep's own hosted
 * sign-in page: accepted for every config, since it is Gatekeep's page, not an app's.
 */
export function hostedSsoReturnUri(services: Services): string {
  return `${services.config.issuer.replace(/\/+$/, '')}/auth/sign-in/sso`;
}

/**
 * Checks the app's redirect URI before anything else (an open redirect is never reachable),
 * keeps the request (hashed state, ten minutes, single use) and answers the IdP's URL: OIDC's
 * authorization endpoint, or SAML's SSO URL with an AuthnRequest (HTTP-Redirect binding) whose
 * ID is stored beside the request and whose RelayState is the state.
 */
export async function startSso(services: Services, input: RequestBody<'startSso'>): Promise<Schemas['SsoAuthorization']> {
  if (input.codeChallengeMethod !== undefined && input.codeChallenge === undefined)
    throw new AppError('VALIDATION_FAILED', 'body.codeChallengeMethod needs body.codeChallenge.');
  const config = await configFor(services, input);
  if (input.redirectUri !== hostedSsoReturnUri(services) && !config.allowed_redirect_uris.includes(input.redirectUri))
    throw new AppError('VALIDATION_FAILED', "body.redirectUri is not one of the provider config's allowedRedirectUris (compared exactly).");

  const state = randomBytes(32).toString('base64url');
  let url: string;
  let idpCodeVerifier: string | null = null;
  let samlRequestId: string | null = null;
  try {
    if (config.type === 'oidc') {
      idpCodeVerifier = randomBytes(32).toString('base64url');
      url = await oidcAuthorizationUrl(oidcProviderOf(services, config), { state, nonce: nonceOf(state), codeVerifier: idpCodeVerifier });
    } else {
      // An xs:ID: it must not start with a digit.
      samlRequestId = `_${randomBytes(20).toString('hex')}`;
      url = await samlAuthorizeUrl(samlProviderOf(services, config), { relayState: state, requestId: samlRequestId });
    }
  } catch (err) {
    if (err instanceof IdpUnreachableError || err instanceof IdpAnswerError)
      throw new AppError('SERVICE_UNAVAILABLE', `The identity provider cannot be used right now: ${err.message}`, { cause: err });
    throw err;
  }
  await sso.insertSsoRequest(services.db, {
    stateHash: hashSecret(state),
    configId: config.id,
    redirectUri: input.redirectUri,
    appState: input.state ?? null,
    codeChallenge: input.codeChallenge ?? null,
    idpCodeVerifier,
    samlRequestId,
    ttlSeconds: SSO_REQUEST_TTL_SECONDS,
  });
  return { url };
}
