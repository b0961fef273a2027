import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdpUnreachableError } from '../../server/protocols/sso/guarded-fetch.ts';
import { IdpAnswerError } from '../../server/protocols/sso/external-identity.ts';
import { type OidcProvider, oidcAuthorizationUrl, oidcIdentity } from '../../server/protocols/sso/oidc.ts';
import { type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';

// Issue 32 point 2: the relying party (openid-client) against a real OpenID Provider
// (oidc-provider) on https loopback, trusted through the run's test CA.
const REDIRECT_URI = 'http://127.0.0.1:1/v1/sso/oidc/callback';
let idp: OidcIdp;
let n = 0;
beforeAll(async () => {
  idp = await startOidcIdp();
});
afterAll(() => idp?.close());

function provider(overrides: Partial<OidcProvider> = {}, authMethod?: 'client_secret_basic' | 'client_secret_post'): OidcProvider {
  const clientId = `rp-${n++}`;
  const clientSecret = randomBytes(16).toString('hex');
  idp.addClient({ clientId, clientSecret, redirectUris: [REDIRECT_URI], ...(authMethod ? { authMethod } : {}) });
  return {
    configId: `prv_${clientId}`,
    version: 1,
    issuer: idp.issuer,
    clientId,
    clientSecret,
    scopes: ['openid', 'email', 'profile'],
    redirectUri: REDIRECT_URI,
    allowPrivateAddresses: true,
    clockSkewSeconds: 120,
    ...overrides,
  };
}

const checks = () => ({
  state: randomBytes(16).toString('base64url'),
  nonce: randomBytes(16).toString('base64url'),
  codeVerifier: randomBytes(32).toString('base64url'),
});

/** The IdP's answer at the callback for a sign-in started with `request`. */
async function answerFor(rp: OidcProvider, request: ReturnType<typeof checks>, rewrite?: (url: URL) => void) {
  const url = new URL(await oidcAuthorizationUrl(rp, request));
  rewrite?.(url);
  return (await idp.authorize(url.toString())).searchParams;
}

describe('the OIDC relying party', () => {
  it('signs in with PKCE S256, state and nonce, and reads the identity from the ID token', async () => {
    for (const authMethod of ['client_secret_basic', 'client_secret_post'] as const) {
      const rp = provider({}, authMethod);
      idp.signInAs({ sub: `sub-${authMethod}`, email: 'ada@acme.test', email_verified: true, name: 'Ada' });
      const request = checks();
      const url = new URL(await oidcAuthorizationUrl(rp, request));
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: rp.clientId,
        redirect_uri: REDIRECT_URI,
        state: request.state,
        nonce: request.nonce,
        code_challenge_method: 'S256',
      });
      const query = (await idp.authorize(url.toString())).searchParams;
      expect(await oidcIdentity(rp, query, request)).toEqual({
        subject: `sub-${authMethod}`,
        email: 'ada@acme.test',
        emailVerified: true,
        name: 'Ada',
      });
    }
  });

  it('reads email_verified as verified only when it is true', async () => {
    for (const [claim, verified] of [
      [false, false],
      [undefined, false],
    ] as const) {
      const rp = provider();
      idp.signInAs({ sub: 'grace', email: 'grace@acme.test', ...(claim === undefined ? {} : { email_verified: claim }) });
      const request = checks();
      expect((await oidcIdentity(rp, await answerFor(rp, request), request)).emailVerified).toBe(verified);
    }
  });

  it('refuses a tampered state, a wrong nonce, a wrong PKCE verifier and a replayed code', async () => {
    const rp = provider();
    idp.signInAs({ sub: 'mallory', email: 'm@acme.test', email_verified: true });
    const request = checks();
    const query = await answerFor(rp, request);
    await expect(oidcIdentity(rp, query, { ...request, state: 'another' })).rejects.toBeInstanceOf(IdpAnswerError);

    const nonceRequest = checks();
    const swapped = await answerFor(rp, nonceRequest, (url) => url.searchParams.set('nonce', 'not-the-one-we-keep'));
    await expect(oidcIdentity(rp, swapped, nonceRequest)).rejects.toBeInstanceOf(IdpAnswerError);

    const pkceRequest = checks();
    const pkceAnswer = await answerFor(rp, pkceRequest);
    await expect(
      oidcIdentity(rp, pkceAnswer, { ...pkceRequest, codeVerifier: randomBytes(32).toString('base64url') }),
    ).rejects.toBeInstanceOf(IdpAnswerError);

    const once = checks();
    const answer = await answerFor(rp, once);
    await oidcIdentity(rp, answer, once);
    await expect(oidcIdentity(rp, answer, once)).rejects.toBeInstanceOf(IdpAnswerError);
  });

  it('refuses an IdP on a private address unless allowed, and one that is not https', async () => {
    const request = checks();
    await expect(oidcAuthorizationUrl(provider({ allowPrivateAddresses: false, configId: 'prv_private' }), request)).rejects.toBeInstanceOf(
      IdpUnreachableError,
    );
    await expect(
      oidcAuthorizationUrl(provider({ issuer: idp.issuer.replace('https:', 'http:'), configId: 'prv_http' }), request),
    ).rejects.toBeInstanceOf(IdpUnreachableError);
  });

  it('passes the IdP refusal on as the reason', async () => {
    const rp = provider();
    const request = checks();
    const query = new URLSearchParams({
      error: 'access_denied',
      error_description: 'The user said no',
      state: request.state,
      iss: idp.issuer,
    });
    await expect(oidcIdentity(rp, query, request)).rejects.toMatchObject({ reason: 'access_denied' });
  });
});
