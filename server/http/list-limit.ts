import type { FastifyInstance } from 'fastify';
import { clampLimit } from '../domain/pagination.ts';

/**
 * `limit` is never a validation error (openapi.yaml accepts any value): here, before
 * validation, whatever was sent becomes the page size the handler uses, 1 to 100.
 */
export function installLimitClamp(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (
      query &&
      'limit' in query &&
      (request.routeOptions.schema?.querystring as { properties?: { limit?: unknown } } | undefined)?.properties?.limit
    ) {
      query.limit = clampLimit(query.limit);
    }
    done();
  });
}
