/**
 * `x-gatekeep-access` of an operation in openapi.yaml: the guard's only input besides the
 * actor. Tenant policies name the parameter that holds the tenant id (in the path unless
 * `tenantParamIn: query`).
 */
export type TenantPolicy = {
  tenantParam: string;
  tenantParamIn?: 'path' | 'query';
  hideNotFound?: boolean;
};

export type AccessPolicy =
  | { policy: 'public' }
  | { policy: 'authenticated' }
  | ({ policy: 'tenantMember' | 'tenantManage' } & TenantPolicy)
  | ({ policy: 'tenantSelfOrManage'; targetUserParam: string } & TenantPolicy)
  | { policy: 'platformPermission'; permission: string; requireServiceAccount?: boolean }
  /** The SCIM service (issue 35): a directory's own key, which names the directory. */
  | { policy: 'scimDirectory' };

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
  scimDirectory: 'platformBearer',
};
