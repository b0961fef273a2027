import { createHash } from 'node:crypto';
import type { Schemas } from '../api-types.ts';
import type { BrowserSession } from '../domain/openid-provider/browser-sessions.ts';
import {
  answerMfaOnPage,
  consentSubject,
  finishSocialOnPage,
  finishSsoOnPage,
  nextInteractionStep,
  type PageSignIn,
  passkeyOnPage,
  signInOnPage,
  socialButtons,
  startSocialOnPage,
  startSsoOnPage,
} from '../domain/openid-provider/hosted-sign-in.ts';
import { AppError } from '../errors.ts';
import type { InteractionView, OidcInteractions } from '../protocols/oidc-provider/interactions.ts';
import type { Services } from '../services.ts';
import { consentPage } from './consent.ts';
import { csrfToken, csrfTokenValid, keyedDigest } from './csrf.ts';
import { message, type Page, redirectTo } from './html.ts';
import { expiredPage } from './notices.ts';
import { browserOf, csrfKeys, type PageRequest, signedInCookie } from './page-context.ts';
import { PASSKEY_SCRIPT_PATH } from './passkey-script.ts';
import { continueToPage, mfaPage, type SignInForm, signInPage } from './sign-in.ts';
import { signUpHref } from './sign-up.ts';

function interactionsOf(services: Services): OidcInteractions {
  if (!services.oidcInteractions) throw new AppError('NOT_FOUND', 'The OpenID Provider is off: tokens are not signed (SIGNING_KEY=off).');
  return services.oidcInteractions;
}

/** The interaction of this browser, if it is the one the page names; otherwise undefined. */
async function currentInteraction(page: PageRequest, uid: string): Promise<InteractionView | undefined> {
  const view = await interactionsOf(page.services).details(page.req, page.res);
  return view && view.uid === uid ? view : undefined;
}

const originOf = (uri: string) => {
  try {
    return new URL(uri).origin;
  } catch {
    return "'none'";
  }
};

/** Where the interaction goes once the person is known: consent, the client, or a refusal. */
async function proceed(
  page: PageRequest,
  view: InteractionView,
  browser: BrowserSession | undefined,
  justSignedIn: PageSignIn | undefined,
  cookies: string[] = [],
): Promise<Page> {
  const { services } = page;
  const interactions = interactionsOf(services);
  const csrf = csrfToken(csrfKeys(services), view.uid);
  const clientOrigin = originOf(view.redirectUri);
  const step = await nextInteractionStep(services, view, browser, justSignedIn?.kind === 'signed-in');
  switch (step.kind) {
    case 'sign-in':
      return signInPage(await signInFormFor(services, view));
    case 'refuse':
      return redirectTo(
        await interactions.deny(page.req, page.res, 'The person is not a member of the tenant that registered this client.'),
        cookies,
      );
    case 'consent': {
      // The consent post must know that a sign-in the client asked for was made (prompt=login).
      if (justSignedIn?.kind === 'signed-in')
        await interactions.recordSignIn(page.req, page.res, { userId: browser!.userId, amr: justSignedIn.amr });
      const { email, tenantName } = await consentSubject(services, browser!, view.clientTenantId);
      return {
        ...consentPage({ interaction: view.uid, csrf, clientName: view.clientName, clientOrigin, email, tenantName, scopes: view.scopes }),
        cookies,
      };
    }
    case 'finish': {
      const amr = justSignedIn?.kind === 'signed-in' ? justSignedIn.amr : undefined;
      return redirectTo(
        await interactions.finish(page.req, page.res, { userId: browser!.userId, sessionId: browser!.sessionId, amr }),
        cookies,
      );
    }
  }
}

/** The sign-in form of an interaction: its hidden fields, its buttons, and the client's origin the flow ends at. */
async function signInFormFor(services: Services, view: InteractionView): Promise<SignInForm> {
  const csrf = csrfToken(csrfKeys(services), view.uid);
  return {
    heading: message('signIn.heading', { client: view.clientName }),
    hidden: { interaction: view.uid, csrf },
    ssoHidden: { interaction: view.uid, csrf },
    social: { hidden: { interaction: view.uid, csrf }, connections: await socialButtons(services) },
    passkey: { hidden: { interaction: view.uid, csrf }, scriptUrl: `${services.config.issuer}${PASSKEY_SCRIPT_PATH}` },
    formTargets: [originOf(view.redirectUri)],
    ...(services.config.signup === 'closed' ? {} : { signUpHref: signUpHref({ interaction: view.uid }) }),
  };
}

/**
 * What a sign-in through an identity provider (SSO, a social connection) carries through it:
 * the interaction, MACed (so that the return names only a flow this server began), and a PKCE
 * verifier derived from it, so that the provider's code is worth nothing to whoever sees it
 * without this server's key. `via` keeps the two kinds, and each connection, apart.
 */
function providerStateOf(services: Services, via: string, uid: string): string {
  return `${uid}.${keyedDigest(csrfKeys(services), `state:${via}:${uid}`)}`;
}

function providerVerifierOf(services: Services, via: string, uid: string): string {
  return keyedDigest(csrfKeys(services), `pkce:${via}:${uid}`);
}

async function startSsoFromPage(page: PageRequest, view: InteractionView, email: string): Promise<Page> {
  const { services } = page;
  const verifier = providerVerifierOf(services, 'sso', view.uid);
  const started = await startSsoOnPage(services, {
    email,
    state: providerStateOf(services, 'sso', view.uid),
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  if (started.kind === 'redirect') return continueToPage(started.url);
  return signInPage({ ...(await signInFormFor(services, view)), error: `signIn.${started.reason}`, status: 400 });
}

async function startSocialFromPage(page: PageRequest, view: InteractionView, connectionId: string): Promise<Page> {
  const { services } = page;
  const via = `social:${connectionId}`;
  const started = await startSocialOnPage(services, connectionId, {
    state: providerStateOf(services, via, view.uid),
    codeVerifier: providerVerifierOf(services, via, view.uid),
  });
  if (started.kind === 'redirect') return continueToPage(started.url);
  return signInPage({ ...(await signInFormFor(services, view)), error: `signIn.${started.reason}`, status: 503 });
}

/** GET /auth/sign-in/social/{connectionId}: the provider's answer for the flow named in `state`. */
export async function showSocialReturn(page: PageRequest, connectionId: string, query: Record<string, string | undefined>): Promise<Page> {
  const { services, meta } = page;
  const via = `social:${connectionId}`;
  const state = query.state ?? '';
  const uid = state.split('.', 1)[0]!;
  const view = await currentInteraction(page, uid);
  if (!view || state !== providerStateOf(services, via, uid)) return expiredPage();
  const form = await signInFormFor(services, view);
  const answer = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const outcome = await finishSocialOnPage(services, meta, connectionId, answer, {
    state,
    codeVerifier: providerVerifierOf(services, via, uid),
  });
  switch (outcome.kind) {
    case 'mfa':
      return mfaPage({ ...form, challengeToken: outcome.challengeToken });
    case 'refused':
      return signInPage({ ...form, error: `signIn.${outcome.reason === 'failed' ? 'socialFailed' : outcome.reason}`, status: 401 });
    case 'signed-in':
      return proceed(page, view, outcome.browser, outcome, [signedInCookie(services, outcome.browserSecret)]);
  }
}

/** GET /auth/sign-in/sso: the IdP's answer, as an SSO code (or an error) for the flow named in `state`. */
export async function showSsoReturn(page: PageRequest, query: { state: string; code?: string; error?: string }): Promise<Page> {
  const { services, meta } = page;
  const uid = query.state.split('.', 1)[0]!;
  const view = await currentInteraction(page, uid);
  if (!view || query.state !== providerStateOf(services, 'sso', uid)) return expiredPage();
  const form = await signInFormFor(services, view);
  if (!query.code) return signInPage({ ...form, error: 'signIn.ssoFailed', status: 401 });
  const outcome = await finishSsoOnPage(services, meta, query.code, providerVerifierOf(services, 'sso', uid));
  switch (outcome.kind) {
    case 'mfa':
      return mfaPage({ ...form, challengeToken: outcome.challengeToken });
    case 'refused':
      return signInPage({ ...form, error: outcome.reason === 'failed' ? 'signIn.ssoFailed' : `signIn.${outcome.reason}`, status: 401 });
    case 'signed-in':
      return proceed(page, view, outcome.browser, outcome, [signedInCookie(services, outcome.browserSecret)]);
  }
}

/** GET /auth/sign-in?interaction=…: where the provider sends the browser when it needs a person. */
export async function showSignIn(page: PageRequest, uid: string): Promise<Page> {
  const view = await currentInteraction(page, uid);
  if (!view) return expiredPage();
  return proceed(page, view, await browserOf(page), undefined);
}

/** POST /auth/sign-in: the password form, the second-factor form after it, SSO by email, or a social connection's button. */
export async function completeSignIn(page: PageRequest, form: Schemas['SignInForm']): Promise<Page> {
  const { services, meta } = page;
  const view = await currentInteraction(page, form.interaction);
  if (!view || !csrfTokenValid(csrfKeys(services), view.uid, form.csrf)) return expiredPage();
  const common = await signInFormFor(services, view);

  if (form.ssoEmail !== undefined) return startSsoFromPage(page, view, form.ssoEmail);
  if (form.connection !== undefined) return startSocialFromPage(page, view, form.connection);
  let outcome: PageSignIn;
  if (form.challengeToken !== undefined && form.code !== undefined)
    outcome = await answerMfaOnPage(services, meta, form.challengeToken, form.code);
  else if (form.email !== undefined && form.password !== undefined) outcome = await signInOnPage(services, meta, form.email, form.password);
  else if (form.passkey !== undefined) outcome = await passkeyOnPage(services, meta, form.passkey);
  else return signInPage({ ...common, error: 'signIn.failed', status: 400 });

  switch (outcome.kind) {
    case 'mfa':
      return mfaPage({ ...common, challengeToken: outcome.challengeToken });
    case 'refused':
      if (outcome.reason === 'mfaFailed' && form.challengeToken)
        return mfaPage({ ...common, challengeToken: form.challengeToken, error: 'signIn.mfaFailed', status: 401 });
      return signInPage({
        ...common,
        email: form.email,
        error:
          form.passkey !== undefined && outcome.reason === 'failed'
            ? 'signIn.passkeyRefused'
            : `signIn.${outcome.reason === 'mfaFailed' ? 'failed' : outcome.reason}`,
        status: outcome.reason === 'throttled' ? 429 : 401,
      });
    case 'signed-in': {
      return proceed(page, view, outcome.browser, outcome, [signedInCookie(services, outcome.browserSecret)]);
    }
  }
}

/** POST /auth/sign-in/consent: Allow or Deny, for a third-party client. */
export async function completeConsent(page: PageRequest, form: Schemas['ConsentForm']): Promise<Page> {
  const view = await currentInteraction(page, form.interaction);
  if (!view || !csrfTokenValid(csrfKeys(page.services), view.uid, form.csrf)) return expiredPage();
  const browser = await browserOf(page);
  if (!browser) return proceed(page, view, undefined, undefined);
  const interactions = interactionsOf(page.services);
  if (form.decision === 'deny') return redirectTo(await interactions.deny(page.req, page.res, 'The person declined.'));
  const step = await nextInteractionStep(page.services, view, browser, false);
  if (step.kind !== 'consent' && step.kind !== 'finish') return proceed(page, view, browser, undefined);
  return redirectTo(
    await interactions.finish(page.req, page.res, { userId: browser.userId, sessionId: browser.sessionId, amr: undefined }),
  );
}
