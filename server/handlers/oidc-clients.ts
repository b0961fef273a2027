// The oidc-clients operations of openapi.yaml, keyed by operationId: each calls its domain function.
import {
  createOidcClient,
  deleteOidcClient,
  getOidcClient,
  listOidcClients,
  rotateOidcClientSecret,
  updateOidcClient,
} from '../domain/oidc-clients/oidc-clients.ts';
import type { HandlerTable } from './handler.ts';

export const oidcClientsHandlers = {
  listOidcClients: ({ services, params }) => listOidcClients(services, params.tenantId),
  createOidcClient: ({ services, meta, params, body }) => createOidcClient(services, meta, params.tenantId, body),
  getOidcClient: ({ services, params }) => getOidcClient(services, params.tenantId, params.clientId),
  updateOidcClient: ({ services, meta, params, body }) => updateOidcClient(services, meta, params.tenantId, params.clientId, body),
  deleteOidcClient: ({ services, meta, params }) => deleteOidcClient(services, meta, params.tenantId, params.clientId),
  rotateOidcClientSecret: ({ services, meta, params }) => rotateOidcClientSecret(services, meta, params.tenantId, params.clientId),
} satisfies Partial<HandlerTable>;
