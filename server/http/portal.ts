import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { refuseUndeclaredMethod } from './method-not-allowed.ts';
import type { LoadedSpec } from './operations.ts';
import { fileURLToPath } from 'node:url';

/**
 * Where `vite build` puts the portal (portal/dist), found from this module: in the source tree
 * server/http/ is two levels under the root, and the compiled server mirrors that layout in dist/
 * (scripts/build.mjs copies the portal's build beside it).
 */
export const PORTAL_DIST = fileURLToPath(new URL('../../portal/dist/', import.meta.url));

/**
 * The portal's pages: only the bundle's own files run or style them (no inline script or style,
 * no other origin), they talk to this server alone, and no other site may frame them.
 */
export const PORTAL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of every file under /portal; hashed assets are cached for good, the rest revalidated. */
function setPortalHeaders(reply: FastifyReply, path: string): void {
  reply.header('content-security-policy', PORTAL_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The portal (issue 37) at /portal: its built files, and index.html for every other path under
 * it, since the app routes in the browser. Hashed assets are cached for good; index.html is
 * revalidated, so a new build reaches browsers on their next load. Off with PORTAL=off, and
 * without the OpenID Provider it signs in through (SIGNING_KEY=off).
 */
export async function registerPortal(app: FastifyInstance, spec: LoadedSpec, dist = PORTAL_DIST): Promise<void> {
  if (!existsSync(`${dist}index.html`)) {
    app.log.warn({ dist }, 'the portal is not built (npm run build:portal), so /portal is not served');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/portal/',
    wildcard: false,
    index: false,
    setHeaders: setPortalHeaders,
  });
  const hide = { schema: { hide: true } };
  app.get('/portal', hide, (_request, reply) => reply.redirect('/portal/', 301));
  app.get('/portal/', hide, (_request, reply) => reply.sendFile('index.html'));
  // The app's own routes (/portal/tenants/…) are index.html; a missing built file stays a 404,
  // and a GET of the session routes (POST operations of the spec) the 405 any other path gets.
  const refuse = refuseUndeclaredMethod(spec);
  app.get('/portal/*', hide, (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    refuse(request.method, path, reply);
    return path.startsWith('/portal/assets/') ? reply.callNotFound() : reply.sendFile('index.html');
  });
}
