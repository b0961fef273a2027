import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';
import { auth, requiresAuth } from 'express-openid-connect';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium.ts';
import { startProviderServer } from '../helpers/openid-provider.ts';
import { freePort } from '../helpers/server-process.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, type TestApp } from '../helpers/test-app.ts';

// Issue 33 point 6: the Express example of docs/openid-provider.md, as written there: express-openid-connect (a
// stock library) protects a route with Gatekeep as its OpenID Provider, and a person in headless
// Chromium signs in through the hosted page and sees the route.

let gk: TestApp & { issuer: string; stop(): Promise<void> };
let browser: Browser | undefined;
let appServer: Server | undefined;
let appUrl = '';
let setupFailure: unknown;

beforeAll(async () => {
  try {
    gk = await startProviderServer();
    const owner = await signUp(gk);
    const tenant = await createTenant(gk, owner);
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    const created = await gk.operation('createOidcClient', {
      params: { tenantId: tenant.id },
      body: { name: 'Express app', redirectUris: [`${appUrl}/callback`], postLogoutRedirectUris: [appUrl], firstParty: true },
      token: owner.accessToken,
    });

    // docs/openid-provider.md's example, with its values filled in.
    const app = express();
    app.use(
      auth({
        issuerBaseURL: gk.issuer,
        baseURL: appUrl,
        clientID: created.data.oidcClient.id,
        clientSecret: created.data.secret!,
        secret: randomBytes(32).toString('hex'),
        authRequired: false,
        authorizationParams: { response_type: 'code', scope: 'openid email profile' },
      }),
    );
    app.get('/profile', requiresAuth(), (req, res) => {
      res.json(req.oidc.user);
    });
    appServer = await new Promise<Server>((resolve) => {
      const server = app.listen(port, '127.0.0.1', () => resolve(server));
    });
    browser = await launchChromium();
  } catch (error) {
    setupFailure = error;
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (appServer ? appServer.close(resolve) : resolve(undefined)));
  await gk?.stop();
});

describe('an Express app protected by express-openid-connect', () => {
  it('sends the person to the hosted sign-in page and shows them the protected route after it', async () => {
    if (setupFailure !== undefined) throw setupFailure;
    const person = await signUp(gk);
    const page = await (await browser!.newContext()).newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${appUrl}/profile`);
    expect(new URL(page.url()).origin).toBe(gk.issuer);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${appUrl}/profile`);
    const user = JSON.parse((await page.locator('body').textContent()) ?? '{}');
    expect(user).toMatchObject({ sub: person.user.id, email: person.email });
  });
});
