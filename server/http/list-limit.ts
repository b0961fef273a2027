import type { FastifyInstance } from 'fastify';
import { clampLimit } from '../domain/pagination.ts';

/**
 * Runs before validation, so that `limit` can never fail it: the spec declares 1..100 with a
 * default of 50 for clients, and this is where out-of-range and malformed values are clamped.
 */
export function installLimitClamp(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && 'limit' in query && (request.routeOptions.schema?.querystring as any)?.properties?.limit) {
      query.limit = clampLimit(query.limit);
    }
  });
}
