// The glue's service object: one handler per operationId of openapi.yaml. The mapped type
// makes a missing handler a type error; test/contract checks the same at run time.
import type { HandlerTable } from './handler.ts';
import { changePassword } from './auth/changePassword.ts';
import { getMe } from './auth/getMe.ts';
import { login } from './auth/login.ts';
import { listSessions } from './auth/listSessions.ts';
import { logout } from './auth/logout.ts';
import { logoutAll } from './auth/logoutAll.ts';
import { revokeSession } from './auth/revokeSession.ts';
import { refreshToken } from './auth/refreshToken.ts';
import { signup } from './auth/signup.ts';
import { getHealth } from './health/getHealth.ts';
import { getJwks } from './jwks/getJwks.ts';
import { getRootJwks } from './jwks/getRootJwks.ts';
import { activateTotp } from './mfa/activateTotp.ts';
import { disableTotp } from './mfa/disableTotp.ts';
import { enrollTotp } from './mfa/enrollTotp.ts';
import { verifyMfaChallenge } from './mfa/verifyMfaChallenge.ts';
import { createServiceAccount } from './platform/createServiceAccount.ts';
import { listServiceAccounts } from './platform/listServiceAccounts.ts';
import { getServiceAccount } from './platform/getServiceAccount.ts';
import { updateServiceAccount } from './platform/updateServiceAccount.ts';
import { disableServiceAccount } from './platform/disableServiceAccount.ts';
import { rotateServiceAccountKey } from './platform/rotateServiceAccountKey.ts';
import { createPlan } from './platform/createPlan.ts';
import { updatePlan } from './platform/updatePlan.ts';
import { assignTenantPlan } from './platform/assignTenantPlan.ts';
import { exportPlatformAuditEvents } from './platform/exportPlatformAuditEvents.ts';
import { listApiKeys } from './api-keys/listApiKeys.ts';
import { createApiKey } from './api-keys/createApiKey.ts';
import { getApiKey } from './api-keys/getApiKey.ts';
import { revokeApiKey } from './api-keys/revokeApiKey.ts';
import { validateApiKey } from './api-keys/validateApiKey.ts';
import { mintApiKeyToken } from './api-keys/mintApiKeyToken.ts';
import { listTenants } from './tenants/listTenants.ts';
import { createTenant } from './tenants/createTenant.ts';
import { getTenant } from './tenants/getTenant.ts';
import { updateTenant } from './tenants/updateTenant.ts';
import { deleteTenant } from './tenants/deleteTenant.ts';
import { listMembers } from './members/listMembers.ts';
import { addMember } from './members/addMember.ts';
import { updateMember } from './members/updateMember.ts';
import { removeMember } from './members/removeMember.ts';
import { listRoles } from './roles/listRoles.ts';
import { createRole } from './roles/createRole.ts';
import { updateRole } from './roles/updateRole.ts';
import { deleteRole } from './roles/deleteRole.ts';
import { listPlans } from './plans/listPlans.ts';
import { listProviderConfigs } from './provider-configs/listProviderConfigs.ts';
import { createProviderConfig } from './provider-configs/createProviderConfig.ts';
import { getProviderConfig } from './provider-configs/getProviderConfig.ts';
import { updateProviderConfig } from './provider-configs/updateProviderConfig.ts';
import { deleteProviderConfig } from './provider-configs/deleteProviderConfig.ts';
import { listWebhookEndpoints } from './webhook-endpoints/listWebhookEndpoints.ts';
import { createWebhookEndpoint } from './webhook-endpoints/createWebhookEndpoint.ts';
import { getWebhookEndpoint } from './webhook-endpoints/getWebhookEndpoint.ts';
import { updateWebhookEndpoint } from './webhook-endpoints/updateWebhookEndpoint.ts';
import { deleteWebhookEndpoint } from './webhook-endpoints/deleteWebhookEndpoint.ts';
import { rotateWebhookEndpointSecret } from './webhook-endpoints/rotateWebhookEndpointSecret.ts';
import { listWebhookDeliveries } from './webhook-endpoints/listWebhookDeliveries.ts';
import { redeliverWebhookDelivery } from './webhook-endpoints/redeliverWebhookDelivery.ts';
import { listJobs } from './platform/listJobs.ts';
import { getJob } from './platform/getJob.ts';
import { createJob } from './platform/createJob.ts';
import { cancelJob } from './platform/cancelJob.ts';
import { listAuditEvents } from './audit/listAuditEvents.ts';
import { exportAuditEvents } from './audit/exportAuditEvents.ts';

export const handlers: HandlerTable = {
  getHealth,
  getJwks,
  getRootJwks,
  signup,
  login,
  refreshToken,
  logout,
  logoutAll,
  verifyMfaChallenge,
  getMe,
  listSessions,
  revokeSession,
  changePassword,
  enrollTotp,
  activateTotp,
  disableTotp,
  listTenants,
  createTenant,
  getTenant,
  updateTenant,
  deleteTenant,
  listMembers,
  addMember,
  updateMember,
  removeMember,
  listRoles,
  createRole,
  updateRole,
  deleteRole,
  listPlans,
  listProviderConfigs,
  createProviderConfig,
  getProviderConfig,
  updateProviderConfig,
  deleteProviderConfig,
  listWebhookEndpoints,
  createWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookEndpointSecret,
  listWebhookDeliveries,
  redeliverWebhookDelivery,
  listAuditEvents,
  exportAuditEvents,
  listApiKeys,
  createApiKey,
  getApiKey,
  revokeApiKey,
  validateApiKey,
  mintApiKeyToken,
  createServiceAccount,
  listServiceAccounts,
  getServiceAccount,
  updateServiceAccount,
  disableServiceAccount,
  rotateServiceAccountKey,
  createPlan,
  updatePlan,
  assignTenantPlan,
  listJobs,
  getJob,
  createJob,
  cancelJob,
  exportPlatformAuditEvents,
};
