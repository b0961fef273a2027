import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findChromium } from '../helpers/chromium.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const screenshot = path.join(root, 'test-output', 'docs-page.png');

describe('the docs page in a real browser', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let setupFailure: unknown;

  // A setup failure (chromium missing above all) is kept and thrown by each test, so that the
  // tests fail with it: thrown here, vitest would report them skipped.
  beforeAll(async () => {
    try {
      const executablePath = findChromium();
      dataDir = migratedDataDir('gatekeep-docs-page-');
      server = await startServerProcess({ DATA_DIR: dataDir });
      // As root, Chromium refuses to start with its sandbox.
      browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.setDefaultTimeout(30_000);
      await page.goto(`${server.baseUrl}/v1/docs`, { waitUntil: 'load', timeout: 60_000 });
      // swagger-ui renders after fetching the document: the first operation section means it is done.
      await page.locator('.swagger-ui .opblock-tag-section').first().waitFor({ timeout: 60_000 });
    } catch (error) {
      setupFailure = error;
    }
  });

  const docsPage = (): Page => {
    if (setupFailure !== undefined) throw setupFailure;
    return page!;
  };

  afterAll(async () => {
    try {
      // Kept whatever the outcome, so a failure can be seen as the browser saw it.
      if (browser && page) {
        mkdirSync(path.dirname(screenshot), { recursive: true });
        await page.screenshot({ path: screenshot, fullPage: true });
        console.info(`docs page screenshot: ${screenshot}`);
      }
    } finally {
      await browser?.close();
      if (server) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('has a title of its own', async () => {
    expect(await docsPage().title()).toBe('Gatekeep API reference');
  });

  it('shows every tag openapi.yaml lists', async () => {
    const document = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as { tags: { name: string }[] };
    const expected = document.tags.map((tag) => tag.name);
    expect(expected.length).toBeGreaterThan(0);
    const shown = await docsPage()
      .locator('.swagger-ui h3.opblock-tag')
      .evaluateAll((headings) => headings.map((h) => h.getAttribute('data-tag')));
    for (const tag of expected) expect(shown, `tag ${tag} on the page`).toContain(tag);
  });

  it('"Try it out" on GET /health calls the server that served the page', async () => {
    const operation = docsPage().locator('#operations-health-getHealth');
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('button.try-out__btn').click();
    await operation.locator('button.execute').click();

    // The live response's row (the table's header row carries the same column classes).
    const response = operation.locator('.live-responses-table tr.response');
    await response.waitFor();
    // The URL first: a call aimed elsewhere (openapi.yaml's development server) fails less legibly.
    const requestUrl = (await operation.locator('.request-url pre').innerText()).trim();
    expect(requestUrl).toBe(`${server!.baseUrl}/health`);
    expect((await response.locator('.response-col_status').innerText()).trim()).toBe('200');
    const body = await response.locator('.response-col_description pre').first().innerText();
    expect(JSON.parse(body)).toEqual({ ok: true, data: { status: 'ok' } });
  });
});
