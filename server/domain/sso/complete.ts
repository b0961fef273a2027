import * as sso from '../../db/repositories/sso.ts';
import type { ProviderConfigRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { IdpAnswerError, type ExternalIdentity } from '../../protocols/sso/external-identity.ts';
import { IdpUnreachableError } from '../../protocols/sso/guarded-fetch.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { admitExternalIdentity } from './sign-in.ts';

// What both protocols do once the IdP came back: sign the user in and send the browser to the
// app with a code, or with an OAuth error.

/** The code the app exchanges: a minute, once (contract "SSO"). */
export const SSO_CODE_TTL_SECONDS = 60;
const CODE_PREFIX = 'gksc_';

/** Where the browser goes back to: the app's redirect URI and state, and the PKCE challenge the code is bound to. */
export interface AppReturn {
  redirect_uri: string;
  app_state: string | null;
  code_challenge: string | null;
}

/** The app's redirect URI with `answer` in its query, beside whatever query it already has. */
export function redirectTo(target: AppReturn, answer: Record<string, string>): string {
  const url = new URL(target.redirect_uri);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  if (target.app_state !== null) url.searchParams.set('state', target.app_state);
  return url.toString();
}

/** A config disabled or deleted between the start and the IdP's answer. */
export function configGone(target: AppReturn): string {
  return redirectTo(target, { error: 'access_denied', error_description: 'The identity provider was disabled.', error_code: 'NOT_FOUND' });
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
 * Every outcome once the IdP's answer belongs to a sign-in is a 303 to the app: a code (single
 * use, bound to the redirect URI and the app's PKCE challenge), or an OAuth error. A refusal is
 * recorded on the tenant's log (`sso.login_failed`, with the reason) after the sign-in's own
 * transaction rolled back.
 */
export async function answerApp(
  services: Services,
  meta: RequestMeta,
  config: ProviderConfigRow,
  target: AppReturn,
  identify: () => Promise<ExternalIdentity>,
): Promise<string> {
  let identity: ExternalIdentity | undefined;
  try {
    identity = await identify();
    const signedIn = identity;
    const code = newSecret(CODE_PREFIX);
    await services.db.transaction().execute(async (trx) => {
      const { user, profile } = await admitExternalIdentity(trx, services, meta, config, signedIn);
      await sso.insertSsoCode(trx, {
        codeHash: hashSecret(code),
        userId: user.id,
        configId: config.id,
        redirectUri: target.redirect_uri,
        codeChallenge: target.code_challenge,
        profile,
        ttlSeconds: SSO_CODE_TTL_SECONDS,
      });
    });
    return redirectTo(target, { code });
  } catch (err) {
    const { answer, reason } = refusal(err);
    await recordSsoFailure(services, meta, config, reason, identity);
    return redirectTo(target, answer);
  }
}

export async function recordSsoFailure(
  services: Services,
  meta: RequestMeta,
  config: ProviderConfigRow,
  reason: string,
  identity?: ExternalIdentity,
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
