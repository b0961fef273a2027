import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as openidClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/cookie-jar.ts';
import { type OidcClientRegistration, type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';

// The test identity provider that single sign-on (issue 32) is tested against (oidc-idp.ts): found
// over https through the run's certificate authority alone (test-ca.test.ts), and speaking the
// protocol a relying party needs, checked here as a relying party would.

const REDIRECT_URI = 'http://127.0.0.1:1/callback';

describe('the test OpenID Provider', () => {
  let idp: OidcIdp;
  let discovery: { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string; [field: string]: unknown };
  beforeAll(async () => {
    idp = await startOidcIdp();
    discovery = await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json();
  });
  afterAll(() => idp?.close());

  /** A client of its own, and an authorization request as a relying party makes one. */
  function newClient(authMethod?: OidcClientRegistration['authMethod']) {
    const client = { clientId: `client-${randomBytes(4).toString('hex')}`, clientSecret: randomBytes(16).toString('hex') };
    idp.addClient({ ...client, redirectUris: [REDIRECT_URI], authMethod });
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('hex');
    const nonce = randomBytes(8).toString('hex');
    const authorizationUrl = new URL(discovery.authorization_endpoint);
    authorizationUrl.search = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return { ...client, verifier, state, nonce, authorizationUrl };
  }

  function exchange(code: string, verifier: string, init: { headers?: Record<string, string>; body?: Record<string, string> } = {}) {
    return fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
        ...init.body,
      }),
    });
  }

  async function verifiedIdToken(idToken: string, clientId: string) {
    const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload, protectedHeader } = await jwtVerify(idToken, keys, { issuer: idp.issuer, audience: clientId });
    expect(protectedHeader.alg).toBe('RS256');
    return payload;
  }

  it('publishes its discovery document over https, for code with PKCE S256 and both client secret methods', () => {
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(['client_secret_basic', 'client_secret_post']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
  });

  it('signs in without a page and issues a code, then an ID token with the nonce and the account’s claims (client_secret_basic)', async () => {
    idp.signInAs({ sub: 'alice-1', email: 'alice@acme.test', email_verified: true, name: 'Alice Example' });
    const client = newClient();

    const callback = await idp.authorize(client.authorizationUrl.href);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(client.state);
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64');
    const response = await exchange(code, client.verifier, { headers: { authorization: `Basic ${basic}` } });
    const tokens = await response.json();
    expect(response.status, JSON.stringify(tokens)).toBe(200);
    const claims = await verifiedIdToken(tokens.id_token, client.clientId);
    expect(claims).toMatchObject({
      sub: 'alice-1',
      nonce: client.nonce,
      email: 'alice@acme.test',
      email_verified: true,
      name: 'Alice Example',
    });

    // A code is good once.
    expect((await exchange(code, client.verifier, { headers: { authorization: `Basic ${basic}` } })).status).toBe(400);
  });

  it('leaves email_verified out of the ID token of an account that has none (client_secret_post)', async () => {
    idp.signInAs({ sub: 'bob-2', email: 'bob@acme.test', name: 'Bob' });
    const client = newClient('client_secret_post');
    const code = (await idp.authorize(client.authorizationUrl.href)).searchParams.get('code') ?? '';

    const wrongSecret = await exchange(code, client.verifier, { body: { client_id: client.clientId, client_secret: 'not-the-secret' } });
    expect(wrongSecret.status).toBe(401);
    const response = await exchange(code, client.verifier, { body: { client_id: client.clientId, client_secret: client.clientSecret } });
    const tokens = await response.json();
    expect(response.status, JSON.stringify(tokens)).toBe(200);
    const claims = await verifiedIdToken(tokens.id_token, client.clientId);
    expect(claims).toMatchObject({ sub: 'bob-2', email: 'bob@acme.test', name: 'Bob' });
    expect(claims).not.toHaveProperty('email_verified');
  });

  it('refuses a code exchanged without the PKCE verifier, and an authorization without a challenge', async () => {
    idp.signInAs({ sub: 'carol-3' });
    const client = newClient('client_secret_post');
    const code = (await idp.authorize(client.authorizationUrl.href)).searchParams.get('code') ?? '';
    const credentials = { client_id: client.clientId, client_secret: client.clientSecret };
    const response = await exchange(code, randomBytes(32).toString('base64url'), { body: credentials });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });

    const withoutPkce = new URL(client.authorizationUrl);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const callback = await idp.authorize(withoutPkce.href);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('state')).toBe(client.state);
  });

  it('serves openid-client, the relying party library Gatekeep uses: discovery, code with PKCE, ID token, userinfo', async () => {
    idp.signInAs({ sub: 'erin-5', email: 'erin@acme.test', email_verified: false, name: 'Erin' });
    const { clientId, clientSecret } = newClient('client_secret_post');
    const config = await openidClient.discovery(new URL(idp.issuer), clientId, undefined, openidClient.ClientSecretPost(clientSecret));
    const [verifier, state, nonce] = [openidClient.randomPKCECodeVerifier(), openidClient.randomState(), openidClient.randomNonce()];
    const authorizationUrl = openidClient.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await openidClient.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await idp.authorize(authorizationUrl.href);
    const tokens = await openidClient.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const expected = { sub: 'erin-5', email: 'erin@acme.test', email_verified: false, name: 'Erin' };
    expect(tokens.claims()).toMatchObject(expected);
    expect(await openidClient.fetchUserInfo(config, tokens.access_token, 'erin-5')).toEqual(expected);
  });

  it('answers with an error, not a redirect, for a redirect_uri the client did not register', async () => {
    const client = newClient();
    const elsewhere = new URL(client.authorizationUrl);
    elsewhere.searchParams.set('redirect_uri', 'http://127.0.0.1:1/elsewhere');
    await expect(idp.authorize(elsewhere.href)).rejects.toThrow(/redirect_uri did not match/);
  });
});

describe('the test OpenID Provider, interactive', () => {
  let idp: OidcIdp;
  beforeAll(async () => {
    idp = await startOidcIdp({ interactive: true });
  });
  afterAll(() => idp?.close());

  it('shows a login page whose form signs in the signInAs account, whatever is typed', async () => {
    idp.signInAs({ sub: 'dana-4', email: 'dana@acme.test', email_verified: true });
    idp.addClient({ clientId: 'browser-client', clientSecret: 'secret', redirectUris: [REDIRECT_URI] });
    const challenge = createHash('sha256').update('verifier').digest('base64url');
    const start = `${idp.issuer}/auth?${new URLSearchParams({
      response_type: 'code',
      client_id: 'browser-client',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      state: 'st',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`;
    await expect(idp.authorize(start)).rejects.toThrow(/answered 200 to \/interaction\/.*<form method="post"/s);

    // The walk a browser makes, the form submitted once on the way.
    const jar = new CookieJar();
    let url = new URL(start);
    let submitted = false;
    while (url.origin === idp.issuer) {
      const cookie = jar.headerFor(url);
      const headers: Record<string, string> = cookie ? { cookie } : {};
      let response = await fetch(url, { redirect: 'manual', headers });
      if (response.status === 200) {
        expect(submitted).toBe(false);
        const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1] ?? '';
        const form = new URLSearchParams({ login: 'anything', password: 'anything' });
        response = await fetch(new URL(action, url), { method: 'POST', redirect: 'manual', headers, body: form });
        submitted = true;
      }
      jar.store(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`${response.status} from ${url.pathname}: ${await response.text()}`);
      url = new URL(location, url);
    }
    expect(submitted).toBe(true);
    expect(url.searchParams.get('state')).toBe('st');
    expect(url.searchParams.get('code')).toBeTruthy();
  });
});
