import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS_ORIGINS: the browser origins allowed to call the API, nothing by default. Credentials
 * travel in the Authorization header, never in cookies, so no origin gets `credentials`; the
 * headers a client reads (request id, rate limits, Retry-After, Location) are exposed.
 * Without CORS_ORIGINS nothing is registered at all: OPTIONS stays a 405 like any undeclared method.
 * A preflight from an origin not listed never reaches the plugin: method-not-allowed.ts answers
 * it 405 with a message naming CORS_ORIGINS.
 */
export async function installCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'location'],
    maxAge: 600,
  });
}
