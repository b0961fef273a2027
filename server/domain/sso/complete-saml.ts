import type { Schemas } from '../../api-types.ts';
import * as sso from '../../db/repositories/sso.ts';
import type { ProviderConfigRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type ExternalIdentity, IdpAnswerError } from '../../protocols/sso/external-identity.ts';
import { samlIdentity, type SamlRouting, samlRouting } from '../../protocols/sso/saml.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import type { SamlSettings } from '../tenants/provider-configs.ts';
import { answerApp, configGone } from './complete.ts';
import { samlProviderOf } from './providers.ts';

const UNKNOWN_SIGN_IN = 'This sign-in is unknown, finished or older than ten minutes; start it again.';

/**
 * The IdP POSTed its response to the ACS. SP-initiated: RelayState names a live request (taken:
 * single use), whose AuthnRequest ID the response must answer. A response that answers a
 * request but names no live one has nowhere safe to go (400). A response that answers none is
 * IdP-initiated: refused (400) unless its config allows that, and then sent to the config's first
 * allowed redirect URI. Either way the assertion is then checked, and remembered so that a
 * replay fails on every instance.
 */
export async function completeSamlSso(services: Services, meta: RequestMeta, body: Schemas['SamlResponseForm']): Promise<string> {
  let routing: SamlRouting;
  try {
    routing = samlRouting(body.SAMLResponse);
  } catch (err) {
    if (err instanceof IdpAnswerError) throw new AppError('VALIDATION_FAILED', `body.SAMLResponse: ${err.message}`);
    throw err;
  }
  const request = body.RelayState === undefined ? undefined : await sso.takeSsoRequest(services.db, hashSecret(body.RelayState));
  if (request) {
    if (request.saml_request_id === null) throw new AppError('VALIDATION_FAILED', UNKNOWN_SIGN_IN);
    const config = await sso.findEnabledConfig(services.db, request.provider_config_id);
    if (!config) return configGone(request);
    const expected = { requestId: request.saml_request_id, createdAt: request.created_at };
    return answerApp(services, meta, config, request, () => samlSignIn(services, config, body.SAMLResponse, routing, expected));
  }
  if (routing.inResponseTo !== null) throw new AppError('VALIDATION_FAILED', UNKNOWN_SIGN_IN);

  const config = await idpInitiatedConfig(services, routing);
  const target = { redirect_uri: config.allowed_redirect_uris[0]!, app_state: null, code_challenge: null };
  return answerApp(services, meta, config, target, () => samlSignIn(services, config, body.SAMLResponse, routing, null));
}

/**
 * The config an unsolicited response is for: its audience is the config's SP entity id, which
 * names the config. Only a config that allows IdP-initiated sign-in, with somewhere to send the
 * user, takes one: anything else is refused before the response is even checked.
 */
async function idpInitiatedConfig(services: Services, routing: SamlRouting): Promise<ProviderConfigRow> {
  const prefix = `${services.config.issuer}/v1/sso/saml/`;
  const configIds = routing.audiences
    .filter((audience) => audience.startsWith(prefix) && audience.endsWith('/metadata'))
    .map((audience) => audience.slice(prefix.length, -'/metadata'.length));
  const config = configIds.length === 1 ? await sso.findEnabledConfig(services.db, configIds[0]!) : undefined;
  if (!config || config.type !== 'saml')
    throw new AppError('VALIDATION_FAILED', 'This response answers no sign-in and its audience is no enabled SAML provider config.');
  if ((config.settings as SamlSettings).allowIdpInitiated !== true)
    throw new AppError(
      'VALIDATION_FAILED',
      'This provider config refuses IdP-initiated sign-in (saml.allowIdpInitiated is false): start the sign-in at the app.',
    );
  if (config.allowed_redirect_uris.length === 0)
    throw new AppError('VALIDATION_FAILED', 'This provider config has no allowedRedirectUris to send an IdP-initiated sign-in to.');
  return config;
}

async function samlSignIn(
  services: Services,
  config: ProviderConfigRow,
  samlResponse: string,
  routing: SamlRouting,
  expected: { requestId: string; createdAt: Date } | null,
): Promise<ExternalIdentity> {
  const answer = await samlIdentity(samlProviderOf(services, config), samlResponse, routing, expected);
  if (answer.assertionId === '') throw new IdpAnswerError('invalid_saml_response', 'The assertion has no ID.');
  const firstUse = await sso.rememberAssertionId(services.db, {
    configId: config.id,
    assertionId: answer.assertionId,
    expiresAt: answer.expiresAt,
  });
  if (!firstUse) throw new IdpAnswerError('assertion_replayed', 'This assertion was used before: a replay.');
  return answer.identity;
}
