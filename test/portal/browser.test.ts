import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { addVirtualAuthenticator, launchChromium } from '../helpers/chromium.ts';
import { type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';
import { scimClient, USER_SCHEMA } from '../directories/helpers.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { freePort } from '../helpers/server-process.ts';
import { PASSWORD, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 37 point 5: the portal in headless Chromium, as a person uses it: the hosted pages sign
// them in, the portal's pages do the rest. Every page visited passes axe with no serious or
// critical violation, and leaves a screenshot in test-output/portal/.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = path.resolve('test-output', 'portal');

let gk: TestApp;
let issuer = '';
let database: IsolatedDatabase;
let browser: Browser | undefined;
let dns: DnsServer;
let idp: OidcIdp;
let setupFailure: unknown;
beforeAll(async () => {
  // A setup failure (chromium missing above all) fails the tests with it instead of skipping them.
  try {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const port = await freePort();
    // localhost: a secure context over plain http (WebAuthn, clipboard) and a valid RP ID.
    issuer = `http://localhost:${port}`;
    database = await isolatedDatabase();
    // The SSO set-up: a DNS server that answers the domains' TXT records, and an organisation's
    // identity provider (oidc-provider on https loopback, showing its own login page).
    dns = await startDnsServer();
    idp = await startOidcIdp({ interactive: true });
    gk = await startTestApp({
      ...database.env,
      ISSUER: issuer,
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: issuer,
      JOB_CONCURRENCY: '2',
      JOB_POLL_MS: '50',
      // The audit page verifies against a signed checkpoint: one is signed within a second.
      AUDIT_CHECKPOINT_SECONDS: '1',
      DNS_SERVERS: dns.address,
      SSO_ALLOW_PRIVATE_ISSUERS: 'true',
    });
    await gk.app.listen({ host: '127.0.0.1', port });
    browser = await launchChromium();
  } catch (error) {
    setupFailure = error;
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await gk?.close();
  await database?.drop();
  await idp?.close();
  await dns?.close();
});

/** A new browser (its own cookies), at 1280 × 800 unless told otherwise; CSP violations are collected. */
async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page & { cspViolations: string[] }> {
  if (setupFailure !== undefined) throw setupFailure;
  // The identity provider's certificate is the test CA's: the browser alone is let past it
  // (Gatekeep verifies it, trusting that CA through NODE_EXTRA_CA_CERTS).
  const context = await browser!.newContext({ viewport, ignoreHTTPSErrors: true });
  const page = Object.assign(await context.newPage(), { cspViolations: [] as string[] });
  page.setDefaultTimeout(30_000);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) page.cspViolations.push(message.text());
  });
  return page;
}

/** axe-core's serious and critical violations on the page as it is now (injected through DevTools, past the CSP). */
async function seriousViolations(page: Page): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Runtime.evaluate', { expression: AXE_SOURCE });
  const { passes, violations } = await page.evaluate(async () => {
    type Rule = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ passes: Rule[]; violations: Rule[] }> } }).axe;
    const result = await axe.run();
    return {
      passes: result.passes.length,
      violations: result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    };
  });
  expect(passes, page.url()).toBeGreaterThan(5);
  return violations;
}

/** What each page visited showed axe, by name; every list should end empty. */
const audited: Record<string, string[]> = {};

/** Checks the page as it is now (a dialog open, a panel shown) with axe, and keeps a screenshot named `name`. */
async function check(page: Page, name: string) {
  await page.waitForFunction(() => !document.querySelector('[role=status][aria-busy=true], .loading'));
  audited[name] = await seriousViolations(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits for the page's heading, then `check`s it. */
async function visit(page: Page, name: string, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await check(page, name);
}

/** Every page `check`ed so far showed axe nothing serious or critical. */
const expectNoViolations = () => expect(audited).toEqual(Object.fromEntries(Object.keys(audited).map((name) => [name, []])));

/** From the portal's signed-out screen through the hosted sign-up, to the portal signed in. */
async function signUpThroughPortal(page: Page, email: string) {
  await page.goto(`${issuer}/portal/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/portal/') && !url.pathname.startsWith('/portal/callback'));
}

/** A person signed up through the portal with a verified address, on the portal's tenants page. */
async function verifiedPerson(page: Page, label: string) {
  const email = uniqueEmail(label);
  await signUpThroughPortal(page, email);
  await page.goto(`${issuer}/auth/verify-email?token=${await outboxToken(gk, email, 'verify-email')}`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await page.getByText('confirmed').first().waitFor();
  await page.goto(`${issuer}/portal/tenants`);
  await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
  return email;
}

async function createTenantOnPage(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create tenant' }).click();
  await page.getByRole('link', { name }).first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true }).click();

/** The tenant id in the page's address (/portal/tenants/{id}/…). */
const tenantIdOf = (page: Page) => /\/portal\/tenants\/([^/]+)/.exec(new URL(page.url()).pathname)![1]!;

/** A session of `email`'s own, signed in through the API as another device would. */
async function otherDevice(email: string, userAgent: string) {
  const login = await gk.operation('login', { body: { email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(login.status, login.text).toBe(200);
  if (!('refreshToken' in login.data)) throw new Error('the login asked for a second factor');
  return login.data;
}

/** Opens `opener`'s confirmation, checks the open dialog with axe as `name`, and cancels it. */
async function openAndCancel(page: Page, opener: Locator, name: string) {
  await opener.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await check(page, name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens `opener`'s confirmation again and confirms with `confirmLabel`; the dialog closes on success. */
async function openAndConfirm(page: Page, opener: Locator, confirmLabel: string) {
  await opener.click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the portal in Chromium', () => {
  it('signs up, verifies the address from the outbox, creates a tenant, and creates and revokes an API key', async () => {
    const page = await newPage();
    await page.goto(`${issuer}/portal/`);
    await visit(page, 'signed-out', 'Gatekeep');
    const email = uniqueEmail('portal');
    await signUpThroughPortal(page, email);
    await visit(page, 'tenants', 'Tenants');

    // The verification mail's link, opened in the same browser.
    await page.goto(`${issuer}/auth/verify-email?token=${await outboxToken(gk, email, 'verify-email')}`);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByText('confirmed').first().waitFor();

    await page.goto(`${issuer}/portal/tenants`);
    await page.getByLabel('Name', { exact: true }).fill('Acme Rockets');
    await page.getByRole('button', { name: 'Create tenant' }).click();
    await page.getByRole('link', { name: 'Acme Rockets' }).first().click();
    await visit(page, 'tenant-overview', 'Acme Rockets');

    await page.getByRole('link', { name: 'API keys' }).click();
    await visit(page, 'api-keys', 'API keys');
    await page.getByLabel('Name', { exact: true }).fill('Billing service');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const shown = page.getByLabel('API key', { exact: true });
    await shown.waitFor();
    expect(await shown.inputValue()).toMatch(/^gk_live_/);
    await check(page, 'api-key-shown-once');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await check(page, 'api-key-revoke-dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.getByText('revoked', { exact: false }).first().waitFor();

    // The access token lived in memory, the refresh token in an HttpOnly cookie: nothing in storage,
    // not even the PKCE verifier, which waited in sessionStorage only until the callback took it.
    // The router's scroll positions (scrollRestoration in router.tsx) are the one thing kept there.
    const stored = await page.evaluate(() => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: Object.keys(sessionStorage).filter((key) => !key.startsWith('tsr-scroll-restoration')),
    }));
    expect(stored).toEqual({ cookie: '', local: 0, session: [] });
    expect(page.cspViolations).toEqual([]);
    expectNoViolations();
  });

  it('invites a member who accepts from the mail, and shows every tenant and account page to axe', async () => {
    const owner = await newPage();
    await verifiedPerson(owner, 'portal-owner');
    await createTenantOnPage(owner, 'Members & Co');

    await nav(owner, 'Members');
    await visit(owner, 'members', 'Members');
    const inviteeEmail = uniqueEmail('portal-invitee');
    await owner.getByRole('form', { name: 'Invite someone' }).getByLabel('Email').fill(inviteeEmail);
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.getByText(`We sent an invitation to ${inviteeEmail}.`).waitFor();
    await owner.getByRole('cell', { name: inviteeEmail }).waitFor();

    // The invitee signs up through the portal, then accepts from the mail in the same browser.
    const accepting = await newPage();
    await signUpThroughPortal(accepting, inviteeEmail);
    await accepting.goto(`${issuer}/auth/verify-email?token=${await outboxToken(gk, inviteeEmail, 'verify-email')}`);
    await accepting.getByRole('button', { name: 'Confirm my address' }).click();
    await accepting.getByText('confirmed').first().waitFor();
    await accepting.goto(`${issuer}/auth/accept-invitation?token=${await outboxToken(gk, inviteeEmail, 'accept-invitation')}`);
    await accepting.getByRole('button', { name: 'Accept the invitation' }).click();
    await accepting.getByText('You joined the organisation').waitFor();
    await accepting.goto(`${issuer}/portal/tenants`);
    await accepting.getByRole('link', { name: 'Members & Co' }).waitFor();

    await owner.reload();
    await owner.getByRole('cell', { name: inviteeEmail }).first().waitFor();
    await check(owner, 'members-after-acceptance');

    for (const [link, name, heading] of [
      ['Roles', 'roles', 'Roles'],
      ['Webhooks', 'webhooks', 'Webhooks'],
      ['Single sign-on', 'sso', 'Single sign-on'],
      ['Directories', 'directories', 'Directory sync'],
      ['Profile', 'profile', 'Profile'],
      ['Sessions', 'sessions', 'Sessions'],
      ['Security', 'security', 'Security'],
    ] as const) {
      await nav(owner, link);
      await visit(owner, name, heading);
    }
    // Still on Security: the authenticator app's enrolment (its secret and setup link).
    const totp = owner.getByRole('region', { name: 'Two-factor authentication' });
    await totp.getByLabel('Current password').fill(PASSWORD);
    await totp.getByRole('button', { name: 'Set up authenticator app' }).click();
    await totp.getByLabel('Secret', { exact: true }).waitFor();
    await check(owner, 'totp-enrolment');

    // The audit log: the invitation's events, and the chain verified against a signed checkpoint.
    await owner.goto(`${issuer}/portal/tenants`);
    await owner.getByRole('link', { name: 'Members & Co' }).click();
    await nav(owner, 'Audit log');
    await visit(owner, 'audit-log', 'Audit log');
    await owner.getByRole('cell', { name: 'member.invitation_accepted' }).first().waitFor();
    await owner.getByRole('button', { name: 'Verify audit log' }).click();
    await owner.getByText(/^Verified: .*consistent with checkpoint of size/).waitFor();
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'audit-log-verified.png'), fullPage: true });

    // A phone's width: no page is wider than the screen (wide tables scroll inside their box),
    // and the navigation is a menu that opens and closes.
    const phone = await newPage({ width: 375, height: 740 });
    await verifiedPerson(phone, 'portal-phone');
    await check(phone, 'tenants-375px');
    await createTenantOnPage(phone, 'Pocket Co');
    const overflows: Record<string, number> = {};
    for (const [link, heading] of [
      ['Overview', 'Pocket Co'],
      ['Members', 'Members'],
      ['API keys', 'API keys'],
      ['Webhooks', 'Webhooks'],
      ['Single sign-on', 'Single sign-on'],
      ['Audit log', 'Audit log'],
      ['Security', 'Security'],
    ] as const) {
      await phone.getByRole('button', { name: 'Menu' }).click();
      await nav(phone, link);
      await phone.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => phone.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
      await phone.waitForLoadState('networkidle');
      overflows[link] = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    }
    expect(overflows).toEqual(Object.fromEntries(Object.keys(overflows).map((link) => [link, 0])));
    await check(phone, 'security-375px');

    // The keyboard: the first Tab reaches "Skip to main content", which moves focus to the page's
    // content; what has focus is outlined.
    await owner.reload();
    await owner.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await owner.keyboard.press('Tab');
    expect(await owner.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await owner.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await owner.keyboard.press('Enter');
    expect(await owner.evaluate(() => document.activeElement?.id)).toBe('main');

    for (const page of [owner, accepting, phone]) expect(page.cspViolations).toEqual([]);
    expectNoViolations();
  });

  it('shows an API error with its request id, asks before deleting a role or ending a session, and loads a second page of the audit log', async () => {
    const page = await newPage();
    const email = await verifiedPerson(page, 'portal-roles');
    await createTenantOnPage(page, 'Paged Roles');
    const tenantId = tenantIdOf(page);
    const device = await otherDevice(email, 'Other test device');
    const roles = async () =>
      (await gk.operation('listRoles', { params: { tenantId }, query: { limit: 100 }, token: device.accessToken })).data.items.map(
        (role) => role.name,
      );

    // A name already taken: the API's 409, its message and request id shown as the API sent them.
    await nav(page, 'Roles');
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    const createForm = page.getByRole('region', { name: 'Create a role' });
    await createForm.getByLabel('Name', { exact: true }).fill('auditor');
    await createForm.getByRole('button', { name: 'Create role' }).click();
    await createForm.getByText('The role auditor is created.').waitFor();
    await createForm.getByLabel('Name', { exact: true }).fill('auditor');
    const [refused] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith(`/v1/tenants/${tenantId}/roles`) && response.request().method() === 'POST',
      ),
      createForm.getByRole('button', { name: 'Create role' }).click(),
    ]);
    expect(refused.status()).toBe(409);
    const { error: message, code } = (await refused.json()) as { error: string; code: string };
    const requestId = refused.headers()['x-request-id']!;
    expect(requestId).toBeTruthy();
    const alert = createForm.getByRole('alert');
    await alert.getByText(message, { exact: true }).waitFor();
    await alert.getByText(requestId, { exact: true }).waitFor();
    await alert.getByText(code, { exact: true }).waitFor();
    await check(page, 'roles-error');

    // Deleting a role: Cancel leaves it (on the server too), Delete role deletes it.
    const auditorDelete = page.getByRole('article', { name: 'auditor', exact: true }).getByRole('button', { name: 'Delete' });
    await openAndCancel(page, auditorDelete, 'roles-delete-dialog');
    expect(await roles()).toContain('auditor');
    await openAndConfirm(page, auditorDelete, 'Delete role');
    await page.getByRole('article', { name: 'auditor', exact: true }).waitFor({ state: 'detached' });
    expect(await roles()).not.toContain('auditor');

    // More audit events than the page's 50 (a role made 55 times over): the API's second page
    // appears only with "Load more". (Not the roles page: listRoles answers every role at once.)
    for (let n = 0; n < 55; n++) {
      const created = await gk.operation('createRole', {
        params: { tenantId },
        body: { name: `bulk-${String(n).padStart(2, '0')}`, permissions: [] },
        token: device.accessToken,
      });
      expect(created.status, created.text).toBe(201);
    }
    const events = (cursor?: string) =>
      gk.operation('listAuditEvents', {
        params: { tenantId },
        query: { limit: 50, ...(cursor ? { cursor } : {}) },
        token: device.accessToken,
      });
    const firstPage = await events();
    expect(firstPage.data.nextCursor).toBeTruthy();
    const secondPage = (await events(firstPage.data.nextCursor!)).data.items.map((event) => event.id);
    expect(secondPage.length).toBeGreaterThan(0);
    await nav(page, 'Audit log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const rows = page.getByRole('region', { name: 'Audit events, newest first' }).locator('tbody tr');
    // Each row's event id sits in its closed "Details": counted, not seen.
    const shown = (eventId: string) => page.getByText(eventId, { exact: true }).count();
    await expect.poll(() => rows.count()).toBe(50);
    expect(await shown(firstPage.data.items.at(-1)!.id)).toBe(1);
    expect(await Promise.all(secondPage.map(shown))).toEqual(secondPage.map(() => 0));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(50 + secondPage.length);
    expect(await Promise.all(secondPage.map(shown))).toEqual(secondPage.map(() => 1));

    // Ending the other device's session: Cancel keeps it, End session ends it (its refresh token with it).
    await nav(page, 'Sessions');
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    const otherRow = page.getByRole('row').filter({ hasText: 'Other test device' });
    const endOther = otherRow.getByRole('button', { name: 'End session' });
    await openAndCancel(page, endOther, 'sessions-end-dialog');
    await page.reload();
    await otherRow.waitFor();
    await openAndConfirm(page, endOther, 'End session');
    await otherRow.waitFor({ state: 'detached' });
    const refreshed = await gk.operation('refreshToken', { body: { refreshToken: device.refreshToken } });
    expect([refreshed.status, refreshed.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    await page.reload();
    await page.getByRole('cell', { name: /This session/ }).waitFor();
    expect(await otherRow.count()).toBe(0);

    expect(page.cspViolations).toEqual([]);
    expectNoViolations();
  });

  it('registers a passkey on the Security page with a virtual authenticator, and signs in with it on the hosted page', async () => {
    const page = await newPage();
    await addVirtualAuthenticator(page);
    const email = await verifiedPerson(page, 'portal-passkey');
    await nav(page, 'Security');
    const adding = page.getByRole('region', { name: 'Add a passkey' });
    await adding.getByLabel('Passkey name').fill('This laptop');
    await adding.getByLabel('Current password').fill(PASSWORD);
    await adding.getByRole('button', { name: 'Add passkey' }).click();
    await page.getByText('The passkey “This laptop” is added.').waitFor();
    await page.getByRole('cell', { name: 'This laptop' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'security-passkey-added.png'), fullPage: true });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The hosted page: no email typed, the passkey the authenticator holds for this site.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Back where the sign-in began, signed in as the passkey's owner.
    await page.waitForURL((url) => url.pathname === '/portal/account/security');
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.getByText(email).first().waitFor();
    expect(page.cspViolations).toEqual([]);
  });

  it('sets up SSO: a domain verified by its TXT record, an OIDC connection, and a test sign-in through the identity provider', async () => {
    const page = await newPage();
    await verifiedPerson(page, 'portal-sso');
    await createTenantOnPage(page, 'Rocket Works');
    await nav(page, 'Single sign-on');
    await page.getByRole('heading', { level: 1, name: 'Single sign-on' }).waitFor();

    const domain = `rocket-${Date.now().toString(36)}.test`;
    await page.getByLabel('Domain', { exact: true }).fill(domain);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const card = page.getByRole('article', { name: domain });
    const record = card.locator('dd .mono');
    await record.first().waitFor();
    // What the page says to publish, published.
    dns.records.set(await record.nth(0).innerText(), [[await record.nth(1).innerText()]]);
    await card.getByRole('button', { name: 'Verify', exact: true }).click();
    await card.getByText('Verified', { exact: true }).waitFor();

    const clientId = `rocket-${Date.now().toString(36)}`;
    const clientSecret = 'rocket-works-idp-secret';
    idp.addClient({ clientId, clientSecret, redirectUris: [`${issuer}/v1/sso/oidc/callback`] });
    await page.getByLabel('Connection name').fill('Rocket IdP');
    await page.getByLabel('Issuer URL').fill(idp.issuer);
    await page.getByLabel('Client ID').fill(clientId);
    await page.getByLabel('Client secret').fill(clientSecret);
    await page.getByRole('button', { name: 'Create OIDC connection' }).click();
    await page.getByRole('article', { name: 'Rocket IdP' }).waitFor();
    await page.getByText(`${issuer}/v1/sso/oidc/callback`).first().waitFor();
    await visit(page, 'sso-connected', 'Single sign-on');

    const email = `grace@${domain}`;
    idp.signInAs({ sub: 'idp-grace', email, email_verified: true, name: 'Grace Hopper' });
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.getByLabel('Login').fill(email);
    await page.getByLabel('Password').fill('what the provider asks');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/sso-test');
    await page.getByText(`Test sign-in succeeded: signed in as ${email} (Grace Hopper) through Rocket IdP.`).waitFor();
    await visit(page, 'sso-test-result', 'SSO test sign-in');
    expect(page.cspViolations).toEqual([]);
    expectNoViolations();
  });

  it('adds a webhook endpoint (its secret shown once), sends a test event and redelivers it, and makes a directory that provisions a user', async () => {
    const receiver = await startReceiver();
    try {
      const page = await newPage();
      await verifiedPerson(page, 'portal-admin');
      await createTenantOnPage(page, 'Hooks & Sync');

      await nav(page, 'Webhooks');
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByRole('checkbox', { name: 'member.invited' }).check();
      await page.getByRole('button', { name: 'Create endpoint' }).click();
      const secret = page.getByLabel('Signing secret', { exact: true });
      await secret.waitFor();
      expect(await secret.inputValue()).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Send test event' }).click();
      await receiver.waitFor(1);
      // A real delivery (the test event is not one): an invitation, which the endpoint subscribes to.
      await nav(page, 'Members');
      await page.getByRole('form', { name: 'Invite someone' }).getByLabel('Email').fill(uniqueEmail('hooked'));
      await page.getByRole('button', { name: 'Invite', exact: true }).click();
      await receiver.waitFor(2);
      await nav(page, 'Webhooks');
      await page.getByRole('button', { name: 'Show deliveries' }).click();
      await page
        .getByRole('region', { name: 'Deliveries' })
        .getByRole('button', { name: /Redeliver/ })
        .first()
        .click();
      await receiver.waitFor(2);
      await visit(page, 'webhooks-with-endpoint', 'Webhooks');

      await nav(page, 'Directories');
      await page.getByLabel('Directory name').fill('Okta');
      await page.getByRole('button', { name: 'Create directory' }).click();
      const token = page.getByLabel('SCIM bearer token', { exact: true });
      await token.waitFor();
      const scim = scimClient(gk, await token.inputValue());
      const created = await scim('POST', '/Users', { schemas: [USER_SCHEMA], userName: uniqueEmail('scim'), active: true });
      expect(created.status, created.text).toBe(201);
      await page.reload();
      await page.getByRole('cell', { name: 'directory.user.created' }).first().waitFor();
      await visit(page, 'directories-with-directory', 'Directory sync');
      expect(page.cspViolations).toEqual([]);
      expectNoViolations();
    } finally {
      await receiver.close();
    }
  });
});
