import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's chromium, found as `command -v chromium` would; Playwright's own browsers are never downloaded. */
export function findChromium(): string {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/bin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'chromium');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  // A failure, not a skip: this repository allows no skipped tests, and .ci/run installs it.
  throw new Error(
    "chromium is not installed: the browser tests drive Debian's chromium. Install it with `apt-get install -y chromium` (.ci/run does so when it is missing).",
  );
}

/** Debian's chromium, headless. As root it refuses to start with its sandbox, hence `--no-sandbox`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: ['--no-sandbox'] });
}

/**
 * Gives the page a virtual platform authenticator (DevTools WebAuthn domain) that holds
 * discoverable credentials, verifies its user and is always touched, as a laptop's would be.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
