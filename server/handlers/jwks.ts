// The jwks operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { publishedJwks } from '../domain/tokens/published-jwks.ts';
import type { HandlerTable } from './handler.ts';

export const jwksHandlers = {
  getJwks: async ({ services }) => publishedJwks(services.keys),
  getRootJwks: async ({ services }) => publishedJwks(services.keys),
} satisfies Partial<HandlerTable>;
