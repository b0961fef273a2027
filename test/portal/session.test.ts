import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserPage, startProviderServer, TestBrowser } from '../helpers/openid-provider.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 37 point 2: the portal signs in through the hosted pages as the built-in first-party
// client `gatekeep-portal` (code + PKCE), and its two session routes keep the refresh token in
// an HttpOnly cookie: the page gets the access token alone.

let gk: TestApp & { issuer: string; stop(): Promise<void> };
let portal: oidc.Configuration;
beforeAll(async () => {
  gk = await startProviderServer();
  portal = await oidc.discovery(new URL(gk.issuer), 'gatekeep-portal', undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
}, 120_000);
afterAll(() => gk?.stop());

const callbackUri = () => `${gk.issuer}/portal/callback`;

/** The hosted sign-in for the portal's client, as far as the code it sends to /portal/callback. */
async function portalCode(email: string, password = PASSWORD) {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(portal, {
    redirect_uri: callbackUri(),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  });
  const browser = new TestBrowser(gk.issuer);
  const form = (await browser.open(url)) as BrowserPage;
  expect(form.html).toContain('Sign in');
  // The first-party portal gets no consent page: the sign-in lands on its callback (served as the app).
  const landed = (await browser.submit(form, '/auth/sign-in', { email, password })) as BrowserPage;
  const at = landed instanceof URL ? landed : landed.url;
  expect(`${at.origin}${at.pathname}`).toBe(callbackUri());
  expect(at.searchParams.get('state')).toBe(state);
  return { code: at.searchParams.get('code')!, codeVerifier };
}

const fromPortal = (extra: Record<string, string> = {}) => ({ origin: gk.issuer, ...extra });

async function post(path: string, body: unknown, headers: Record<string, string> = fromPortal()) {
  const response = await fetch(`${gk.issuer}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { ok: boolean; data?: Record<string, unknown>; code?: string };
  return { status: response.status, json, cookie: response.headers.get('set-cookie') };
}

const cookieValue = (setCookie: string | null) => /^gatekeep-portal=([^;]*)/.exec(setCookie ?? '')?.[1];

describe('the portal’s session routes', () => {
  it('turn the hosted sign-in’s code into an access token, with the refresh token only in an HttpOnly cookie', async () => {
    const person = await signUp(gk);
    const { code, codeVerifier } = await portalCode(person.email);
    const opened = await post('/portal/session', { code, codeVerifier });
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    expect(Object.keys(opened.json.data!).sort()).toEqual(['accessToken', 'expiresIn', 'tokenType']);
    // An http issuer (the development default): no Secure, no prefix; https is tested below.
    expect(opened.cookie).toMatch(/^gatekeep-portal=gkr_[^;]+; Path=\/portal\/session; Max-Age=\d+; HttpOnly; SameSite=Strict$/);

    const me = await gk.operation('getMe', { token: opened.json.data!['accessToken'] as string });
    expect(me.data.id).toBe(person.user.id);

    // The code is spent.
    const again = await post('/portal/session', { code, codeVerifier });
    expect([again.status, again.json.code]).toEqual([401, 'INVALID_CREDENTIAL']);

    // The cookie refreshes, and rotates: the old one, presented again, ends the session.
    const first = cookieValue(opened.cookie)!;
    const refreshed = await post('/portal/session/refresh', {}, fromPortal({ cookie: `gatekeep-portal=${first}` }));
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
    expect(cookieValue(refreshed.cookie)).not.toBe(first);
    const replayed = await post('/portal/session/refresh', {}, fromPortal({ cookie: `gatekeep-portal=${first}` }));
    expect([replayed.status, replayed.json.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    expect(replayed.cookie).toMatch(/^gatekeep-portal=; Path=\/portal\/session; Max-Age=0/);
    const ended = await post('/portal/session/refresh', {}, fromPortal({ cookie: `gatekeep-portal=${cookieValue(refreshed.cookie)}` }));
    expect(ended.status).toBe(401);
  });

  it('refuse a wrong verifier, another origin, and a request without a cookie', async () => {
    const person = await signUp(gk);
    const { code, codeVerifier } = await portalCode(person.email);
    const elsewhere = await post('/portal/session', { code, codeVerifier }, { origin: 'https://evil.example' });
    expect([elsewhere.status, elsewhere.json.code]).toEqual([403, 'PERMISSION_DENIED']);
    const noOrigin = await post('/portal/session', { code, codeVerifier }, {});
    expect([noOrigin.status, noOrigin.json.code]).toEqual([403, 'PERMISSION_DENIED']);
    const wrongVerifier = await post('/portal/session', { code, codeVerifier: `${codeVerifier.slice(0, -1)}x` });
    expect([wrongVerifier.status, wrongVerifier.json.code]).toEqual([401, 'INVALID_CREDENTIAL']);

    const anonymous = await post('/portal/session/refresh', {});
    expect([anonymous.status, anonymous.json.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const crossSite = await post('/portal/session/refresh', {}, { origin: 'https://evil.example', cookie: 'gatekeep-portal=gkr_x' });
    expect([crossSite.status, crossSite.json.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('end with the session: revoking it leaves the cookie signing nobody in', async () => {
    const person = await signUp(gk);
    const opened = await post('/portal/session', await portalCode(person.email));
    const token = opened.json.data!['accessToken'] as string;
    const sessions = await gk.operation('listSessions', { token });
    const current = sessions.data.items.find((session) => session.current)!;
    expect((await gk.operation('revokeSession', { params: { sessionId: current.id }, token })).status).toBe(200);
    const after = await post('/portal/session/refresh', {}, fromPortal({ cookie: `gatekeep-portal=${cookieValue(opened.cookie)}` }));
    expect(after.status).toBe(401);
  });
});

describe('the portal’s cookie over https', () => {
  // The issuer decides (handlers/portal.ts): only an https one gets `Secure` and the `__Secure-`
  // prefix, since a browser refuses both from a plain-http origin, and the development default
  // is http (the first test above holds that case: neither, the other attributes the same).
  // Injected requests need no TLS: the issuer's scheme alone changes the cookie.
  it('is Secure, HttpOnly, SameSite=Strict, on the session path, and named __Secure-', async () => {
    const issuer = 'https://gatekeep.example';
    const https = await startTestApp({ ISSUER: issuer });
    try {
      const person = await signUp(https);
      const login = await https.operation('login', { body: { email: person.email, password: PASSWORD } });
      expect(login.status, login.text).toBe(200);
      if (!('refreshToken' in login.data)) throw new Error('the login asked for a second factor');
      const refresh = (cookie: string) => https.call('POST', '/portal/session/refresh', { headers: { origin: issuer, cookie } });
      // createPortalSession sets its cookie through the same function as this route; a session's
      // refresh token stands in for a code here, which would need the hosted pages over TLS.
      const refreshed = await refresh(`__Secure-gatekeep-portal=${login.data.refreshToken}`);
      expect(refreshed.status, refreshed.text).toBe(200);
      expect(refreshed.headers['set-cookie']).toMatch(
        /^__Secure-gatekeep-portal=gkr_[^;]+; Path=\/portal\/session; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
      );
      // The unprefixed name is not read over https, and the cookie it clears is the prefixed one.
      const rotated = /^__Secure-gatekeep-portal=([^;]+)/.exec(refreshed.headers['set-cookie'] as string)![1]!;
      const unprefixed = await refresh(`gatekeep-portal=${rotated}`);
      expect([unprefixed.status, unprefixed.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
      expect(unprefixed.headers['set-cookie']).toBe(
        '__Secure-gatekeep-portal=; Path=/portal/session; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
      );
      expect((await refresh(`__Secure-gatekeep-portal=${rotated}`)).status).toBe(200);
    } finally {
      await https.close();
    }
  });
});

describe('the portal’s files', () => {
  it('are served at /portal under a strict CSP, every app path answering the app', async () => {
    for (const path of ['/portal/', '/portal/tenants/ten_x/members']) {
      const response = await fetch(`${gk.issuer}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
      const asset = /src="(\/portal\/assets\/[^"]+\.js)"/.exec(html)![1]!;
      const script = await fetch(`${gk.issuer}${asset}`);
      expect([script.status, script.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    }
    expect((await fetch(`${gk.issuer}/portal/assets/missing.js`)).status).toBe(404);
    // The session routes are operations: a GET of them is the API's 405, not the app.
    for (const path of ['/portal/session', '/portal/session/refresh']) {
      const get = await fetch(`${gk.issuer}${path}`);
      expect([get.status, get.headers.get('allow'), ((await get.json()) as { code: string }).code]).toEqual([
        405,
        'POST',
        'METHOD_NOT_ALLOWED',
      ]);
    }
    const bare = await fetch(`${gk.issuer}/portal`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/portal/']);
  });
});

describe('PORTAL=off', () => {
  it('removes the files, the session routes and the client', async () => {
    const off = await startTestApp({ PORTAL: 'off' });
    try {
      expect((await off.call('GET', '/portal/')).status).toBe(404);
      const session = await off.call('POST', '/portal/session', {
        body: { code: 'x', codeVerifier: 'v'.repeat(43) },
        headers: { origin: off.app.services.config.issuer },
      });
      expect([session.status, session.body.code]).toEqual([404, 'NOT_FOUND']);
      const authorize = await off.call(
        'GET',
        `/v1/oidc/authorize?client_id=gatekeep-portal&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${off.app.services.config.issuer}/portal/callback`)}`,
      );
      expect(authorize.status).toBe(400);
      expect(authorize.text).toContain('client');
    } finally {
      await off.close();
    }
  });
});
