import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import type { DB, OidcClientsTable } from '../schema.ts';

export type OidcClientRow = Selectable<OidcClientsTable>;

/**
 * Whose clients: a tenant's (its id) or the platform's (null). Every query here names the owner:
 * another tenant's client, or a platform client seen from a tenant, does not exist (404).
 */
export type ClientOwner = string | null;

const ownerIs = (owner: ClientOwner) => (eb: ExpressionBuilder<DB, 'oidc_clients'>) =>
  owner === null ? eb('tenant_id', 'is', null) : eb('tenant_id', '=', owner);

export function listOidcClientRows(db: Db, owner: ClientOwner): Promise<OidcClientRow[]> {
  return db.selectFrom('oidc_clients').selectAll().where(ownerIs(owner)).orderBy('id').execute();
}

export async function countOidcClientRows(db: Db, owner: ClientOwner): Promise<number> {
  const { count } = await db
    .selectFrom('oidc_clients')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(ownerIs(owner))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** `forUpdate` inside a transaction: a read-merge-write cannot lose a concurrent change. */
export async function findOidcClientRow(db: Db, owner: ClientOwner, clientId: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('oidc_clients').selectAll().where(ownerIs(owner)).where('id', '=', clientId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export interface OidcClientColumns {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  grantTypes: string[];
  firstParty: boolean;
}

export function insertOidcClientRow(
  db: Db,
  client: OidcClientColumns & { id: string; owner: ClientOwner; tokenEndpointAuthMethod: string; secretHash: string | null },
) {
  return db
    .insertInto('oidc_clients')
    .values({
      id: client.id,
      tenant_id: client.owner,
      name: client.name,
      redirect_uris: JSON.stringify(client.redirectUris),
      post_logout_redirect_uris: JSON.stringify(client.postLogoutRedirectUris),
      grant_types: JSON.stringify(client.grantTypes),
      token_endpoint_auth_method: client.tokenEndpointAuthMethod,
      first_party: client.firstParty,
      secret_hash: client.secretHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateOidcClientRow(db: Db, owner: ClientOwner, clientId: string, columns: OidcClientColumns) {
  return db
    .updateTable('oidc_clients')
    .set({
      name: columns.name,
      redirect_uris: JSON.stringify(columns.redirectUris),
      post_logout_redirect_uris: JSON.stringify(columns.postLogoutRedirectUris),
      grant_types: JSON.stringify(columns.grantTypes),
      first_party: columns.firstParty,
      updated_at: sql`now()`,
    })
    .where(ownerIs(owner))
    .where('id', '=', clientId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function replaceOidcClientSecret(db: Db, owner: ClientOwner, clientId: string, secretHash: string) {
  return db
    .updateTable('oidc_clients')
    .set({ secret_hash: secretHash, secret_rotated_at: sql`now()`, updated_at: sql`now()` })
    .where(ownerIs(owner))
    .where('id', '=', clientId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteOidcClientRow(db: Db, owner: ClientOwner, clientId: string): Promise<void> {
  await db.deleteFrom('oidc_clients').where(ownerIs(owner)).where('id', '=', clientId).execute();
}

/** Whoever owns it: the OpenID Provider serves tenant and platform clients alike. */
export function findOidcClientById(db: Db, clientId: string): Promise<OidcClientRow | undefined> {
  return db.selectFrom('oidc_clients').selectAll().where('id', '=', clientId).executeTakeFirst();
}
