import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** One stored instance of an OpenID Provider model, as its adapter hands it over. */
export interface OidcModelInstance {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  /** Seconds from now; none: kept until destroyed. */
  expiresIn: number | undefined;
}

export async function upsertOidcModelInstance(db: Db, instance: OidcModelInstance): Promise<void> {
  const expiresAt = instance.expiresIn === undefined ? null : sql<Date>`now() + make_interval(secs => ${instance.expiresIn})`;
  const columns = {
    payload: JSON.stringify(instance.payload),
    grant_id: instance.grantId,
    uid: instance.uid,
    user_code: instance.userCode,
    expires_at: expiresAt,
  };
  await db
    .insertInto('oidc_model_instances')
    .values({ model: instance.model, id: instance.id, ...columns })
    .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(columns))
    .execute();
}

export type OidcLookup = { id: string } | { uid: string } | { userCode: string };

/**
 * A live instance: not expired, and, for a Grant, given under a Gatekeep session that has not
 * ended (or under none: client credentials have no person). Everything the provider accepts
 * with a grant (codes, refresh tokens, access tokens at userinfo and introspection) looks the
 * grant up here, so ending the session ends them all.
 */
export async function findOidcModelInstance(
  db: Db,
  model: string,
  lookup: OidcLookup,
): Promise<{ payload: Record<string, unknown>; consumedAt: Date | null } | undefined> {
  let query = db
    .selectFrom('oidc_model_instances as m')
    .leftJoin('sessions as s', 's.id', 'm.session_id')
    .select(['m.payload', 'm.consumed_at'])
    .where('m.model', '=', model)
    .where((eb) => eb.or([eb('m.expires_at', 'is', null), eb('m.expires_at', '>', sql<Date>`now()`)]))
    .where((eb) =>
      eb.or([eb('m.session_id', 'is', null), eb.and([eb('s.revoked_at', 'is', null), eb('s.expires_at', '>', sql<Date>`now()`)])]),
    );
  if ('id' in lookup) query = query.where('m.id', '=', lookup.id);
  else if ('uid' in lookup) query = query.where('m.uid', '=', lookup.uid);
  else query = query.where('m.user_code', '=', lookup.userCode);
  const row = await query.executeTakeFirst();
  return row && { payload: JSON.parse(row.payload) as Record<string, unknown>, consumedAt: row.consumed_at };
}

export async function consumeOidcModelInstance(db: Db, model: string, id: string): Promise<void> {
  await db
    .updateTable('oidc_model_instances')
    .set({ consumed_at: sql<Date>`now()` })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function destroyOidcModelInstance(db: Db, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_model_instances').where('model', '=', model).where('id', '=', id).execute();
}

/** Everything issued under a grant, whatever its model, and the grant itself. */
export async function revokeOidcGrant(db: Db, grantId: string): Promise<void> {
  await db
    .deleteFrom('oidc_model_instances')
    .where((eb) => eb.or([eb('grant_id', '=', grantId), eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)])]))
    .execute();
}

/** Ties a grant to the Gatekeep session it was given under (see findOidcModelInstance). */
export async function bindOidcGrantToSession(db: Db, grantId: string, sessionId: string): Promise<void> {
  await db
    .updateTable('oidc_model_instances')
    .set({ session_id: sessionId })
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .execute();
}

/** The live Gatekeep session a grant was given under, locked against a concurrent end (FOR SHARE). */
export async function findOidcGrantSession(
  db: Db,
  grantId: string,
): Promise<{ sessionId: string; userId: string; expiresAt: Date } | undefined> {
  return db
    .selectFrom('oidc_model_instances as m')
    .innerJoin('sessions as s', 's.id', 'm.session_id')
    .select(['s.id as sessionId', 's.user_id as userId', 's.expires_at as expiresAt'])
    .where('m.model', '=', 'Grant')
    .where('m.id', '=', grantId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .forShare()
    .executeTakeFirst();
}

export async function deleteExpiredOidcModelInstances(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('oidc_model_instances')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
