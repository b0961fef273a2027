import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationRequest,
  type BrowserPage,
  redeemCode,
  registeredClient,
  startProviderServer,
  TestBrowser,
} from '../helpers/openid-provider.ts';
import { PASSWORD, signUp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Issue 33 points 1, 3 and 5: the hosted sign-in page in the provider's flow: a second factor,
// a browser already signed in, a client that demands a fresh sign-in, consent, RP-initiated
// logout, and the page's own defences (CSRF token, CSP, a wrong password said in words).

let gk: TestApp & { issuer: string; stop(): Promise<void> };
beforeAll(async () => {
  gk = await startProviderServer();
}, 120_000);
afterAll(() => gk?.stop());

const LOGGED_OUT_URI = 'https://app.example.test/bye';

const client = async (body: Record<string, unknown> = {}) =>
  (await registeredClient(gk, { postLogoutRedirectUris: [LOGGED_OUT_URI], ...body })).config;

describe('the hosted sign-in page', () => {
  it('asks for the second factor of an account with TOTP, and signs in with it', async () => {
    const config = await client();
    const person = await userWithTotp(gk);
    const flow = await authorizationRequest(config);
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open(flow.url)) as BrowserPage;
    const mfa = (await browser.submit(form, '/auth/sign-in', { email: person.email, password: PASSWORD })) as BrowserPage;
    expect(mfa.status).toBe(200);
    expect(mfa.html).toContain('Two-factor authentication');
    const wrong = (await browser.submit(mfa, '/auth/sign-in', { code: '000000' })) as BrowserPage;
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('That code is not valid');
    const landed = await browser.submit(wrong, '/auth/sign-in', { code: await codeForStep(person.secret) });
    const tokens = await redeemCode(config, landed, flow);
    expect(tokens.claims()).toMatchObject({ sub: person.user.id });
  });

  it('creates an account from the sign-in page and carries on to the client', async () => {
    const config = await client();
    const flow = await authorizationRequest(config);
    const browser = new TestBrowser(gk.issuer);
    const signIn = (await browser.open(flow.url)) as BrowserPage;
    const href = /href="([^"]*sign-up[^"]*)"/.exec(signIn.html)![1]!.replaceAll('&#38;', '&');
    const form = (await browser.open(href)) as BrowserPage;
    expect(form.html).toContain('Create your account');
    const email = uniqueEmail('page-signup');
    const weak = (await browser.submit(form, '/auth/sign-up', { email, password: 'password123' })) as BrowserPage;
    expect(weak.status).toBe(400);
    const taken = (await browser.submit(form, '/auth/sign-up', { email: (await signUp(gk)).email, password: PASSWORD })) as BrowserPage;
    expect(taken.status).toBe(409);
    expect(taken.html).toContain('already uses this address');
    const tokens = await redeemCode(config, await browser.submit(form, '/auth/sign-up', { email, password: PASSWORD }), flow);
    expect(tokens.claims()).toMatchObject({ email, email_verified: false });
  });

  it('refuses a passkey answer that answers nothing, in words and with 401', async () => {
    const config = await client();
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open((await authorizationRequest(config)).url)) as BrowserPage;
    for (const passkey of ['not JSON', '{"id":"AAAA","rawId":"AAAA","type":"public-key","response":{}}']) {
      const refused = (await browser.submit(form, '/auth/sign-in', { passkey })) as BrowserPage;
      expect(refused.status).toBe(401);
      expect(refused.html).toContain('That passkey was not accepted.');
    }
  });

  it('says a wrong password in words, with 401, and issues nothing', async () => {
    const config = await client();
    const person = await signUp(gk);
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open((await authorizationRequest(config)).url)) as BrowserPage;
    const refused = (await browser.submit(form, '/auth/sign-in', { email: person.email, password: 'not the password' })) as BrowserPage;
    expect(refused.status).toBe(401);
    expect(refused.html).toContain('The email or password is incorrect.');
    expect(refused.html).toContain(`value="${person.email}"`);
  });

  it('lets a signed-in browser through without the form, unless the client asks for a fresh sign-in', async () => {
    const config = await client();
    const person = await signUp(gk);
    const browser = new TestBrowser(gk.issuer);
    const first = await authorizationRequest(config);
    const form = (await browser.open(first.url)) as BrowserPage;
    await redeemCode(config, await browser.submit(form, '/auth/sign-in', { email: person.email, password: PASSWORD }), first);

    const again = await authorizationRequest(config);
    expect((await redeemCode(config, await browser.open(again.url), again)).claims()!.sub).toBe(person.user.id);

    const fresh = await authorizationRequest(config, { prompt: 'login' });
    const asked = (await browser.open(fresh.url)) as BrowserPage;
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('name="password"');
  });

  it('asks a signed-in browser to sign in again for prompt=login, then lets it consent once', async () => {
    const config = await client({ firstParty: false });
    const person = await signUp(gk);
    const browser = new TestBrowser(gk.issuer);
    const first = await authorizationRequest(config);
    const firstForm = (await browser.open(first.url)) as BrowserPage;
    const firstConsent = (await browser.submit(firstForm, '/auth/sign-in', { email: person.email, password: PASSWORD })) as BrowserPage;
    await redeemCode(config, await browser.submit(firstConsent, '/auth/sign-in/consent', { decision: 'allow' }), first);

    const fresh = await authorizationRequest(config, { prompt: 'login' });
    const form = (await browser.open(fresh.url)) as BrowserPage;
    expect(form.html).toContain('name="password"');
    // A consent post, with the sign-in form's own fields, cannot stand in for the sign-in it asks for.
    const forged = { ...form, html: form.html.replace('action="/auth/sign-in"', 'action="/auth/sign-in/consent"') };
    const skipped = (await browser.submit(forged, '/auth/sign-in/consent', { decision: 'allow' })) as BrowserPage;
    expect(skipped.html).toContain('name="password"');
    const consent = (await browser.submit(form, '/auth/sign-in', { email: person.email, password: PASSWORD })) as BrowserPage;
    expect(consent.html).toContain('wants to access your account');
    const tokens = await redeemCode(config, await browser.submit(consent, '/auth/sign-in/consent', { decision: 'allow' }), fresh);
    expect(tokens.claims()!.sub).toBe(person.user.id);
  });

  it('refuses a post without the CSRF token the page gave', async () => {
    const config = await client();
    const person = await signUp(gk);
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open((await authorizationRequest(config)).url)) as BrowserPage;
    const forged = (await browser.submit(form, '/auth/sign-in', {
      email: person.email,
      password: PASSWORD,
      csrf: 'forged',
    })) as BrowserPage;
    expect(forged.status).toBe(400);
    expect(forged.html).toContain('start again');
  });

  it('sends a strict Content-Security-Policy and cannot be framed', async () => {
    const config = await client();
    const page = (await new TestBrowser(gk.issuer).open((await authorizationRequest(config)).url)) as BrowserPage;
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // One script, by its URL (the passkey button's); no inline script could run.
    expect(policy).toContain(`script-src ${gk.issuer}/auth/passkey-sign-in.js;`);
    expect(policy).not.toMatch(/'unsafe-inline'|'self' 'unsafe|script-src 'self'/);
    expect(policy).toContain(`form-action 'self' https://app.example.test`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect([...page.html.matchAll(/<script[^>]*>/g)].map((tag) => tag[0])).toEqual([
      `<script src="${gk.issuer}/auth/passkey-sign-in.js" defer>`,
    ]);
    const script = await fetch(`${gk.issuer}/auth/passkey-sign-in.js`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
  });

  it('grants a third-party client what the person allows', async () => {
    const config = await client({ firstParty: false });
    const person = await signUp(gk);
    const flow = await authorizationRequest(config);
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open(flow.url)) as BrowserPage;
    const consent = (await browser.submit(form, '/auth/sign-in', { email: person.email, password: PASSWORD })) as BrowserPage;
    expect(consent.html).toContain('See your email address');
    const tokens = await redeemCode(config, await browser.submit(consent, '/auth/sign-in/consent', { decision: 'allow' }), flow);
    expect(tokens.claims()).toMatchObject({ sub: person.user.id, email: person.email });
  });

  it("names the client's tenant when it asks for the organization scope", async () => {
    const { config, owner, tenant } = await registeredClient(gk, { firstParty: false });
    const flow = await authorizationRequest(config, { scope: 'openid organization' });
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open(flow.url)) as BrowserPage;
    const consent = (await browser.submit(form, '/auth/sign-in', { email: owner.email, password: PASSWORD })) as BrowserPage;
    expect(consent.html).toContain(`See your role and permissions in ${tenant.name}`);
    const tokens = await redeemCode(config, await browser.submit(consent, '/auth/sign-in/consent', { decision: 'allow' }), flow);
    expect(tokens.claims()).toMatchObject({ tid: tenant.id, role: 'owner' });
  });

  it('signs out through RP-initiated logout, ending the Gatekeep session and its tokens', async () => {
    const config = await client({ grantTypes: ['authorization_code', 'refresh_token'] });
    const person = await signUp(gk);
    const flow = await authorizationRequest(config);
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open(flow.url)) as BrowserPage;
    const tokens = await redeemCode(config, await browser.submit(form, '/auth/sign-in', { email: person.email, password: PASSWORD }), flow);

    const logoutUrl = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: LOGGED_OUT_URI,
      state: 'bye',
    });
    const confirm = (await browser.open(logoutUrl)) as BrowserPage;
    expect(confirm.status).toBe(200);
    const action = /action="([^"]+)"/.exec(confirm.html)![1]!;
    const back = (await browser.submit(confirm, action, { logout: 'yes' })) as URL;
    expect(back.origin + back.pathname).toBe(LOGGED_OUT_URI);
    expect(back.searchParams.get('state')).toBe('bye');

    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    const next = await authorizationRequest(config);
    const asked = (await browser.open(next.url)) as BrowserPage;
    expect(asked.html).toContain('name="password"');
  });
});
