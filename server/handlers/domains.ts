// The domains operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { createDomain, deleteDomain, getDomain, listDomains, verifyDomain } from '../domain/tenants/domains.ts';
import type { HandlerTable } from './handler.ts';

export const domainsHandlers = {
  listDomains: ({ services, params }) => listDomains(services, params.tenantId),
  createDomain: ({ services, meta, params, body }) => createDomain(services, meta, params.tenantId, body),
  getDomain: ({ services, params }) => getDomain(services, params.tenantId, params.domainId),
  deleteDomain: ({ services, meta, params }) => deleteDomain(services, meta, params.tenantId, params.domainId),
  verifyDomain: ({ services, meta, params }) => verifyDomain(services, meta, params.tenantId, params.domainId),
} satisfies Partial<HandlerTable>;
