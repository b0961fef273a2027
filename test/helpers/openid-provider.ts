import * as oidc from 'openid-client';
import { expect } from 'vitest';
import { CookieJar } from './cookie-jar.ts';
import { type IsolatedDatabase, isolatedDatabase } from './isolated-database.ts';
import { freePort } from './server-process.ts';
import { createTenant } from './tenancy.ts';
import { signUp, startTestApp, type TestApp } from './test-app.ts';

/**
 * Gatekeep listening on loopback with ISSUER set to the address it listens on, as an OpenID
 * Provider must be (clients check that discovery's issuer is the URL they asked), on a database
 * of its own (an issuer of its own, on PostgreSQL, must not share one).
 */
export async function startProviderServer(env: Record<string, string> = {}): Promise<TestApp & { issuer: string; stop(): Promise<void> }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const database: IsolatedDatabase = await isolatedDatabase();
  const t = await startTestApp({ ...database.env, ISSUER: issuer, ...env });
  await t.app.listen({ host: '127.0.0.1', port });
  return {
    ...t,
    issuer,
    async stop() {
      await t.close();
      await database.drop();
    },
  };
}

/** A page the browser stopped at, with its forms' fields as the page set them. */
export interface BrowserPage {
  url: URL;
  status: number;
  html: string;
  headers: Headers;
}

/**
 * What a browser does on Gatekeep's origin, without a browser: follows redirects with the
 * origin's cookies, stops at a page (HTML) or at the first URL outside the origin (the client's
 * redirect URI), and posts forms with the fields the page holds plus those typed in.
 */
export class TestBrowser {
  readonly jar = new CookieJar();
  constructor(readonly origin: string) {}

  /** GET `url`, following redirects on the origin; the page or the outside URL it ends at. */
  async open(url: string | URL): Promise<BrowserPage | URL> {
    return this.follow(await this.request(new URL(url, this.origin), { method: 'GET' }), new URL(url, this.origin));
  }

  /** Posts the page's form whose action is `action`, with its hidden fields and `fields`. */
  async submit(page: BrowserPage, action: string, fields: Record<string, string>): Promise<BrowserPage | URL> {
    const form = formFields(page.html, action);
    const target = new URL(action, page.url);
    const response = await this.request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, ...fields }).toString(),
    });
    return this.follow(response, target);
  }

  private async request(url: URL, init: RequestInit): Promise<Response> {
    const cookie = this.jar.headerFor(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), ...(cookie ? { cookie } : {}) },
    });
    this.jar.store(response);
    return response;
  }

  private async follow(response: Response, url: URL): Promise<BrowserPage | URL> {
    let current = response;
    let at = url;
    for (let hops = 0; hops < 20; hops++) {
      if (current.status < 300 || current.status >= 400) {
        return { url: at, status: current.status, html: await current.text(), headers: current.headers };
      }
      const next = new URL(current.headers.get('location')!, at);
      await current.body?.cancel();
      if (next.origin !== this.origin) return next;
      at = next;
      current = await this.request(next, { method: 'GET' });
    }
    throw new Error('too many redirects');
  }
}

/** The hidden inputs of the form posting to `action` (the page's own fields, such as csrf). */
export function formFields(html: string, action: string): Record<string, string> {
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes(`action="${action}"`));
  if (!form) throw new Error(`no form posting to ${action} on the page:\n${html}`);
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[name] = value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  }
  return fields;
}

/** Where the test clients want people back: a host that never resolves, answered by the tests themselves. */
export const CLIENT_REDIRECT_URI = 'https://app.example.test/callback';

/**
 * A tenant (with its owner) and an OIDC client it registered, configured in openid-client
 * through discovery: confidential (client_secret_basic) unless `body` says otherwise.
 */
export async function registeredClient(gk: TestApp & { issuer: string }, body: Record<string, unknown> = {}) {
  const owner = await signUp(gk);
  const tenant = await createTenant(gk, owner);
  const created = await gk.operation('createOidcClient', {
    params: { tenantId: tenant.id },
    body: { name: 'Acme web', redirectUris: [CLIENT_REDIRECT_URI], firstParty: true, ...body } as never,
    token: owner.accessToken,
  });
  expect(created.status, created.text).toBe(201);
  const clientId = created.data.oidcClient.id;
  const secret = created.data.secret ?? undefined;
  const config = await oidc.discovery(new URL(gk.issuer), clientId, secret, secret ? oidc.ClientSecretBasic(secret) : oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  return { owner, tenant, clientId, secret, config };
}

/** An authorization URL with PKCE and state, and what redeeming its code needs. */
export async function authorizationRequest(config: oidc.Configuration, params: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CLIENT_REDIRECT_URI,
    scope: 'openid email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...params,
  });
  return { url, verifier, state };
}

/** The client's side of the callback: the code redeemed with the request's verifier and state. */
export function redeemCode(config: oidc.Configuration, landed: BrowserPage | URL, request: { verifier: string; state: string }) {
  return oidc.authorizationCodeGrant(config, landed as URL, { pkceCodeVerifier: request.verifier, expectedState: request.state });
}
