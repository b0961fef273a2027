import type { ProviderConfigRow } from '../../db/schema.ts';
import type { OidcProvider } from '../../protocols/sso/oidc.ts';
import type { SamlProvider } from '../../protocols/sso/saml.ts';
import type { Services } from '../../services.ts';
import { clientSecretContext, type OidcSettings, type SamlSettings, ssoEndpoints } from '../tenants/provider-configs.ts';

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

/** What the SAML service provider needs of a config: the IdP's settings and Gatekeep's own endpoints for it. */
export function samlProviderOf(services: Services, config: ProviderConfigRow): SamlProvider {
  const settings = config.settings as SamlSettings;
  const endpoints = ssoEndpoints(services.config.issuer, config.id);
  return {
    idpEntityId: settings.entityId,
    ssoUrl: settings.ssoUrl,
    certificate: settings.certificate,
    spEntityId: endpoints.samlSpEntityId,
    acsUrl: endpoints.samlAcsUrl,
    clockSkewSeconds: services.config.sso.clockSkewSeconds,
  };
}
