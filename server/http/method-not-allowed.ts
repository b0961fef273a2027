import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { LoadedSpec } from './operations.ts';

/**
 * A path that exists but not with the request's method answers 405 with `Allow` (RFC 9110
 * §15.5.6), not 404: a client that sends DELETE where only GET exists learns what it may send.
 * Checked in onRequest, before any body parsing, so a method fastify parses bodies for (QUERY,
 * PROPFIND…) is refused for its method rather than for a missing Content-Type.
 */
export function installMethodNotAllowed(app: FastifyInstance, spec: LoadedSpec): void {
  const paths = allowedMethodsByPath(spec);
  // Callback style: every request passes here, and only a 404 needs any work.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const path = request.url.split('?')[0]!;
    const allowed = paths.find((p) => p.pattern.test(path))?.methods;
    if (!allowed) return done();
    reply.header('allow', allowed.join(', '));
    done(new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`));
  });
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
