import { X509Certificate } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import * as configs from '../../db/repositories/provider-configs.ts';
import type { Db } from '../../db/database.ts';
import type { ProviderConfigRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SecretContext } from '../../secrets/secret-cipher.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { assertAllowedUrl } from './outbound-urls.ts';
import { resolveRoleName } from './roles.ts';
import { checkRedirectUris } from './redirect-uris.ts';

export type OidcSettings = { issuer: string; clientId: string; scopes: string[] };
export type SamlSettings = { entityId: string; ssoUrl: string; certificate: string; allowIdpInitiated?: boolean };
type SignInSettingsInput = Pick<
  Schemas['CreateOidcProviderConfigRequest'],
  'allowedRedirectUris' | 'defaultRole' | 'jitProvisioning' | 'enforced' | 'trustIdpMfa'
>;
/** An update's settings blocks, either branch of UpdateProviderConfigRequest. */
type SettingsChange = { oidc?: Schemas['OidcSettingsInput']; saml?: Schemas['SamlSettingsInput'] };

/**
 * Identity-provider URLs are visited by users' browsers, not fetched by this server, so a
 * private one is no SSRF: it is allowed outside production (an IdP on the developer's machine),
 * and in production held to the same public-address rule as webhook targets.
 */
function providerPolicy(services: Services) {
  return { allowPrivateTargets: !services.config.production };
}

const DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile'];

/** The client secret is stored encrypted, bound to its config; only the OIDC token request reads it. */
export const clientSecretContext = (configId: string): SecretContext => ({ purpose: 'provider_client_secret', rowId: configId });

/** What the IdP is told to send users back to (contract "Provider configs gain"). */
export function ssoEndpoints(issuer: string, configId: string) {
  const metadataUrl = `${issuer}/v1/sso/saml/${configId}/metadata`;
  return {
    oidcRedirectUri: `${issuer}/v1/sso/oidc/callback`,
    samlAcsUrl: `${issuer}/v1/sso/saml/acs`,
    // The metadata URL doubles as the entity ID: one per config, so the audience names the config.
    samlSpEntityId: metadataUrl,
    samlMetadataUrl: metadataUrl,
  };
}

/** The public projection: the client secret is write-only, shown only as `hasClientSecret`. */
export function providerConfigView(row: ProviderConfigRow, issuer: string): Schemas['ProviderConfig'] {
  const oidc = row.settings as OidcSettings;
  const saml = row.settings as SamlSettings;
  const endpoints = ssoEndpoints(issuer, row.id);
  return {
    id: row.id,
    tenantId: row.tenant_id,
    type: row.type,
    name: row.name,
    enabled: row.enabled,
    allowedRedirectUris: row.allowed_redirect_uris,
    defaultRole: row.default_role,
    jitProvisioning: row.jit_provisioning,
    enforced: row.enforced,
    trustIdpMfa: row.trust_idp_mfa,
    oidc:
      row.type === 'oidc'
        ? {
            issuer: oidc.issuer,
            clientId: oidc.clientId,
            scopes: oidc.scopes,
            hasClientSecret: row.client_secret !== null,
            redirectUri: endpoints.oidcRedirectUri,
          }
        : null,
    saml:
      row.type === 'saml'
        ? {
            entityId: saml.entityId,
            ssoUrl: saml.ssoUrl,
            certificate: saml.certificate,
            allowIdpInitiated: saml.allowIdpInitiated ?? false,
            acsUrl: endpoints.samlAcsUrl,
            spEntityId: endpoints.samlSpEntityId,
            metadataUrl: endpoints.samlMetadataUrl,
          }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A provisioned member's role: any role of the tenant but `owner`, which only an owner grants. */
async function defaultRole(db: Db, tenantId: string, name: string): Promise<string> {
  if (name === 'owner') invalid('body.defaultRole cannot be owner: only an owner makes owners.');
  try {
    await resolveRoleName(db, tenantId, name);
  } catch {
    invalid(`body.defaultRole "${name}" is not a role of this tenant.`);
  }
  return name;
}

/** The top-level sign-in settings of a create or update, as columns; absent ones are left out. */
async function signInSettings(db: Db, tenantId: string, input: SignInSettingsInput) {
  return {
    ...(input.allowedRedirectUris !== undefined
      ? { allowed_redirect_uris: JSON.stringify(checkRedirectUris(input.allowedRedirectUris, 'body.allowedRedirectUris')) }
      : {}),
    ...(input.defaultRole !== undefined ? { default_role: await defaultRole(db, tenantId, input.defaultRole) } : {}),
    ...(input.jitProvisioning !== undefined ? { jit_provisioning: input.jitProvisioning } : {}),
    ...(input.enforced !== undefined ? { enforced: input.enforced } : {}),
    ...(input.trustIdpMfa !== undefined ? { trust_idp_mfa: input.trustIdpMfa } : {}),
  };
}

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}

// openapi.yaml already requires each type's fields and refuses the other type's block on
// create; what is left here is what a schema cannot say.
function oidcSettings(services: Services, input: Schemas['NewOidcSettings']): OidcSettings {
  assertAllowedUrl(input.issuer, 'body.oidc.issuer', providerPolicy(services));
  return { issuer: input.issuer, clientId: input.clientId, scopes: input.scopes ?? DEFAULT_OIDC_SCOPES };
}

function samlSettings(services: Services, input: Schemas['NewSamlSettings']): SamlSettings {
  const certificate = input.certificate.trim();
  assertAllowedUrl(input.ssoUrl, 'body.saml.ssoUrl', providerPolicy(services));
  try {
    new X509Certificate(certificate);
  } catch {
    invalid('body.saml.certificate is not a PEM X.509 certificate.');
  }
  return { entityId: input.entityId, ssoUrl: input.ssoUrl, certificate, allowIdpInitiated: input.allowIdpInitiated ?? false };
}

/** A change to the settings of the config's own type (stored, so unknown to the schema). */
function changedSettings(services: Services, type: 'oidc' | 'saml', input: SettingsChange, current: Record<string, unknown>) {
  if (type === 'oidc') {
    if (input.saml) invalid('body.saml is not allowed on an oidc config.');
    return input.oidc ? oidcSettings(services, { ...(current as OidcSettings), ...input.oidc }) : undefined;
  }
  if (input.oidc) invalid('body.oidc is not allowed on a saml config.');
  return input.saml ? samlSettings(services, { allowIdpInitiated: false, ...(current as SamlSettings), ...input.saml }) : undefined;
}

export async function listProviderConfigs(services: Services, tenantId: string): Promise<Schemas['ProviderConfigPage']> {
  const rows = await configs.listProviderConfigRows(services.db, tenantId);
  return { items: rows.map((row) => providerConfigView(row, services.config.issuer)), nextCursor: null };
}

export async function getProviderConfig(services: Services, tenantId: string, configId: string): Promise<Schemas['ProviderConfig']> {
  return providerConfigView(await configs.findProviderConfigRow(services.db, tenantId, configId), services.config.issuer);
}

export async function createProviderConfig(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  input: RequestBody<'createProviderConfig'>,
): Promise<Schemas['ProviderConfig']> {
  const settings = input.type === 'oidc' ? oidcSettings(services, input.oidc) : samlSettings(services, input.saml);
  const id = newId('prv');
  const clientSecret = input.type === 'oidc' ? input.oidc.clientSecret : undefined;
  return services.db.transaction().execute(async (trx) => {
    const row = await configs.insertProviderConfigRow(trx, {
      id,
      tenant_id: tenantId,
      type: input.type,
      name: input.name,
      enabled: input.enabled ?? true,
      settings,
      client_secret: clientSecret === undefined ? null : services.secretCipher.encrypt(clientSecret, clientSecretContext(id)),
      ...(await signInSettings(trx, tenantId, input)),
    });
    await recordTenantChange(trx, services, meta, {
      event: 'provider_config.created',
      tenantId,
      target: { type: 'provider_config', id: row.id },
      metadata: { type: row.type, name: row.name },
      data: providerConfigView(row, services.config.issuer),
    });
    return providerConfigView(row, services.config.issuer);
  });
}

export async function updateProviderConfig(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  configId: string,
  input: RequestBody<'updateProviderConfig'> & SettingsChange,
): Promise<Schemas['ProviderConfig']> {
  return services.db.transaction().execute(async (trx) => {
    const current = await configs.findProviderConfigRow(trx, tenantId, configId, { forUpdate: true });
    const settings = changedSettings(services, current.type, input, current.settings);
    const secret = input.oidc?.clientSecret;
    const row = await configs.updateProviderConfigRow(trx, tenantId, configId, {
      name: input.name,
      enabled: input.enabled,
      ...(await signInSettings(trx, tenantId, input)),
      settings,
      ...(secret !== undefined
        ? { client_secret: secret === null ? null : services.secretCipher.encrypt(secret, clientSecretContext(configId)) }
        : {}),
    });
    const changes = [
      ...Object.keys(input).filter((k) => k !== 'oidc' && k !== 'saml'),
      ...Object.keys(input.oidc ?? input.saml ?? {}).map((k) => `${current.type}.${k}`),
    ];
    await recordTenantChange(trx, services, meta, {
      event: 'provider_config.updated',
      tenantId,
      target: { type: 'provider_config', id: configId },
      metadata: { changes },
      data: providerConfigView(row, services.config.issuer),
    });
    return providerConfigView(row, services.config.issuer);
  });
}

export async function deleteProviderConfig(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  configId: string,
): Promise<Schemas['Deleted']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await configs.findProviderConfigRow(trx, tenantId, configId);
    await configs.deleteProviderConfigRow(trx, tenantId, configId);
    await recordTenantChange(trx, services, meta, {
      event: 'provider_config.deleted',
      tenantId,
      target: { type: 'provider_config', id: configId },
      metadata: { type: row.type, name: row.name },
      data: { id: configId, deleted: true },
    });
    return { id: configId, deleted: true };
  });
}
