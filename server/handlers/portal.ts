import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Schemas } from '../api-types.ts';
import { openPortalSession, refreshPortalSession } from '../domain/portal/portal-session.ts';
import { AppError } from '../errors.ts';
import { portalSessionCookie, portalSessionCookieName, readCookie } from '../http/cookies.ts';
import type { Services } from '../services.ts';
import type { HandlerTable } from './handler.ts';

// The portal's two session routes (its backend-for-frontend): the refresh token travels only in
// the cookie they set, and the page gets the access token alone.

/**
 * A browser sends Origin with every POST; the portal's own page sends the issuer's. SameSite=Strict
 * already keeps the cookie from other sites' requests; this also refuses a code posted from one.
 */
function fromPortalPage(services: Services, request: FastifyRequest): void {
  if (request.headers.origin !== new URL(services.config.issuer).origin) {
    throw new AppError('PERMISSION_DENIED', 'Only the portal’s own page may call this route (its Origin is the issuer’s).');
  }
}

const secure = (services: Services) => services.config.issuer.startsWith('https:');

function answerWithCookie(services: Services, reply: FastifyReply, tokens: Schemas['RefreshedTokens']): Schemas['PortalAccessToken'] {
  reply.header('set-cookie', portalSessionCookie(secure(services), tokens.refreshToken, services.config.refreshTokenTtl));
  reply.header('cache-control', 'no-store');
  return { accessToken: tokens.accessToken, tokenType: tokens.tokenType, expiresIn: tokens.expiresIn };
}

export const portalHandlers = {
  createPortalSession: async ({ services, request, reply, body }) => {
    fromPortalPage(services, request);
    return answerWithCookie(services, reply, await openPortalSession(services, body));
  },
  refreshPortalSession: async ({ services, meta, request, reply }) => {
    fromPortalPage(services, request);
    const refreshToken = readCookie(request.headers.cookie, portalSessionCookieName(secure(services)));
    try {
      return answerWithCookie(services, reply, await refreshPortalSession(services, meta, refreshToken));
    } catch (error) {
      // A cookie that no longer signs anyone in is dropped, so the page shows "Sign in" at once next time.
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIAL')
        reply.header('set-cookie', portalSessionCookie(secure(services), '', 0));
      throw error;
    }
  },
} satisfies Partial<HandlerTable>;
