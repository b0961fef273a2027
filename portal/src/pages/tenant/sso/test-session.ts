// The test sign-in of an SSO connection: started on the SSO page, finished on /portal/sso-test.
// The PKCE verifier and the state wait in sessionStorage (this tab only) for the one answer.
import type { Gatekeep } from '@gatekeep/sdk';
import { randomToken, s256Challenge } from '../../../auth/pkce';

export const SSO_TEST_PATH = '/portal/sso-test';
const KEY = 'gatekeep.portal.ssoTest';

/** Where the IdP's answer comes back: must be one of the connection's allowed redirect URIs. */
export const ssoTestRedirectUri = (): string => `${window.location.origin}${SSO_TEST_PATH}`;

export interface PendingSsoTest {
  state: string;
  codeVerifier: string;
  tenantId: string;
  providerConfigId: string;
  connectionName: string;
  /** The SSO page's path, to go back to. */
  returnTo: string;
}

/** Starts the test sign-in: the browser leaves for the IdP when this resolves. */
export async function startSsoTest(gk: Gatekeep, connection: { tenantId: string; id: string; name: string }): Promise<void> {
  const codeVerifier = randomToken(32);
  const state = randomToken(16);
  const pending: PendingSsoTest = {
    state,
    codeVerifier,
    tenantId: connection.tenantId,
    providerConfigId: connection.id,
    connectionName: connection.name,
    returnTo: window.location.pathname,
  };
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  try {
    const { url } = await gk.startSso({
      providerConfigId: connection.id,
      redirectUri: ssoTestRedirectUri(),
      state,
      codeChallenge: await s256Challenge(codeVerifier),
      codeChallengeMethod: 'S256',
    });
    window.location.assign(url);
  } catch (error) {
    sessionStorage.removeItem(KEY);
    throw error;
  }
}

/** The pending test, removed as it is read: a state answers one callback. */
export function takePendingSsoTest(): PendingSsoTest | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSsoTest>;
    if (typeof value.state !== 'string' || typeof value.codeVerifier !== 'string') return null;
    const returnTo = typeof value.returnTo === 'string' && value.returnTo.startsWith('/portal/') ? value.returnTo : '/portal/';
    return {
      state: value.state,
      codeVerifier: value.codeVerifier,
      tenantId: String(value.tenantId ?? ''),
      providerConfigId: String(value.providerConfigId ?? ''),
      connectionName: String(value.connectionName ?? 'the connection'),
      returnTo,
    };
  } catch {
    return null;
  }
}
