// The sso operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { completeOidcSso } from '../domain/sso/complete-oidc.ts';
import { exchangeSsoCode } from '../domain/sso/exchange.ts';
import { discoverSso, startSso } from '../domain/sso/start.ts';
import type { HandlerTable } from './handler.ts';

export const ssoHandlers = {
  discoverSso: ({ services, body }) => discoverSso(services, body),
  startSso: ({ services, body }) => startSso(services, body),
  completeOidcSso: ({ services, meta, query }) => completeOidcSso(services, meta, query),
  exchangeSsoCode: ({ services, meta, body }) => exchangeSsoCode(services, meta, body),
} satisfies Partial<HandlerTable>;
