import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { LoadedSpec } from './operations.ts';

/**
 * A path that exists but not with the request's method answers 405 with `Allow` (RFC 9110
 * §15.5.6), not 404: a client that sends DELETE where only GET exists learns what it may send.
 * Checked in onRequest, before any body parsing, so a method fastify parses bodies for (QUERY,
 * PROPFIND…) is refused for its method rather than for a missing Content-Type.
 */
export function installMethodNotAllowed(app: FastifyInstance, spec: LoadedSpec, corsOrigins: string[]): void {
  const paths = allowedMethodsByPath(spec);
  const listed = new Set(corsOrigins);
  // Callback style: every request passes here, and only a 404 or a preflight needs any work.
  app.addHook('onRequest', (request, reply, done) => {
    const refusedOrigin = preflightOrigin(request);
    const unlisted = refusedOrigin !== undefined && !listed.has(refusedOrigin);
    if (!request.is404 && !unlisted) return done();
    const path = request.url.split('?')[0]!;
    const allowed = paths.find((p) => p.pattern.test(path))?.methods;
    // A declared method with no route is a mounted library's that is not running (the OpenID
    // Provider without a signing key): the resource is not there, 404.
    if (!allowed || (allowed.includes(request.method) && !unlisted)) return done();
    reply.header('allow', allowed.join(', '));
    done(
      new AppError(
        'METHOD_NOT_ALLOWED',
        unlisted ? preflightRefusal(refusedOrigin, listed.size) : `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
      ),
    );
  });
}

/**
 * The same 405 for a route that would otherwise take the request: a wildcard beside the spec's
 * paths (the portal's pages beside its session routes). Throws when the spec declares `path`
 * without `method`; returns when the path is not the spec's.
 */
export function refuseUndeclaredMethod(spec: LoadedSpec): (method: string, path: string, reply: FastifyReply) => void {
  const paths = allowedMethodsByPath(spec);
  return (method, path, reply) => {
    const allowed = paths.find((p) => p.pattern.test(path))?.methods;
    if (!allowed || allowed.includes(method)) return;
    reply.header('allow', allowed.join(', '));
    throw new AppError('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}; use ${allowed.join(', ')}.`);
  };
}

/**
 * A browser's CORS preflight from an origin CORS_ORIGINS does not list stays what OPTIONS is
 * for it, an undeclared method (405 with `Allow`, the contract's code; no CORS header, so the
 * browser still refuses), but the message says which setting would let that origin in: the
 * one thing the developer of a browser app needs to know, and nothing they did not send.
 */
function preflightRefusal(origin: string, listedCount: number): string {
  const shown = JSON.stringify(origin.slice(0, 200));
  return listedCount === 0
    ? `CORS preflight refused: CORS_ORIGINS is not set, so no browser origin may call this API; set CORS_ORIGINS=${shown} on the server to allow this one.`
    : `CORS preflight refused: the origin ${shown} is not in CORS_ORIGINS; add it there on the server to allow it.`;
}

/** The `Origin` of a CORS preflight (OPTIONS with Origin and Access-Control-Request-Method). */
function preflightOrigin(request: FastifyRequest): string | undefined {
  if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return undefined;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== '' ? origin : undefined;
}

function allowedMethodsByPath(spec: LoadedSpec): { pattern: RegExp; methods: string[] }[] {
  const byPath = new Map<string, Set<string>>();
  for (const operation of spec.operations.values()) {
    const methods = byPath.get(operation.path) ?? new Set<string>();
    methods.add(operation.method);
    // fastify answers HEAD wherever GET is routed.
    if (operation.method === 'GET') methods.add('HEAD');
    byPath.set(operation.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(
      `^${path
        .split(/\{[^}]+\}/)
        .map(escapeRegExp)
        .join('[^/]+')}$`,
    ),
    methods: [...methods].sort(),
  }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
