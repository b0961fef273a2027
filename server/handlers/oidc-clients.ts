// The oidc-clients operations of openapi.yaml, a tenant's and the platform's, keyed by
// operationId: each calls its domain function over the right registry.
import {
  createOidcClient,
  deleteOidcClient,
  getOidcClient,
  listOidcClients,
  platformRegistry,
  rotateOidcClientSecret,
  tenantRegistry,
  updateOidcClient,
} from '../domain/oidc-clients/oidc-clients.ts';
import type { HandlerTable } from './handler.ts';

export const oidcClientsHandlers = {
  listOidcClients: ({ services, params }) => listOidcClients(services, params.tenantId),
  createOidcClient: ({ services, meta, params, body }) => createOidcClient(services, tenantRegistry(services, meta, params.tenantId), body),
  getOidcClient: ({ services, params }) => getOidcClient(services, params.tenantId, params.clientId),
  updateOidcClient: ({ services, meta, params, body }) =>
    updateOidcClient(services, tenantRegistry(services, meta, params.tenantId), params.clientId, body),
  deleteOidcClient: ({ services, meta, params }) =>
    deleteOidcClient(services, tenantRegistry(services, meta, params.tenantId), params.clientId),
  rotateOidcClientSecret: ({ services, meta, params }) =>
    rotateOidcClientSecret(services, tenantRegistry(services, meta, params.tenantId), params.clientId),

  listPlatformOidcClients: ({ services }) => listOidcClients(services, null),
  createPlatformOidcClient: ({ services, meta, body }) => createOidcClient(services, platformRegistry(meta), body),
  getPlatformOidcClient: ({ services, params }) => getOidcClient(services, null, params.clientId),
  updatePlatformOidcClient: ({ services, meta, params, body }) => updateOidcClient(services, platformRegistry(meta), params.clientId, body),
  deletePlatformOidcClient: ({ services, meta, params }) => deleteOidcClient(services, platformRegistry(meta), params.clientId),
  rotatePlatformOidcClientSecret: ({ services, meta, params }) => rotateOidcClientSecret(services, platformRegistry(meta), params.clientId),
} satisfies Partial<HandlerTable>;
