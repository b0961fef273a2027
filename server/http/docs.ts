import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { LoadedSpec } from './operations.ts';

/** The published contract, byte for byte the file the routes were built from, and a reference page over it. */
export async function registerDocs(app: FastifyInstance, spec: LoadedSpec): Promise<void> {
  const json = JSON.stringify(spec.document);
  app.get('/v1/openapi.json', { schema: { hide: true } }, (_req, reply) => reply.type('application/json; charset=utf-8').send(json));
  app.get('/v1/openapi.yaml', { schema: { hide: true } }, (_req, reply) => reply.type('application/yaml; charset=utf-8').send(spec.text));
  // The page's copy (only it: the two routes above stay the file) lists a relative server first,
  // so "Try it out" calls the server that served the page, whatever its port or the proxy before
  // it, rather than the development server openapi.yaml names. Relative, not built from the
  // request's Host: nothing to trust, and nothing to compute per request.
  const document = structuredClone(spec.document);
  document.servers = [{ url: '/', description: 'This server' }, ...(document.servers ?? [])];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed openapi.yaml is the OpenAPI document @fastify/swagger types on its own
  await app.register(swagger, { mode: 'static', specification: { document: document as any } });
  await app.register(swaggerUi, {
    routePrefix: '/v1/docs',
    theme: { title: 'Gatekeep API reference' },
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
