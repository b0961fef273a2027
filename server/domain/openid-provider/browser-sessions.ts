import { findLiveBrowserSession, setSessionBrowserSecret } from '../../db/repositories/sessions.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { endSessions } from '../auth/sessions.ts';

const BROWSER_SECRET_PREFIX = 'gkb_';

/** A signed-in browser on the hosted pages: the Gatekeep session behind its cookie. */
export interface BrowserSession {
  sessionId: string;
  userId: string;
  /** When the person signed in (the session began): a client's prompt=login or max_age asks for a later one. */
  signedInAt: Date;
}

/**
 * Gives a session begun on the hosted pages the secret its browser cookie carries (hashed at
 * rest, like every secret Gatekeep issues), so that later pages and OAuth flows of the same
 * browser know who is signed in without asking again.
 */
export async function issueBrowserSecret(services: Services, sessionId: string): Promise<string> {
  const secret = newSecret(BROWSER_SECRET_PREFIX);
  await setSessionBrowserSecret(services.db, sessionId, hashSecret(secret));
  return secret;
}

export async function findBrowserSession(services: Services, secret: string | undefined): Promise<BrowserSession | undefined> {
  if (!secret?.startsWith(BROWSER_SECRET_PREFIX)) return undefined;
  const row = await findLiveBrowserSession(services.db, hashSecret(secret));
  return row && { sessionId: row.id, userId: row.user_id, signedInAt: row.created_at };
}

/** Signing out of the hosted pages (RP-initiated logout) ends the session, and every grant given under it. */
export async function endBrowserSession(services: Services, meta: RequestMeta, secret: string | undefined): Promise<void> {
  const session = await findBrowserSession(services, secret);
  if (!session) return;
  const asUser: RequestMeta = { ...meta, actor: { kind: 'user', userId: session.userId, sessionId: session.sessionId } };
  await services.db.transaction().execute((trx) => endSessions(trx, asUser, session.userId, { only: session.sessionId }, 'logout'));
}
