// The glue's service object: one handler per operationId of openapi.yaml, gathered from one
// module per tag. Spreading them into the mapped type makes a missing handler a type error;
// test/contract checks the same at run time.

import { apiKeysHandlers } from './api-keys.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import { connectionsHandlers } from './connections.ts';
import type { HandlerTable } from './handler.ts';
import { healthHandlers } from './health.ts';
import { hostedPagesHandlers } from './hosted-pages.ts';
import { domainsHandlers } from './domains.ts';
import { directoriesHandlers } from './directories.ts';
import { scimHandlers } from './scim.ts';
import { oidcClientsHandlers } from './oidc-clients.ts';
import { invitationsHandlers } from './invitations.ts';
import { jwksHandlers } from './jwks.ts';
import { membersHandlers } from './members.ts';
import { mfaHandlers } from './mfa.ts';
import { plansHandlers } from './plans.ts';
import { portalHandlers } from './portal.ts';
import { passkeysHandlers } from './passkeys.ts';
import { platformHandlers } from './platform.ts';
import { providerConfigsHandlers } from './provider-configs.ts';
import { rolesHandlers } from './roles.ts';
import { ssoHandlers } from './sso.ts';
import { tenantsHandlers } from './tenants.ts';
import { webhookEndpointsHandlers } from './webhook-endpoints.ts';

export const handlers: HandlerTable = {
  ...apiKeysHandlers,
  ...auditHandlers,
  ...authHandlers,
  ...connectionsHandlers,
  ...healthHandlers,
  ...hostedPagesHandlers,
  ...invitationsHandlers,
  ...domainsHandlers,
  ...directoriesHandlers,
  ...scimHandlers,
  ...oidcClientsHandlers,
  ...jwksHandlers,
  ...membersHandlers,
  ...mfaHandlers,
  ...plansHandlers,
  ...portalHandlers,
  ...passkeysHandlers,
  ...platformHandlers,
  ...providerConfigsHandlers,
  ...rolesHandlers,
  ...ssoHandlers,
  ...tenantsHandlers,
  ...webhookEndpointsHandlers,
};
