import type { RequestBody, Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import * as clients from '../../db/repositories/oidc-clients.ts';
import { AppError } from '../../errors.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import type { WebhookEventType } from '../webhooks/publish-event.ts';
import { newId } from '../ids.ts';
import { checkRedirectUris } from '../tenants/redirect-uris.ts';

// Issue 33 point 2: the clients of Gatekeep's OpenID Provider, a tenant's or the platform's
// (apps that serve every tenant). The secret is shown once (at creation and at each rotation)
// and kept as a hash. Both kinds are the same code over a Registry: whose clients, how many
// may be registered, and where a change is recorded.

/** A bound keeps a list one page; a race of creates can pass it by a few, which harms nothing. */
export const MAX_OIDC_CLIENTS_PER_TENANT = 50;
export const MAX_PLATFORM_OIDC_CLIENTS = 200;

type ClientEvent = Extract<WebhookEventType, `oidc_client.${string}`>;

export interface Registry {
  owner: clients.ClientOwner;
  max: number;
  /** The change's audit event (and, for a tenant, its webhook), inside the mutation's transaction. */
  record(trx: Db, event: ClientEvent, clientId: string, metadata: Record<string, unknown>, data: unknown): Promise<void>;
}

/** A tenant's clients: changes go to its log and its webhooks. */
export function tenantRegistry(services: Services, meta: RequestMeta, tenantId: string): Registry {
  return {
    owner: tenantId,
    max: MAX_OIDC_CLIENTS_PER_TENANT,
    async record(trx, event, clientId, metadata, data) {
      await recordTenantChange(trx, services, meta, { event, tenantId, target: { type: 'oidc_client', id: clientId }, metadata, data });
    },
  };
}

/** The platform's clients: changes go to the platform's log (platforms have no webhooks). */
export function platformRegistry(meta: RequestMeta): Registry {
  return {
    owner: null,
    max: MAX_PLATFORM_OIDC_CLIENTS,
    async record(trx, event, clientId, metadata) {
      await recordAuditEvent(trx, meta, { action: event, tenantId: null, target: { type: 'oidc_client', id: clientId }, metadata });
    },
  };
}

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

export async function listOidcClients(services: Services, owner: clients.ClientOwner): Promise<Schemas['OidcClientPage']> {
  return { items: (await clients.listOidcClientRows(services.db, owner)).map(oidcClientView), nextCursor: null };
}

export async function getOidcClient(services: Services, owner: clients.ClientOwner, clientId: string): Promise<Schemas['OidcClient']> {
  return oidcClientView(await clients.findOidcClientRow(services.db, owner, clientId));
}

export async function createOidcClient(
  services: Services,
  registry: Registry,
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
    if ((await clients.countOidcClientRows(trx, registry.owner)) >= registry.max)
      throw new AppError('CONFLICT', `At most ${registry.max} OIDC clients may be registered here; delete one first.`);
    const row = await clients.insertOidcClientRow(trx, {
      ...columns,
      id: newId('client'),
      owner: registry.owner,
      tokenEndpointAuthMethod: authMethod,
      secretHash: secret === null ? null : hashSecret(secret),
    });
    const oidcClient = oidcClientView(row);
    await registry.record(trx, 'oidc_client.created', row.id, { name: row.name, tokenEndpointAuthMethod: authMethod }, oidcClient);
    return { oidcClient, secret };
  });
}

export async function updateOidcClient(
  services: Services,
  registry: Registry,
  clientId: string,
  input: RequestBody<'updateOidcClient'>,
): Promise<Schemas['OidcClient']> {
  return services.db.transaction().execute(async (trx) => {
    const current = await clients.findOidcClientRow(trx, registry.owner, clientId, { forUpdate: true });
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
    const oidcClient = oidcClientView(await clients.updateOidcClientRow(trx, registry.owner, clientId, columns));
    await registry.record(trx, 'oidc_client.updated', clientId, { changes: Object.keys(input) }, oidcClient);
    return oidcClient;
  });
}

/** A new secret, shown once; the old one stops working at once (no grace period: say so before rotating). */
export async function rotateOidcClientSecret(
  services: Services,
  registry: Registry,
  clientId: string,
): Promise<Schemas['OidcClientWithSecret']> {
  const secret = newSecret(CLIENT_SECRET_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    const current = await clients.findOidcClientRow(trx, registry.owner, clientId, { forUpdate: true });
    if (current.token_endpoint_auth_method === 'none')
      throw new AppError('CONFLICT', 'A public client (tokenEndpointAuthMethod none) has no secret to rotate.');
    const oidcClient = oidcClientView(await clients.replaceOidcClientSecret(trx, registry.owner, clientId, hashSecret(secret)));
    await registry.record(trx, 'oidc_client.secret_rotated', clientId, { name: oidcClient.name }, oidcClient);
    return { oidcClient, secret };
  });
}

export async function deleteOidcClient(services: Services, registry: Registry, clientId: string): Promise<Schemas['Deleted']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await clients.findOidcClientRow(trx, registry.owner, clientId);
    await clients.deleteOidcClientRow(trx, registry.owner, clientId);
    const deleted: Schemas['Deleted'] = { id: clientId, deleted: true };
    await registry.record(trx, 'oidc_client.deleted', clientId, { name: row.name }, deleted);
    return deleted;
  });
}
