// PKCE (RFC 7636) and the state kept across the redirect to the authorization endpoint.

const PENDING_KEY = 'gatekeep.portal.signIn';

export interface PendingSignIn {
  verifier: string;
  state: string;
  /** A path under /portal/ to go back to once signed in. */
  returnTo: string;
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(byteLength = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Only paths of the portal itself, never another origin (`//evil`) nor the callback again. */
export function safeReturnTo(path: string | null | undefined): string {
  if (!path || !path.startsWith('/portal') || path.startsWith('//') || path.startsWith('/portal/callback')) return '/portal/';
  return path;
}

export function savePending(pending: PendingSignIn): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The pending sign-in, removed from storage as it is read: a state is good for one callback. */
export function takePending(): PendingSignIn | undefined {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof value.verifier !== 'string' || typeof value.state !== 'string') return undefined;
    return { verifier: value.verifier, state: value.state, returnTo: safeReturnTo(value.returnTo) };
  } catch {
    return undefined;
  }
}
