// The jwks operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { openIdConfiguration } from '../domain/tokens/openid-configuration.ts';
import { publishedJwks } from '../domain/tokens/published-jwks.ts';
import type { HandlerTable } from './handler.ts';

export const jwksHandlers = {
  getJwks: async ({ services }) => publishedJwks(services.keys),
  getRootJwks: async ({ services }) => publishedJwks(services.keys),
  getOpenIdConfiguration: async ({ services }) => openIdConfiguration(services),
} satisfies Partial<HandlerTable>;
