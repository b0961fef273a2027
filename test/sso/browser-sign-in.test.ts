import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../../scripts/dns-server.mjs';
import { findChromium } from '../helpers/chromium.ts';
import { startOidcIdp } from '../helpers/oidc-idp.ts';
import { freePort } from '../helpers/server-process.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { APP_REDIRECT, exchangeCode, ssoTenant, type SsoWorld } from './helpers.ts';

// Issue 32 point 8, its last sentence: one sign-in in headless Chromium, which follows the real
// redirects from the app's startSso URL through the provider's login page and Gatekeep's callback
// to the app's redirect URI. oidc-sign-in.test.ts drives the same flow over HTTP, in detail.

const APP_STATE = 'state-of-the-app';
/** What the page at APP_REDIRECT shows: app.example.com does not resolve, so the test serves it. */
const APP_PAGE = '<!doctype html><html lang="en"><head><title>The app</title></head><body>Signed in.</body></html>';
const TOKEN_PARAMETERS = /access_token|id_token|refresh_token/;

/**
 * The SSO world of helpers.ts, but with a provider that shows a login page, and a Gatekeep
 * listening on loopback under the ISSUER it names itself by: the provider sends the browser to
 * ISSUER/v1/sso/oidc/callback, which must be an address the browser reaches.
 */
async function startBrowserSsoWorld(): Promise<SsoWorld & { baseUrl: string }> {
  const closers: (() => Promise<void>)[] = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close();
  };
  try {
    const dns = await startDnsServer();
    closers.push(() => dns.close());
    const idp = await startOidcIdp({ interactive: true });
    closers.push(() => idp.close());
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const t = await startTestApp({ DNS_SERVERS: dns.address, SSO_ALLOW_PRIVATE_ISSUERS: 'true', ISSUER: baseUrl });
    closers.push(() => t.close());
    await t.app.listen({ host: '127.0.0.1', port });
    return { t, idp, dns, baseUrl, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** Every request the page makes, redirects included (each hop is a request of its own). */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Whether a URL is APP_REDIRECT, whatever its query. */
const atAppRedirect = (url: URL) => `${url.origin}${url.pathname}` === APP_REDIRECT;

/** Serves APP_REDIRECT's page in place of the app (app.example.com does not resolve). */
async function serveAppPage(page: Page) {
  await page.route(`${new URL(APP_REDIRECT).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: APP_PAGE }),
  );
}

/**
 * The hops that brought the browser to APP_REDIRECT, first to last, as "METHOD URL". The request
 * that a redirect made, not the one interception re-issues, which knows no redirect before it.
 */
function hopsToApp(requests: Request[]): string[] {
  const redirected = requests.find((request) => atAppRedirect(new URL(request.url())) && request.redirectedFrom());
  const hops: string[] = [];
  for (let hop: Request | null = redirected ?? null; hop; hop = hop.redirectedFrom()) hops.unshift(`${hop.method()} ${hop.url()}`);
  return hops;
}

describe('OIDC sign-in in a real browser', () => {
  let world: (SsoWorld & { baseUrl: string }) | undefined;
  let browser: Browser | undefined;
  let setupFailure: unknown;

  // A setup failure (chromium missing above all) is kept and thrown by the test, so that it fails
  // with it: thrown here, vitest would report the test skipped (as in docs-page.test.ts).
  beforeAll(async () => {
    try {
      const executablePath = findChromium();
      world = await startBrowserSsoWorld();
      // As root, Chromium refuses to start with its sandbox.
      browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
    } catch (error) {
      setupFailure = error;
    }
  });

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await world?.close();
    }
  });

  const ready = () => {
    if (setupFailure !== undefined) throw setupFailure;
    return { world: world!, browser: browser! };
  };

  /**
   * A browser context for one person. Only the browser ignores certificate errors: it does not
   * know the run's test CA that signed the provider's certificate. Gatekeep, on the server side,
   * still verifies the provider's https, trusting that CA through NODE_EXTRA_CA_CERTS.
   */
  async function personAtBrowser(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await ready().browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return { context, page };
  }

  it('follows the redirects through the provider login page to the app redirect URI, with a code and no token, which the app exchanges', async () => {
    const { world } = ready();
    const { t, idp, baseUrl } = world;
    const { tenant, config, email } = await ssoTenant(world);
    const account = { sub: `idp-${randomBytes(6).toString('hex')}`, email: email('ada'), email_verified: true, name: 'Ada Lovelace' };
    // The provider's form signs in the signInAs account whatever is typed; the person types its address.
    idp.signInAs(account);
    const started = await t.operation('startSso', {
      body: { providerConfigId: config.id, redirectUri: APP_REDIRECT, state: APP_STATE },
    });
    expect(started.status, started.text).toBe(200);

    const { context, page } = await personAtBrowser();
    try {
      const requests = recordRequests(page);
      await serveAppPage(page);

      await page.goto(started.data.url);
      const loginPage = page.url();
      expect(new URL(loginPage).origin, 'the login page is the provider').toBe(idp.issuer);
      expect(await page.title()).toBe('Test identity provider: sign in');
      await page.getByLabel('Login').fill(account.email);
      await page.getByLabel('Password').fill('the password the provider knows');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => atAppRedirect(url));
      expect(await page.title()).toBe('The app');

      // From the form, redirects only: the provider's own (sign-in, then consent), its answer to
      // Gatekeep's callback, and the callback's 303 to the app.
      const hops = hopsToApp(requests);
      expect(hops[0]).toBe(`POST ${loginPage}`);
      const providerHops = hops.slice(1, -2);
      expect(providerHops.length, hops.join('\n')).toBeGreaterThan(0);
      for (const hop of providerHops) expect(hop.startsWith(`GET ${idp.issuer}/`), hop).toBe(true);
      expect(hops.at(-2)?.split('?')[0]).toBe(`GET ${baseUrl}/v1/sso/oidc/callback`);
      expect(hops.at(-1)).toBe(`GET ${page.url()}`);

      const landed = new URL(page.url());
      expect(landed.hash).toBe('');
      const answer = Object.fromEntries(landed.searchParams);
      expect(answer).toEqual({ code: expect.stringMatching(/^gksc_/), state: APP_STATE });
      const visited = requests.map((request) => request.url());
      for (const url of visited) expect(url, 'a URL the browser visited').not.toMatch(TOKEN_PARAMETERS);

      const exchanged = await exchangeCode(t, answer.code);
      expect(exchanged.status, exchanged.text).toBe(200);
      expect(exchanged.data.profile).toEqual({
        providerConfigId: config.id,
        tenantId: tenant.id,
        subject: account.sub,
        email: account.email,
        name: account.name,
      });
      expect(exchanged.data.user).toMatchObject({ email: account.email, emailVerified: true, name: account.name });
      for (const token of [exchanged.data.accessToken, exchanged.data.refreshToken])
        expect(visited.filter((url) => url.includes(token))).toEqual([]);
      const me = await t.operation('getMe', { token: exchanged.data.accessToken });
      expect([me.status, me.data.email]).toEqual([200, account.email]);
    } finally {
      await context.close();
    }
  });
});
