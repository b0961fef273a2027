import type { Schemas } from '../../api-types.ts';
import { findOidcGrantSession } from '../../db/repositories/oidc-provider-store.ts';
import { isUserDisabled } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { addRefreshToken, rotateRefreshToken, sessionTokens } from '../auth/sessions.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';

// The portal's backend-for-frontend (issue 37): the page signs in through the hosted pages with
// code and PKCE like any client, and hands the code here. What it gets back is Gatekeep's own
// access token for the session the person signed in with; the refresh token goes into an
// HttpOnly cookie (handlers/portal.ts), so no script on the page ever holds one.

/** Where the provider sends the portal's codes: the one redirect URI its built-in client has. */
export const portalRedirectUri = (services: Services) => `${services.config.issuer}/portal/callback`;

const refusedCode = () => new AppError('INVALID_CREDENTIAL', 'The sign-in code was not accepted: sign in again.');

function portalCodes(services: Services) {
  if (!services.portalCodes) throw new AppError('NOT_FOUND', 'This server has no portal (PORTAL=off, or no signing key).');
  return services.portalCodes;
}

/** createPortalSession: the code redeemed (single use, PKCE), then tokens for the grant's session. */
export async function openPortalSession(
  services: Services,
  input: { code: string; codeVerifier: string },
): Promise<Schemas['RefreshedTokens']> {
  const redeem = portalCodes(services);
  let redeemed;
  try {
    redeemed = await redeem({ code: input.code, codeVerifier: input.codeVerifier, redirectUri: portalRedirectUri(services) });
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', undefined, { retryAfter: 1, cause: error });
  }
  if (!redeemed) throw refusedCode();
  const session = await services.db.transaction().execute(async (trx) => {
    const grantSession = await findOidcGrantSession(trx, redeemed.grantId);
    if (!grantSession || grantSession.userId !== redeemed.userId) throw refusedCode();
    if (await isUserDisabled(trx, grantSession.userId)) throw new AppError('ACCOUNT_DISABLED');
    return addRefreshToken(trx, services, {
      userId: grantSession.userId,
      sessionId: grantSession.sessionId,
      sessionExpiresAt: grantSession.expiresAt,
    });
  });
  return sessionTokens(services, redeemed.userId, session);
}

/** refreshPortalSession: the cookie's refresh token rotated, as refreshToken does. */
export async function refreshPortalSession(
  services: Services,
  meta: RequestMeta,
  refreshToken: string | undefined,
): Promise<Schemas['RefreshedTokens']> {
  portalCodes(services);
  if (!refreshToken) throw new AppError('INVALID_CREDENTIAL', 'No portal session: sign in.');
  return rotateRefreshToken(services, meta, refreshToken);
}
