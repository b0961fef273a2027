import type { FastifyInstance } from 'fastify';
import type { OidcRequestHandler } from '../protocols/oidc-provider/provider.ts';
import type { OperationInfo } from './operations.ts';

/**
 * Hands the provider's routes (`x-gatekeep-mounted: oidc-provider` in openapi.yaml, and only
 * those: the spec stays the route table) to oidc-provider before Fastify parses anything: its
 * endpoints read their own bodies (OAuth forms) and answer in OAuth's formats, not the envelope.
 * Anything else under /v1/oidc meets Fastify's 404 and 405 like every other path. Fastify's view
 * of the connection (the proxies TRUST_PROXY trusts) is passed on as the only forwarded headers
 * the provider sees, so that its trust matches the rest of the API.
 */
export function mountOidcProvider(app: FastifyInstance, handle: OidcRequestHandler, operations: Iterable<OperationInfo>): void {
  const routes = [...operations]
    .filter((operation) => operation.mounted)
    .map((operation) => ({
      method: operation.method,
      path: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
      // The path's first two segments: /v1/oidc for the provider's endpoints, the whole path for discovery.
      prefix: operation.path.split('/').slice(0, 3).join('/'),
    }));
  // Every request passes here: one prefix test keeps the API's own routes from paying for the regexes.
  const prefixes = [...new Set(routes.map((route) => route.prefix))];
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!prefixes.some((prefix) => url.startsWith(prefix))) return done();
    const path = url.split('?', 1)[0]!;
    if (!routes.some((route) => route.method === request.method && route.path.test(path))) return done();
    const headers = request.raw.headers;
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-port'];
    headers['x-forwarded-proto'] = request.protocol;
    headers['x-forwarded-for'] = request.ip;
    reply.hijack();
    reply.raw.setHeader('x-request-id', request.id);
    handle(request.raw, reply.raw);
  });
}
