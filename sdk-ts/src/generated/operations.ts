// generated from openapi.yaml by `npm run gen`, do not edit
import type { Body, Data, OperationId, Query, RequestOptions } from '../types.js';

/** The operations an SDK calls: all but the routes only a browser visits (an IdP's callback). */
export type SdkOperationId = Exclude<OperationId, 'startOidcAuthorization' | 'completeOidcAuthorization' | 'createPushedAuthorizationRequest' | 'issueOidcToken' | 'getOidcUserinfo' | 'revokeOidcToken' | 'introspectOidcToken' | 'startOidcLogout' | 'confirmOidcLogout' | 'getOidcLogoutDone' | 'getSignInPage' | 'completeSignIn' | 'completeSsoSignIn' | 'completeSocialSignIn' | 'getSignUpPage' | 'completeSignUp' | 'completeConsent' | 'getVerifyEmailPage' | 'completeEmailVerification' | 'getResetPasswordPage' | 'completePasswordReset' | 'getAcceptInvitationPage' | 'completeInvitationAcceptance' | 'createPortalSession' | 'refreshPortalSession' | 'getOpenIdConfiguration' | 'completeOidcSso' | 'completeSamlSso'>;

/** How to call each operation: what the transport needs beyond the types. */
export const OPERATIONS = {
  getHealth: { method: 'GET', path: '/health', pathParams: [], raw: false, text: false },
  getLiveness: { method: 'GET', path: '/livez', pathParams: [], raw: false, text: false },
  getReadiness: { method: 'GET', path: '/readyz', pathParams: [], raw: false, text: false },
  getRootJwks: { method: 'GET', path: '/.well-known/jwks.json', pathParams: [], raw: true, text: false },
  getAuditCheckpointKeys: { method: 'GET', path: '/v1/audit/checkpoint-keys', pathParams: [], raw: true, text: false },
  getJwks: { method: 'GET', path: '/v1/.well-known/jwks.json', pathParams: [], raw: true, text: false },
  signup: { method: 'POST', path: '/v1/auth/signup', pathParams: [], raw: false, text: false },
  login: { method: 'POST', path: '/v1/auth/login', pathParams: [], raw: false, text: false },
  startPasskeyLogin: { method: 'POST', path: '/v1/auth/passkey/options', pathParams: [], raw: false, text: false },
  finishPasskeyLogin: { method: 'POST', path: '/v1/auth/passkey/verify', pathParams: [], raw: false, text: false },
  refreshToken: { method: 'POST', path: '/v1/auth/refresh', pathParams: [], raw: false, text: false },
  logout: { method: 'POST', path: '/v1/auth/logout', pathParams: [], raw: false, text: false },
  logoutAll: { method: 'POST', path: '/v1/auth/logout-all', pathParams: [], raw: false, text: false },
  issueTenantToken: { method: 'POST', path: '/v1/auth/token', pathParams: [], raw: false, text: false },
  verifyEmail: { method: 'POST', path: '/v1/auth/verify-email', pathParams: [], raw: false, text: false },
  resendVerificationEmail: { method: 'POST', path: '/v1/auth/verify-email/resend', pathParams: [], raw: false, text: false },
  requestPasswordReset: { method: 'POST', path: '/v1/auth/password-reset', pathParams: [], raw: false, text: false },
  confirmPasswordReset: { method: 'POST', path: '/v1/auth/password-reset/confirm', pathParams: [], raw: false, text: false },
  startMfaWebauthn: { method: 'POST', path: '/v1/mfa/webauthn/options', pathParams: [], raw: false, text: false },
  verifyMfaChallenge: { method: 'POST', path: '/v1/mfa/verify-challenge', pathParams: [], raw: false, text: false },
  getMe: { method: 'GET', path: '/v1/me', pathParams: [], raw: false, text: false },
  deleteMe: { method: 'DELETE', path: '/v1/me', pathParams: [], raw: false, text: false },
  updateMe: { method: 'PATCH', path: '/v1/me', pathParams: [], raw: false, text: false },
  exportMe: { method: 'GET', path: '/v1/me/export', pathParams: [], raw: false, text: false },
  changeEmail: { method: 'POST', path: '/v1/me/email', pathParams: [], raw: false, text: false },
  changePassword: { method: 'POST', path: '/v1/me/password', pathParams: [], raw: false, text: false },
  startPasskeyRegistration: { method: 'POST', path: '/v1/me/passkeys/options', pathParams: [], raw: false, text: false },
  listPasskeys: { method: 'GET', path: '/v1/me/passkeys', pathParams: [], raw: false, text: false },
  registerPasskey: { method: 'POST', path: '/v1/me/passkeys', pathParams: [], raw: false, text: false },
  deletePasskey: { method: 'DELETE', path: '/v1/me/passkeys/{passkeyId}', pathParams: ['passkeyId'], raw: false, text: false },
  updatePasskey: { method: 'PATCH', path: '/v1/me/passkeys/{passkeyId}', pathParams: ['passkeyId'], raw: false, text: false },
  listSessions: { method: 'GET', path: '/v1/me/sessions', pathParams: [], raw: false, text: false },
  revokeSession: { method: 'DELETE', path: '/v1/me/sessions/{sessionId}', pathParams: ['sessionId'], raw: false, text: false },
  enrollTotp: { method: 'POST', path: '/v1/mfa/totp/enroll', pathParams: [], raw: false, text: false },
  activateTotp: { method: 'POST', path: '/v1/mfa/totp/activate', pathParams: [], raw: false, text: false },
  disableTotp: { method: 'POST', path: '/v1/mfa/totp/disable', pathParams: [], raw: false, text: false },
  listOidcClients: { method: 'GET', path: '/v1/tenants/{tenantId}/oidc-clients', pathParams: ['tenantId'], raw: false, text: false },
  createOidcClient: { method: 'POST', path: '/v1/tenants/{tenantId}/oidc-clients', pathParams: ['tenantId'], raw: false, text: false },
  getOidcClient: { method: 'GET', path: '/v1/tenants/{tenantId}/oidc-clients/{clientId}', pathParams: ['tenantId', 'clientId'], raw: false, text: false },
  deleteOidcClient: { method: 'DELETE', path: '/v1/tenants/{tenantId}/oidc-clients/{clientId}', pathParams: ['tenantId', 'clientId'], raw: false, text: false },
  updateOidcClient: { method: 'PATCH', path: '/v1/tenants/{tenantId}/oidc-clients/{clientId}', pathParams: ['tenantId', 'clientId'], raw: false, text: false },
  rotateOidcClientSecret: { method: 'POST', path: '/v1/tenants/{tenantId}/oidc-clients/{clientId}/rotate-secret', pathParams: ['tenantId', 'clientId'], raw: false, text: false },
  discoverSso: { method: 'POST', path: '/v1/sso/discover', pathParams: [], raw: false, text: false },
  startSso: { method: 'POST', path: '/v1/sso/authorize', pathParams: [], raw: false, text: false },
  getSamlMetadata: { method: 'GET', path: '/v1/sso/saml/{providerConfigId}/metadata', pathParams: ['providerConfigId'], raw: true, text: true },
  exchangeSsoCode: { method: 'POST', path: '/v1/sso/token', pathParams: [], raw: false, text: false },
  listTenants: { method: 'GET', path: '/v1/tenants', pathParams: [], raw: false, text: false },
  createTenant: { method: 'POST', path: '/v1/tenants', pathParams: [], raw: false, text: false },
  getTenant: { method: 'GET', path: '/v1/tenants/{tenantId}', pathParams: ['tenantId'], raw: false, text: false },
  deleteTenant: { method: 'DELETE', path: '/v1/tenants/{tenantId}', pathParams: ['tenantId'], raw: false, text: false },
  updateTenant: { method: 'PATCH', path: '/v1/tenants/{tenantId}', pathParams: ['tenantId'], raw: false, text: false },
  listMembers: { method: 'GET', path: '/v1/tenants/{tenantId}/members', pathParams: ['tenantId'], raw: false, text: false },
  addMember: { method: 'POST', path: '/v1/tenants/{tenantId}/members', pathParams: ['tenantId'], raw: false, text: false },
  listInvitations: { method: 'GET', path: '/v1/tenants/{tenantId}/invitations', pathParams: ['tenantId'], raw: false, text: false },
  createInvitation: { method: 'POST', path: '/v1/tenants/{tenantId}/invitations', pathParams: ['tenantId'], raw: false, text: false },
  getInvitation: { method: 'GET', path: '/v1/tenants/{tenantId}/invitations/{invitationId}', pathParams: ['tenantId', 'invitationId'], raw: false, text: false },
  revokeInvitation: { method: 'DELETE', path: '/v1/tenants/{tenantId}/invitations/{invitationId}', pathParams: ['tenantId', 'invitationId'], raw: false, text: false },
  acceptInvitation: { method: 'POST', path: '/v1/invitations/accept', pathParams: [], raw: false, text: false },
  removeMember: { method: 'DELETE', path: '/v1/tenants/{tenantId}/members/{userId}', pathParams: ['tenantId', 'userId'], raw: false, text: false },
  updateMember: { method: 'PATCH', path: '/v1/tenants/{tenantId}/members/{userId}', pathParams: ['tenantId', 'userId'], raw: false, text: false },
  listDomains: { method: 'GET', path: '/v1/tenants/{tenantId}/domains', pathParams: ['tenantId'], raw: false, text: false },
  createDomain: { method: 'POST', path: '/v1/tenants/{tenantId}/domains', pathParams: ['tenantId'], raw: false, text: false },
  getDomain: { method: 'GET', path: '/v1/tenants/{tenantId}/domains/{domainId}', pathParams: ['tenantId', 'domainId'], raw: false, text: false },
  deleteDomain: { method: 'DELETE', path: '/v1/tenants/{tenantId}/domains/{domainId}', pathParams: ['tenantId', 'domainId'], raw: false, text: false },
  verifyDomain: { method: 'POST', path: '/v1/tenants/{tenantId}/domains/{domainId}/verify', pathParams: ['tenantId', 'domainId'], raw: false, text: false },
  listDirectories: { method: 'GET', path: '/v1/tenants/{tenantId}/directories', pathParams: ['tenantId'], raw: false, text: false },
  createDirectory: { method: 'POST', path: '/v1/tenants/{tenantId}/directories', pathParams: ['tenantId'], raw: false, text: false },
  getDirectory: { method: 'GET', path: '/v1/tenants/{tenantId}/directories/{directoryId}', pathParams: ['tenantId', 'directoryId'], raw: false, text: false },
  deleteDirectory: { method: 'DELETE', path: '/v1/tenants/{tenantId}/directories/{directoryId}', pathParams: ['tenantId', 'directoryId'], raw: false, text: false },
  updateDirectory: { method: 'PATCH', path: '/v1/tenants/{tenantId}/directories/{directoryId}', pathParams: ['tenantId', 'directoryId'], raw: false, text: false },
  rotateDirectoryToken: { method: 'POST', path: '/v1/tenants/{tenantId}/directories/{directoryId}/rotate-token', pathParams: ['tenantId', 'directoryId'], raw: false, text: false },
  listRoles: { method: 'GET', path: '/v1/tenants/{tenantId}/roles', pathParams: ['tenantId'], raw: false, text: false },
  createRole: { method: 'POST', path: '/v1/tenants/{tenantId}/roles', pathParams: ['tenantId'], raw: false, text: false },
  deleteRole: { method: 'DELETE', path: '/v1/tenants/{tenantId}/roles/{roleId}', pathParams: ['tenantId', 'roleId'], raw: false, text: false },
  updateRole: { method: 'PATCH', path: '/v1/tenants/{tenantId}/roles/{roleId}', pathParams: ['tenantId', 'roleId'], raw: false, text: false },
  listPlans: { method: 'GET', path: '/v1/plans', pathParams: [], raw: false, text: false },
  listProviderConfigs: { method: 'GET', path: '/v1/tenants/{tenantId}/provider-configs', pathParams: ['tenantId'], raw: false, text: false },
  createProviderConfig: { method: 'POST', path: '/v1/tenants/{tenantId}/provider-configs', pathParams: ['tenantId'], raw: false, text: false },
  getProviderConfig: { method: 'GET', path: '/v1/tenants/{tenantId}/provider-configs/{configId}', pathParams: ['tenantId', 'configId'], raw: false, text: false },
  deleteProviderConfig: { method: 'DELETE', path: '/v1/tenants/{tenantId}/provider-configs/{configId}', pathParams: ['tenantId', 'configId'], raw: false, text: false },
  updateProviderConfig: { method: 'PATCH', path: '/v1/tenants/{tenantId}/provider-configs/{configId}', pathParams: ['tenantId', 'configId'], raw: false, text: false },
  listWebhookEndpoints: { method: 'GET', path: '/v1/tenants/{tenantId}/webhook-endpoints', pathParams: ['tenantId'], raw: false, text: false },
  createWebhookEndpoint: { method: 'POST', path: '/v1/tenants/{tenantId}/webhook-endpoints', pathParams: ['tenantId'], raw: false, text: false },
  getWebhookEndpoint: { method: 'GET', path: '/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}', pathParams: ['tenantId', 'endpointId'], raw: false, text: false },
  deleteWebhookEndpoint: { method: 'DELETE', path: '/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}', pathParams: ['tenantId', 'endpointId'], raw: false, text: false },
  updateWebhookEndpoint: { method: 'PATCH', path: '/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}', pathParams: ['tenantId', 'endpointId'], raw: false, text: false },
  rotateWebhookEndpointSecret: { method: 'POST', path: '/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/rotate-secret', pathParams: ['tenantId', 'endpointId'], raw: false, text: false },
  sendTestWebhookEvent: { method: 'POST', path: '/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/test', pathParams: ['tenantId', 'endpointId'], raw: false, text: false },
  listWebhookDeliveries: { method: 'GET', path: '/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries', pathParams: ['tenantId', 'endpointId'], raw: false, text: false },
  redeliverWebhookDelivery: { method: 'POST', path: '/v1/tenants/{tenantId}/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/redeliver', pathParams: ['tenantId', 'endpointId', 'deliveryId'], raw: false, text: false },
  listAuditEvents: { method: 'GET', path: '/v1/tenants/{tenantId}/audit-events', pathParams: ['tenantId'], raw: false, text: false },
  listAuditCheckpoints: { method: 'GET', path: '/v1/tenants/{tenantId}/audit/checkpoints', pathParams: ['tenantId'], raw: false, text: false },
  getAuditInclusionProof: { method: 'GET', path: '/v1/tenants/{tenantId}/audit-events/{eventId}/proof', pathParams: ['tenantId', 'eventId'], raw: false, text: false },
  getAuditConsistencyProof: { method: 'GET', path: '/v1/tenants/{tenantId}/audit/consistency', pathParams: ['tenantId'], raw: false, text: false },
  listApiKeys: { method: 'GET', path: '/v1/tenants/{tenantId}/api-keys', pathParams: ['tenantId'], raw: false, text: false },
  createApiKey: { method: 'POST', path: '/v1/tenants/{tenantId}/api-keys', pathParams: ['tenantId'], raw: false, text: false },
  getApiKey: { method: 'GET', path: '/v1/tenants/{tenantId}/api-keys/{keyId}', pathParams: ['tenantId', 'keyId'], raw: false, text: false },
  revokeApiKey: { method: 'DELETE', path: '/v1/tenants/{tenantId}/api-keys/{keyId}', pathParams: ['tenantId', 'keyId'], raw: false, text: false },
  validateApiKey: { method: 'POST', path: '/v1/keys/validate', pathParams: [], raw: false, text: false },
  mintApiKeyToken: { method: 'POST', path: '/v1/keys/token', pathParams: [], raw: false, text: false },
  listServiceAccounts: { method: 'GET', path: '/v1/platform/service-accounts', pathParams: [], raw: false, text: false },
  createServiceAccount: { method: 'POST', path: '/v1/platform/service-accounts', pathParams: [], raw: false, text: false },
  getServiceAccount: { method: 'GET', path: '/v1/platform/service-accounts/{serviceAccountId}', pathParams: ['serviceAccountId'], raw: false, text: false },
  disableServiceAccount: { method: 'DELETE', path: '/v1/platform/service-accounts/{serviceAccountId}', pathParams: ['serviceAccountId'], raw: false, text: false },
  updateServiceAccount: { method: 'PATCH', path: '/v1/platform/service-accounts/{serviceAccountId}', pathParams: ['serviceAccountId'], raw: false, text: false },
  rotateServiceAccountKey: { method: 'POST', path: '/v1/platform/service-accounts/{serviceAccountId}/rotate-key', pathParams: ['serviceAccountId'], raw: false, text: false },
  exportPlatformAuditEvents: { method: 'GET', path: '/v1/platform/audit/export', pathParams: [], raw: true, text: true },
  createPlan: { method: 'POST', path: '/v1/platform/plans', pathParams: [], raw: false, text: false },
  updatePlan: { method: 'PATCH', path: '/v1/platform/plans/{planId}', pathParams: ['planId'], raw: false, text: false },
  listPlatformOidcClients: { method: 'GET', path: '/v1/platform/oidc-clients', pathParams: [], raw: false, text: false },
  createPlatformOidcClient: { method: 'POST', path: '/v1/platform/oidc-clients', pathParams: [], raw: false, text: false },
  getPlatformOidcClient: { method: 'GET', path: '/v1/platform/oidc-clients/{clientId}', pathParams: ['clientId'], raw: false, text: false },
  deletePlatformOidcClient: { method: 'DELETE', path: '/v1/platform/oidc-clients/{clientId}', pathParams: ['clientId'], raw: false, text: false },
  updatePlatformOidcClient: { method: 'PATCH', path: '/v1/platform/oidc-clients/{clientId}', pathParams: ['clientId'], raw: false, text: false },
  rotatePlatformOidcClientSecret: { method: 'POST', path: '/v1/platform/oidc-clients/{clientId}/rotate-secret', pathParams: ['clientId'], raw: false, text: false },
  listConnections: { method: 'GET', path: '/v1/platform/connections', pathParams: [], raw: false, text: false },
  createConnection: { method: 'POST', path: '/v1/platform/connections', pathParams: [], raw: false, text: false },
  getConnection: { method: 'GET', path: '/v1/platform/connections/{connectionId}', pathParams: ['connectionId'], raw: false, text: false },
  deleteConnection: { method: 'DELETE', path: '/v1/platform/connections/{connectionId}', pathParams: ['connectionId'], raw: false, text: false },
  updateConnection: { method: 'PATCH', path: '/v1/platform/connections/{connectionId}', pathParams: ['connectionId'], raw: false, text: false },
  listPlatformTenants: { method: 'GET', path: '/v1/platform/tenants', pathParams: [], raw: false, text: false },
  createPlatformTenant: { method: 'POST', path: '/v1/platform/tenants', pathParams: [], raw: false, text: false },
  getPlatformTenant: { method: 'GET', path: '/v1/platform/tenants/{tenantId}', pathParams: ['tenantId'], raw: false, text: false },
  deletePlatformTenant: { method: 'DELETE', path: '/v1/platform/tenants/{tenantId}', pathParams: ['tenantId'], raw: false, text: false },
  updatePlatformTenant: { method: 'PATCH', path: '/v1/platform/tenants/{tenantId}', pathParams: ['tenantId'], raw: false, text: false },
  listPlatformTenantMembers: { method: 'GET', path: '/v1/platform/tenants/{tenantId}/members', pathParams: ['tenantId'], raw: false, text: false },
  removePlatformTenantMember: { method: 'DELETE', path: '/v1/platform/tenants/{tenantId}/members/{userId}', pathParams: ['tenantId', 'userId'], raw: false, text: false },
  updatePlatformTenantMember: { method: 'PATCH', path: '/v1/platform/tenants/{tenantId}/members/{userId}', pathParams: ['tenantId', 'userId'], raw: false, text: false },
  listPlatformTenantInvitations: { method: 'GET', path: '/v1/platform/tenants/{tenantId}/invitations', pathParams: ['tenantId'], raw: false, text: false },
  createPlatformTenantInvitation: { method: 'POST', path: '/v1/platform/tenants/{tenantId}/invitations', pathParams: ['tenantId'], raw: false, text: false },
  getPlatformTenantInvitation: { method: 'GET', path: '/v1/platform/tenants/{tenantId}/invitations/{invitationId}', pathParams: ['tenantId', 'invitationId'], raw: false, text: false },
  revokePlatformTenantInvitation: { method: 'DELETE', path: '/v1/platform/tenants/{tenantId}/invitations/{invitationId}', pathParams: ['tenantId', 'invitationId'], raw: false, text: false },
  assignTenantPlan: { method: 'PUT', path: '/v1/platform/tenants/{tenantId}/plan', pathParams: ['tenantId'], raw: false, text: false },
  getScimServiceProviderConfig: { method: 'GET', path: '/v1/platform/scim/v2/ServiceProviderConfig', pathParams: [], raw: true, text: true },
  listScimResourceTypes: { method: 'GET', path: '/v1/platform/scim/v2/ResourceTypes', pathParams: [], raw: true, text: true },
  getScimResourceType: { method: 'GET', path: '/v1/platform/scim/v2/ResourceTypes/{resourceTypeId}', pathParams: ['resourceTypeId'], raw: true, text: true },
  listScimSchemas: { method: 'GET', path: '/v1/platform/scim/v2/Schemas', pathParams: [], raw: true, text: true },
  getScimSchema: { method: 'GET', path: '/v1/platform/scim/v2/Schemas/{schemaId}', pathParams: ['schemaId'], raw: true, text: true },
  listScimUsers: { method: 'GET', path: '/v1/platform/scim/v2/Users', pathParams: [], raw: true, text: true },
  createScimUser: { method: 'POST', path: '/v1/platform/scim/v2/Users', pathParams: [], raw: true, text: true },
  searchScimUsers: { method: 'POST', path: '/v1/platform/scim/v2/Users/.search', pathParams: [], raw: true, text: true },
  getScimUser: { method: 'GET', path: '/v1/platform/scim/v2/Users/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  replaceScimUser: { method: 'PUT', path: '/v1/platform/scim/v2/Users/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  deleteScimUser: { method: 'DELETE', path: '/v1/platform/scim/v2/Users/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  patchScimUser: { method: 'PATCH', path: '/v1/platform/scim/v2/Users/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  listScimGroups: { method: 'GET', path: '/v1/platform/scim/v2/Groups', pathParams: [], raw: true, text: true },
  createScimGroup: { method: 'POST', path: '/v1/platform/scim/v2/Groups', pathParams: [], raw: true, text: true },
  searchScimGroups: { method: 'POST', path: '/v1/platform/scim/v2/Groups/.search', pathParams: [], raw: true, text: true },
  getScimGroup: { method: 'GET', path: '/v1/platform/scim/v2/Groups/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  replaceScimGroup: { method: 'PUT', path: '/v1/platform/scim/v2/Groups/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  deleteScimGroup: { method: 'DELETE', path: '/v1/platform/scim/v2/Groups/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  patchScimGroup: { method: 'PATCH', path: '/v1/platform/scim/v2/Groups/{scimId}', pathParams: ['scimId'], raw: true, text: true },
  searchScim: { method: 'POST', path: '/v1/platform/scim/v2/.search', pathParams: [], raw: true, text: true },
  listUsers: { method: 'GET', path: '/v1/platform/users', pathParams: [], raw: false, text: false },
  getUser: { method: 'GET', path: '/v1/platform/users/{userId}', pathParams: ['userId'], raw: false, text: false },
  deleteUser: { method: 'DELETE', path: '/v1/platform/users/{userId}', pathParams: ['userId'], raw: false, text: false },
  updateUser: { method: 'PATCH', path: '/v1/platform/users/{userId}', pathParams: ['userId'], raw: false, text: false },
  disableUser: { method: 'POST', path: '/v1/platform/users/{userId}/disable', pathParams: ['userId'], raw: false, text: false },
  enableUser: { method: 'POST', path: '/v1/platform/users/{userId}/enable', pathParams: ['userId'], raw: false, text: false },
  revokeUserSessions: { method: 'POST', path: '/v1/platform/users/{userId}/revoke-sessions', pathParams: ['userId'], raw: false, text: false },
  listJobs: { method: 'GET', path: '/v1/platform/jobs', pathParams: [], raw: false, text: false },
  createJob: { method: 'POST', path: '/v1/platform/jobs', pathParams: [], raw: false, text: false },
  getJob: { method: 'GET', path: '/v1/platform/jobs/{jobId}', pathParams: ['jobId'], raw: false, text: false },
  cancelJob: { method: 'POST', path: '/v1/platform/jobs/{jobId}/cancel', pathParams: ['jobId'], raw: false, text: false },
  exportAuditEvents: { method: 'GET', path: '/v1/audit/export', pathParams: [], raw: true, text: true },
} as const satisfies Record<SdkOperationId, { method: string; path: string; pathParams: readonly string[]; raw: boolean; text: boolean }>;

/** One method per operationId; the transport behind `invoke` is hand-written in client.ts. */
export abstract class GatekeepOperations {
  protected abstract invoke(operationId: SdkOperationId, pathParams: Record<string, string>, body: unknown, query: unknown, options?: RequestOptions): Promise<never>;
  protected abstract invokeLines(operationId: SdkOperationId, pathParams: Record<string, string>, body: unknown, query: unknown, options?: RequestOptions): AsyncGenerator<string>;

  /** Report whether the service and what it depends on answer. */
  getHealth(options?: RequestOptions): Promise<Data<'getHealth'>> {
    return this.invoke('getHealth', {}, undefined, undefined, options);
  }

  /** Report that the process is up and serving. */
  getLiveness(options?: RequestOptions): Promise<Data<'getLiveness'>> {
    return this.invoke('getLiveness', {}, undefined, undefined, options);
  }

  /** Report whether the instance can serve requests. */
  getReadiness(options?: RequestOptions): Promise<Data<'getReadiness'>> {
    return this.invoke('getReadiness', {}, undefined, undefined, options);
  }

  /** Public signing keys (root copy, no envelope). */
  getRootJwks(options?: RequestOptions): Promise<Data<'getRootJwks'>> {
    return this.invoke('getRootJwks', {}, undefined, undefined, options);
  }

  /** Every public key that ever signed an audit checkpoint (no envelope). */
  getAuditCheckpointKeys(options?: RequestOptions): Promise<Data<'getAuditCheckpointKeys'>> {
    return this.invoke('getAuditCheckpointKeys', {}, undefined, undefined, options);
  }

  /** Public signing keys (no envelope). */
  getJwks(options?: RequestOptions): Promise<Data<'getJwks'>> {
    return this.invoke('getJwks', {}, undefined, undefined, options);
  }

  /** Create a user and sign them in. */
  signup(body: Body<'signup'>, options?: RequestOptions): Promise<Data<'signup'>> {
    return this.invoke('signup', {}, body, undefined, options);
  }

  /** Sign in with email and password. */
  login(body: Body<'login'>, options?: RequestOptions): Promise<Data<'login'>> {
    return this.invoke('login', {}, body, undefined, options);
  }

  /** Begin a passkey sign-in; answers the options for navigator.credentials.get(). */
  startPasskeyLogin(body: Body<'startPasskeyLogin'>, options?: RequestOptions): Promise<Data<'startPasskeyLogin'>> {
    return this.invoke('startPasskeyLogin', {}, body, undefined, options);
  }

  /** Finish a passkey sign-in with the browser's assertion; answers tokens. */
  finishPasskeyLogin(body: Body<'finishPasskeyLogin'>, options?: RequestOptions): Promise<Data<'finishPasskeyLogin'>> {
    return this.invoke('finishPasskeyLogin', {}, body, undefined, options);
  }

  /** Exchange a refresh token for a new access token and refresh token. */
  refreshToken(body: Body<'refreshToken'>, options?: RequestOptions): Promise<Data<'refreshToken'>> {
    return this.invoke('refreshToken', {}, body, undefined, options);
  }

  /** End the session a refresh token belongs to. */
  logout(body: Body<'logout'>, options?: RequestOptions): Promise<Data<'logout'>> {
    return this.invoke('logout', {}, body, undefined, options);
  }

  /** Log out everywhere; ends every session of the caller, this one included. */
  logoutAll(options?: RequestOptions): Promise<Data<'logoutAll'>> {
    return this.invoke('logoutAll', {}, undefined, undefined, options);
  }

  /** An access token of the caller's session that states one tenant, their role and its permissions. */
  issueTenantToken(body: Body<'issueTenantToken'>, options?: RequestOptions): Promise<Data<'issueTenantToken'>> {
    return this.invoke('issueTenantToken', {}, body, undefined, options);
  }

  /** Confirm an email address with the token from the link mailed to it. */
  verifyEmail(body: Body<'verifyEmail'>, options?: RequestOptions): Promise<Data<'verifyEmail'>> {
    return this.invoke('verifyEmail', {}, body, undefined, options);
  }

  /** Mail the caller a new verification link. */
  resendVerificationEmail(options?: RequestOptions): Promise<Data<'resendVerificationEmail'>> {
    return this.invoke('resendVerificationEmail', {}, undefined, undefined, options);
  }

  /** Mail a password-reset link to an address, if an account has it. */
  requestPasswordReset(body: Body<'requestPasswordReset'>, options?: RequestOptions): Promise<Data<'requestPasswordReset'>> {
    return this.invoke('requestPasswordReset', {}, body, undefined, options);
  }

  /** Set a new password with the token from a reset link. */
  confirmPasswordReset(body: Body<'confirmPasswordReset'>, options?: RequestOptions): Promise<Data<'confirmPasswordReset'>> {
    return this.invoke('confirmPasswordReset', {}, body, undefined, options);
  }

  /** Options to answer a login's MFA challenge with a passkey. */
  startMfaWebauthn(body: Body<'startMfaWebauthn'>, options?: RequestOptions): Promise<Data<'startMfaWebauthn'>> {
    return this.invoke('startMfaWebauthn', {}, body, undefined, options);
  }

  /** Answer a login's MFA challenge with a TOTP code, a recovery code or a passkey. */
  verifyMfaChallenge(body: Body<'verifyMfaChallenge'>, options?: RequestOptions): Promise<Data<'verifyMfaChallenge'>> {
    return this.invoke('verifyMfaChallenge', {}, body, undefined, options);
  }

  /** The signed-in user. */
  getMe(options?: RequestOptions): Promise<Data<'getMe'>> {
    return this.invoke('getMe', {}, undefined, undefined, options);
  }

  /** Delete the signed-in user's account (GDPR Art. 17). */
  deleteMe(body: Body<'deleteMe'>, options?: RequestOptions): Promise<Data<'deleteMe'>> {
    return this.invoke('deleteMe', {}, body, undefined, options);
  }

  /** Change the signed-in user's display name. */
  updateMe(body: Body<'updateMe'>, options?: RequestOptions): Promise<Data<'updateMe'>> {
    return this.invoke('updateMe', {}, body, undefined, options);
  }

  /** Everything Gatekeep holds about the signed-in user, as one JSON document. */
  exportMe(options?: RequestOptions): Promise<Data<'exportMe'>> {
    return this.invoke('exportMe', {}, undefined, undefined, options);
  }

  /** Change the signed-in user's email address, through a link sent to the new one. */
  changeEmail(body: Body<'changeEmail'>, options?: RequestOptions): Promise<Data<'changeEmail'>> {
    return this.invoke('changeEmail', {}, body, undefined, options);
  }

  /** Change the caller's password; ends every other session. */
  changePassword(body: Body<'changePassword'>, options?: RequestOptions): Promise<Data<'changePassword'>> {
    return this.invoke('changePassword', {}, body, undefined, options);
  }

  /** Begin registering a passkey; answers the options for navigator.credentials.create(). */
  startPasskeyRegistration(body: Body<'startPasskeyRegistration'>, options?: RequestOptions): Promise<Data<'startPasskeyRegistration'>> {
    return this.invoke('startPasskeyRegistration', {}, body, undefined, options);
  }

  /** The caller's passkeys. */
  listPasskeys(query?: Query<'listPasskeys'>, options?: RequestOptions): Promise<Data<'listPasskeys'>> {
    return this.invoke('listPasskeys', {}, undefined, query, options);
  }

  /** Finish registering a passkey with the browser's attestation. */
  registerPasskey(body: Body<'registerPasskey'>, options?: RequestOptions): Promise<Data<'registerPasskey'>> {
    return this.invoke('registerPasskey', {}, body, undefined, options);
  }

  /** Remove one of the caller's passkeys. */
  deletePasskey(passkeyId: string, body?: Body<'deletePasskey'>, options?: RequestOptions): Promise<Data<'deletePasskey'>> {
    return this.invoke('deletePasskey', { passkeyId }, body, undefined, options);
  }

  /** Rename one of the caller's passkeys. */
  updatePasskey(passkeyId: string, body: Body<'updatePasskey'>, options?: RequestOptions): Promise<Data<'updatePasskey'>> {
    return this.invoke('updatePasskey', { passkeyId }, body, undefined, options);
  }

  /** The caller's live sessions, newest first. */
  listSessions(query?: Query<'listSessions'>, options?: RequestOptions): Promise<Data<'listSessions'>> {
    return this.invoke('listSessions', {}, undefined, query, options);
  }

  /** End one of the caller's sessions; its tokens stop working at once. */
  revokeSession(sessionId: string, options?: RequestOptions): Promise<Data<'revokeSession'>> {
    return this.invoke('revokeSession', { sessionId }, undefined, undefined, options);
  }

  /** Start TOTP enrollment; returns the secret to load into an authenticator app. */
  enrollTotp(body: Body<'enrollTotp'>, options?: RequestOptions): Promise<Data<'enrollTotp'>> {
    return this.invoke('enrollTotp', {}, body, undefined, options);
  }

  /** Confirm a pending enrollment with a current code; returns ten recovery codes. */
  activateTotp(body: Body<'activateTotp'>, options?: RequestOptions): Promise<Data<'activateTotp'>> {
    return this.invoke('activateTotp', {}, body, undefined, options);
  }

  /** Turn TOTP off; needs a current TOTP code or an unused recovery code. */
  disableTotp(body: Body<'disableTotp'>, options?: RequestOptions): Promise<Data<'disableTotp'>> {
    return this.invoke('disableTotp', {}, body, undefined, options);
  }

  /** The tenant's OIDC clients. */
  listOidcClients(tenantId: string, query?: Query<'listOidcClients'>, options?: RequestOptions): Promise<Data<'listOidcClients'>> {
    return this.invoke('listOidcClients', { tenantId }, undefined, query, options);
  }

  /** Register an application with Gatekeep's OpenID Provider; answers its client secret, once. */
  createOidcClient(tenantId: string, body: Body<'createOidcClient'>, options?: RequestOptions): Promise<Data<'createOidcClient'>> {
    return this.invoke('createOidcClient', { tenantId }, body, undefined, options);
  }

  /** One OIDC client (never its secret). */
  getOidcClient(tenantId: string, clientId: string, options?: RequestOptions): Promise<Data<'getOidcClient'>> {
    return this.invoke('getOidcClient', { tenantId, clientId }, undefined, undefined, options);
  }

  /** Delete an OIDC client. */
  deleteOidcClient(tenantId: string, clientId: string, options?: RequestOptions): Promise<Data<'deleteOidcClient'>> {
    return this.invoke('deleteOidcClient', { tenantId, clientId }, undefined, undefined, options);
  }

  /** Change an OIDC client's name, redirect URIs, grant types or first-party flag. */
  updateOidcClient(tenantId: string, clientId: string, body: Body<'updateOidcClient'>, options?: RequestOptions): Promise<Data<'updateOidcClient'>> {
    return this.invoke('updateOidcClient', { tenantId, clientId }, body, undefined, options);
  }

  /** Give a confidential client a new secret, shown once; the old one stops working at once. */
  rotateOidcClientSecret(tenantId: string, clientId: string, options?: RequestOptions): Promise<Data<'rotateOidcClientSecret'>> {
    return this.invoke('rotateOidcClientSecret', { tenantId, clientId }, undefined, undefined, options);
  }

  /** Which tenants' identity providers sign in an address. */
  discoverSso(body: Body<'discoverSso'>, options?: RequestOptions): Promise<Data<'discoverSso'>> {
    return this.invoke('discoverSso', {}, body, undefined, options);
  }

  /** Start a sign-in at a tenant's identity provider; answers the URL to send the browser to. */
  startSso(body: Body<'startSso'>, options?: RequestOptions): Promise<Data<'startSso'>> {
    return this.invoke('startSso', {}, body, undefined, options);
  }

  /** The service provider metadata of a SAML provider config, for the IdP's administrator to import. */
  getSamlMetadata(providerConfigId: string, options?: RequestOptions): Promise<Data<'getSamlMetadata'>> {
    return this.invoke('getSamlMetadata', { providerConfigId }, undefined, undefined, options);
  }

  /** The body of `getSamlMetadata` line by line, read as it arrives (`for await`). */
  getSamlMetadataLines(providerConfigId: string, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('getSamlMetadata', { providerConfigId }, undefined, undefined, options);
  }

  /** Exchange the sign-in code for tokens and the IdP's profile. */
  exchangeSsoCode(body: Body<'exchangeSsoCode'>, options?: RequestOptions): Promise<Data<'exchangeSsoCode'>> {
    return this.invoke('exchangeSsoCode', {}, body, undefined, options);
  }

  /** The caller's tenants, each with the caller's role. */
  listTenants(query?: Query<'listTenants'>, options?: RequestOptions): Promise<Data<'listTenants'>> {
    return this.invoke('listTenants', {}, undefined, query, options);
  }

  /** Create a tenant; the caller becomes its owner. */
  createTenant(body: Body<'createTenant'>, options?: RequestOptions): Promise<Data<'createTenant'>> {
    return this.invoke('createTenant', {}, body, undefined, options);
  }

  /** One tenant. */
  getTenant(tenantId: string, options?: RequestOptions): Promise<Data<'getTenant'>> {
    return this.invoke('getTenant', { tenantId }, undefined, undefined, options);
  }

  /** Delete a tenant and everything it owns (owners only). */
  deleteTenant(tenantId: string, options?: RequestOptions): Promise<Data<'deleteTenant'>> {
    return this.invoke('deleteTenant', { tenantId }, undefined, undefined, options);
  }

  /** Rename a tenant, change its slug or replace its metadata. */
  updateTenant(tenantId: string, body: Body<'updateTenant'>, options?: RequestOptions): Promise<Data<'updateTenant'>> {
    return this.invoke('updateTenant', { tenantId }, body, undefined, options);
  }

  /** The members of a tenant. */
  listMembers(tenantId: string, query?: Query<'listMembers'>, options?: RequestOptions): Promise<Data<'listMembers'>> {
    return this.invoke('listMembers', { tenantId }, undefined, query, options);
  }

  /** Invite an address to join the tenant (the same as createInvitation). */
  addMember(tenantId: string, body: Body<'addMember'>, options?: RequestOptions): Promise<Data<'addMember'>> {
    return this.invoke('addMember', { tenantId }, body, undefined, options);
  }

  /** The tenant's invitations, newest first, whatever their status. */
  listInvitations(tenantId: string, query?: Query<'listInvitations'>, options?: RequestOptions): Promise<Data<'listInvitations'>> {
    return this.invoke('listInvitations', { tenantId }, undefined, query, options);
  }

  /** Invite an address to the tenant with a role, and mail it a link. */
  createInvitation(tenantId: string, body: Body<'createInvitation'>, options?: RequestOptions): Promise<Data<'createInvitation'>> {
    return this.invoke('createInvitation', { tenantId }, body, undefined, options);
  }

  /** One invitation, with its status (never its token). */
  getInvitation(tenantId: string, invitationId: string, options?: RequestOptions): Promise<Data<'getInvitation'>> {
    return this.invoke('getInvitation', { tenantId, invitationId }, undefined, undefined, options);
  }

  /** Revoke a pending invitation; its link stops working. */
  revokeInvitation(tenantId: string, invitationId: string, options?: RequestOptions): Promise<Data<'revokeInvitation'>> {
    return this.invoke('revokeInvitation', { tenantId, invitationId }, undefined, undefined, options);
  }

  /** Join the tenant an invitation is for, as the signed-in user it was sent to. */
  acceptInvitation(body: Body<'acceptInvitation'>, options?: RequestOptions): Promise<Data<'acceptInvitation'>> {
    return this.invoke('acceptInvitation', {}, body, undefined, options);
  }

  /** Remove a member, or leave a tenant. */
  removeMember(tenantId: string, userId: string, options?: RequestOptions): Promise<Data<'removeMember'>> {
    return this.invoke('removeMember', { tenantId, userId }, undefined, undefined, options);
  }

  /** Change a member's role. */
  updateMember(tenantId: string, userId: string, body: Body<'updateMember'>, options?: RequestOptions): Promise<Data<'updateMember'>> {
    return this.invoke('updateMember', { tenantId, userId }, body, undefined, options);
  }

  /** The tenant's domains, verified or pending. */
  listDomains(tenantId: string, query?: Query<'listDomains'>, options?: RequestOptions): Promise<Data<'listDomains'>> {
    return this.invoke('listDomains', { tenantId }, undefined, query, options);
  }

  /** Claim a domain; publish its TXT record, then verify it. */
  createDomain(tenantId: string, body: Body<'createDomain'>, options?: RequestOptions): Promise<Data<'createDomain'>> {
    return this.invoke('createDomain', { tenantId }, body, undefined, options);
  }

  /** One domain, with the record that verifies it. */
  getDomain(tenantId: string, domainId: string, options?: RequestOptions): Promise<Data<'getDomain'>> {
    return this.invoke('getDomain', { tenantId, domainId }, undefined, undefined, options);
  }

  /** Give up a domain. */
  deleteDomain(tenantId: string, domainId: string, options?: RequestOptions): Promise<Data<'deleteDomain'>> {
    return this.invoke('deleteDomain', { tenantId, domainId }, undefined, undefined, options);
  }

  /** Check the TXT record and mark the domain verified. */
  verifyDomain(tenantId: string, domainId: string, options?: RequestOptions): Promise<Data<'verifyDomain'>> {
    return this.invoke('verifyDomain', { tenantId, domainId }, undefined, undefined, options);
  }

  /** The tenant's directories (SCIM provisioning). */
  listDirectories(tenantId: string, query?: Query<'listDirectories'>, options?: RequestOptions): Promise<Data<'listDirectories'>> {
    return this.invoke('listDirectories', { tenantId }, undefined, query, options);
  }

  /** Create a directory; answers its SCIM bearer token, once. */
  createDirectory(tenantId: string, body: Body<'createDirectory'>, options?: RequestOptions): Promise<Data<'createDirectory'>> {
    return this.invoke('createDirectory', { tenantId }, body, undefined, options);
  }

  /** One directory (never its token). */
  getDirectory(tenantId: string, directoryId: string, options?: RequestOptions): Promise<Data<'getDirectory'>> {
    return this.invoke('getDirectory', { tenantId, directoryId }, undefined, undefined, options);
  }

  /** Delete a directory; its token stops working at once. */
  deleteDirectory(tenantId: string, directoryId: string, options?: RequestOptions): Promise<Data<'deleteDirectory'>> {
    return this.invoke('deleteDirectory', { tenantId, directoryId }, undefined, undefined, options);
  }

  /** Rename a directory or replace its group-to-role mapping. */
  updateDirectory(tenantId: string, directoryId: string, body: Body<'updateDirectory'>, options?: RequestOptions): Promise<Data<'updateDirectory'>> {
    return this.invoke('updateDirectory', { tenantId, directoryId }, body, undefined, options);
  }

  /** Replace the directory's token; the old one stops working at once. */
  rotateDirectoryToken(tenantId: string, directoryId: string, options?: RequestOptions): Promise<Data<'rotateDirectoryToken'>> {
    return this.invoke('rotateDirectoryToken', { tenantId, directoryId }, undefined, undefined, options);
  }

  /** The tenant's roles, built-ins first, then custom ones. */
  listRoles(tenantId: string, query?: Query<'listRoles'>, options?: RequestOptions): Promise<Data<'listRoles'>> {
    return this.invoke('listRoles', { tenantId }, undefined, query, options);
  }

  /** Create a custom role. */
  createRole(tenantId: string, body: Body<'createRole'>, options?: RequestOptions): Promise<Data<'createRole'>> {
    return this.invoke('createRole', { tenantId }, body, undefined, options);
  }

  /** Delete a custom role that no member holds. */
  deleteRole(tenantId: string, roleId: string, options?: RequestOptions): Promise<Data<'deleteRole'>> {
    return this.invoke('deleteRole', { tenantId, roleId }, undefined, undefined, options);
  }

  /** Change a custom role. */
  updateRole(tenantId: string, roleId: string, body: Body<'updateRole'>, options?: RequestOptions): Promise<Data<'updateRole'>> {
    return this.invoke('updateRole', { tenantId, roleId }, body, undefined, options);
  }

  /** The plans a tenant can be on. */
  listPlans(query?: Query<'listPlans'>, options?: RequestOptions): Promise<Data<'listPlans'>> {
    return this.invoke('listPlans', {}, undefined, query, options);
  }

  /** The tenant's identity-provider configurations. */
  listProviderConfigs(tenantId: string, query?: Query<'listProviderConfigs'>, options?: RequestOptions): Promise<Data<'listProviderConfigs'>> {
    return this.invoke('listProviderConfigs', { tenantId }, undefined, query, options);
  }

  /** Add an OIDC or SAML identity-provider configuration. */
  createProviderConfig(tenantId: string, body: Body<'createProviderConfig'>, options?: RequestOptions): Promise<Data<'createProviderConfig'>> {
    return this.invoke('createProviderConfig', { tenantId }, body, undefined, options);
  }

  /** One identity-provider configuration. */
  getProviderConfig(tenantId: string, configId: string, options?: RequestOptions): Promise<Data<'getProviderConfig'>> {
    return this.invoke('getProviderConfig', { tenantId, configId }, undefined, undefined, options);
  }

  /** Delete an identity-provider configuration. */
  deleteProviderConfig(tenantId: string, configId: string, options?: RequestOptions): Promise<Data<'deleteProviderConfig'>> {
    return this.invoke('deleteProviderConfig', { tenantId, configId }, undefined, undefined, options);
  }

  /** Change an identity-provider configuration. */
  updateProviderConfig(tenantId: string, configId: string, body: Body<'updateProviderConfig'>, options?: RequestOptions): Promise<Data<'updateProviderConfig'>> {
    return this.invoke('updateProviderConfig', { tenantId, configId }, body, undefined, options);
  }

  /** The tenant's webhook endpoints. */
  listWebhookEndpoints(tenantId: string, query?: Query<'listWebhookEndpoints'>, options?: RequestOptions): Promise<Data<'listWebhookEndpoints'>> {
    return this.invoke('listWebhookEndpoints', { tenantId }, undefined, query, options);
  }

  /** Add a webhook endpoint; its signing secret is shown only in this answer. */
  createWebhookEndpoint(tenantId: string, body: Body<'createWebhookEndpoint'>, options?: RequestOptions): Promise<Data<'createWebhookEndpoint'>> {
    return this.invoke('createWebhookEndpoint', { tenantId }, body, undefined, options);
  }

  /** One webhook endpoint (never its secret). */
  getWebhookEndpoint(tenantId: string, endpointId: string, options?: RequestOptions): Promise<Data<'getWebhookEndpoint'>> {
    return this.invoke('getWebhookEndpoint', { tenantId, endpointId }, undefined, undefined, options);
  }

  /** Delete a webhook endpoint. */
  deleteWebhookEndpoint(tenantId: string, endpointId: string, options?: RequestOptions): Promise<Data<'deleteWebhookEndpoint'>> {
    return this.invoke('deleteWebhookEndpoint', { tenantId, endpointId }, undefined, undefined, options);
  }

  /** Change a webhook endpoint. */
  updateWebhookEndpoint(tenantId: string, endpointId: string, body: Body<'updateWebhookEndpoint'>, options?: RequestOptions): Promise<Data<'updateWebhookEndpoint'>> {
    return this.invoke('updateWebhookEndpoint', { tenantId, endpointId }, body, undefined, options);
  }

  /** Replace the signing secret; the new one is shown only in this answer. */
  rotateWebhookEndpointSecret(tenantId: string, endpointId: string, options?: RequestOptions): Promise<Data<'rotateWebhookEndpointSecret'>> {
    return this.invoke('rotateWebhookEndpointSecret', { tenantId, endpointId }, undefined, undefined, options);
  }

  /** Send the endpoint a signed `webhook.test` event now, and answer how the attempt went. */
  sendTestWebhookEvent(tenantId: string, endpointId: string, options?: RequestOptions): Promise<Data<'sendTestWebhookEvent'>> {
    return this.invoke('sendTestWebhookEvent', { tenantId, endpointId }, undefined, undefined, options);
  }

  /** The endpoint's deliveries, newest first, with their attempts and last answer. */
  listWebhookDeliveries(tenantId: string, endpointId: string, query?: Query<'listWebhookDeliveries'>, options?: RequestOptions): Promise<Data<'listWebhookDeliveries'>> {
    return this.invoke('listWebhookDeliveries', { tenantId, endpointId }, undefined, query, options);
  }

  /** Send a finished delivery again, with the same webhook-id and body. */
  redeliverWebhookDelivery(tenantId: string, endpointId: string, deliveryId: string, options?: RequestOptions): Promise<Data<'redeliverWebhookDelivery'>> {
    return this.invoke('redeliverWebhookDelivery', { tenantId, endpointId, deliveryId }, undefined, undefined, options);
  }

  /** The tenant's audit events, newest first. */
  listAuditEvents(tenantId: string, query?: Query<'listAuditEvents'>, options?: RequestOptions): Promise<Data<'listAuditEvents'>> {
    return this.invoke('listAuditEvents', { tenantId }, undefined, query, options);
  }

  /** The signed checkpoints of the tenant's audit log, largest first. */
  listAuditCheckpoints(tenantId: string, query?: Query<'listAuditCheckpoints'>, options?: RequestOptions): Promise<Data<'listAuditCheckpoints'>> {
    return this.invoke('listAuditCheckpoints', { tenantId }, undefined, query, options);
  }

  /** Proof that an event is in the tenant's log as it stood at a size. */
  getAuditInclusionProof(tenantId: string, eventId: string, query?: Query<'getAuditInclusionProof'>, options?: RequestOptions): Promise<Data<'getAuditInclusionProof'>> {
    return this.invoke('getAuditInclusionProof', { tenantId, eventId }, undefined, query, options);
  }

  /** Proof that the tenant's log at one size extends it at an earlier one. */
  getAuditConsistencyProof(tenantId: string, query: Query<'getAuditConsistencyProof'>, options?: RequestOptions): Promise<Data<'getAuditConsistencyProof'>> {
    return this.invoke('getAuditConsistencyProof', { tenantId }, undefined, query, options);
  }

  /** The tenant's API keys, newest first (never a key or its hash). */
  listApiKeys(tenantId: string, query?: Query<'listApiKeys'>, options?: RequestOptions): Promise<Data<'listApiKeys'>> {
    return this.invoke('listApiKeys', { tenantId }, undefined, query, options);
  }

  /** Create a tenant API key; the plaintext key is in this answer only. */
  createApiKey(tenantId: string, body: Body<'createApiKey'>, options?: RequestOptions): Promise<Data<'createApiKey'>> {
    return this.invoke('createApiKey', { tenantId }, body, undefined, options);
  }

  /** One API key's public projection. */
  getApiKey(tenantId: string, keyId: string, options?: RequestOptions): Promise<Data<'getApiKey'>> {
    return this.invoke('getApiKey', { tenantId, keyId }, undefined, undefined, options);
  }

  /** Revoke an API key; it stops working at once. Idempotent. */
  revokeApiKey(tenantId: string, keyId: string, options?: RequestOptions): Promise<Data<'revokeApiKey'>> {
    return this.invoke('revokeApiKey', { tenantId, keyId }, undefined, undefined, options);
  }

  /** Check an API key and return its public projection. */
  validateApiKey(body: Body<'validateApiKey'>, options?: RequestOptions): Promise<Data<'validateApiKey'>> {
    return this.invoke('validateApiKey', {}, body, undefined, options);
  }

  /** Exchange an API key for a short-lived RS256 JWT, verifiable through JWKS. */
  mintApiKeyToken(body: Body<'mintApiKeyToken'>, options?: RequestOptions): Promise<Data<'mintApiKeyToken'>> {
    return this.invoke('mintApiKeyToken', {}, body, undefined, options);
  }

  /** Service accounts, newest first; a service account sees only those it can manage. */
  listServiceAccounts(query?: Query<'listServiceAccounts'>, options?: RequestOptions): Promise<Data<'listServiceAccounts'>> {
    return this.invoke('listServiceAccounts', {}, undefined, query, options);
  }

  /** Create a service account; its gkp_ key is in this answer only. */
  createServiceAccount(body: Body<'createServiceAccount'>, options?: RequestOptions): Promise<Data<'createServiceAccount'>> {
    return this.invoke('createServiceAccount', {}, body, undefined, options);
  }

  /** One service account (404 when it is outside your reach). */
  getServiceAccount(serviceAccountId: string, options?: RequestOptions): Promise<Data<'getServiceAccount'>> {
    return this.invoke('getServiceAccount', { serviceAccountId }, undefined, undefined, options);
  }

  /** Disable an account; its key stops working at once. Idempotent. */
  disableServiceAccount(serviceAccountId: string, options?: RequestOptions): Promise<Data<'disableServiceAccount'>> {
    return this.invoke('disableServiceAccount', { serviceAccountId }, undefined, undefined, options);
  }

  /** Rename an account or change its permissions (within your own). */
  updateServiceAccount(serviceAccountId: string, body: Body<'updateServiceAccount'>, options?: RequestOptions): Promise<Data<'updateServiceAccount'>> {
    return this.invoke('updateServiceAccount', { serviceAccountId }, body, undefined, options);
  }

  /** Replace an account's key; the old key stops working at once. */
  rotateServiceAccountKey(serviceAccountId: string, options?: RequestOptions): Promise<Data<'rotateServiceAccountKey'>> {
    return this.invoke('rotateServiceAccountKey', { serviceAccountId }, undefined, undefined, options);
  }

  /** Stream the platform's own audit events (service accounts, plans) as NDJSON or CSV. */
  exportPlatformAuditEvents(query?: Query<'exportPlatformAuditEvents'>, options?: RequestOptions): Promise<Data<'exportPlatformAuditEvents'>> {
    return this.invoke('exportPlatformAuditEvents', {}, undefined, query, options);
  }

  /** The body of `exportPlatformAuditEvents` line by line, read as it arrives (`for await`). */
  exportPlatformAuditEventsLines(query?: Query<'exportPlatformAuditEvents'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('exportPlatformAuditEvents', {}, undefined, query, options);
  }

  /** Create a plan. */
  createPlan(body: Body<'createPlan'>, options?: RequestOptions): Promise<Data<'createPlan'>> {
    return this.invoke('createPlan', {}, body, undefined, options);
  }

  /** Rename a plan or change its limits. */
  updatePlan(planId: string, body: Body<'updatePlan'>, options?: RequestOptions): Promise<Data<'updatePlan'>> {
    return this.invoke('updatePlan', { planId }, body, undefined, options);
  }

  /** The platform's OIDC clients (apps that serve every tenant). */
  listPlatformOidcClients(query?: Query<'listPlatformOidcClients'>, options?: RequestOptions): Promise<Data<'listPlatformOidcClients'>> {
    return this.invoke('listPlatformOidcClients', {}, undefined, query, options);
  }

  /** Register an application that serves every tenant; answers its client secret, once. */
  createPlatformOidcClient(body: Body<'createPlatformOidcClient'>, options?: RequestOptions): Promise<Data<'createPlatformOidcClient'>> {
    return this.invoke('createPlatformOidcClient', {}, body, undefined, options);
  }

  /** One platform OIDC client (never its secret). */
  getPlatformOidcClient(clientId: string, options?: RequestOptions): Promise<Data<'getPlatformOidcClient'>> {
    return this.invoke('getPlatformOidcClient', { clientId }, undefined, undefined, options);
  }

  /** Delete a platform OIDC client. */
  deletePlatformOidcClient(clientId: string, options?: RequestOptions): Promise<Data<'deletePlatformOidcClient'>> {
    return this.invoke('deletePlatformOidcClient', { clientId }, undefined, undefined, options);
  }

  /** Change a platform OIDC client, as updateOidcClient does a tenant's. */
  updatePlatformOidcClient(clientId: string, body: Body<'updatePlatformOidcClient'>, options?: RequestOptions): Promise<Data<'updatePlatformOidcClient'>> {
    return this.invoke('updatePlatformOidcClient', { clientId }, body, undefined, options);
  }

  /** Give a confidential platform client a new secret, shown once; the old one stops working at once. */
  rotatePlatformOidcClientSecret(clientId: string, options?: RequestOptions): Promise<Data<'rotatePlatformOidcClientSecret'>> {
    return this.invoke('rotatePlatformOidcClientSecret', { clientId }, undefined, undefined, options);
  }

  /** The platform's social connections. */
  listConnections(query?: Query<'listConnections'>, options?: RequestOptions): Promise<Data<'listConnections'>> {
    return this.invoke('listConnections', {}, undefined, query, options);
  }

  /** Add a social connection, shown on the hosted sign-in page as "Continue with <name>". */
  createConnection(body: Body<'createConnection'>, options?: RequestOptions): Promise<Data<'createConnection'>> {
    return this.invoke('createConnection', {}, body, undefined, options);
  }

  /** One social connection (never its secret). */
  getConnection(connectionId: string, options?: RequestOptions): Promise<Data<'getConnection'>> {
    return this.invoke('getConnection', { connectionId }, undefined, undefined, options);
  }

  /** Delete a social connection and every account's link to it. */
  deleteConnection(connectionId: string, options?: RequestOptions): Promise<Data<'deleteConnection'>> {
    return this.invoke('deleteConnection', { connectionId }, undefined, undefined, options);
  }

  /** Change a social connection; what is left out stays as it was. */
  updateConnection(connectionId: string, body: Body<'updateConnection'>, options?: RequestOptions): Promise<Data<'updateConnection'>> {
    return this.invoke('updateConnection', { connectionId }, body, undefined, options);
  }

  /** Every tenant, newest first. */
  listPlatformTenants(query?: Query<'listPlatformTenants'>, options?: RequestOptions): Promise<Data<'listPlatformTenants'>> {
    return this.invoke('listPlatformTenants', {}, undefined, query, options);
  }

  /** Create a tenant with its first owner, named by address. */
  createPlatformTenant(body: Body<'createPlatformTenant'>, options?: RequestOptions): Promise<Data<'createPlatformTenant'>> {
    return this.invoke('createPlatformTenant', {}, body, undefined, options);
  }

  /** One tenant, as the platform sees it. */
  getPlatformTenant(tenantId: string, options?: RequestOptions): Promise<Data<'getPlatformTenant'>> {
    return this.invoke('getPlatformTenant', { tenantId }, undefined, undefined, options);
  }

  /** Delete a tenant and everything it owns. */
  deletePlatformTenant(tenantId: string, options?: RequestOptions): Promise<Data<'deletePlatformTenant'>> {
    return this.invoke('deletePlatformTenant', { tenantId }, undefined, undefined, options);
  }

  /** Rename a tenant, change its slug or replace its metadata. */
  updatePlatformTenant(tenantId: string, body: Body<'updatePlatformTenant'>, options?: RequestOptions): Promise<Data<'updatePlatformTenant'>> {
    return this.invoke('updatePlatformTenant', { tenantId }, body, undefined, options);
  }

  /** A tenant's members, as the platform sees them. */
  listPlatformTenantMembers(tenantId: string, query?: Query<'listPlatformTenantMembers'>, options?: RequestOptions): Promise<Data<'listPlatformTenantMembers'>> {
    return this.invoke('listPlatformTenantMembers', { tenantId }, undefined, query, options);
  }

  /** Remove a member from a tenant, as the platform. */
  removePlatformTenantMember(tenantId: string, userId: string, options?: RequestOptions): Promise<Data<'removePlatformTenantMember'>> {
    return this.invoke('removePlatformTenantMember', { tenantId, userId }, undefined, undefined, options);
  }

  /** Change a member's role, as the platform. */
  updatePlatformTenantMember(tenantId: string, userId: string, body: Body<'updatePlatformTenantMember'>, options?: RequestOptions): Promise<Data<'updatePlatformTenantMember'>> {
    return this.invoke('updatePlatformTenantMember', { tenantId, userId }, body, undefined, options);
  }

  /** A tenant's invitations, newest first, whatever their status. */
  listPlatformTenantInvitations(tenantId: string, query?: Query<'listPlatformTenantInvitations'>, options?: RequestOptions): Promise<Data<'listPlatformTenantInvitations'>> {
    return this.invoke('listPlatformTenantInvitations', { tenantId }, undefined, query, options);
  }

  /** Invite an address to a tenant with a role, as the platform. */
  createPlatformTenantInvitation(tenantId: string, body: Body<'createPlatformTenantInvitation'>, options?: RequestOptions): Promise<Data<'createPlatformTenantInvitation'>> {
    return this.invoke('createPlatformTenantInvitation', { tenantId }, body, undefined, options);
  }

  /** One invitation of a tenant, with its status (never its token). */
  getPlatformTenantInvitation(tenantId: string, invitationId: string, options?: RequestOptions): Promise<Data<'getPlatformTenantInvitation'>> {
    return this.invoke('getPlatformTenantInvitation', { tenantId, invitationId }, undefined, undefined, options);
  }

  /** Revoke a pending invitation, as the platform. */
  revokePlatformTenantInvitation(tenantId: string, invitationId: string, options?: RequestOptions): Promise<Data<'revokePlatformTenantInvitation'>> {
    return this.invoke('revokePlatformTenantInvitation', { tenantId, invitationId }, undefined, undefined, options);
  }

  /** Move a tenant to a plan. */
  assignTenantPlan(tenantId: string, body: Body<'assignTenantPlan'>, options?: RequestOptions): Promise<Data<'assignTenantPlan'>> {
    return this.invoke('assignTenantPlan', { tenantId }, body, undefined, options);
  }

  /** What this SCIM service supports (RFC 7644 §4). */
  getScimServiceProviderConfig(options?: RequestOptions): Promise<Data<'getScimServiceProviderConfig'>> {
    return this.invoke('getScimServiceProviderConfig', {}, undefined, undefined, options);
  }

  /** The body of `getScimServiceProviderConfig` line by line, read as it arrives (`for await`). */
  getScimServiceProviderConfigLines(options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('getScimServiceProviderConfig', {}, undefined, undefined, options);
  }

  /** The resource types: User (with the enterprise extension) and Group. */
  listScimResourceTypes(options?: RequestOptions): Promise<Data<'listScimResourceTypes'>> {
    return this.invoke('listScimResourceTypes', {}, undefined, undefined, options);
  }

  /** The body of `listScimResourceTypes` line by line, read as it arrives (`for await`). */
  listScimResourceTypesLines(options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('listScimResourceTypes', {}, undefined, undefined, options);
  }

  /** One resource type. */
  getScimResourceType(resourceTypeId: string, options?: RequestOptions): Promise<Data<'getScimResourceType'>> {
    return this.invoke('getScimResourceType', { resourceTypeId }, undefined, undefined, options);
  }

  /** The body of `getScimResourceType` line by line, read as it arrives (`for await`). */
  getScimResourceTypeLines(resourceTypeId: string, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('getScimResourceType', { resourceTypeId }, undefined, undefined, options);
  }

  /** The schemas this service keeps. */
  listScimSchemas(options?: RequestOptions): Promise<Data<'listScimSchemas'>> {
    return this.invoke('listScimSchemas', {}, undefined, undefined, options);
  }

  /** The body of `listScimSchemas` line by line, read as it arrives (`for await`). */
  listScimSchemasLines(options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('listScimSchemas', {}, undefined, undefined, options);
  }

  /** One schema, by its URN. */
  getScimSchema(schemaId: string, options?: RequestOptions): Promise<Data<'getScimSchema'>> {
    return this.invoke('getScimSchema', { schemaId }, undefined, undefined, options);
  }

  /** The body of `getScimSchema` line by line, read as it arrives (`for await`). */
  getScimSchemaLines(schemaId: string, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('getScimSchema', { schemaId }, undefined, undefined, options);
  }

  /** The directory's Users, filtered and paged. */
  listScimUsers(query?: Query<'listScimUsers'>, options?: RequestOptions): Promise<Data<'listScimUsers'>> {
    return this.invoke('listScimUsers', {}, undefined, query, options);
  }

  /** The body of `listScimUsers` line by line, read as it arrives (`for await`). */
  listScimUsersLines(query?: Query<'listScimUsers'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('listScimUsers', {}, undefined, query, options);
  }

  /** Create a User. */
  createScimUser(body: Body<'createScimUser'>, options?: RequestOptions): Promise<Data<'createScimUser'>> {
    return this.invoke('createScimUser', {}, body, undefined, options);
  }

  /** The body of `createScimUser` line by line, read as it arrives (`for await`). */
  createScimUserLines(body: Body<'createScimUser'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('createScimUser', {}, body, undefined, options);
  }

  /** Search the directory's Users (POST with a SearchRequest). */
  searchScimUsers(body: Body<'searchScimUsers'>, options?: RequestOptions): Promise<Data<'searchScimUsers'>> {
    return this.invoke('searchScimUsers', {}, body, undefined, options);
  }

  /** The body of `searchScimUsers` line by line, read as it arrives (`for await`). */
  searchScimUsersLines(body: Body<'searchScimUsers'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('searchScimUsers', {}, body, undefined, options);
  }

  /** One User. */
  getScimUser(scimId: string, query?: Query<'getScimUser'>, options?: RequestOptions): Promise<Data<'getScimUser'>> {
    return this.invoke('getScimUser', { scimId }, undefined, query, options);
  }

  /** The body of `getScimUser` line by line, read as it arrives (`for await`). */
  getScimUserLines(scimId: string, query?: Query<'getScimUser'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('getScimUser', { scimId }, undefined, query, options);
  }

  /** Replace a User. */
  replaceScimUser(scimId: string, body: Body<'replaceScimUser'>, options?: RequestOptions): Promise<Data<'replaceScimUser'>> {
    return this.invoke('replaceScimUser', { scimId }, body, undefined, options);
  }

  /** The body of `replaceScimUser` line by line, read as it arrives (`for await`). */
  replaceScimUserLines(scimId: string, body: Body<'replaceScimUser'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('replaceScimUser', { scimId }, body, undefined, options);
  }

  /** Delete a User. */
  deleteScimUser(scimId: string, options?: RequestOptions): Promise<Data<'deleteScimUser'>> {
    return this.invoke('deleteScimUser', { scimId }, undefined, undefined, options);
  }

  /** The body of `deleteScimUser` line by line, read as it arrives (`for await`). */
  deleteScimUserLines(scimId: string, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('deleteScimUser', { scimId }, undefined, undefined, options);
  }

  /** Change a User (PatchOp). */
  patchScimUser(scimId: string, body: Body<'patchScimUser'>, options?: RequestOptions): Promise<Data<'patchScimUser'>> {
    return this.invoke('patchScimUser', { scimId }, body, undefined, options);
  }

  /** The body of `patchScimUser` line by line, read as it arrives (`for await`). */
  patchScimUserLines(scimId: string, body: Body<'patchScimUser'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('patchScimUser', { scimId }, body, undefined, options);
  }

  /** The directory's Groups, filtered and paged. */
  listScimGroups(query?: Query<'listScimGroups'>, options?: RequestOptions): Promise<Data<'listScimGroups'>> {
    return this.invoke('listScimGroups', {}, undefined, query, options);
  }

  /** The body of `listScimGroups` line by line, read as it arrives (`for await`). */
  listScimGroupsLines(query?: Query<'listScimGroups'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('listScimGroups', {}, undefined, query, options);
  }

  /** Create a Group. */
  createScimGroup(body: Body<'createScimGroup'>, options?: RequestOptions): Promise<Data<'createScimGroup'>> {
    return this.invoke('createScimGroup', {}, body, undefined, options);
  }

  /** The body of `createScimGroup` line by line, read as it arrives (`for await`). */
  createScimGroupLines(body: Body<'createScimGroup'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('createScimGroup', {}, body, undefined, options);
  }

  /** Search the directory's Groups (POST with a SearchRequest). */
  searchScimGroups(body: Body<'searchScimGroups'>, options?: RequestOptions): Promise<Data<'searchScimGroups'>> {
    return this.invoke('searchScimGroups', {}, body, undefined, options);
  }

  /** The body of `searchScimGroups` line by line, read as it arrives (`for await`). */
  searchScimGroupsLines(body: Body<'searchScimGroups'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('searchScimGroups', {}, body, undefined, options);
  }

  /** One Group. */
  getScimGroup(scimId: string, query?: Query<'getScimGroup'>, options?: RequestOptions): Promise<Data<'getScimGroup'>> {
    return this.invoke('getScimGroup', { scimId }, undefined, query, options);
  }

  /** The body of `getScimGroup` line by line, read as it arrives (`for await`). */
  getScimGroupLines(scimId: string, query?: Query<'getScimGroup'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('getScimGroup', { scimId }, undefined, query, options);
  }

  /** Replace a Group. */
  replaceScimGroup(scimId: string, body: Body<'replaceScimGroup'>, options?: RequestOptions): Promise<Data<'replaceScimGroup'>> {
    return this.invoke('replaceScimGroup', { scimId }, body, undefined, options);
  }

  /** The body of `replaceScimGroup` line by line, read as it arrives (`for await`). */
  replaceScimGroupLines(scimId: string, body: Body<'replaceScimGroup'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('replaceScimGroup', { scimId }, body, undefined, options);
  }

  /** Delete a Group. */
  deleteScimGroup(scimId: string, options?: RequestOptions): Promise<Data<'deleteScimGroup'>> {
    return this.invoke('deleteScimGroup', { scimId }, undefined, undefined, options);
  }

  /** The body of `deleteScimGroup` line by line, read as it arrives (`for await`). */
  deleteScimGroupLines(scimId: string, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('deleteScimGroup', { scimId }, undefined, undefined, options);
  }

  /** Change a Group (PatchOp). */
  patchScimGroup(scimId: string, body: Body<'patchScimGroup'>, options?: RequestOptions): Promise<Data<'patchScimGroup'>> {
    return this.invoke('patchScimGroup', { scimId }, body, undefined, options);
  }

  /** The body of `patchScimGroup` line by line, read as it arrives (`for await`). */
  patchScimGroupLines(scimId: string, body: Body<'patchScimGroup'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('patchScimGroup', { scimId }, body, undefined, options);
  }

  /** Search Users and Groups together (POST with a SearchRequest). */
  searchScim(body: Body<'searchScim'>, options?: RequestOptions): Promise<Data<'searchScim'>> {
    return this.invoke('searchScim', {}, body, undefined, options);
  }

  /** The body of `searchScim` line by line, read as it arrives (`for await`). */
  searchScimLines(body: Body<'searchScim'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('searchScim', {}, body, undefined, options);
  }

  /** Users, newest first, filtered. */
  listUsers(query?: Query<'listUsers'>, options?: RequestOptions): Promise<Data<'listUsers'>> {
    return this.invoke('listUsers', {}, undefined, query, options);
  }

  /** One user, as the platform sees them. */
  getUser(userId: string, options?: RequestOptions): Promise<Data<'getUser'>> {
    return this.invoke('getUser', { userId }, undefined, undefined, options);
  }

  /** Delete a user, as deleteMe does. */
  deleteUser(userId: string, options?: RequestOptions): Promise<Data<'deleteUser'>> {
    return this.invoke('deleteUser', { userId }, undefined, undefined, options);
  }

  /** Set a user's metadata and public metadata. */
  updateUser(userId: string, body: Body<'updateUser'>, options?: RequestOptions): Promise<Data<'updateUser'>> {
    return this.invoke('updateUser', { userId }, body, undefined, options);
  }

  /** Disable a user: their sessions end and every credential of theirs is refused. */
  disableUser(userId: string, options?: RequestOptions): Promise<Data<'disableUser'>> {
    return this.invoke('disableUser', { userId }, undefined, undefined, options);
  }

  /** Let a disabled user sign in again. */
  enableUser(userId: string, options?: RequestOptions): Promise<Data<'enableUser'>> {
    return this.invoke('enableUser', { userId }, undefined, undefined, options);
  }

  /** End every session of a user. */
  revokeUserSessions(userId: string, options?: RequestOptions): Promise<Data<'revokeUserSessions'>> {
    return this.invoke('revokeUserSessions', { userId }, undefined, undefined, options);
  }

  /** Background jobs, newest first. */
  listJobs(query?: Query<'listJobs'>, options?: RequestOptions): Promise<Data<'listJobs'>> {
    return this.invoke('listJobs', {}, undefined, query, options);
  }

  /** Queue an operator job. */
  createJob(body: Body<'createJob'>, options?: RequestOptions): Promise<Data<'createJob'>> {
    return this.invoke('createJob', {}, body, undefined, options);
  }

  /** One job, with its attempts, last error and result. */
  getJob(jobId: string, options?: RequestOptions): Promise<Data<'getJob'>> {
    return this.invoke('getJob', { jobId }, undefined, undefined, options);
  }

  /** Cancel a queued job. */
  cancelJob(jobId: string, options?: RequestOptions): Promise<Data<'cancelJob'>> {
    return this.invoke('cancelJob', { jobId }, undefined, undefined, options);
  }

  /** Stream a tenant's audit events as NDJSON or CSV (no envelope). */
  exportAuditEvents(query: Query<'exportAuditEvents'>, options?: RequestOptions): Promise<Data<'exportAuditEvents'>> {
    return this.invoke('exportAuditEvents', {}, undefined, query, options);
  }

  /** The body of `exportAuditEvents` line by line, read as it arrives (`for await`). */
  exportAuditEventsLines(query: Query<'exportAuditEvents'>, options?: RequestOptions): AsyncGenerator<string> {
    return this.invokeLines('exportAuditEvents', {}, undefined, query, options);
  }
}
