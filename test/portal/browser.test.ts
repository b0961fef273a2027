import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium.ts';
import { isolatedDatabase, type IsolatedDatabase } from '../helpers/isolated-database.ts';
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
let setupFailure: unknown;
beforeAll(async () => {
  // A setup failure (chromium missing above all) fails the tests with it instead of skipping them.
  try {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const port = await freePort();
    // localhost: a secure context over plain http (WebAuthn, clipboard) and a valid RP ID.
    issuer = `http://localhost:${port}`;
    database = await isolatedDatabase();
    gk = await startTestApp({
      ...database.env,
      ISSUER: issuer,
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: issuer,
      JOB_CONCURRENCY: '2',
      JOB_POLL_MS: '50',
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
});

/** A new browser (its own cookies), at 1280 × 800 unless told otherwise; CSP violations are collected. */
async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page & { cspViolations: string[] }> {
  if (setupFailure !== undefined) throw setupFailure;
  const context = await browser!.newContext({ viewport });
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
});
