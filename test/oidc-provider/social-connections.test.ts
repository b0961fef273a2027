import { randomBytes } from 'node:crypto';
import type * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import type { Schemas } from '../../server/api-types.ts';
import { auditEventsWhere } from '../helpers/audit.ts';
import { type GithubOAuthServer, type GithubUser, startGithubOAuth } from '../helpers/github-oauth.ts';
import { type OidcAccount, type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';
import {
  authorizationRequest,
  type BrowserPage,
  redeemCode,
  registeredClient,
  startProviderServer,
  TestBrowser,
} from '../helpers/openid-provider.ts';
import { PASSWORD, signUp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { userWithTotp } from '../helpers/totp.ts';
import { ssoTenant } from '../sso/helpers.ts';

// Issue 33 point 4: social connections. A service account holding `connections:write` adds
// "Google" (a real oidc-provider, by issuer) and "GitHub" (a GitHub-shaped OAuth 2.0 server
// written for the test); the hosted sign-in page shows "Continue with <name>", and the
// provider's answer signs the person in by single sign-on's linking rules.

const BOOTSTRAP = 's'.repeat(40);
let gk: TestApp & { issuer: string; stop(): Promise<void> };
let google: OidcIdp;
let github: GithubOAuthServer;
let dns: DnsServer;
let manager: string;
let client: oidc.Configuration;
let googleConnection: Schemas['Connection'];
let githubConnection: Schemas['Connection'];

async function serviceAccount(permissions: Schemas['PlatformPermission'][]) {
  const created = await gk.operation('createServiceAccount', {
    body: { name: `connections-${randomBytes(4).toString('hex')}`, permissions },
    token: BOOTSTRAP,
  });
  expect(created.status, created.text).toBe(201);
  return created.data.secret as string;
}

beforeAll(async () => {
  dns = await startDnsServer();
  google = await startOidcIdp();
  github = await startGithubOAuth();
  gk = await startProviderServer({ BOOTSTRAP_TOKEN: BOOTSTRAP, SSO_ALLOW_PRIVATE_ISSUERS: 'true', DNS_SERVERS: dns.address });
  manager = await serviceAccount(['connections:write']);
  ({ config: client } = await registeredClient(gk));

  const googleSecret = randomBytes(24).toString('base64url');
  const made = await gk.operation('createConnection', {
    body: { type: 'oidc', name: 'Google', issuer: google.issuer, clientId: 'gatekeep-google', clientSecret: googleSecret },
    token: manager,
  });
  expect(made.status, made.text).toBe(201);
  googleConnection = made.data;
  google.addClient({ clientId: 'gatekeep-google', clientSecret: googleSecret, redirectUris: [googleConnection.callbackUrl] });

  const githubSecret = randomBytes(20).toString('hex');
  const madeGithub = await gk.operation('createConnection', {
    body: {
      type: 'github',
      name: 'GitHub',
      clientId: 'Iv1.gatekeep',
      clientSecret: githubSecret,
      githubUrl: github.githubUrl,
      apiUrl: github.apiUrl,
    },
    token: manager,
  });
  expect(madeGithub.status, madeGithub.text).toBe(201);
  githubConnection = madeGithub.data;
  github.addApp({ clientId: 'Iv1.gatekeep', clientSecret: githubSecret, callbackUrl: githubConnection.callbackUrl });
}, 120_000);
afterAll(async () => {
  await gk?.stop();
  await google?.close();
  await github?.close();
  await dns?.close();
});

/** The sign-in page of a new flow of the test client, and what redeeming its code needs. */
async function signInPage() {
  const flow = await authorizationRequest(client, { scope: 'openid email profile' });
  const browser = new TestBrowser(gk.issuer);
  const page = (await browser.open(flow.url)) as BrowserPage;
  expect(page.status, page.html).toBe(200);
  return { flow, browser, page };
}

/** "Continue with <name>": the page that moves on to the provider, and the provider's URL it names. */
async function continueWith(browser: TestBrowser, page: BrowserPage, connection: Schemas['Connection']) {
  expect(page.html).toContain(`Continue with ${connection.name}`);
  const onward = (await browser.submit(page, '/auth/sign-in', { connection: connection.id })) as BrowserPage;
  expect(onward.status, onward.html).toBe(200);
  const refresh = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(onward.html);
  expect(refresh, onward.html).not.toBeNull();
  return new URL(refresh![1]!.replaceAll('&#38;', '&'));
}

/** A whole sign-in through a connection: the provider's answer at Gatekeep's callback, and where that leads. */
async function signInThrough(connection: Schemas['Connection'], provider: { authorize(url: string): Promise<URL> }) {
  const { flow, browser, page } = await signInPage();
  const providerUrl = await continueWith(browser, page, connection);
  const callback = await provider.authorize(providerUrl.href);
  expect(`${callback.origin}${callback.pathname}`).toBe(connection.callbackUrl);
  const landed = await browser.open(callback);
  return { flow, browser, providerUrl, landed };
}

const person = (email: string, extra: Partial<OidcAccount> = {}): OidcAccount => ({
  sub: `google-${randomBytes(6).toString('hex')}`,
  email,
  email_verified: true,
  name: 'Katherine Johnson',
  ...extra,
});

const githubUser = (email: string, extra: Partial<GithubUser> = {}): GithubUser => ({
  id: 1_000_000 + Math.floor(Math.random() * 1_000_000_000),
  login: `octo-${randomBytes(3).toString('hex')}`,
  name: 'Mona Lisa',
  emails: [{ email, primary: true, verified: true }],
  ...extra,
});

async function userIdOf(email: string) {
  return (await gk.app.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

describe('managing social connections', () => {
  it('adds, reads, changes and deletes a connection; the secret is encrypted at rest and never shown; every change on the platform log', async () => {
    const secret = `oidc-secret-${randomBytes(8).toString('hex')}`;
    const created = await gk.operation('createConnection', {
      body: { type: 'oidc', name: 'Microsoft', issuer: 'https://login.example.test/tenant/v2.0', clientId: 'ms', clientSecret: secret },
      token: manager,
    });
    expect(created.status, created.text).toBe(201);
    const connection = created.data;
    expect(connection).toMatchObject({
      id: expect.stringMatching(/^con_/),
      type: 'oidc',
      name: 'Microsoft',
      enabled: true,
      callbackUrl: `${gk.issuer}/auth/sign-in/social/${connection.id}`,
      issuer: 'https://login.example.test/tenant/v2.0',
      clientId: 'ms',
      scopes: ['openid', 'email', 'profile'],
      githubUrl: null,
      apiUrl: null,
    });
    expect(created.headers.location).toBe(`/v1/platform/connections/${connection.id}`);
    expect(created.text).not.toContain(secret);
    const stored = await gk.app.services.db
      .selectFrom('social_connections')
      .select('client_secret')
      .where('id', '=', connection.id)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).toMatch(/^enc:v1:/);
    expect(stored.client_secret).not.toContain(secret);

    const params = { connectionId: connection.id };
    const updated = await gk.operation('updateConnection', {
      params,
      body: { name: 'Microsoft Entra', enabled: false, clientSecret: 'a-new-secret', scopes: ['openid', 'email'] },
      token: manager,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.data).toMatchObject({ name: 'Microsoft Entra', enabled: false, scopes: ['openid', 'email'] });
    expect(updated.text).not.toContain('a-new-secret');
    const listed = await gk.operation('listConnections', { token: manager });
    expect(listed.data.items.map((item: Schemas['Connection']) => item.id)).toContain(connection.id);
    expect((await gk.operation('getConnection', { params, token: manager })).data.name).toBe('Microsoft Entra');
    expect((await gk.operation('deleteConnection', { params, token: manager })).data).toEqual({ id: connection.id, deleted: true });
    expect((await gk.operation('getConnection', { params, token: manager })).status).toBe(404);

    for (const action of ['connection.created', 'connection.updated', 'connection.deleted']) {
      const events = await auditEventsWhere(gk, { action, targetId: connection.id });
      expect(events, action).toHaveLength(1);
      expect(events[0]!.tenant_id, action).toBeNull();
      expect(JSON.stringify(events[0]!.metadata), action).not.toContain('secret-');
    }
  });

  it('defaults a GitHub connection to github.com and refuses what does not fit its type, http, and a caller without connections:write', async () => {
    const made = await gk.operation('createConnection', {
      body: { type: 'github', name: 'GitHub.com', clientId: 'gh', clientSecret: 'gh-secret' },
      token: manager,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.data).toMatchObject({
      githubUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      issuer: null,
      scopes: ['read:user', 'user:email'],
    });
    const params = { connectionId: made.data.id };
    const wrongType = await gk.operation('updateConnection', { params, body: { issuer: 'https://accounts.example.test' }, token: manager });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const http = await gk.operation('createConnection', {
      body: { type: 'oidc', name: 'Plain', issuer: 'http://accounts.example.test', clientId: 'x', clientSecret: 'y' },
      token: manager,
    });
    expect([http.status, http.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const noOpenid = await gk.operation('createConnection', {
      body: {
        type: 'oidc',
        name: 'No openid',
        issuer: 'https://accounts.example.test',
        clientId: 'x',
        clientSecret: 'y',
        scopes: ['email'],
      },
      token: manager,
    });
    expect([noOpenid.status, noOpenid.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const outsider = await serviceAccount(['oidc_clients:write']);
    const refused = await gk.operation('listConnections', { token: outsider });
    expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    await gk.operation('deleteConnection', { params, token: manager });
  });

  it('refuses a private issuer unless SSO_ALLOW_PRIVATE_ISSUERS', async () => {
    const strict = await startProviderServer({ BOOTSTRAP_TOKEN: BOOTSTRAP });
    try {
      const created = await strict.operation('createConnection', {
        body: { type: 'oidc', name: 'Inside', issuer: 'https://10.0.0.8', clientId: 'x', clientSecret: 'y' },
        token: BOOTSTRAP,
      });
      expect([created.status, created.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(created.body.error).toContain('SSO_ALLOW_PRIVATE_ISSUERS');
    } finally {
      await strict.stop();
    }
  });
});

describe('signing in through a social connection', () => {
  it('makes an account for a new person with the address Google vouches for, and signs the same account in next time', async () => {
    const email = uniqueEmail('google');
    const account = person(email);
    google.signInAs(account);
    const { flow, providerUrl, landed } = await signInThrough(googleConnection, google);
    // The provider was asked with PKCE S256, a state and a nonce, for Gatekeep's callback.
    expect(providerUrl.origin).toBe(google.issuer);
    expect(Object.fromEntries(providerUrl.searchParams)).toMatchObject({
      client_id: 'gatekeep-google',
      redirect_uri: googleConnection.callbackUrl,
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(landed).toBeInstanceOf(URL);
    const tokens = await redeemCode(client, landed, flow);
    const userId = await userIdOf(email);
    expect(tokens.claims()).toMatchObject({ sub: userId, email, email_verified: true, name: 'Katherine Johnson' });

    // Next time: the same (connection, subject), the same account, even if the address changed at Google.
    google.signInAs({ ...account, email: uniqueEmail('renamed') });
    const again = await signInThrough(googleConnection, google);
    expect((await redeemCode(client, again.landed, again.flow)).claims()!.sub).toBe(userId);
    expect(await auditEventsWhere(gk, { action: 'social.login', targetId: userId })).toHaveLength(2);
    const made = await auditEventsWhere(gk, { action: 'user.created', targetId: userId });
    expect(made[0]!.metadata).toMatchObject({ connectionId: googleConnection.id, subject: account.sub });
  });

  it('links an account whose owner proved the address, which keeps its password', async () => {
    const owner = await signUp(gk);
    google.signInAs(person(owner.email));
    const { flow, landed } = await signInThrough(googleConnection, google);
    expect((await redeemCode(client, landed, flow)).claims()!.sub).toBe(owner.user.id);
    const linked = await auditEventsWhere(gk, { action: 'social.account_linked', targetId: owner.user.id });
    expect(linked[0]!.metadata).toMatchObject({ connectionId: googleConnection.id, wasVerified: true });
    const login = await gk.operation('login', { body: { email: owner.email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
  });

  it("takes over an account that never proved its address: its sessions end and its password goes (SSO's rule), on the record", async () => {
    const squatter = await signUp(gk, uniqueEmail('squatted'), PASSWORD, { verified: false });
    google.signInAs(person(squatter.email));
    const { flow, landed } = await signInThrough(googleConnection, google);
    expect((await redeemCode(client, landed, flow)).claims()).toMatchObject({ sub: squatter.user.id, email_verified: true });
    const refreshed = await gk.operation('refreshToken', { body: { refreshToken: squatter.refreshToken } });
    expect(refreshed.status).toBe(401);
    const login = await gk.operation('login', { body: { email: squatter.email, password: PASSWORD } });
    expect(login.status).toBe(401);
    const linked = await auditEventsWhere(gk, { action: 'social.account_linked', targetId: squatter.user.id });
    expect(linked[0]!.metadata).toMatchObject({ wasVerified: false });
  });

  it('never links or makes an account for an address the provider does not vouch for, and records why', async () => {
    const owner = await signUp(gk);
    for (const claims of [{ email_verified: false }, { email_verified: undefined }]) {
      const account = person(owner.email, claims);
      google.signInAs(account);
      const { landed } = await signInThrough(googleConnection, google);
      const page = landed as BrowserPage;
      expect(page.status).toBe(401);
      expect(page.html).toContain('did not confirm an email address');
      const failed = await auditEventsWhere(gk, { action: 'social.login_failed', targetId: googleConnection.id });
      expect(failed.at(-1)!.metadata).toMatchObject({ reason: 'EMAIL_NOT_VERIFIED', subject: account.sub });
    }
    const stranger = uniqueEmail('unvouched');
    google.signInAs(person(stranger, { email_verified: false }));
    await signInThrough(googleConnection, google);
    expect(await userIdOf(stranger)).toBeUndefined();
    expect(await auditEventsWhere(gk, { action: 'social.account_linked', targetId: owner.user.id })).toHaveLength(0);
  });

  it('asks an account with TOTP for its second factor after the provider', async () => {
    const totp = await userWithTotp(gk);
    google.signInAs(person(totp.email));
    const { landed } = await signInThrough(googleConnection, google);
    const page = landed as BrowserPage;
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain('Two-factor authentication');
  });

  it('sends an address of an organisation that enforces SSO to its identity provider instead', async () => {
    const sso = await ssoTenant({ t: gk, idp: google, dns }, { enforced: true });
    google.signInAs(person(sso.email('enforced')));
    const { landed } = await signInThrough(googleConnection, google);
    const page = landed as BrowserPage;
    expect(page.status).toBe(401);
    expect(page.html).toContain('single sign-on');
  });

  it('signs in with GitHub: the numeric id, the verified primary address, the code redeemed with the PKCE verifier', async () => {
    const email = uniqueEmail('github');
    const user = githubUser(email, {
      emails: [
        { email: uniqueEmail('secondary'), primary: false, verified: true },
        { email, primary: true, verified: true },
      ],
    });
    github.signInAs(user);
    const { flow, providerUrl, landed } = await signInThrough(githubConnection, github);
    expect(providerUrl.origin + providerUrl.pathname).toBe(`${github.githubUrl}/login/oauth/authorize`);
    expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(github.tokenRequests.at(-1)).toMatchObject({ code_verifier: expect.any(String), redirect_uri: githubConnection.callbackUrl });
    const claims = (await redeemCode(client, landed, flow)).claims()!;
    expect(claims).toMatchObject({ email, name: 'Mona Lisa' });
    const identity = await gk.app.services.db
      .selectFrom('social_identities')
      .selectAll()
      .where('connection_id', '=', githubConnection.id)
      .where('user_id', '=', claims.sub)
      .executeTakeFirstOrThrow();
    expect(identity.subject).toBe(String(user.id));

    // A renamed login is the same person: the id decides.
    github.signInAs({ ...user, login: 'renamed-login' });
    const again = await signInThrough(githubConnection, github);
    expect((await redeemCode(client, again.landed, again.flow)).claims()!.sub).toBe(claims.sub);
  });

  it('refuses a GitHub primary address GitHub has not verified, and a person who declines at GitHub', async () => {
    const email = uniqueEmail('unverified-github');
    github.signInAs(githubUser(email, { emails: [{ email, primary: true, verified: false }] }));
    const unverified = (await signInThrough(githubConnection, github)).landed as BrowserPage;
    expect(unverified.status).toBe(401);
    expect(unverified.html).toContain('did not confirm an email address');
    expect(await userIdOf(email)).toBeUndefined();

    github.denyNext();
    const declined = (await signInThrough(githubConnection, github)).landed as BrowserPage;
    expect(declined.status).toBe(401);
    expect(declined.html).toContain('did not complete');
  });

  it('takes a disabled connection off the page and refuses its answers; a state this browser did not make is 400', async () => {
    const { browser, page } = await signInPage();
    const providerUrl = await continueWith(browser, page, githubConnection);
    const callbackOf = async () => github.authorize(providerUrl.href);
    github.signInAs(githubUser(uniqueEmail('late')));
    const callback = await callbackOf();
    const params = { connectionId: githubConnection.id };
    await gk.operation('updateConnection', { params, body: { enabled: false }, token: manager });
    try {
      const refused = (await browser.open(callback)) as BrowserPage;
      expect(refused.status).toBe(401);
      expect(refused.html).not.toContain('Continue with GitHub</button>');
      expect(refused.html).toContain('Continue with Google</button>');
    } finally {
      await gk.operation('updateConnection', { params, body: { enabled: true }, token: manager });
    }
    // Another browser (no interaction cookie), or a forged state: the flow is not this browser's.
    const stranger = (await new TestBrowser(gk.issuer).open(callback)) as BrowserPage;
    expect(stranger.status).toBe(400);
    const uid = callback.searchParams.get('state')!.split('.')[0];
    const forged = (await browser.open(`${githubConnection.callbackUrl}?state=${uid}.forged&code=x`)) as BrowserPage;
    expect(forged.status).toBe(400);
  });
});
