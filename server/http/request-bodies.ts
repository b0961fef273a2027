import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

const ONLY_JSON = 'Unsupported Content-Type; send application/json.';

/**
 * Every request body is JSON (the only media type openapi.yaml declares for one). fastify also
 * parses text/plain by default, and the glue keys body schemas by media type, so a text body
 * would reach its handler unvalidated: only JSON is parsed here, anything else is a 400.
 * NDJSON and CSV are response bodies (the audit exports); the glue expects a parser for every
 * media type the spec names, so theirs refuse such request bodies like any other non-JSON one.
 */
export function acceptOnlyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(['application/x-ndjson', 'text/csv'], (_request, _payload, done) => {
    done(new AppError('VALIDATION_FAILED', ONLY_JSON), undefined);
  });
}

/**
 * fastify validates a body only when one was sent (its schemas are keyed by media type), so an
 * operation whose requestBody is `required` refuses a missing one here, before validation.
 */
export const requireBody: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined) {
    return done(new AppError('VALIDATION_FAILED', 'This operation needs a JSON request body (Content-Type: application/json).'));
  }
  done();
};
