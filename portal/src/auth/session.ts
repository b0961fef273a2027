// The portal's session: a first-party public OIDC client of Gatekeep's own provider. The access
// token lives in memory (the SDK client); the refresh token is an HttpOnly cookie that only
// /portal/session and /portal/session/refresh read.
import { ApiError, type ErrorCode } from '@gatekeep/sdk';
import { useSyncExternalStore } from 'react';
import { gk, queryClient, setTokenRenewer } from '../api';
import { randomToken, s256Challenge, safeReturnTo, savePending, takePending } from './pkce';

export const CLIENT_ID = 'gatekeep-portal';
export const SCOPE = 'openid email profile';
export const CALLBACK_PATH = '/portal/callback';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'failed';

interface SessionState {
  status: SessionStatus;
  /** Why the session could not be checked (status `failed`). */
  error?: unknown;
}

interface PortalTokens {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** POST to one of the portal's session routes: the tokens, null on 401, ApiError otherwise. */
async function postSession(path: string, body: object, nullOn401: boolean): Promise<PortalTokens | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not reach Gatekeep.', cause });
  }
  let payload: { ok?: unknown; data?: PortalTokens; error?: unknown; code?: unknown; requestId?: unknown } | undefined;
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    payload = undefined;
  }
  if (response.ok && payload?.ok === true && typeof payload.data?.accessToken === 'string') return payload.data;
  if (response.status === 401 && nullOn401) return null;
  throw new ApiError({
    status: response.status,
    message: typeof payload?.error === 'string' ? payload.error : response.statusText || `HTTP ${response.status}`,
    code: typeof payload?.code === 'string' ? (payload.code as ErrorCode) : undefined,
    requestId: response.headers.get('x-request-id') ?? (typeof payload?.requestId === 'string' ? payload.requestId : undefined),
    body: payload,
  });
}

let refreshing: Promise<string | null> | undefined;

/** A new access token from the refresh cookie, or null when there is no session; one call at a time. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= postSession('/portal/session/refresh', {}, true)
    .then((tokens) => tokens?.accessToken ?? null)
    .finally(() => (refreshing = undefined));
  return refreshing;
}

function signedIn(accessToken: string): void {
  gk.setToken(accessToken);
  if (state.status !== 'signedIn') setState({ status: 'signedIn' });
}

function signedOut(): void {
  gk.setToken(null);
  queryClient.clear();
  setState({ status: 'signedOut' });
}

// The SDK calls this on a 401 TOKEN_EXPIRED, then replays the request with the new token.
setTokenRenewer(async () => {
  const token = await refreshAccessToken();
  if (token) signedIn(token);
  else signedOut();
  return token;
});

let started = false;

/** Called once on page load: the callback page makes the session itself; any other page asks the cookie. */
export function startSession(): void {
  if (started) return;
  started = true;
  if (window.location.pathname === CALLBACK_PATH) return;
  void checkSession();
}

async function checkSession(): Promise<void> {
  setState({ status: 'loading' });
  try {
    const token = await refreshAccessToken();
    if (token) signedIn(token);
    else signedOut();
  } catch (error) {
    setState({ status: 'failed', error });
  }
}

/** Sends the browser to the authorization endpoint; it comes back to /portal/callback. */
export async function signIn(returnTo = window.location.pathname + window.location.search): Promise<void> {
  const response = await fetch('/.well-known/openid-configuration', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not read the sign-in configuration (HTTP ${response.status}).`);
  const discovery = (await response.json()) as { authorization_endpoint?: unknown };
  if (typeof discovery.authorization_endpoint !== 'string') throw new Error('The sign-in configuration names no authorization endpoint.');
  const verifier = randomToken();
  const stateParam = randomToken();
  savePending({ verifier, state: stateParam, returnTo: safeReturnTo(returnTo) });
  const url = new URL(discovery.authorization_endpoint, window.location.origin);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    scope: SCOPE,
    state: stateParam,
    code_challenge: await s256Challenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  window.location.assign(url.toString());
}

const exchanges = new Map<string, Promise<string>>();

/**
 * Finishes a sign-in from the callback's query: checks the state, trades the code for the
 * session, and resolves to the path to go back to. Once per code (React may run effects twice).
 */
export function completeSignIn(search: URLSearchParams): Promise<string> {
  const key = search.get('code') ?? search.get('error') ?? '';
  let exchange = exchanges.get(key);
  if (!exchange) {
    exchange = exchangeCode(search);
    exchanges.set(key, exchange);
  }
  return exchange;
}

async function exchangeCode(search: URLSearchParams): Promise<string> {
  const pending = takePending();
  const error = search.get('error');
  if (error) {
    setState({ status: 'signedOut' });
    const description = search.get('error_description');
    throw new Error(`Sign-in did not complete: ${description ? `${description} (${error})` : error}.`);
  }
  const code = search.get('code');
  if (!code || !pending || search.get('state') !== pending.state) {
    setState({ status: 'signedOut' });
    throw new Error('This sign-in was not started from this tab, or it was already used. Sign in again.');
  }
  try {
    const tokens = await postSession('/portal/session', { code, codeVerifier: pending.verifier }, false);
    signedIn(tokens!.accessToken);
  } catch (err) {
    setState({ status: 'signedOut' });
    throw err;
  }
  return pending.returnTo;
}

/**
 * Ends the session. The SDK's `logout` wants the refresh token in its body, which this script
 * never sees (it is the HttpOnly cookie); so the Gatekeep session behind the access token (the
 * one `listSessions` marks `current`) is revoked instead: the cookie's refresh token dies with it,
 * and the next /portal/session/refresh answers 401 and clears the cookie.
 */
export async function signOut(): Promise<void> {
  try {
    for await (const session of gk.paginate(gk.listSessions, { limit: 100 })) {
      if (!session.current) continue;
      await gk.revokeSession(session.id);
      break;
    }
  } catch {
    // Signed out here whatever the server said: the token is dropped from memory below.
  } finally {
    signedOut();
  }
}

/** Forgets the session in this page only, for when it was already ended on the server (logoutAll, revokeSession). */
export function forgetSession(): void {
  signedOut();
}

export interface Session extends SessionState {
  signIn: typeof signIn;
  signOut: typeof signOut;
  completeSignIn: typeof completeSignIn;
  retry: () => Promise<void>;
}

export function useSession(): Session {
  const current = useSyncExternalStore(subscribe, () => state);
  return { ...current, signIn, signOut, completeSignIn, retry: checkSession };
}
