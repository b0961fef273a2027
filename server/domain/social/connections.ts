import type { RequestBody, Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import * as social from '../../db/repositories/social.ts';
import type { SocialConnectionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { GITHUB_SCOPES } from '../../protocols/sso/github.ts';
import type { SecretContext } from '../../secrets/secret-cipher.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import { assertAllowedUrl } from '../tenants/outbound-urls.ts';

// Issue 33 point 4: the platform's social connections, managed by a service account holding
// `connections:write`. The client secret is write-only: encrypted at rest, bound to its row,
// decrypted only for the token request of a sign-in.

/** A bound keeps the sign-in page's buttons and the list one page. */
export const MAX_CONNECTIONS = 50;

export type OidcConnectionSettings = { issuer: string; scopes: string[] };
export type GithubConnectionSettings = { githubUrl: string; apiUrl: string };

const DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile'];
const GITHUB_URL = 'https://github.com';
const GITHUB_API_URL = 'https://api.github.com';

export const connectionSecretContext = (connectionId: string): SecretContext => ({
  purpose: 'connection_client_secret',
  rowId: connectionId,
});

/** What the provider is told to send people back to: the hosted page of this connection. */
export function connectionCallbackUrl(issuer: string, connectionId: string): string {
  return `${issuer.replace(/\/+$/, '')}/auth/sign-in/social/${connectionId}`;
}

export function connectionView(row: SocialConnectionRow, issuer: string): Schemas['Connection'] {
  const oidc = row.settings as OidcConnectionSettings;
  const github = row.settings as GithubConnectionSettings;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    enabled: row.enabled,
    callbackUrl: connectionCallbackUrl(issuer, row.id),
    clientId: row.client_id,
    issuer: row.type === 'oidc' ? oidc.issuer : null,
    scopes: row.type === 'oidc' ? oidc.scopes : GITHUB_SCOPES,
    githubUrl: row.type === 'github' ? github.githubUrl : null,
    apiUrl: row.type === 'github' ? github.apiUrl : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The server fetches these URLs (discovery, tokens, GitHub's API): https always, and public
 * addresses unless SSO_ALLOW_PRIVATE_ISSUERS (the fetch re-checks every address it connects to).
 */
function providerUrl(services: Services, value: string, field: string): string {
  if (!value.startsWith('https://')) throw new AppError('VALIDATION_FAILED', `${field} must use https.`);
  assertAllowedUrl(value, field, { allowPrivateTargets: services.config.sso.allowPrivateIssuers, allowedBy: 'SSO_ALLOW_PRIVATE_ISSUERS' });
  return value.replace(/\/+$/, '');
}

type SettingsInput = { issuer?: string; scopes?: string[]; githubUrl?: string; apiUrl?: string };

/** A connection's settings, from what was asked over what it has; the other type's fields are refused. */
function settingsOf(services: Services, type: SocialConnectionRow['type'], input: SettingsInput, current: Record<string, unknown>) {
  if (type === 'oidc') {
    for (const field of ['githubUrl', 'apiUrl'] as const)
      if (input[field] !== undefined) throw new AppError('VALIDATION_FAILED', `body.${field} belongs to github connections.`);
    const was = current as Partial<OidcConnectionSettings>;
    const issuer = input.issuer ?? was.issuer;
    if (issuer === undefined) throw new AppError('VALIDATION_FAILED', 'body.issuer is required.');
    const scopes = input.scopes ?? was.scopes ?? DEFAULT_OIDC_SCOPES;
    if (!scopes.includes('openid')) throw new AppError('VALIDATION_FAILED', 'body.scopes must include openid.');
    return { issuer: providerUrl(services, issuer, 'body.issuer'), scopes } satisfies OidcConnectionSettings;
  }
  for (const field of ['issuer', 'scopes'] as const)
    if (input[field] !== undefined) throw new AppError('VALIDATION_FAILED', `body.${field} belongs to oidc connections.`);
  const was = current as Partial<GithubConnectionSettings>;
  return {
    githubUrl: providerUrl(services, input.githubUrl ?? was.githubUrl ?? GITHUB_URL, 'body.githubUrl'),
    apiUrl: providerUrl(services, input.apiUrl ?? was.apiUrl ?? GITHUB_API_URL, 'body.apiUrl'),
  } satisfies GithubConnectionSettings;
}

/** On the platform's log (platforms have no webhooks), in the change's transaction. */
function recordChange(trx: Db, meta: RequestMeta, action: string, connectionId: string, metadata: Record<string, unknown>) {
  return recordAuditEvent(trx, meta, { action, tenantId: null, target: { type: 'connection', id: connectionId }, metadata });
}

export async function listConnections(services: Services): Promise<Schemas['ConnectionPage']> {
  const rows = await social.listConnectionRows(services.db);
  return { items: rows.map((row) => connectionView(row, services.config.issuer)), nextCursor: null };
}

export async function getConnection(services: Services, connectionId: string): Promise<Schemas['Connection']> {
  return connectionView(await social.findConnectionRow(services.db, connectionId), services.config.issuer);
}

export async function createConnection(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'createConnection'>,
): Promise<Schemas['Connection']> {
  const id = newId('con');
  const settings = settingsOf(services, input.type, input, {});
  const clientSecret = services.secretCipher.encrypt(input.clientSecret, connectionSecretContext(id));
  return services.db.transaction().execute(async (trx) => {
    if ((await social.countConnectionRows(trx)) >= MAX_CONNECTIONS)
      throw new AppError('CONFLICT', `At most ${MAX_CONNECTIONS} social connections may be configured; delete one first.`);
    const row = await social.insertConnectionRow(trx, {
      id,
      type: input.type,
      name: input.name,
      enabled: input.enabled ?? true,
      settings,
      clientId: input.clientId,
      clientSecret,
    });
    await recordChange(trx, meta, 'connection.created', id, { type: row.type, name: row.name });
    return connectionView(row, services.config.issuer);
  });
}

export async function updateConnection(
  services: Services,
  meta: RequestMeta,
  connectionId: string,
  input: RequestBody<'updateConnection'>,
): Promise<Schemas['Connection']> {
  return services.db.transaction().execute(async (trx) => {
    const current = await social.findConnectionRow(trx, connectionId, { forUpdate: true });
    const row = await social.updateConnectionRow(trx, connectionId, {
      name: input.name ?? current.name,
      enabled: input.enabled ?? current.enabled,
      settings: settingsOf(services, current.type, input, current.settings),
      clientId: input.clientId ?? current.client_id,
      clientSecret:
        input.clientSecret === undefined
          ? current.client_secret
          : services.secretCipher.encrypt(input.clientSecret, connectionSecretContext(connectionId)),
    });
    // The names of what changed, never a value (the secret among them).
    await recordChange(trx, meta, 'connection.updated', connectionId, { changes: Object.keys(input) });
    return connectionView(row, services.config.issuer);
  });
}

export async function deleteConnection(services: Services, meta: RequestMeta, connectionId: string): Promise<Schemas['Deleted']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await social.findConnectionRow(trx, connectionId, { forUpdate: true });
    await social.deleteConnectionRow(trx, connectionId);
    await recordChange(trx, meta, 'connection.deleted', connectionId, { type: row.type, name: row.name });
    return { id: connectionId, deleted: true };
  });
}
