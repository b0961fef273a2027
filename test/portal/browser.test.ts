import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
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

/** Waits for the page to settle, checks it with axe and keeps a screenshot named `name`. */
async function visit(page: Page, name: string, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role=status][aria-busy=true], .loading'));
  audited[name] = await seriousViolations(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

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
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api-key-shown-once.png'), fullPage: true });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.getByText('revoked', { exact: false }).first().waitFor();

    // The access token lived in memory, the refresh token in an HttpOnly cookie: nothing in storage.
    const stored = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length }));
    expect(stored).toEqual({ cookie: '', local: 0 });
    expect(page.cspViolations).toEqual([]);
    expect(audited).toEqual(Object.fromEntries(Object.keys(audited).map((name) => [name, []])));
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
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'members-after-acceptance.png'), fullPage: true });

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
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'tenants-375px.png'), fullPage: true });
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
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'security-375px.png'), fullPage: true });

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
    expect(audited).toEqual(Object.fromEntries(Object.keys(audited).map((name) => [name, []])));
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
    expect(audited).toEqual(Object.fromEntries(Object.keys(audited).map((name) => [name, []])));
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
      expect(audited).toEqual(Object.fromEntries(Object.keys(audited).map((name) => [name, []])));
    } finally {
      await receiver.close();
    }
  });
});
