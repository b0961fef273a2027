// GitHub as a social connection: OAuth 2.0 (oidc.ts redeems the code) and then GitHub's REST
// API for who signed in: /user for the stable numeric id and the name, /user/emails for the
// address, since /user shows only a public one and says nothing of its verification.
import { type ExternalIdentity, IdpAnswerError } from './external-identity.ts';
import { guardedFetch, IdpUnreachableError } from './guarded-fetch.ts';
import { oauthAccessToken, oauthAuthorizationUrl, type OAuthServer } from './oidc.ts';

export interface GithubProvider {
  /** https://github.com, or a GitHub Enterprise Server. */
  githubUrl: string;
  /** https://api.github.com, or the server's https://<host>/api/v3. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The connection's callback, registered as the OAuth app's. */
  redirectUri: string;
  allowPrivateAddresses: boolean;
}

/** Enough to read the profile and every address with its verification. */
export const GITHUB_SCOPES = ['read:user', 'user:email'];
const REQUEST_TIMEOUT_MS = 10_000;

const trimmed = (url: string) => url.replace(/\/+$/, '');

function oauthServer(github: GithubProvider): OAuthServer {
  const base = trimmed(github.githubUrl);
  return {
    issuer: base,
    authorizationEndpoint: `${base}/login/oauth/authorize`,
    tokenEndpoint: `${base}/login/oauth/access_token`,
    clientId: github.clientId,
    clientSecret: github.clientSecret,
    scopes: GITHUB_SCOPES,
    redirectUri: github.redirectUri,
    allowPrivateAddresses: github.allowPrivateAddresses,
  };
}

export function githubAuthorizationUrl(github: GithubProvider, request: { state: string; codeVerifier: string }): Promise<string> {
  return oauthAuthorizationUrl(oauthServer(github), request);
}

interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** The code redeemed, then the person as GitHub's API describes them. */
export async function githubIdentity(
  github: GithubProvider,
  query: URLSearchParams,
  checks: { state: string; codeVerifier: string },
): Promise<ExternalIdentity> {
  const accessToken = await oauthAccessToken(oauthServer(github), query, checks);
  const fetch = guardedFetch({ allowPrivateAddresses: github.allowPrivateAddresses, timeoutMs: REQUEST_TIMEOUT_MS });
  const call = async (path: string): Promise<unknown> => {
    const response = await fetch(`${trimmed(github.apiUrl)}${path}`, {
      method: 'GET',
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${accessToken}`,
        'user-agent': 'Gatekeep',
        'x-github-api-version': '2022-11-28',
      },
    });
    if (response.status >= 500) throw new IdpUnreachableError(`GitHub's ${path} answered ${response.status}.`);
    if (response.status !== 200) throw new IdpAnswerError('invalid_idp_answer', `GitHub's ${path} answered ${response.status}.`);
    try {
      return await response.json();
    } catch {
      throw new IdpAnswerError('invalid_idp_answer', `GitHub's ${path} answered something other than JSON.`);
    }
  };
  const user = (await call('/user')) as { id?: unknown; login?: unknown; name?: unknown };
  if (typeof user?.id !== 'number' || !Number.isSafeInteger(user.id))
    throw new IdpAnswerError('invalid_idp_answer', "GitHub's /user answered without a numeric id.");
  const emails = await call('/user/emails');
  const listed = Array.isArray(emails)
    ? (emails as Partial<GithubEmail>[]).filter(
        (entry): entry is GithubEmail => typeof entry?.email === 'string' && entry.email.length <= 320,
      )
    : [];
  // The primary address, vouched for only when GitHub verified it (a JSON true, nothing else).
  const primary = listed.find((entry) => entry.primary === true);
  const name = typeof user.name === 'string' && user.name ? user.name : typeof user.login === 'string' ? user.login : null;
  return {
    // The numeric id: a login can be renamed and then taken by someone else; the id cannot.
    subject: String(user.id),
    email: primary?.email ?? null,
    emailVerified: primary?.verified === true,
    name,
  };
}
