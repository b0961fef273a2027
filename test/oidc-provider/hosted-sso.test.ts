import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';
import { type BrowserPage, startProviderServer, TestBrowser } from '../helpers/openid-provider.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { ssoTenant } from '../sso/helpers.ts';

// Issue 33 point 3: "Sign in with SSO" by email on the hosted sign-in page, through discoverSso's
// rule: the address's organisation's identity provider (a real oidc-provider here) signs the
// person in, and the OpenID Provider's flow goes on to the client with a code.

const REDIRECT_URI = 'https://app.example.test/callback';

let gk: TestApp & { issuer: string; stop(): Promise<void> };
let idp: OidcIdp;
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  idp = await startOidcIdp();
  gk = await startProviderServer({ DNS_SERVERS: dns.address, SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
}, 120_000);
afterAll(async () => {
  await gk?.stop();
  await idp?.close();
  await dns?.close();
});

async function clientOf(sso: Awaited<ReturnType<typeof ssoTenant>>) {
  const created = await gk.operation('createOidcClient', {
    params: { tenantId: sso.tenant.id },
    body: { name: 'Acme web', redirectUris: [REDIRECT_URI], firstParty: true },
    token: sso.owner.accessToken,
  });
  const secret = created.data.secret!;
  return oidc.discovery(new URL(gk.issuer), created.data.oidcClient.id, secret, oidc.ClientSecretBasic(secret), {
    execute: [oidc.allowInsecureRequests],
  });
}

describe('single sign-on from the hosted sign-in page', () => {
  it("signs a person in through their organisation's identity provider and on to the client", async () => {
    const sso = await ssoTenant({ t: gk, idp, dns });
    const config = await clientOf(sso);
    const person = { sub: `idp-${randomBytes(6).toString('hex')}`, email: sso.email('grace'), email_verified: true, name: 'Grace Hopper' };
    idp.signInAs(person);

    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile organization',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const browser = new TestBrowser(gk.issuer);
    const signIn = (await browser.open(url)) as BrowserPage;
    expect(signIn.html).toContain('Sign in with SSO');
    const onward = (await browser.submit(signIn, '/auth/sign-in', { ssoEmail: person.email })) as BrowserPage;
    expect(onward.status).toBe(200);
    const idpUrl = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(onward.html)![1]!.replaceAll('&#38;', '&');
    expect(new URL(idpUrl).origin).toBe(idp.issuer);

    const callback = await idp.authorize(idpUrl);
    expect(callback.pathname).toBe('/v1/sso/oidc/callback');
    const landed = (await browser.open(callback)) as URL;
    expect(landed.origin + landed.pathname).toBe(REDIRECT_URI);
    const tokens = await oidc.authorizationCodeGrant(config, landed, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.claims()).toMatchObject({ email: person.email, name: 'Grace Hopper', tid: sso.tenant.id, role: 'member' });
  });

  it('says when no organisation signs the address in, and refuses a return it did not start', async () => {
    const sso = await ssoTenant({ t: gk, idp, dns });
    const config = await clientOf(sso);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const browser = new TestBrowser(gk.issuer);
    const signIn = (await browser.open(url)) as BrowserPage;
    const refused = (await browser.submit(signIn, '/auth/sign-in', { ssoEmail: 'someone@unknown-domain.test' })) as BrowserPage;
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('No single sign-on is set up for this address');

    const uid = new URL(signIn.url).searchParams.get('interaction')!;
    const forged = (await browser.open(`/auth/sign-in/sso?state=${uid}.forged&code=gksc_x`)) as BrowserPage;
    expect(forged.status).toBe(400);
  });
});
