import type { QueryParams } from '../../api-types.ts';
import * as sso from '../../db/repositories/sso.ts';
import { AppError } from '../../errors.ts';
import { oidcIdentity } from '../../protocols/sso/oidc.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { answerApp, configGone } from './complete.ts';
import { oidcProviderOf } from './providers.ts';
import { nonceOf } from './start.ts';

/**
 * The IdP came back. Without a live request for its `state` there is nowhere safe to send the
 * browser (400). Otherwise every outcome is a 303 to the app (answerApp).
 */
export async function completeOidcSso(services: Services, meta: RequestMeta, query: QueryParams<'completeOidcSso'>): Promise<string> {
  const request = await sso.takeSsoRequest(services.db, hashSecret(query.state));
  if (!request || request.idp_code_verifier === null)
    throw new AppError('VALIDATION_FAILED', 'This sign-in is unknown, finished or older than ten minutes; start it again.');
  const config = await sso.findEnabledConfig(services.db, request.provider_config_id);
  if (!config) return configGone(request);

  const codeVerifier = request.idp_code_verifier;
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return answerApp(services, meta, config, request, () =>
    oidcIdentity(oidcProviderOf(services, config), params, { state: query.state, nonce: nonceOf(query.state), codeVerifier }),
  );
}
