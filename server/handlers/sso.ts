// The sso operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { completeOidcSso } from '../domain/sso/complete-oidc.ts';
import { completeSamlSso } from '../domain/sso/complete-saml.ts';
import { exchangeSsoCode } from '../domain/sso/exchange.ts';
import { getSamlMetadata } from '../domain/sso/saml-metadata.ts';
import { discoverSso, startSso } from '../domain/sso/start.ts';
import type { HandlerTable } from './handler.ts';

export const ssoHandlers = {
  discoverSso: ({ services, body }) => discoverSso(services, body),
  startSso: ({ services, body }) => startSso(services, body),
  completeOidcSso: ({ services, meta, query }) => completeOidcSso(services, meta, query),
  completeSamlSso: ({ services, meta, body }) => completeSamlSso(services, meta, body),
  getSamlMetadata: async ({ services, params, reply }) => {
    const metadata = await getSamlMetadata(services, params.providerConfigId);
    reply.type('application/samlmetadata+xml; charset=utf-8');
    return metadata;
  },
  exchangeSsoCode: ({ services, meta, body }) => exchangeSsoCode(services, meta, body),
} satisfies Partial<HandlerTable>;
