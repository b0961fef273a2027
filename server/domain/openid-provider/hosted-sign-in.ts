import { findTenant } from '../../db/repositories/tenants.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import type { InteractionView } from '../../protocols/oidc-provider/interactions.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { signInWithPassword } from '../auth/login.ts';
import { createAccount } from '../auth/signup.ts';
import { exchangeSsoCodeForSession } from '../sso/exchange.ts';
import { hostedSsoReturnUri, startSso } from '../sso/start.ts';
import { tenantRoleClaims } from '../auth/tenant-token.ts';
import { answerMfaChallenge } from '../mfa/challenges.ts';
import { signInWithPasskey } from '../passkeys/sign-in.ts';
import { listEnabledConnectionRows } from '../../db/repositories/social.ts';
import { IdpAnswerError } from '../../protocols/sso/external-identity.ts';
import { IdpUnreachableError } from '../../protocols/sso/guarded-fetch.ts';
import { signInWithSocial, type SocialChecks, socialAuthorizationUrl } from '../social/sign-in.ts';
import { type BrowserSession, issueBrowserSecret } from './browser-sessions.ts';

/** Why a sign-in (or sign-up) on the hosted page did not succeed, as the page words it. */
export type SignInRefusal =
  | 'failed'
  | 'disabled'
  | 'ssoRequired'
  | 'throttled'
  | 'mfaFailed'
  | 'weak'
  | 'taken'
  | 'closed'
  | 'invalidEmail'
  | 'socialFailed'
  | 'socialUnavailable'
  | 'socialUnverified'
  | 'socialConflict';

export type PageSignIn =
  | { kind: 'signed-in'; browser: BrowserSession; browserSecret: string; amr: string[] }
  | { kind: 'mfa'; challengeToken: string }
  | { kind: 'refused'; reason: SignInRefusal; retryAfter?: number };

const REFUSALS: Partial<Record<ErrorCode, SignInRefusal>> = {
  INVALID_CREDENTIAL: 'failed',
  ACCOUNT_DISABLED: 'disabled',
  SSO_REQUIRED: 'ssoRequired',
  RATE_LIMITED: 'throttled',
  INVALID_MFA_CODE: 'mfaFailed',
  WEAK_PASSWORD: 'weak',
  EMAIL_TAKEN: 'taken',
  SIGNUP_CLOSED: 'closed',
  VALIDATION_FAILED: 'invalidEmail',
};

/** A session begun just now on a hosted page, made this browser's: the cookie's secret goes with it. */
async function browserSignIn(services: Services, userId: string, sessionId: string, amr: string[]): Promise<PageSignIn> {
  return {
    kind: 'signed-in',
    browser: { sessionId, userId, signedInAt: new Date() },
    browserSecret: await issueBrowserSecret(services, sessionId),
    amr,
  };
}

/** The API's errors that a person can act on become a message on the page; anything else stays an error. */
async function asPageSignIn(attempt: () => Promise<PageSignIn>): Promise<PageSignIn> {
  try {
    return await attempt();
  } catch (error) {
    const reason = error instanceof AppError ? REFUSALS[error.code] : undefined;
    if (!reason) throw error;
    return { kind: 'refused', reason, ...((error as AppError).retryAfter ? { retryAfter: (error as AppError).retryAfter } : {}) };
  }
}

/**
 * The password form: the same sign-in as the API's login (throttle, lockout, decoy hash, SSO
 * enforcement, TOTP challenge), and the session it starts becomes this browser's on the pages.
 */
export function signInOnPage(services: Services, meta: RequestMeta, email: string, password: string): Promise<PageSignIn> {
  return asPageSignIn(async () => {
    const outcome = await signInWithPassword(services, meta, { email, password });
    if (outcome.kind === 'mfa') return { kind: 'mfa', challengeToken: outcome.challenge.challengeToken };
    return browserSignIn(services, outcome.user.id, outcome.session.sessionId, ['pwd']);
  });
}

/**
 * The sign-up form: the API's signup (password rules, closed sign-up, SSO enforcement, the
 * verification mail, an invitation's link proving the address), and its session becomes this
 * browser's on the pages.
 */
export function signUpOnPage(
  services: Services,
  meta: RequestMeta,
  form: { email: string; password: string; invitationToken?: string },
): Promise<PageSignIn> {
  return asPageSignIn(async () => {
    const { user, session } = await createAccount(services, meta, form);
    return browserSignIn(services, user.id, session.sessionId, ['pwd']);
  });
}

/**
 * "Sign in with a passkey": the assertion the page's script got from navigator.credentials.get()
 * (PublicKeyCredential.toJSON(), posted as text), checked as finishPasskeyLogin checks it. With
 * user verification it stands for two factors: no TOTP is asked after it.
 */
export function passkeyOnPage(services: Services, meta: RequestMeta, assertionJson: string): Promise<PageSignIn> {
  return asPageSignIn(async () => {
    let response: unknown;
    try {
      response = JSON.parse(assertionJson);
    } catch {
      throw new AppError('INVALID_CREDENTIAL');
    }
    if (typeof response !== 'object' || response === null) throw new AppError('INVALID_CREDENTIAL');
    const { user, session } = await signInWithPasskey(services, meta, { response: response as never });
    return browserSignIn(services, user.id, session.sessionId, ['hwk', 'user', 'mfa']);
  });
}

/** The second step: a TOTP or recovery code against the challenge the password step issued. */
export function answerMfaOnPage(services: Services, meta: RequestMeta, challengeToken: string, code: string): Promise<PageSignIn> {
  return asPageSignIn(async () => {
    const { userId, session, method } = await answerMfaChallenge(services, meta, challengeToken, { code });
    return browserSignIn(services, userId, session.sessionId, [
      'pwd',
      method === 'totp' ? 'otp' : method === 'webauthn' ? 'hwk' : 'kba',
      'mfa',
    ]);
  });
}

export type SsoStart = { kind: 'redirect'; url: string } | { kind: 'refused'; reason: 'noSso' | 'severalSso' | 'ssoUnavailable' };

/**
 * "Sign in with SSO" by email: the address's domain names one enabled config (discoverSso's
 * rule), and its IdP answers to the hosted page's return URI, with this flow's state and PKCE.
 */
export async function startSsoOnPage(services: Services, form: { email: string; state: string; codeChallenge: string }): Promise<SsoStart> {
  try {
    const { url } = await startSso(services, {
      email: form.email,
      redirectUri: hostedSsoReturnUri(services),
      state: form.state,
      codeChallenge: form.codeChallenge,
      codeChallengeMethod: 'S256',
    });
    return { kind: 'redirect', url };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'NOT_FOUND') return { kind: 'refused', reason: 'noSso' };
    if (error.code === 'VALIDATION_FAILED') return { kind: 'refused', reason: 'severalSso' };
    if (error.code === 'SERVICE_UNAVAILABLE') return { kind: 'refused', reason: 'ssoUnavailable' };
    throw error;
  }
}

/** The IdP's answer, come back to the hosted page as an SSO code: the session it earns, or its second factor. */
export function finishSsoOnPage(services: Services, meta: RequestMeta, code: string, codeVerifier: string): Promise<PageSignIn> {
  return asPageSignIn(async () => {
    const exchanged = await exchangeSsoCodeForSession(services, meta, { code, codeVerifier });
    if (exchanged.kind === 'mfa') return { kind: 'mfa', challengeToken: exchanged.challenge.challengeToken };
    return browserSignIn(services, exchanged.user.id, exchanged.session.sessionId, ['ext']);
  });
}

/** The "Continue with <name>" buttons: every enabled social connection. */
export function socialButtons(services: Services): Promise<{ id: string; name: string }[]> {
  return listEnabledConnectionRows(services.db);
}

export type SocialStart = { kind: 'redirect'; url: string } | { kind: 'refused'; reason: 'socialUnavailable' };

/** "Continue with <name>": the connection's provider, answering to its callback with this flow's state and PKCE. */
export async function startSocialOnPage(services: Services, connectionId: string, checks: SocialChecks): Promise<SocialStart> {
  try {
    return { kind: 'redirect', url: await socialAuthorizationUrl(services, connectionId, checks) };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'SERVICE_UNAVAILABLE'))
      return { kind: 'refused', reason: 'socialUnavailable' };
    throw error;
  }
}

/** Why a social sign-in did not complete, as the page words it. */
function socialRefusal(error: unknown): SignInRefusal | undefined {
  if (error instanceof IdpUnreachableError) return 'socialUnavailable';
  if (error instanceof IdpAnswerError) return 'socialFailed';
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'EMAIL_NOT_VERIFIED') return 'socialUnverified';
  // The account with the address is another's (EMAIL_TAKEN: an address reserved by a change of address).
  if (error.code === 'EMAIL_TAKEN') return 'socialConflict';
  if (error.code === 'NOT_FOUND') return 'socialFailed';
  return REFUSALS[error.code];
}

/** The provider's answer, come back to the connection's callback: the session it earns, or its second factor. */
export async function finishSocialOnPage(
  services: Services,
  meta: RequestMeta,
  connectionId: string,
  query: URLSearchParams,
  checks: SocialChecks,
): Promise<PageSignIn> {
  try {
    const outcome = await signInWithSocial(services, meta, connectionId, query, checks);
    if (outcome.kind === 'mfa') return { kind: 'mfa', challengeToken: outcome.challengeToken };
    return await browserSignIn(services, outcome.userId, outcome.session.sessionId, ['ext']);
  } catch (error) {
    const reason = socialRefusal(error);
    if (!reason) throw error;
    return { kind: 'refused', reason };
  }
}

export type InteractionStep = { kind: 'sign-in' } | { kind: 'consent' } | { kind: 'finish' } | { kind: 'refuse'; reason: 'notMember' };

/**
 * What the page does with an interaction, given who (if anyone) is signed in on this browser.
 * A client that demands a fresh sign-in (prompt=login, max_age) gets one unless the person
 * signed in after the interaction began (just now on this page, or through sign-up or SSO). A tenant's client asking for the `organization` scope serves that tenant's members only.
 * First-party clients skip consent; third-party ones ask.
 */
export async function nextInteractionStep(
  services: Services,
  view: InteractionView,
  browser: BrowserSession | undefined,
  signedInJustNow: boolean,
): Promise<InteractionStep> {
  if (!browser) return { kind: 'sign-in' };
  const signedInSince = signedInJustNow || view.signedInHere === browser.userId || browser.signedInAt >= view.startedAt;
  if (view.freshSignInRequired && !signedInSince) return { kind: 'sign-in' };
  if (view.clientTenantId && view.scopes.includes('organization')) {
    if (!(await tenantRoleClaims(services, browser.userId, view.clientTenantId))) return { kind: 'refuse', reason: 'notMember' };
  }
  return view.firstParty ? { kind: 'finish' } : { kind: 'consent' };
}

/** The address the pages show as "signed in as". */
export async function signedInEmail(services: Services, browser: BrowserSession): Promise<string> {
  return (await findUserById(services.db, browser.userId))?.email ?? '';
}

/** What the consent page names: the address signed in, and the tenant whose client asks (null: a platform client). */
export async function consentSubject(
  services: Services,
  browser: BrowserSession,
  clientTenantId: string | null,
): Promise<{ email: string; tenantName: string | null }> {
  const [user, tenant] = await Promise.all([
    findUserById(services.db, browser.userId),
    clientTenantId === null ? undefined : findTenant(services.db, clientTenantId),
  ]);
  return { email: user?.email ?? '', tenantName: tenant?.name ?? null };
}
