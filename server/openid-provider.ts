import { exportJWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { endBrowserSession } from './domain/openid-provider/browser-sessions.ts';
import { oidcAccountClaims } from './domain/openid-provider/account-claims.ts';
import { mountOidcProvider } from './http/oidc-provider-mount.ts';
import type { OperationInfo } from './http/operations.ts';
import { browserSessionCookieName, readCookie } from './http/cookies.ts';
import { contentSecurityPolicy } from './pages/html.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages/notices.ts';
import { PORTAL_CLIENT_ID, portalClientMetadata } from './protocols/oidc-provider/clients.ts';
import { firstPartyCodeRedeemer } from './protocols/oidc-provider/first-party.ts';
import { oidcInteractions } from './protocols/oidc-provider/interactions.ts';
import { createOidcProvider } from './protocols/oidc-provider/provider.ts';
import type { Services } from './services.ts';

/**
 * Gatekeep as an OpenID Provider (issue 33): the provider over Gatekeep's users, sessions and
 * signing keys, mounted under /v1/oidc, with the hosted pages taking its interactions. Part of
 * the composition root: it is the one place that joins the protocol, the domain and the pages.
 * Without a signing key (SIGNING_KEY=off) there is no provider and no hosted sign-in.
 */
export async function startOpenIdProvider(app: FastifyInstance, services: Services, operations: Iterable<OperationInfo>): Promise<void> {
  const { keys, config } = services;
  if (!keys.active) return;
  const signingKeys = await Promise.all(
    keys.published.map(async (key) => ({ ...(await exportJWK(key.privateKey)), kid: key.kid, alg: 'RS256', use: 'sig' })),
  );
  const secure = config.issuer.startsWith('https:');
  const provider = createOidcProvider({
    issuer: config.issuer,
    db: services.db,
    builtInClients: config.portal ? [portalClientMetadata(config.issuer)] : [],
    signingKeys,
    cookieKeys: services.secretCipher.derivedKeys('gatekeep oidc-provider cookies'),
    pageHeaders: { 'content-security-policy': contentSecurityPolicy(), 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' },
    ttl: { accessToken: config.accessTokenTtl, refreshToken: config.refreshTokenTtl, session: config.sessionMaxAge },
    findAccount: (userId, tenantId) => oidcAccountClaims(services, userId, tenantId),
    interactionUrl: (uid) => `/auth/sign-in?interaction=${encodeURIComponent(uid)}`,
    endBrowserSession: ({ cookieHeader, ip, userAgent }) =>
      endBrowserSession(
        services,
        { actor: { kind: 'anonymous' }, ip, userAgent: userAgent ?? null, requestId: null },
        readCookie(cookieHeader, browserSessionCookieName(secure)),
      ),
    pages: {
      logout: logoutPage,
      loggedOut: loggedOutPage,
      error: (out) => errorPage(out.error_description ?? out.error ?? 'invalid_request'),
    },
  });
  services.oidcInteractions = oidcInteractions(provider, services.db);
  if (config.portal) services.portalCodes = firstPartyCodeRedeemer(provider, config.issuer, PORTAL_CLIENT_ID);
  mountOidcProvider(app, provider.callback(), operations);
}
