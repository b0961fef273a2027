/**
 * `x-gatekeep-access` of an operation in openapi.yaml: the guard's only input besides the
 * actor. Tenant and platform kinds are declared here so that they drop in as data.
 */
export type AccessPolicy =
  | { policy: 'public' }
  | { policy: 'authenticated' }
  | { policy: 'tenantMember' | 'tenantManage'; tenantParam: string; hideNotFound?: boolean }
  | { policy: 'tenantSelfOrManage'; tenantParam: string; targetUserParam: string; hideNotFound?: boolean }
  | { policy: 'platformPermission'; permission: string; requireServiceAccount?: boolean };

export type PolicyKind = AccessPolicy['policy'];

/** Which credential each policy reads; `none` means identity is not resolved at all. */
export type CredentialKind = 'none' | 'userBearer' | 'platformBearer';

export const CREDENTIAL_FOR_POLICY: Record<PolicyKind, CredentialKind> = {
  public: 'none',
  authenticated: 'userBearer',
  tenantMember: 'userBearer',
  tenantManage: 'userBearer',
  tenantSelfOrManage: 'userBearer',
  platformPermission: 'platformBearer',
};
