import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { findRefreshTokenSession, insertRefreshTokenRow, rotateRefreshTokenRows } from '../../db/repositories/refresh-tokens.ts';
import { insertSessionRow, listLiveSessionRows, revokeSessionRows } from '../../db/repositories/sessions.ts';
import { isUserDisabled } from '../../db/repositories/users.ts';
import type { SessionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { auditEventRow, type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';

// 32 random bytes: well past the 128 bits an opaque bearer secret needs.
const REFRESH_TOKEN_PREFIX = 'gkr_';

export interface NewSession {
  refreshToken: string;
  sessionId: string;
}

/** Why sessions were ended, as the audit event records it. */
export type RevocationReason =
  | 'logout'
  | 'revoked_by_user'
  | 'logout_all'
  | 'totp_activated'
  | 'totp_disabled'
  | 'recovery_code_used'
  | 'password_changed'
  | 'password_reset'
  | 'email_changed'
  | 'account_disabled'
  | 'revoked_by_operator'
  | 'sso_account_linked'
  | 'social_account_linked'
  | 'directory_provisioned';

/**
 * Starts a session inside the caller's transaction: the session and its first refresh token
 * are part of the same commit as the login, signup or MFA answer that earned them. The session
 * ends SESSION_MAX_AGE from now whatever refreshes follow.
 */
export async function createSession(trx: Db, services: Services, meta: RequestMeta, userId: string): Promise<NewSession> {
  // Under a share lock on the user held to the commit: a disableUser in flight is waited for,
  // and one that comes after ends this session with the others.
  if (await isUserDisabled(trx, userId)) throw new AppError('ACCOUNT_DISABLED');
  const sessionId = newId('ses');
  const expiresAt = await insertSessionRow(trx, {
    id: sessionId,
    userId,
    lifetimeSeconds: services.config.sessionMaxAge,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return addRefreshToken(trx, services, { userId, sessionId, sessionExpiresAt: expiresAt });
}

/**
 * A refresh token for a live session: a session's first, or one for a client joining a session
 * signed in elsewhere (the portal joining its browser's). It lives REFRESH_TOKEN_TTL, but never
 * past the session's end; rotation then carries it on like any other.
 */
export async function addRefreshToken(
  trx: Db,
  services: Services,
  session: { userId: string; sessionId: string; sessionExpiresAt: Date },
): Promise<NewSession> {
  const refreshToken = newRefreshToken();
  await insertRefreshTokenRow(trx, {
    id: refreshToken.id,
    sessionId: session.sessionId,
    userId: session.userId,
    tokenHash: refreshToken.tokenHash,
    expiresAt: new Date(Math.min(Date.now() + services.config.refreshTokenTtl * 1000, session.sessionExpiresAt.getTime())),
  });
  return { refreshToken: refreshToken.secret, sessionId: session.sessionId };
}

/** A new refresh token: the secret the client gets, and the row that stands for it. */
export function newRefreshToken(): { secret: string; id: string; tokenHash: string } {
  const secret = newSecret(REFRESH_TOKEN_PREFIX);
  return { secret, id: newId('rft'), tokenHash: hashSecret(secret) };
}

/** Signs the access token once the session has committed. */
export async function sessionTokens(services: Services, userId: string, session: NewSession): Promise<Schemas['RefreshedTokens']> {
  const { accessToken, expiresIn } = await services.accessTokens.issue(userId, session.sessionId);
  return { accessToken, refreshToken: session.refreshToken, tokenType: 'Bearer', expiresIn };
}

/**
 * Rotation: the presented token is spent and its successor issued in one statement. A
 * token presented a second time means it leaked; its whole session is revoked (OAuth 2.0
 * Security BCP §4.14), access tokens included, and the caller gets the same 401 as for an
 * unknown token.
 */
export async function rotateRefreshToken(services: Services, meta: RequestMeta, refreshToken: string): Promise<Schemas['RefreshedTokens']> {
  const tokenHash = hashSecret(refreshToken);
  // The audit event's leaf hash commits to its user and session, so they are read first (one
  // indexed read); the rotation then spends the token only if it is still spendable.
  const holder = await findRefreshTokenSession(services.db, tokenHash);
  if (holder) {
    const next = newRefreshToken();
    const spent = await rotateRefreshTokenRows(services.db, {
      tokenHash,
      successor: { id: next.id, tokenHash: next.tokenHash, ttlSeconds: services.config.refreshTokenTtl },
      seen: { ip: meta.ip, userAgent: meta.userAgent },
      audit: auditEventRow(meta, {
        action: 'session.refreshed',
        actor: { kind: 'user', userId: holder.userId },
        target: { type: 'session', id: holder.sessionId },
      }),
    });
    if (spent) return sessionTokens(services, spent.userId, { refreshToken: next.secret, sessionId: spent.sessionId });
  }

  await services.db.transaction().execute(async (trx) => {
    const reused = await findRefreshTokenSession(trx, tokenHash, { spentOnly: true });
    if (!reused) return;
    const revoked = await revokeSessionRows(trx, reused.userId, { only: reused.sessionId });
    if (revoked.length > 0) {
      await recordAuditEvent(trx, meta, {
        action: 'session.reuse_detected',
        actor: { kind: 'user', userId: reused.userId },
        target: { type: 'session', id: reused.sessionId },
      });
    }
  });
  throw new AppError('INVALID_CREDENTIAL');
}

/** Logout, RFC 7009 style: the answer is the same whether or not the token meant anything. */
export async function logoutRefreshToken(services: Services, meta: RequestMeta, refreshToken: string): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const token = await findRefreshTokenSession(trx, hashSecret(refreshToken));
    if (!token) return;
    await endSessions(trx, meta, token.userId, { only: token.sessionId }, 'logout');
  });
}

/** `listSessions`: the caller's live sessions, newest first; `current` marks the one asking. */
export async function listSessions(
  services: Services,
  userId: string,
  currentSessionId: string | undefined,
  query: { limit?: unknown; cursor?: string },
): Promise<Schemas['SessionPage']> {
  const limit = clampLimit(query.limit);
  const rows = await listLiveSessionRows(services.db, userId, { limit, beforeId: decodeCursor(query.cursor) });
  return pageOf(rows, limit, (row) => sessionView(row, currentSessionId));
}

/** `revokeSession`: one of the caller's own sessions; any other id, or one already ended, is 404. */
export async function revokeSession(services: Services, meta: RequestMeta, userId: string, sessionId: string): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const revoked = await endSessions(trx, meta, userId, { only: sessionId }, 'revoked_by_user');
    if (revoked.length === 0) throw new AppError('NOT_FOUND');
  });
}

/** `logoutAll`: every live session of the caller, the one asking included. */
export async function logoutAll(services: Services, meta: RequestMeta, userId: string): Promise<Schemas['LogoutAllResult']> {
  const revoked = await services.db.transaction().execute((trx) => endSessions(trx, meta, userId, {}, 'logout_all'));
  return { revokedSessions: revoked.length };
}

/**
 * Ends the user's sessions that `which` selects, inside the caller's transaction, with one
 * audit event per call: `session.revoked` for one session, `session.revoked_all` for a sweep
 * (its metadata counts them). A sweep that found nothing is recorded only when the user asked
 * for it (`logout_all`).
 */
export async function endSessions(
  trx: Db,
  meta: RequestMeta,
  userId: string,
  which: { only: string } | { allBut?: string },
  reason: RevocationReason,
): Promise<string[]> {
  const revoked = await revokeSessionRows(trx, userId, which);
  const actor = { kind: 'user' as const, userId };
  if ('only' in which) {
    if (revoked.length > 0)
      await recordAuditEvent(trx, meta, {
        action: 'session.revoked',
        actor,
        target: { type: 'session', id: which.only },
        metadata: { reason },
      });
  } else if (revoked.length > 0 || reason === 'logout_all') {
    await recordAuditEvent(trx, meta, {
      action: 'session.revoked_all',
      actor,
      target: { type: 'user', id: userId },
      metadata: { reason, revokedSessions: revoked.length, ...(which.allBut ? { keptSession: which.allBut } : {}) },
    });
  }
  return revoked;
}

export function sessionView(row: SessionRow, currentSessionId: string | undefined): Schemas['Session'] {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    current: row.id === currentSessionId,
  };
}
