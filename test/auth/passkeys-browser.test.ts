import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, launchChromium } from '../helpers/chromium.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { freePort } from '../helpers/server-process.ts';

// Issue 34 point 6, its last sentence: a passkey registered and used by a real browser. Headless
// Chromium with a virtual authenticator (DevTools WebAuthn.addVirtualAuthenticator) runs
// navigator.credentials.create() and get() on a small page served on loopback, with the options
// Gatekeep gave, and hands Gatekeep what PublicKeyCredential.toJSON() makes of the answers.

const PAGE = '<!doctype html><html lang="en"><head><title>Passkeys test page</title></head><body>The app.</body></html>';

let t: TestApp;
let pageServer: Server | undefined;
let origin = '';
let browser: Browser | undefined;
let setupFailure: unknown;

beforeAll(async () => {
  // A setup failure (chromium missing above all) fails the test with it instead of skipping it.
  try {
    const port = await freePort();
    pageServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
    await new Promise<void>((resolve) => pageServer!.listen(port, '127.0.0.1', resolve));
    // localhost: a secure context over http, as WebAuthn requires, and a valid RP ID.
    origin = `http://localhost:${(pageServer.address() as AddressInfo).port}`;
    t = await startTestApp({ WEBAUTHN_RP_ID: 'localhost', WEBAUTHN_ORIGINS: origin });
    browser = await launchChromium();
  } catch (error) {
    setupFailure = error;
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await new Promise((resolve) => (pageServer ? pageServer.close(resolve) : resolve(undefined)));
});

/** The app's page, with an authenticator that verifies its user and is always touched. */
async function pageWithAuthenticator(): Promise<Page> {
  if (setupFailure !== undefined) throw setupFailure;
  const page = await (await browser!.newContext()).newPage();
  page.setDefaultTimeout(30_000);
  await addVirtualAuthenticator(page);
  await page.goto(origin);
  return page;
}

describe('passkeys in Chromium', () => {
  it('registers a passkey with navigator.credentials.create() and signs in with get(), naming nobody', async () => {
    const page = await pageWithAuthenticator();
    const user = await signUp(t);
    const started = await t.operation('startPasskeyRegistration', { body: { password: user.password }, token: user.accessToken });
    expect(started.status, started.text).toBe(200);
    const created = await page.evaluate(async (options) => {
      const credential = (await navigator.credentials.create({
        publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options as unknown as PublicKeyCredentialCreationOptionsJSON),
      })) as PublicKeyCredential;
      return credential.toJSON();
    }, started.data.options);
    const registered = await t.operation('registerPasskey', {
      body: { response: created as never, name: 'Chromium' },
      token: user.accessToken,
    });
    expect(registered.status, registered.text).toBe(201);
    expect(registered.data.name).toBe('Chromium');

    const login = await t.operation('startPasskeyLogin', { body: {} });
    const assertion = await page.evaluate(async (options) => {
      const credential = (await navigator.credentials.get({
        publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options as unknown as PublicKeyCredentialRequestOptionsJSON),
      })) as PublicKeyCredential;
      return credential.toJSON();
    }, login.data.options);
    const signedIn = await t.operation('finishPasskeyLogin', { body: { response: assertion as never } });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.data.user.id).toBe(user.user.id);
    await page.context().close();
  });
});
