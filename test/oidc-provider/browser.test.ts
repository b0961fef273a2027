import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as oidc from 'openid-client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium.ts';
import { authorizationRequest, CLIENT_REDIRECT_URI, registeredClient, startProviderServer } from '../helpers/openid-provider.ts';
import { PASSWORD, signUp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';

// Issue 33 points 3, 4 and 6: a person signs in on the hosted page in headless Chromium (type,
// click, land on the client's redirect URI with a code), once with a password and once through
// a social connection ("Continue with Google", a real oidc-provider showing its own login page),
// and every hosted page passes axe with no serious or critical violation.

const REDIRECT_URI = CLIENT_REDIRECT_URI;
const APP_PAGE = '<!doctype html><html lang="en"><head><title>The app</title></head><body>Signed in.</body></html>';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const BOOTSTRAP = 'b'.repeat(40);
let gk: TestApp & { issuer: string; stop(): Promise<void> };
let google: OidcIdp | undefined;
let browser: Browser | undefined;
let setupFailure: unknown;
beforeAll(async () => {
  // A setup failure (chromium missing above all) fails the tests with it instead of skipping them.
  try {
    gk = await startProviderServer({
      JOB_CONCURRENCY: '2',
      JOB_POLL_MS: '50',
      BOOTSTRAP_TOKEN: BOOTSTRAP,
      SSO_ALLOW_PRIVATE_ISSUERS: 'true',
    });
    google = await startOidcIdp({ interactive: true });
    browser = await launchChromium();
  } catch (error) {
    setupFailure = error;
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await gk?.stop();
  await google?.close();
});

function ready(): Browser {
  if (setupFailure !== undefined) throw setupFailure;
  return browser!;
}

/**
 * A page whose requests to the client's origin are answered by the test (app.example.test does
 * not resolve). `ignoreHTTPSErrors` lets the browser alone past the test CA's certificate of a
 * provider on loopback; Gatekeep still verifies it, trusting that CA through NODE_EXTRA_CA_CERTS.
 */
async function newPage(options: { bypassCSP?: boolean; ignoreHTTPSErrors?: boolean } = {}): Promise<Page> {
  const context = await ready().newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.route(`${new URL(REDIRECT_URI).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: APP_PAGE }),
  );
  return page;
}

/** axe-core's serious and critical violations on the page as it is now (its script is injected past the CSP). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { passes, violations } = await page.evaluate(async () => {
    type Rule = { id: string; impact: string | null; help: string };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ passes: Rule[]; violations: Rule[] }> } }).axe;
    const result = await axe.run();
    return {
      passes: result.passes.length,
      violations: result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
    };
  });
  // axe really ran its rules on the page (a page it could not read would pass vacuously).
  expect(passes, page.url()).toBeGreaterThan(5);
  return violations;
}

describe('the hosted pages in Chromium', () => {
  it('signs a person in as they would: type, click, and the client gets a code', async () => {
    const { config } = await registeredClient(gk);
    const person = await signUp(gk);
    const flow = await authorizationRequest(config);
    const page = await newPage();
    await page.goto(flow.url.href);
    expect(await page.title()).toBe('Sign in');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(REDIRECT_URI));
    const landed = new URL(page.url());
    expect(landed.searchParams.get('iss')).toBe(gk.issuer);
    const tokens = await oidc.authorizationCodeGrant(config, landed, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    expect(tokens.claims()!.sub).toBe(person.user.id);
    await page.context().close();
  });

  it('signs a person in through "Continue with Google": the provider\'s own login page, then back to the client with a code', async () => {
    ready();
    const secret = 'google-secret-for-the-browser-test';
    const made = await gk.operation('createConnection', {
      body: { type: 'oidc', name: 'Google', issuer: google!.issuer, clientId: 'gatekeep-browser', clientSecret: secret },
      token: BOOTSTRAP,
    });
    expect(made.status, made.text).toBe(201);
    google!.addClient({ clientId: 'gatekeep-browser', clientSecret: secret, redirectUris: [made.data.callbackUrl] });
    const email = uniqueEmail('chromium-google');
    google!.signInAs({ sub: `google-${email}`, email, email_verified: true, name: 'Dorothy Vaughan' });

    const { config } = await registeredClient(gk);
    const flow = await authorizationRequest(config, { scope: 'openid email profile' });
    const page = await newPage({ ignoreHTTPSErrors: true });
    await page.goto(flow.url.href);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.origin === google!.issuer);
    expect(await page.title()).toBe('Test identity provider: sign in');
    await page.getByLabel('Login').fill(email);
    await page.getByLabel('Password').fill('what the provider asks');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href.startsWith(REDIRECT_URI));
    const landed = new URL(page.url());
    const tokens = await oidc.authorizationCodeGrant(config, landed, { pkceCodeVerifier: flow.verifier, expectedState: flow.state });
    expect(tokens.claims()).toMatchObject({ email, email_verified: true, name: 'Dorothy Vaughan' });
    await page.context().close();
  });

  it('passes axe with no serious or critical violation on every hosted page', async () => {
    const checked: Record<string, string[]> = {};
    const check = async (name: string, page: Page) => {
      checked[name] = await seriousViolations(page);
    };

    // Sign-in, then its error, the second factor, consent and sign-up, through a real flow.
    const { config } = await registeredClient(gk, { firstParty: false });
    const person = await userWithTotp(gk);
    const page = await newPage({ bypassCSP: true });
    await page.goto((await authorizationRequest(config)).url.href);
    await check('sign-in', page);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForSelector('[role=alert]');
    await check('sign-in refused', page);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForSelector('#code');
    await check('second factor', page);
    await page.getByLabel('Authentication or recovery code').fill(await codeForStep(person.secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForSelector('text=wants to access your account');
    await check('consent', page);

    const signUpPage = await newPage({ bypassCSP: true });
    await signUpPage.goto((await authorizationRequest(config)).url.href);
    await signUpPage.getByRole('link', { name: 'Create an account' }).click();
    await check('sign-up', signUpPage);

    // The pages mail links lead to.
    const newcomer = await signUp(gk, uniqueEmail('axe'), PASSWORD, { verified: false });
    const links = await newPage({ bypassCSP: true });
    await links.goto(`${gk.issuer}/auth/verify-email?token=${await outboxToken(gk, newcomer.email, 'verify-email')}`);
    await check('verify email', links);
    await links.getByRole('button', { name: 'Confirm my address' }).click();
    await check('verify email done', links);
    await links.goto(`${gk.issuer}/auth/reset-password?token=gkpr_made-up`);
    await check('reset password', links);
    await links.goto(`${gk.issuer}/auth/accept-invitation?token=gki_made-up`);
    await check('accept invitation', links);
    // The provider's own pages: an error it cannot send to a client, and logout.
    await links.goto(`${gk.issuer}/v1/oidc/authorize?client_id=nobody&response_type=code&scope=openid`);
    await check('provider error', links);
    await links.goto(`${gk.issuer}/v1/oidc/logout`);
    await check('logout', links);

    expect(Object.keys(checked)).toHaveLength(11);
    expect(checked).toEqual(Object.fromEntries(Object.keys(checked).map((name) => [name, []])));
  });
});
