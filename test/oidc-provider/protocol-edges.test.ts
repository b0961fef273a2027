import { createHash } from 'node:crypto';
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
import { PASSWORD, signUp, type TestApp } from '../helpers/test-app.ts';

// Issue 33 point 5: the provider's rules at its edges. Codes are single-use and bound to their
// client and PKCE verifier; redirect URIs match exactly; only the code flow exists; a pushed
// authorization request works; what a client sends never reaches the database as U+0000; and
// the API's own credentials open nothing at the provider, as its tokens open nothing in /v1.

let gk: TestApp & { issuer: string; stop(): Promise<void> };
beforeAll(async () => {
  gk = await startProviderServer();
}, 120_000);
afterAll(() => gk?.stop());

const REDIRECT_URI = CLIENT_REDIRECT_URI;
const client = async (body: Record<string, unknown> = {}) => (await registeredClient(gk, body)).config;

/** A code for `config`, with the verifier it is bound to. */
async function codeFor(config: oidc.Configuration) {
  const { url, verifier } = await authorizationRequest(config, { scope: 'openid' });
  const person = await signUp(gk);
  const browser = new TestBrowser(gk.issuer);
  const form = (await browser.open(url)) as BrowserPage;
  const landed = (await browser.submit(form, '/auth/sign-in', { email: person.email, password: PASSWORD })) as URL;
  return { code: landed.searchParams.get('code')!, verifier };
}

/** The token endpoint as a client posts to it, with its own authentication. */
async function tokenRequest(config: oidc.Configuration, secret: string | undefined, fields: Record<string, string>) {
  const { client_id } = config.clientMetadata();
  const response = await fetch(`${gk.issuer}/v1/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id, ...(secret ? { client_secret: secret } : {}), ...fields }),
  });
  return { status: response.status, body: (await response.json()) as { error?: string; access_token?: string } };
}

const secretOf = (config: oidc.Configuration) => config.clientMetadata().client_secret as string;

describe("the provider's edges", () => {
  it('spends a code once, and only with its own client and verifier', async () => {
    const config = await client({ tokenEndpointAuthMethod: 'client_secret_post' });
    const other = await client({ tokenEndpointAuthMethod: 'client_secret_post' });
    const redeem = (c: oidc.Configuration, code: string, verifier: string) =>
      tokenRequest(c, secretOf(c), { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT_URI });

    const first = await codeFor(config);
    expect((await redeem(other, first.code, first.verifier)).body.error).toBe('invalid_grant');
    expect((await redeem(config, first.code, oidc.randomPKCECodeVerifier())).body.error).toBe('invalid_grant');

    const second = await codeFor(config);
    const spent = await redeem(config, second.code, second.verifier);
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    expect((await redeem(config, second.code, second.verifier)).body.error).toBe('invalid_grant');
  });

  it('matches redirect URIs exactly and offers no implicit or hybrid flow', async () => {
    const config = await client();
    const { client_id } = config.clientMetadata();
    const browser = new TestBrowser(gk.issuer);
    const authorize = (params: Record<string, string>) =>
      browser.open(`/v1/oidc/authorize?${new URLSearchParams({ client_id, scope: 'openid', ...params })}`);

    for (const near of [`${REDIRECT_URI}/`, `${REDIRECT_URI}?x=1`, 'https://app.example.test/CALLBACK']) {
      const page = (await authorize({ response_type: 'code', redirect_uri: near })) as BrowserPage;
      expect(page.status, near).toBe(400);
    }
    for (const responseType of ['token', 'id_token', 'code id_token', 'code token']) {
      const refused = (await authorize({ response_type: responseType, redirect_uri: REDIRECT_URI, nonce: 'n' })) as URL;
      // A flow that would answer in the fragment gets its error there.
      const answer = new URLSearchParams(refused.hash.slice(1) || refused.search);
      expect(answer.get('error'), responseType).toBe('unsupported_response_type');
      expect(answer.has('code') || answer.has('access_token') || answer.has('id_token'), responseType).toBe(false);
    }
  });

  it('accepts a pushed authorization request (RFC 9126)', async () => {
    const config = await client();
    const verifier = oidc.randomPKCECodeVerifier();
    const url = await oidc.buildAuthorizationUrlWithPAR(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('request_uri')).toMatch(/^urn:ietf:params:oauth:request_uri:/);
    const page = (await new TestBrowser(gk.issuer).open(url)) as BrowserPage;
    expect(page.url.pathname).toBe('/auth/sign-in');
  });

  it('answers a U+0000 in what a client sends as an OAuth error, never a server error', async () => {
    const config = await client();
    const { client_id } = config.clientMetadata();
    const nul = '\u0000';
    const resume = await fetch(`${gk.issuer}/v1/oidc/authorize/a%00b`, { redirect: 'manual' });
    expect(resume.status).toBe(400);
    const authorize = await fetch(`${gk.issuer}/v1/oidc/authorize?client_id=x%00&response_type=code&scope=openid`, { redirect: 'manual' });
    expect(authorize.status).toBe(400);
    const withState = await fetch(
      `${gk.issuer}/v1/oidc/authorize?${new URLSearchParams({ client_id, response_type: 'code', scope: 'openid', redirect_uri: REDIRECT_URI, state: `a${nul}b` })}`,
      { redirect: 'manual' },
    );
    expect(withState.status).toBe(303);
    const refused: Record<string, string>[] = [
      { grant_type: 'authorization_code', code: `c${nul}`, redirect_uri: REDIRECT_URI },
      { grant_type: 'refresh_token', refresh_token: `r${nul}` },
    ];
    for (const fields of refused) {
      expect((await tokenRequest(config, secretOf(config), fields)).body.error).toBe('invalid_grant');
    }
    expect((await tokenRequest(config, undefined, { grant_type: 'client_credentials', client_id: `x${nul}` })).status).toBe(401);
  });

  it("refuses Gatekeep's own access token at userinfo, and the provider's tokens on the API", async () => {
    const config = await client();
    const person = await signUp(gk);
    const userinfo = await fetch(`${gk.issuer}/v1/oidc/userinfo`, { headers: { authorization: `Bearer ${person.accessToken}` } });
    expect(userinfo.status).toBe(401);
    expect(((await userinfo.json()) as { error: string }).error).toBe('invalid_token');

    const { code, verifier } = await codeFor(config);
    const tokens = await tokenRequest(config, secretOf(config), {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
    });
    for (const path of ['/v1/me', '/v1/tenants', '/v1/me/sessions']) {
      expect((await gk.call('GET', path, { token: tokens.body.access_token })).status, path).toBe(401);
    }
  });

  it('answers response_mode=form_post with a page that runs its one script alone, under a CSP', async () => {
    const config = await client();
    const { url } = await authorizationRequest(config, { scope: 'openid', response_mode: 'form_post' });
    const person = await signUp(gk);
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open(url)) as BrowserPage;
    const page = (await browser.submit(form, '/auth/sign-in', { email: person.email, password: PASSWORD })) as BrowserPage;
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain(`action="${REDIRECT_URI}"`);
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.html)![1]!;
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});
