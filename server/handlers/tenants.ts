// The tenants operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { createTenant, deleteTenant, getTenant, listTenants, updateTenant } from '../domain/tenants/tenants.ts';
import { type HandlerTable, membershipOf, userIdOf } from './handler.ts';

export const tenantsHandlers = {
  createTenant: ({ services, meta, actor, body }) => createTenant(services, meta, userIdOf(actor), body),
  deleteTenant: ({ services, meta, membership }) => deleteTenant(services, meta, membershipOf(membership)),
  getTenant: ({ services, params }) => getTenant(services, params.tenantId),
  listTenants: ({ services, actor }) => listTenants(services, userIdOf(actor)),
  updateTenant: ({ services, meta, params, body }) => updateTenant(services, meta, params.tenantId, body),
} satisfies Partial<HandlerTable>;
