import { X509Certificate } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import * as configs from '../../db/repositories/provider-configs.ts';
import type { ProviderConfigRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import type { SecretContext } from '../secrets/secret-cipher.ts';
import type { Services } from '../services.ts';
import { assertAllowedUrl } from './outbound-urls.ts';

type OidcSettings = { issuer: string; clientId: string; scopes: string[] };
type SamlSettings = { entityId: string; ssoUrl: string; certificate: string };
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

/** The client secret is stored encrypted, bound to its config; the server never reads it back yet. */
const clientSecretContext = (configId: string): SecretContext => ({ purpose: 'provider_client_secret', rowId: configId });

/** The public projection: the client secret is write-only, shown only as `hasClientSecret`. */
export function providerConfigView(row: ProviderConfigRow): Schemas['ProviderConfig'] {
  const oidc = row.settings as OidcSettings;
  const saml = row.settings as SamlSettings;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    type: row.type,
    name: row.name,
    enabled: row.enabled,
    oidc:
      row.type === 'oidc'
        ? { issuer: oidc.issuer, clientId: oidc.clientId, scopes: oidc.scopes, hasClientSecret: row.client_secret !== null }
        : null,
    saml: row.type === 'saml' ? { entityId: saml.entityId, ssoUrl: saml.ssoUrl, certificate: saml.certificate } : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
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
  return { entityId: input.entityId, ssoUrl: input.ssoUrl, certificate };
}

/** A change to the settings of the config's own type (stored, so unknown to the schema). */
function changedSettings(services: Services, type: 'oidc' | 'saml', input: SettingsChange, current: Record<string, unknown>) {
  if (type === 'oidc') {
    if (input.saml) invalid('body.saml is not allowed on an oidc config.');
    return input.oidc ? oidcSettings(services, { ...(current as OidcSettings), ...input.oidc }) : undefined;
  }
  if (input.oidc) invalid('body.oidc is not allowed on a saml config.');
  return input.saml ? samlSettings(services, { ...(current as SamlSettings), ...input.saml }) : undefined;
}

export async function listProviderConfigs(services: Services, tenantId: string): Promise<Schemas['ProviderConfigPage']> {
  return { items: (await configs.listProviderConfigRows(services.db, tenantId)).map(providerConfigView), nextCursor: null };
}

export async function getProviderConfig(services: Services, tenantId: string, configId: string): Promise<Schemas['ProviderConfig']> {
  return providerConfigView(await configs.findProviderConfigRow(services.db, tenantId, configId));
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
    });
    await recordTenantChange(trx, services, meta, {
      event: 'provider_config.created',
      tenantId,
      target: { type: 'provider_config', id: row.id },
      metadata: { type: row.type, name: row.name },
      data: providerConfigView(row),
    });
    return providerConfigView(row);
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
      data: providerConfigView(row),
    });
    return providerConfigView(row);
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
