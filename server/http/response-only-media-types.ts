import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * NDJSON and CSV are response bodies here (the audit exports). fastify-openapi-glue expects a
 * parser for every media type the spec names and warns at each start without one; these
 * parsers refuse such request bodies exactly as any other non-JSON body is refused.
 */
export function refuseResponseOnlyMediaTypes(app: FastifyInstance): void {
  app.addContentTypeParser(['application/x-ndjson', 'text/csv'], (_request, _payload, done) => {
    done(new AppError('VALIDATION_FAILED', 'Unsupported Content-Type; send application/json.'), undefined);
  });
}
