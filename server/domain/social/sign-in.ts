import { isTotpActive } from '../../db/repositories/mfa-totp.ts';
import * as social from '../../db/repositories/social.ts';
import { findUserByEmail, findUserById, insertUser, markEmailVerified, normalizeEmail } from '../../db/repositories/users.ts';
import type { Db } from '../../db/database.ts';
import type { SocialConnectionRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type ExternalIdentity, IdpAnswerError } from '../../protocols/sso/external-identity.ts';
import { githubAuthorizationUrl, githubIdentity, type GithubProvider } from '../../protocols/sso/github.ts';
import { IdpUnreachableError } from '../../protocols/sso/guarded-fetch.ts';
import { oidcAuthorizationUrl, oidcIdentity, type OidcProvider } from '../../protocols/sso/oidc.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { createSession, type NewSession } from '../auth/sessions.ts';
import { newId } from '../ids.ts';
import { issueMfaChallenge } from '../mfa/challenges.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import { handOverUnprovenAccount } from '../sso/account-handover.ts';
import { refuseWhereSsoIsRequired } from '../sso/enforcement.ts';
import { nonceOf } from '../sso/start.ts';
import {
  connectionCallbackUrl,
  connectionSecretContext,
  type GithubConnectionSettings,
  type OidcConnectionSettings,
} from './connections.ts';

// Issue 33 point 4: signing in through a social connection from the hosted sign-in page. The
// protocols (openid-client; GitHub's OAuth and API) answer an ExternalIdentity; who that is in
// Gatekeep is decided here, by single sign-on's linking rules.

/** What the pages' flow carries through the provider: its state, and the PKCE verifier only this server can derive. */
export interface SocialChecks {
  state: string;
  codeVerifier: string;
}

function oidcProviderOf(services: Services, connection: SocialConnectionRow): OidcProvider {
  const settings = connection.settings as OidcConnectionSettings;
  return {
    configId: connection.id,
    version: connection.updated_at.getTime(),
    issuer: settings.issuer,
    clientId: connection.client_id,
    clientSecret: services.secretCipher.decrypt(connection.client_secret, connectionSecretContext(connection.id)),
    scopes: settings.scopes,
    redirectUri: connectionCallbackUrl(services.config.issuer, connection.id),
    allowPrivateAddresses: services.config.sso.allowPrivateIssuers,
    clockSkewSeconds: services.config.sso.clockSkewSeconds,
  };
}

function githubProviderOf(services: Services, connection: SocialConnectionRow): GithubProvider {
  const settings = connection.settings as GithubConnectionSettings;
  return {
    githubUrl: settings.githubUrl,
    apiUrl: settings.apiUrl,
    clientId: connection.client_id,
    clientSecret: services.secretCipher.decrypt(connection.client_secret, connectionSecretContext(connection.id)),
    redirectUri: connectionCallbackUrl(services.config.issuer, connection.id),
    allowPrivateAddresses: services.config.sso.allowPrivateIssuers,
  };
}

async function enabledConnection(services: Services, connectionId: string): Promise<SocialConnectionRow> {
  const connection = await social.findEnabledConnectionRow(services.db, connectionId);
  if (!connection) throw new AppError('NOT_FOUND', 'No enabled social connection has this id.');
  return connection;
}

/** The provider's authorization URL for this flow: 503 when the provider cannot be reached (OIDC discovery). */
export async function socialAuthorizationUrl(services: Services, connectionId: string, checks: SocialChecks): Promise<string> {
  const connection = await enabledConnection(services, connectionId);
  try {
    return connection.type === 'oidc'
      ? await oidcAuthorizationUrl(oidcProviderOf(services, connection), { ...checks, nonce: nonceOf(checks.state) })
      : await githubAuthorizationUrl(githubProviderOf(services, connection), checks);
  } catch (err) {
    if (err instanceof IdpUnreachableError || err instanceof IdpAnswerError)
      throw new AppError('SERVICE_UNAVAILABLE', `The provider cannot be used right now: ${err.message}`, { cause: err });
    throw err;
  }
}

export type SocialSignIn = { kind: 'session'; userId: string; session: NewSession } | { kind: 'mfa'; challengeToken: string };

/**
 * The provider's answer (the callback's query) for this flow: the identity it proves, the
 * account it signs in, and a session, or the second factor the account has. A refusal is
 * recorded on the platform's log (`social.login_failed`) and thrown on: IdpAnswerError and
 * IdpUnreachableError for the provider's part, AppError for Gatekeep's.
 */
export async function signInWithSocial(
  services: Services,
  meta: RequestMeta,
  connectionId: string,
  query: URLSearchParams,
  checks: SocialChecks,
): Promise<SocialSignIn> {
  const connection = await enabledConnection(services, connectionId);
  let identity: ExternalIdentity | undefined;
  try {
    identity =
      connection.type === 'oidc'
        ? await oidcIdentity(oidcProviderOf(services, connection), query, { ...checks, nonce: nonceOf(checks.state) })
        : await githubIdentity(githubProviderOf(services, connection), query, checks);
    const signedIn = identity;
    const admitted = await services.db.transaction().execute(async (trx) => {
      const user = await admitSocialIdentity(trx, services, meta, connection, signedIn);
      if (await isTotpActive(trx, user.id)) return { userId: user.id, session: null };
      return { userId: user.id, session: await createSession(trx, services, meta, user.id) };
    });
    if (admitted.session === null)
      return { kind: 'mfa', challengeToken: (await issueMfaChallenge(services, meta, admitted.userId)).challengeToken };
    return { kind: 'session', userId: admitted.userId, session: admitted.session };
  } catch (err) {
    const reason =
      err instanceof AppError
        ? err.code
        : err instanceof IdpAnswerError
          ? err.reason
          : err instanceof IdpUnreachableError
            ? 'idp_unreachable'
            : undefined;
    if (reason === undefined) throw err;
    await services.db.transaction().execute((trx) =>
      recordAuditEvent(trx, meta, {
        action: 'social.login_failed',
        tenantId: null,
        target: { type: 'connection', id: connection.id },
        metadata: { reason, ...(identity ? { subject: identity.subject } : {}) },
      }),
    );
    throw err;
  }
}

/**
 * Who the identity is in Gatekeep, in one transaction under the connection's lock (two
 * sign-ins of one new identity cannot both link it): the account already linked to
 * (connection, subject); else the account with the address, linked only when the provider
 * vouches for the address; else a new account with that vouched-for address, unless sign-up
 * is closed. Addresses of a domain whose organisation enforces SSO sign in through it only.
 */
async function admitSocialIdentity(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  connection: SocialConnectionRow,
  identity: ExternalIdentity,
): Promise<UserRow> {
  await social.findConnectionRow(trx, connection.id, { forUpdate: true });
  const linked = await social.findSocialIdentity(trx, connection.id, identity.subject);
  const email = identity.email === null ? null : normalizeEmail(identity.email);
  let user: UserRow;
  if (linked) {
    const found = await findUserById(trx, linked.user_id);
    if (!found) throw new AppError('NOT_FOUND');
    user = found;
    await social.touchSocialIdentity(trx, linked.id, email ?? linked.email);
  } else {
    if (email === null || !identity.emailVerified)
      throw new AppError('EMAIL_NOT_VERIFIED', 'The provider did not vouch for an email address of this person.');
    const existing = await findUserByEmail(trx, email);
    user = existing
      ? await link(trx, services, meta, connection, identity, existing)
      : await provision(trx, services, meta, connection, identity, email);
  }
  // After the account is known, for linked and new alike; a refusal rolls back what was made.
  await refuseWhereSsoIsRequired(trx, user.email);
  if (user.disabled_at) throw new AppError('ACCOUNT_DISABLED');
  await recordAuditEvent(trx, meta, {
    action: 'social.login',
    tenantId: null,
    actor: { kind: 'user', userId: user.id },
    target: { type: 'user', id: user.id },
    metadata: { connectionId: connection.id, subject: identity.subject },
  });
  return user;
}

/** SSO's rule: linked to the account with the address, handed over if it was never proven (recorded, never silent). */
async function link(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  connection: SocialConnectionRow,
  identity: ExternalIdentity,
  account: UserRow,
) {
  const wasVerified = await handOverUnprovenAccount(trx, services, meta, account, 'social_account_linked');
  await social.insertSocialIdentity(trx, {
    id: newId('soc'),
    connectionId: connection.id,
    subject: identity.subject,
    userId: account.id,
    email: account.email,
  });
  await recordAuditEvent(trx, meta, {
    action: 'social.account_linked',
    tenantId: null,
    actor: { kind: 'user', userId: account.id },
    target: { type: 'user', id: account.id },
    metadata: { connectionId: connection.id, subject: identity.subject, wasVerified },
  });
  return (await findUserById(trx, account.id))!;
}

async function provision(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  connection: SocialConnectionRow,
  identity: ExternalIdentity,
  email: string,
): Promise<UserRow> {
  if (services.config.signup === 'closed') throw new AppError('SIGNUP_CLOSED');
  const created = await insertUser(trx, { id: newId('usr'), email, name: identity.name?.slice(0, 200) ?? null, passwordHash: NO_PASSWORD });
  await markEmailVerified(trx, created.id, email);
  await social.insertSocialIdentity(trx, {
    id: newId('soc'),
    connectionId: connection.id,
    subject: identity.subject,
    userId: created.id,
    email,
  });
  await recordAuditEvent(trx, meta, {
    action: 'user.created',
    tenantId: null,
    actor: { kind: 'user', userId: created.id },
    target: { type: 'user', id: created.id },
    metadata: { connectionId: connection.id, subject: identity.subject },
  });
  return (await findUserById(trx, created.id))!;
}
