import type { AdapterPayload } from 'oidc-provider';
import type { OidcClientRow } from '../../db/repositories/oidc-clients.ts';

/** The extra metadata the provider keeps on each client (extraClientMetadata), read by the interactions and claims. */
export const GATEKEEP_CLIENT_PROPERTIES = ['tenant_id', 'first_party'] as const;

/**
 * A stored client as oidc-provider's client metadata. `client_secret` is the secret's hash:
 * the provider compares what a client sends through compareClientSecret, which provider.ts
 * replaces with a comparison of hashes, and no HMAC algorithm that would need the secret itself
 * is enabled.
 */
export function clientMetadata(row: OidcClientRow): AdapterPayload {
  const usesBrowser = row.grant_types.includes('authorization_code');
  return {
    client_id: row.id,
    client_name: row.name,
    ...(row.secret_hash ? { client_secret: row.secret_hash } : {}),
    redirect_uris: usesBrowser ? row.redirect_uris : [],
    post_logout_redirect_uris: usesBrowser ? row.post_logout_redirect_uris : [],
    grant_types: row.grant_types,
    response_types: usesBrowser ? ['code'] : [],
    token_endpoint_auth_method: row.token_endpoint_auth_method as AdapterPayload['token_endpoint_auth_method'],
    tenant_id: row.tenant_id,
    first_party: row.first_party,
  };
}

/** The portal's client_id: a client built into the server rather than stored, present while PORTAL is on. */
export const PORTAL_CLIENT_ID = 'gatekeep-portal';

/**
 * The portal (issue 37) as a client of its own server's provider: public (the code is redeemed
 * with PKCE by the server's session route on the page's behalf), first-party (no consent page),
 * and bound to the issuer's /portal paths, so no other origin can be sent a code for it.
 */
export function portalClientMetadata(issuer: string): AdapterPayload {
  return {
    client_id: PORTAL_CLIENT_ID,
    client_name: 'Gatekeep portal',
    redirect_uris: [`${issuer}/portal/callback`],
    post_logout_redirect_uris: [`${issuer}/portal/`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    tenant_id: null,
    first_party: true,
  };
}
