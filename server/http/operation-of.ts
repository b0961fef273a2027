import type { FastifyRequest } from 'fastify';

/** The operationId of openapi.yaml that answered a request; undefined for routes outside it (docs, /metrics, 404s). */
export function operationIdOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}
