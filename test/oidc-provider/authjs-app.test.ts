import { randomBytes } from 'node:crypto';
import { Auth, type AuthConfig } from '@auth/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/cookie-jar.ts';
import { type BrowserPage, startProviderServer, TestBrowser } from '../helpers/openid-provider.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, type TestApp } from '../helpers/test-app.ts';

// Issue 33 point 6: the Next.js example of docs/openid-provider.md. Auth.js's core (@auth/core, which next-auth
// v5 wraps for Next.js) runs with the provider object of docs/openid-provider.md as written there, its requests
// handed to it as a Next.js route handler would; the person signs in on the hosted page.

const APP = 'https://app.example.com';
const CALLBACK = `${APP}/api/auth/callback/gatekeep`;

let gk: TestApp & { issuer: string; stop(): Promise<void> };
let config: AuthConfig;
let tenantId: string;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  gk = await startProviderServer();
  owner = await signUp(gk);
  const tenant = await createTenant(gk, owner);
  tenantId = tenant.id;
  const created = await gk.operation('createOidcClient', {
    params: { tenantId },
    body: { name: 'Next.js app', redirectUris: [CALLBACK], firstParty: true },
    token: owner.accessToken,
  });
  expect(created.status, created.text).toBe(201);
  config = {
    basePath: '/api/auth',
    trustHost: true,
    secret: randomBytes(32).toString('hex'),
    // docs/openid-provider.md's provider object, with its values filled in.
    providers: [
      {
        id: 'gatekeep',
        name: 'Gatekeep',
        type: 'oidc',
        issuer: gk.issuer,
        clientId: created.data.oidcClient.id,
        clientSecret: created.data.secret!,
        authorization: { params: { scope: 'openid email profile organization' } },
      },
    ],
    // What the app keeps of the ID token in its session: the tenant claims beside the user.
    callbacks: {
      jwt: ({ token, profile }) => (profile ? { ...token, tid: profile['tid'], role: profile['role'] } : token),
      session: ({ session, token }) => ({ ...session, tid: token['tid'], role: token['role'] }),
    },
  };
}, 120_000);
afterAll(() => gk?.stop());

/** The app's side: a request to its Auth.js route handler, with the app origin's cookies. */
async function app(jar: CookieJar, path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const url = new URL(path, APP);
  const cookie = jar.headerFor(url);
  const response = await Auth(
    new Request(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    }),
    config,
  );
  jar.store(response);
  return response;
}

describe('a Next.js app protected by Auth.js', () => {
  it('signs the person in through the hosted page and keeps who they are in its session', async () => {
    const person = owner;
    const jar = new CookieJar();
    const { csrfToken } = (await (await app(jar, '/api/auth/csrf')).json()) as { csrfToken: string };
    const started = await app(jar, '/api/auth/signin/gatekeep', { method: 'POST', form: { csrfToken, callbackUrl: `${APP}/dashboard` } });
    expect(started.status).toBe(302);
    const authorization = new URL(started.headers.get('location')!);
    expect(authorization.origin + authorization.pathname).toBe(`${gk.issuer}/v1/oidc/authorize`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');

    const browser = new TestBrowser(gk.issuer);
    const signIn = (await browser.open(authorization)) as BrowserPage;
    const landed = (await browser.submit(signIn, '/auth/sign-in', { email: person.email, password: PASSWORD })) as URL;
    expect(landed.origin + landed.pathname).toBe(CALLBACK);

    const callback = await app(jar, landed.pathname + landed.search);
    expect(callback.status, await callback.clone().text()).toBe(302);
    expect(callback.headers.get('location')).toBe(`${APP}/dashboard`);
    const session = (await (await app(jar, '/api/auth/session')).json()) as Record<string, unknown>;
    expect(session).toMatchObject({ user: { email: person.email }, tid: tenantId, role: 'owner' });
  });
});
