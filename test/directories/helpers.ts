import { createTenant } from '../helpers/tenancy.ts';
import { signUp, type TestApp, type TestResponse } from '../helpers/test-app.ts';

export const SCIM_ROOT = '/v1/platform/scim/v2';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A tenant with an owner and a directory: what an identity provider is given (its token). */
export async function directoryWorld(t: TestApp, body: { name?: string; groupRoles?: { group: string; role: string }[] } = {}) {
  const owner = await signUp(t);
  const tenant = await createTenant(t, owner);
  const created = await t.operation('createDirectory', {
    params: { tenantId: tenant.id },
    body: { name: 'Okta', ...body },
    token: owner.accessToken,
  });
  if (created.status !== 201) throw new Error(`createDirectory: ${created.status} ${created.text}`);
  return { owner, tenant, directory: created.data.directory, token: created.data.token, scim: scimClient(t, created.data.token) };
}

/** Requests to the SCIM service as an identity provider sends them: SCIM's media type, the directory's token. */
export function scimClient(t: TestApp, token: string) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> =>
    t.call(method as never, `${SCIM_ROOT}${path}`, {
      token,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }), ...headers },
    });
}
