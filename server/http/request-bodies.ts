import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

const ONLY_JSON = 'Unsupported Content-Type; send application/json.';

/** The routes that take a form: the SAML ACS (the IdP's HTTP-POST binding) and the hosted pages' forms. */
const FORM_ROUTES = new Set([
  '/v1/sso/saml/acs',
  '/auth/sign-in',
  '/auth/sign-in/consent',
  '/auth/sign-up',
  '/auth/verify-email',
  '/auth/reset-password',
  '/auth/accept-invitation',
]);

/**
 * Every request body is JSON but the forms of FORM_ROUTES. fastify also parses text/plain by default,
 * and the glue keys body schemas by media type, so a body of a type an operation does not
 * declare would reach its handler unvalidated: only JSON is parsed, and a form only where the
 * spec declares one; anything else is a 400. NDJSON, CSV and SAML metadata are response bodies;
 * the glue expects a parser for every media type the spec names, so theirs refuse such request
 * bodies like any other; so do the hosted pages' HTML.
 */
export function acceptOnlyDeclaredBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['application/x-ndjson', 'text/csv', 'application/samlmetadata+xml', 'text/html'],
    (_request, _payload, done) => {
      done(new AppError('VALIDATION_FAILED', ONLY_JSON), undefined);
    },
  );
  // SCIM's own media type (RFC 7644 §3.1) is JSON; identity providers send it, and some send plain JSON.
  // SCIM's own media type (RFC 7644 §3.1) is JSON, read by fastify's JSON parser (which refuses
  // __proto__ and constructor keys), on the SCIM routes only.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (request, body, done) => {
    if (!(request.routeOptions.url ?? '').startsWith('/v1/platform/scim/v2/'))
      return done(new AppError('VALIDATION_FAILED', ONLY_JSON), undefined);
    json(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if (!FORM_ROUTES.has(request.routeOptions.url ?? '')) return done(new AppError('VALIDATION_FAILED', ONLY_JSON), undefined);
    // A repeated field keeps its first value; the schema then refuses unknown fields.
    const form: Record<string, string> = Object.create(null);
    for (const [name, value] of new URLSearchParams(body as string)) if (!(name in form)) form[name] = value;
    done(null, form);
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
