import type { RequestBody, Schemas } from '../../api-types.ts';
import * as clients from '../../db/repositories/oidc-clients.ts';
import { AppError } from '../../errors.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { checkRedirectUris } from '../tenants/redirect-uris.ts';

// Issue 33 point 2: the clients of Gatekeep's OpenID Provider that a tenant registers. The
// secret is shown once (at creation and at each rotation) and kept as a hash.

/** A bound keeps listOidcClients one page; a race of creates can pass it by a few, which harms nothing. */
export const MAX_OIDC_CLIENTS_PER_TENANT = 50;
export const CLIENT_SECRET_PREFIX = 'gkcs_';
const DEFAULT_GRANT_TYPES: Schemas['OidcGrantType'][] = ['authorization_code', 'refresh_token'];

export function oidcClientView(row: clients.OidcClientRow): Schemas['OidcClient'] {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    redirectUris: row.redirect_uris,
    postLogoutRedirectUris: row.post_logout_redirect_uris,
    grantTypes: row.grant_types as Schemas['OidcGrantType'][],
    tokenEndpointAuthMethod: row.token_endpoint_auth_method as Schemas['OidcClient']['tokenEndpointAuthMethod'],
    firstParty: row.first_party,
    hasClientSecret: row.secret_hash !== null,
    secretRotatedAt: row.secret_rotated_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * What makes a client coherent, whichever request set its parts: a public client (`none`)
 * proves itself by PKCE alone, so it has no client_credentials grant; refresh tokens come from
 * an authorization code; an authorization code needs somewhere to send the browser.
 */
function checkClient(client: clients.OidcClientColumns, authMethod: string): clients.OidcClientColumns {
  const grants = new Set(client.grantTypes);
  if (authMethod === 'none' && grants.has('client_credentials'))
    throw new AppError(
      'VALIDATION_FAILED',
      'body.grantTypes: a public client (tokenEndpointAuthMethod none) cannot use client_credentials.',
    );
  if (grants.has('refresh_token') && !grants.has('authorization_code'))
    throw new AppError('VALIDATION_FAILED', 'body.grantTypes: refresh_token needs authorization_code.');
  if (grants.has('authorization_code') && client.redirectUris.length === 0)
    throw new AppError('VALIDATION_FAILED', 'body.redirectUris: authorization_code needs at least one redirect URI.');
  checkRedirectUris(client.redirectUris, 'body.redirectUris');
  checkRedirectUris(client.postLogoutRedirectUris, 'body.postLogoutRedirectUris');
  return client;
}

export async function listOidcClients(services: Services, tenantId: string): Promise<Schemas['OidcClientPage']> {
  return { items: (await clients.listOidcClientRows(services.db, tenantId)).map(oidcClientView), nextCursor: null };
}

export async function getOidcClient(services: Services, tenantId: string, clientId: string): Promise<Schemas['OidcClient']> {
  return oidcClientView(await clients.findOidcClientRow(services.db, tenantId, clientId));
}

export async function createOidcClient(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  input: RequestBody<'createOidcClient'>,
): Promise<Schemas['OidcClientWithSecret']> {
  const authMethod = input.tokenEndpointAuthMethod ?? 'client_secret_basic';
  const columns = checkClient(
    {
      name: input.name,
      redirectUris: input.redirectUris ?? [],
      postLogoutRedirectUris: input.postLogoutRedirectUris ?? [],
      grantTypes: input.grantTypes ?? DEFAULT_GRANT_TYPES,
      firstParty: input.firstParty ?? false,
    },
    authMethod,
  );
  const secret = authMethod === 'none' ? null : newSecret(CLIENT_SECRET_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    if ((await clients.countOidcClientRows(trx, tenantId)) >= MAX_OIDC_CLIENTS_PER_TENANT)
      throw new AppError('CONFLICT', `A tenant may register at most ${MAX_OIDC_CLIENTS_PER_TENANT} OIDC clients; delete one first.`);
    const row = await clients.insertOidcClientRow(trx, {
      ...columns,
      id: newId('client'),
      tenantId,
      tokenEndpointAuthMethod: authMethod,
      secretHash: secret === null ? null : hashSecret(secret),
    });
    const oidcClient = oidcClientView(row);
    await recordTenantChange(trx, services, meta, {
      event: 'oidc_client.created',
      tenantId,
      target: { type: 'oidc_client', id: row.id },
      metadata: { name: row.name, tokenEndpointAuthMethod: authMethod },
      data: oidcClient,
    });
    return { oidcClient, secret };
  });
}

export async function updateOidcClient(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  clientId: string,
  input: RequestBody<'updateOidcClient'>,
): Promise<Schemas['OidcClient']> {
  return services.db.transaction().execute(async (trx) => {
    const current = await clients.findOidcClientRow(trx, tenantId, clientId, { forUpdate: true });
    const columns = checkClient(
      {
        name: input.name ?? current.name,
        redirectUris: input.redirectUris ?? current.redirect_uris,
        postLogoutRedirectUris: input.postLogoutRedirectUris ?? current.post_logout_redirect_uris,
        grantTypes: input.grantTypes ?? current.grant_types,
        firstParty: input.firstParty ?? current.first_party,
      },
      current.token_endpoint_auth_method,
    );
    const oidcClient = oidcClientView(await clients.updateOidcClientRow(trx, tenantId, clientId, columns));
    await recordTenantChange(trx, services, meta, {
      event: 'oidc_client.updated',
      tenantId,
      target: { type: 'oidc_client', id: clientId },
      metadata: { changes: Object.keys(input) },
      data: oidcClient,
    });
    return oidcClient;
  });
}

/** A new secret, shown once; the old one stops working at once (no grace period: say so before rotating). */
export async function rotateOidcClientSecret(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  clientId: string,
): Promise<Schemas['OidcClientWithSecret']> {
  const secret = newSecret(CLIENT_SECRET_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    const current = await clients.findOidcClientRow(trx, tenantId, clientId, { forUpdate: true });
    if (current.token_endpoint_auth_method === 'none')
      throw new AppError('CONFLICT', 'A public client (tokenEndpointAuthMethod none) has no secret to rotate.');
    const oidcClient = oidcClientView(await clients.replaceOidcClientSecret(trx, tenantId, clientId, hashSecret(secret)));
    await recordTenantChange(trx, services, meta, {
      event: 'oidc_client.secret_rotated',
      tenantId,
      target: { type: 'oidc_client', id: clientId },
      metadata: { name: oidcClient.name },
      data: oidcClient,
    });
    return { oidcClient, secret };
  });
}

export async function deleteOidcClient(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  clientId: string,
): Promise<Schemas['Deleted']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await clients.findOidcClientRow(trx, tenantId, clientId);
    await clients.deleteOidcClientRow(trx, tenantId, clientId);
    await recordTenantChange(trx, services, meta, {
      event: 'oidc_client.deleted',
      tenantId,
      target: { type: 'oidc_client', id: clientId },
      metadata: { name: row.name },
      data: { id: clientId, deleted: true },
    });
    return { id: clientId, deleted: true };
  });
}
