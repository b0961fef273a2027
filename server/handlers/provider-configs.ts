// The provider-configs operations of openapi.yaml, keyed by operationId: each calls its domain function.
import {
  createProviderConfig,
  deleteProviderConfig,
  getProviderConfig,
  listProviderConfigs,
  updateProviderConfig,
} from '../domain/tenants/provider-configs.ts';
import type { HandlerTable } from './handler.ts';

export const providerConfigsHandlers = {
  createProviderConfig: ({ services, meta, params, body }) => createProviderConfig(services, meta, params.tenantId, body),
  deleteProviderConfig: ({ services, meta, params }) => deleteProviderConfig(services, meta, params.tenantId, params.configId),
  getProviderConfig: ({ services, params }) => getProviderConfig(services, params.tenantId, params.configId),
  listProviderConfigs: ({ services, params }) => listProviderConfigs(services, params.tenantId),
  updateProviderConfig: ({ services, meta, params, body }) => updateProviderConfig(services, meta, params.tenantId, params.configId, body),
} satisfies Partial<HandlerTable>;
