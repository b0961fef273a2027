import type { QueryParams } from '../../api-types.ts';
import * as sso from '../../db/repositories/sso.ts';
import type { ProviderConfigRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { IdpAnswerError, type ExternalIdentity } from '../../protocols/sso/external-identity.ts';
import { IdpUnreachableError } from '../../protocols/sso/guarded-fetch.ts';
import { oidcIdentity } from '../../protocols/sso/oidc.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { hashSecret, newSecret } from '../ids.ts';
import type { Services } from '../services.ts';
import { oidcProviderOf } from './providers.ts';
import { admitExternalIdentity } from './sign-in.ts';
import { nonceOf } from './start.ts';

/** The code the app exchanges: a minute, once (contract "SSO"). */
export const SSO_CODE_TTL_SECONDS = 60;
const CODE_PREFIX = 'gksc_';

type Request = NonNullable<Awaited<ReturnType<typeof sso.takeSsoRequest>>>;

/** The app's redirect URI with `answer` in its query, beside whatever query it already has. */
function redirectTo(request: Request, answer: Record<string, string>): string {
  const url = new URL(request.redirect_uri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  if (request.app_state !== null) url.searchParams.set('state', request.app_state);
  return url.toString();
}

/** OAuth errors an IdP may answer that the app can act on; any other becomes `access_denied`. */
const PASSED_ON = new Set(['access_denied', 'login_required', 'consent_required', 'interaction_required', 'temporarily_unavailable']);

/**
 * A refusal as the app reads it (an OAuth `error` and `error_description`, with Gatekeep's own
 * code as `error_code` when the refusal is Gatekeep's) and as the log records it (`reason`).
 */
function refusal(err: unknown): { answer: Record<string, string>; reason: string } {
  if (err instanceof AppError) {
    const error = err.status >= 500 ? 'temporarily_unavailable' : 'access_denied';
    return { answer: { error, error_description: err.message, error_code: err.code }, reason: err.code };
  }
  if (err instanceof IdpUnreachableError)
    return {
      answer: { error: 'temporarily_unavailable', error_description: 'The identity provider could not be reached.' },
      reason: 'idp_unreachable',
    };
  if (err instanceof IdpAnswerError) {
    const error = PASSED_ON.has(err.reason) ? err.reason : 'access_denied';
    return { answer: { error, error_description: err.message.slice(0, 500) }, reason: err.reason };
  }
  throw err;
}

/**
 * The IdP came back. Without a live request for its `state` there is nowhere safe to send the
 * browser (400). Otherwise every outcome is a 303 to the app: a code, or an OAuth error; a
 * refusal is recorded on the tenant's log (`sso.login_failed`, with the reason) after the
 * sign-in's own transaction rolled back.
 */
export async function completeOidcSso(services: Services, meta: RequestMeta, query: QueryParams<'completeOidcSso'>): Promise<string> {
  const request = await sso.takeSsoRequest(services.db, hashSecret(query.state));
  if (!request || request.idp_code_verifier === null)
    throw new AppError('VALIDATION_FAILED', 'This sign-in is unknown, finished or older than ten minutes; start it again.');
  const config = await sso.findEnabledConfig(services.db, request.provider_config_id);
  if (!config)
    return redirectTo(request, {
      error: 'access_denied',
      error_description: 'The identity provider was disabled.',
      error_code: 'NOT_FOUND',
    });

  let identity: ExternalIdentity | undefined;
  try {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    identity = await oidcIdentity(oidcProviderOf(services, config), params, {
      state: query.state,
      nonce: nonceOf(query.state),
      codeVerifier: request.idp_code_verifier,
    });
    const signedIn = identity;
    const code = newSecret(CODE_PREFIX);
    await services.db.transaction().execute(async (trx) => {
      const { user, profile } = await admitExternalIdentity(trx, services, meta, config, signedIn);
      await sso.insertSsoCode(trx, {
        codeHash: hashSecret(code),
        userId: user.id,
        configId: config.id,
        redirectUri: request.redirect_uri,
        codeChallenge: request.code_challenge,
        profile,
        ttlSeconds: SSO_CODE_TTL_SECONDS,
      });
    });
    return redirectTo(request, { code });
  } catch (err) {
    const { answer, reason } = refusal(err);
    await recordFailure(services, meta, config, identity, reason);
    return redirectTo(request, answer);
  }
}

async function recordFailure(
  services: Services,
  meta: RequestMeta,
  config: ProviderConfigRow,
  identity: ExternalIdentity | undefined,
  reason: string,
) {
  await services.db.transaction().execute((trx) =>
    recordTenantChange(trx, services, meta, {
      event: 'sso.login_failed',
      tenantId: config.tenant_id,
      target: { type: 'provider_config', id: config.id },
      metadata: { reason, ...(identity ? { subject: identity.subject } : {}) },
      data: {
        providerConfigId: config.id,
        tenantId: config.tenant_id,
        reason,
        subject: identity?.subject ?? null,
        email: identity?.email ?? null,
      },
    }),
  );
}
