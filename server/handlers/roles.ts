// The roles operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { createRole, deleteRole, listRoles, updateRole } from '../domain/tenants/roles.ts';
import type { HandlerTable } from './handler.ts';

export const rolesHandlers = {
  createRole: ({ services, meta, params, body }) => createRole(services, meta, params.tenantId, body),
  deleteRole: ({ services, meta, params }) => deleteRole(services, meta, params.tenantId, params.roleId),
  listRoles: ({ services, params }) => listRoles(services, params.tenantId),
  updateRole: ({ services, meta, params, body }) => updateRole(services, meta, params.tenantId, params.roleId, body),
} satisfies Partial<HandlerTable>;
