// The jwks operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { publishedJwks } from '../domain/tokens/published-jwks.ts';
import { sendJsonDocument } from '../http/json-document.ts';
import type { HandlerTable } from './handler.ts';

/**
 * A minute in any cache: verifiers refetch when a token names a kid they lack, and a rotation
 * waits longer than this before it removes a key (docs/operations.md, "Rotating the signing key").
 */
const JWKS_CACHE_CONTROL = 'public, max-age=60';

export const jwksHandlers = {
  getJwks: async ({ services, request, reply }) => sendJsonDocument(request, reply, publishedJwks(services.keys), JWKS_CACHE_CONTROL),
  getRootJwks: async ({ services, request, reply }) => sendJsonDocument(request, reply, publishedJwks(services.keys), JWKS_CACHE_CONTROL),
} satisfies Partial<HandlerTable>;
