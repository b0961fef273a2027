import { createHash, randomBytes } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import * as sso from '../../db/repositories/sso.ts';
import { normalizeEmail } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { IdpUnreachableError } from '../../protocols/sso/guarded-fetch.ts';
import { IdpAnswerError } from '../../protocols/sso/external-identity.ts';
import { oidcAuthorizationUrl } from '../../protocols/sso/oidc.ts';
import { hashSecret } from '../ids.ts';
import type { Services } from '../services.ts';
import { domainOf, oidcProviderOf } from './providers.ts';

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
  const oidc = configs.filter((config) => config.type === 'oidc');
  if (oidc.length === 0) throw new AppError('NOT_FOUND', "No identity provider signs in this address's domain.");
  if (oidc.length > 1)
    throw new AppError(
      'VALIDATION_FAILED',
      "Several identity providers sign in this address's domain; name one as body.providerConfigId (discoverSso lists them).",
    );
  return oidc[0]!;
}

/**
 * Checks the app's redirect URI before anything else (an open redirect is never reachable),
 * keeps the request (hashed state, ten minutes, single use) and answers the IdP's URL.
 */
export async function startSso(services: Services, input: RequestBody<'startSso'>): Promise<Schemas['SsoAuthorization']> {
  if (input.codeChallengeMethod !== undefined && input.codeChallenge === undefined)
    throw new AppError('VALIDATION_FAILED', 'body.codeChallengeMethod needs body.codeChallenge.');
  const config = await configFor(services, input);
  if (!config.allowed_redirect_uris.includes(input.redirectUri))
    throw new AppError('VALIDATION_FAILED', "body.redirectUri is not one of the provider config's allowedRedirectUris (compared exactly).");
  if (config.type !== 'oidc') throw new AppError('NOT_FOUND', 'SAML sign-in is not available yet; this config is SAML.');

  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  let url: string;
  try {
    url = await oidcAuthorizationUrl(oidcProviderOf(services, config), { state, nonce: nonceOf(state), codeVerifier });
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
    idpCodeVerifier: codeVerifier,
    samlRequestId: null,
    ttlSeconds: SSO_REQUEST_TTL_SECONDS,
  });
  return { url };
}
