import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationRequest,
  type BrowserPage,
  CLIENT_REDIRECT_URI,
  registeredClient,
  startProviderServer,
  TestBrowser,
} from '../helpers/openid-provider.ts';
import { addMember } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, type TestApp } from '../helpers/test-app.ts';

// Issue 33 points 1 and 6: Gatekeep as an OpenID Provider, driven by openid-client (an OpenID
// Certified relying party) through discovery, code + PKCE, refresh, userinfo, introspection,
// revocation and logout, with the hosted sign-in page in between as a person would use it.

let gk: TestApp & { issuer: string; stop(): Promise<void> };
beforeAll(async () => {
  gk = await startProviderServer();
}, 120_000);
afterAll(() => gk?.stop());

const REDIRECT_URI = CLIENT_REDIRECT_URI;

/** A third-party client unless `body` says otherwise, with a logout redirect URI. */
const registerClient = (body: Record<string, unknown> = {}) =>
  registeredClient(gk, { firstParty: false, postLogoutRedirectUris: ['https://app.example.test/bye'], ...body });

/** A person's whole sign-in: the authorization URL, the hosted page, and back to the client with a code. */
async function signInThrough(config: oidc.Configuration, email: string, extra: Record<string, string> = {}) {
  const { url, verifier, state } = await authorizationRequest(config, { scope: 'openid email profile offline_access', ...extra });
  const browser = new TestBrowser(gk.issuer);
  const page = (await browser.open(url)) as BrowserPage;
  expect(page.status, page.html).toBe(200);
  expect(page.url.pathname).toBe('/auth/sign-in');
  const landed = await browser.submit(page, '/auth/sign-in', { email, password: PASSWORD });
  return { browser, landed, verifier, state };
}

describe('Gatekeep as an OpenID Provider, through openid-client', () => {
  it('publishes a complete discovery document', async () => {
    const config = await oidc.discovery(new URL(gk.issuer), 'anyone', undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    const metadata = config.serverMetadata();
    expect(metadata).toMatchObject({
      issuer: gk.issuer,
      authorization_endpoint: `${gk.issuer}/v1/oidc/authorize`,
      token_endpoint: `${gk.issuer}/v1/oidc/token`,
      userinfo_endpoint: `${gk.issuer}/v1/oidc/userinfo`,
      revocation_endpoint: `${gk.issuer}/v1/oidc/revoke`,
      introspection_endpoint: `${gk.issuer}/v1/oidc/introspect`,
      end_session_endpoint: `${gk.issuer}/v1/oidc/logout`,
      jwks_uri: `${gk.issuer}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']));
    expect(metadata.grant_types_supported).not.toContain('implicit');
  });

  it('signs a person in with code + PKCE: ID token, userinfo, refresh that rotates, introspection and revocation', async () => {
    const client = await registerClient({ firstParty: true });
    const { config } = client;
    const person = await signUp(gk);
    const { landed, verifier, state } = await signInThrough(config, person.email);
    expect(landed).toBeInstanceOf(URL);
    const callback = landed as URL;
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('iss')).toBe(gk.issuer);

    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: gk.issuer, aud: client.clientId, sub: person.user.id, email: person.email, email_verified: true });
    expect(tokens.refresh_token).toBeTruthy();

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, person.user.id);
    expect(userinfo).toMatchObject({ sub: person.user.id, email: person.email });

    const introspected = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(introspected).toMatchObject({ active: true, sub: person.user.id, client_id: client.clientId });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    await oidc.tokenRevocation(config, refreshed.access_token);
    expect(await oidc.tokenIntrospection(config, refreshed.access_token)).toMatchObject({ active: false });
  });

  it('detects a reused refresh token and ends the whole grant', async () => {
    const client = await registerClient({ firstParty: true });
    const { config } = client;
    const person = await signUp(gk);
    const { landed, verifier, state } = await signInThrough(config, person.email);
    const tokens = await oidc.authorizationCodeGrant(config, landed as URL, { pkceCodeVerifier: verifier, expectedState: state });
    const rotated = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The thief's reuse cost the legitimate holder its token too: the grant is gone.
    await expect(oidc.refreshTokenGrant(config, rotated.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('ends every token of a grant with the Gatekeep session it was given under', async () => {
    const client = await registerClient({ firstParty: true });
    const { config } = client;
    const person = await signUp(gk);
    const { landed, verifier, state } = await signInThrough(config, person.email);
    const tokens = await oidc.authorizationCodeGrant(config, landed as URL, { pkceCodeVerifier: verifier, expectedState: state });
    const ended = await gk.operation('logoutAll', { token: person.accessToken });
    expect(ended.status, ended.text).toBe(200);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toMatchObject({ active: false });
  });

  it('requires PKCE of a public client', async () => {
    const client = await registerClient({ tokenEndpointAuthMethod: 'none', firstParty: true });
    const { config } = client;
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid', state: 'x' });
    const landed = await new TestBrowser(gk.issuer).open(url);
    expect(landed).toBeInstanceOf(URL);
    expect((landed as URL).searchParams.get('error')).toBe('invalid_request');
  });

  it('asks a person to consent to a third-party client, and tells the client when they deny', async () => {
    const client = await registerClient();
    const { config } = client;
    const person = await signUp(gk);
    const { browser, landed } = await signInThrough(config, person.email);
    const consent = landed as BrowserPage;
    expect(consent.status, String(landed)).toBe(200);
    expect(consent.html).toContain('Acme web wants to access your account');
    const denied = (await browser.submit(consent, '/auth/sign-in/consent', { decision: 'deny' })) as URL;
    expect(denied, JSON.stringify(denied)).toBeInstanceOf(URL);
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it("states the person's role in the client's tenant (organization scope), and refuses a non-member", async () => {
    const client = await registerClient({ firstParty: true });
    const { config } = client;
    const member = await signUp(gk);
    await addMember(gk, client.tenant.id, client.owner, member, 'admin');
    const { landed, verifier, state } = await signInThrough(config, member.email, { scope: 'openid organization' });
    const tokens = await oidc.authorizationCodeGrant(config, landed as URL, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.claims()).toMatchObject({ tid: client.tenant.id, role: 'admin', permissions: expect.arrayContaining([]) });

    const outsider = await signUp(gk);
    const refused = await signInThrough(config, outsider.email, { scope: 'openid organization' });
    expect((refused.landed as URL).searchParams.get('error')).toBe('access_denied');
  });

  it('issues client_credentials tokens to a confidential client, which no /v1 route accepts', async () => {
    const client = await registerClient({ grantTypes: ['client_credentials'], redirectUris: [] });
    const { config } = client;
    const tokens = await oidc.clientCredentialsGrant(config);
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toMatchObject({ active: true, client_id: client.clientId });
    const me = await gk.call('GET', '/v1/me', { token: tokens.access_token });
    expect(me.status).toBe(401);
  });
});
