// The platform operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { cancelJob, createJob, getJob, listJobs } from '../domain/jobs/jobs.ts';
import { assignTenantPlan, createPlan, updatePlan } from '../domain/platform/billing.ts';
import {
  createServiceAccount,
  disableServiceAccount,
  getServiceAccount,
  listServiceAccounts,
  platformReach,
  rotateServiceAccountKey,
  updateServiceAccount,
} from '../domain/platform/service-accounts.ts';
import { deleteUser, disableUser, enableUser, getUser, listUsers, revokeUserSessions, updateUser } from '../domain/platform/users.ts';
import {
  createPlatformTenant,
  listPlatformTenantInvitations,
  listPlatformTenantMembers,
  listPlatformTenants,
} from '../domain/platform/tenants.ts';
import { createInvitation, getInvitation, revokeInvitation } from '../domain/tenants/invitations.ts';
import { removeMember, updateMember } from '../domain/tenants/members.ts';
import { deleteTenant, getTenant, updateTenant } from '../domain/tenants/tenants.ts';
import { platformCaller } from '../policy/membership.ts';
import { sendAuditExport } from '../http/audit-export.ts';
import type { HandlerTable } from './handler.ts';

export const platformHandlers = {
  assignTenantPlan: ({ services, meta, params, body }) => assignTenantPlan(services, meta, params.tenantId, body.planId),
  cancelJob: ({ services, meta, params }) => cancelJob(services, meta, params.jobId),
  createJob: ({ services, meta, body }) => createJob(services, meta, body),
  createPlan: ({ services, meta, body }) => createPlan(services, meta, body),
  createServiceAccount: ({ services, meta, body }) => createServiceAccount(services, meta, body),
  deleteUser: ({ services, meta, params }) => deleteUser(services, meta, params.userId),
  disableUser: ({ services, meta, params }) => disableUser(services, meta, params.userId),
  enableUser: ({ services, meta, params }) => enableUser(services, meta, params.userId),
  disableServiceAccount: ({ services, meta, params }) => disableServiceAccount(services, meta, params.serviceAccountId),
  exportPlatformAuditEvents: ({ services, actor, query, request, reply }) =>
    sendAuditExport(services, request, reply, { platform: platformReach(actor) }, query ?? {}, 'platform-audit'),
  getUser: ({ services, params }) => getUser(services, params.userId),
  // Tenants and members through the platform: the tenant-side functions, with the platform as the caller.
  createPlatformTenant: ({ services, meta, body }) => createPlatformTenant(services, meta, body),
  getPlatformTenant: ({ services, params }) => getTenant(services, params.tenantId),
  listPlatformTenants: ({ services, query }) => listPlatformTenants(services, query ?? {}),
  updatePlatformTenant: ({ services, meta, params, body }) => updateTenant(services, meta, params.tenantId, body),
  deletePlatformTenant: ({ services, meta, params }) => deleteTenant(services, meta, platformCaller(params.tenantId)),
  listPlatformTenantMembers: ({ services, params }) => listPlatformTenantMembers(services, params.tenantId),
  updatePlatformTenantMember: ({ services, meta, params, body }) =>
    updateMember(services, meta, platformCaller(params.tenantId), params.userId, body),
  removePlatformTenantMember: ({ services, meta, params }) => removeMember(services, meta, platformCaller(params.tenantId), params.userId),
  listPlatformTenantInvitations: ({ services, params, query }) => listPlatformTenantInvitations(services, params.tenantId, query ?? {}),
  getPlatformTenantInvitation: ({ services, params }) => getInvitation(services, params.tenantId, params.invitationId),
  createPlatformTenantInvitation: ({ services, meta, params, body }) =>
    createInvitation(services, meta, platformCaller(params.tenantId), body),
  revokePlatformTenantInvitation: ({ services, meta, params }) =>
    revokeInvitation(services, meta, platformCaller(params.tenantId), params.invitationId),
  getJob: ({ services, params }) => getJob(services, params.jobId),
  getServiceAccount: ({ services, actor, params }) => getServiceAccount(services, actor, params.serviceAccountId),
  listUsers: ({ services, query }) => listUsers(services, query ?? {}),
  revokeUserSessions: ({ services, meta, params }) => revokeUserSessions(services, meta, params.userId),
  listJobs: ({ services, query }) => listJobs(services, query),
  listServiceAccounts: ({ services, actor, query }) => listServiceAccounts(services, actor, query ?? {}),
  rotateServiceAccountKey: ({ services, meta, params }) => rotateServiceAccountKey(services, meta, params.serviceAccountId),
  updateUser: ({ services, meta, params, body }) => updateUser(services, meta, params.userId, body),
  updatePlan: ({ services, meta, params, body }) => updatePlan(services, meta, params.planId, body),
  updateServiceAccount: ({ services, meta, params, body }) => updateServiceAccount(services, meta, params.serviceAccountId, body),
} satisfies Partial<HandlerTable>;
