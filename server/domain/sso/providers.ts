import type { ProviderConfigRow } from '../../db/schema.ts';
import type { OidcProvider } from '../../protocols/sso/oidc.ts';
import type { Services } from '../services.ts';
import { clientSecretContext, type OidcSettings, ssoEndpoints } from '../tenants/provider-configs.ts';

/** What the OIDC relying party needs of a config: its settings, the secret decrypted for this use only. */
export function oidcProviderOf(services: Services, config: ProviderConfigRow): OidcProvider {
  const settings = config.settings as OidcSettings;
  return {
    configId: config.id,
    version: config.updated_at.getTime(),
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret:
      config.client_secret === null ? null : services.secretCipher.decrypt(config.client_secret, clientSecretContext(config.id)),
    scopes: settings.scopes,
    redirectUri: ssoEndpoints(services.config.issuer, config.id).oidcRedirectUri,
    allowPrivateAddresses: services.config.sso.allowPrivateIssuers,
    clockSkewSeconds: services.config.sso.clockSkewSeconds,
  };
}

/** The domain of an address, lower case: what verified domains are compared with. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
