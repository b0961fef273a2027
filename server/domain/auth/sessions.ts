import { sql } from 'kysely';
import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { recordAuditEvent, type RequestMeta } from '../audit/record-audit-event.ts';
import { hashSecret, newId, newSecret } from '../ids.ts';
import type { Services } from '../services.ts';

// 32 random bytes: well past the 128 bits an opaque bearer secret needs.
const REFRESH_TOKEN_PREFIX = 'gkr_';

export interface NewSession {
  refreshToken: string;
  familyId: string;
}

/**
 * Starts a session family inside the caller's transaction: the refresh token row is part of
 * the same commit as the login, signup or MFA answer that earned it.
 */
export async function createSession(trx: Db, services: Services, userId: string): Promise<NewSession> {
  const familyId = newId('rft');
  const refreshToken = await insertRefreshToken(trx, services, userId, familyId);
  return { refreshToken, familyId };
}

/** Signs the access token once the session has committed. */
export async function sessionTokens(services: Services, userId: string, session: NewSession): Promise<Schemas['RefreshedTokens']> {
  const { accessToken, expiresIn } = await services.accessTokens.issue(userId, session.familyId);
  return { accessToken, refreshToken: session.refreshToken, tokenType: 'Bearer', expiresIn };
}

async function insertRefreshToken(trx: Db, services: Services, userId: string, familyId: string): Promise<string> {
  const refreshToken = newSecret(REFRESH_TOKEN_PREFIX);
  await trx
    .insertInto('refresh_tokens')
    .values({
      id: newId('rft'),
      family_id: familyId,
      user_id: userId,
      token_hash: hashSecret(refreshToken),
      expires_at: new Date(Date.now() + services.config.refreshTokenTtl * 1000),
    })
    .execute();
  return refreshToken;
}

/**
 * Rotation: the presented token is spent and its successor issued in one transaction. A
 * token presented a second time means it leaked; the whole family is revoked (OAuth 2.0
 * Security BCP §4.14) and the caller gets the same 401 as for an unknown token.
 */
export async function rotateRefreshToken(services: Services, meta: RequestMeta, refreshToken: string): Promise<Schemas['RefreshedTokens']> {
  const tokenHash = hashSecret(refreshToken);
  const outcome = await services.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'family_id'])
      .executeTakeFirst();
    if (spent) {
      const next = await insertRefreshToken(trx, services, spent.user_id, spent.family_id);
      await recordAuditEvent(trx, meta, { action: 'session.refreshed', actor: { kind: 'user', userId: spent.user_id }, target: { type: 'session', id: spent.family_id } });
      return { kind: 'rotated' as const, userId: spent.user_id, session: { refreshToken: next, familyId: spent.family_id } };
    }
    const reused = await trx
      .selectFrom('refresh_tokens')
      .select(['user_id', 'family_id'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is not', null)
      .executeTakeFirst();
    if (reused) {
      const revoked = await revokeFamily(trx, reused.family_id);
      if (revoked > 0) {
        await recordAuditEvent(trx, meta, { action: 'session.reuse_detected', actor: { kind: 'user', userId: reused.user_id }, target: { type: 'session', id: reused.family_id }, metadata: { revokedTokens: revoked } });
      }
    }
    return { kind: 'rejected' as const };
  });
  if (outcome.kind === 'rejected') throw new AppError('INVALID_CREDENTIAL');
  return sessionTokens(services, outcome.userId, outcome.session);
}

/** Logout, RFC 7009 style: the answer is the same whether or not the token meant anything. */
export async function revokeSession(services: Services, meta: RequestMeta, refreshToken: string): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const token = await trx.selectFrom('refresh_tokens').select(['user_id', 'family_id']).where('token_hash', '=', hashSecret(refreshToken)).executeTakeFirst();
    if (!token) return;
    if ((await revokeFamily(trx, token.family_id)) > 0) {
      await recordAuditEvent(trx, meta, { action: 'session.revoked', actor: { kind: 'user', userId: token.user_id }, target: { type: 'session', id: token.family_id } });
    }
  });
}

async function revokeFamily(trx: Db, familyId: string): Promise<number> {
  const result = await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
