import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

// Issue 19, point 7: `npm run gatekeep -- …`, the operator's command line over the domain code.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOOTSTRAP = 'cli-test-bootstrap-token-0123456789abcdefgh';
let dataDir: string;

/** What `npm run gatekeep -- …args` runs, with the settings a server of this file gets. */
function gatekeep(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ENCRYPTION_KEYS: inject('encryptionKeys'),
      ...(process.env.DATABASE_URL ? { ISSUER: 'http://127.0.0.1:3000' } : {}),
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run gatekeep', () => {
  it('migrate: applies the migrations and exits 0', () => {
    const run = gatekeep('migrate');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('migrations: up to date');
  });

  it('create-service-account: prints the account and its key as JSON, and the key works, audited as system', async () => {
    const run = gatekeep('create-service-account', '--name', 'deploy bot', '--permissions', 'jobs:read,billing:write');
    expect(run.status, run.stderr).toBe(0);
    const created = JSON.parse(run.stdout);
    expect(created.serviceAccount).toMatchObject({ name: 'deploy bot', permissions: ['jobs:read', 'billing:write'], createdBy: 'system' });
    expect(created.secret).toMatch(/^gkp_/);

    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ DATA_DIR: dataDir, BOOTSTRAP_TOKEN: BOOTSTRAP });
      const jobs = await fetch(`${server.baseUrl}/v1/platform/jobs`, { headers: { authorization: `Bearer ${created.secret}` } });
      expect(jobs.status).toBe(200);
      const since = encodeURIComponent(new Date(Date.now() - 600_000).toISOString());
      const audit = await fetch(`${server.baseUrl}/v1/platform/audit/export?since=${since}`, {
        headers: { authorization: `Bearer ${BOOTSTRAP}` },
      });
      const events = (await audit.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(events.filter((e) => e.action === 'service_account.created' && e.target?.id === created.serviceAccount.id)).toEqual([
        expect.objectContaining({ actor: expect.objectContaining({ kind: 'system' }) }),
      ]);
    } finally {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
  }, 120_000);

  it.each([
    [['create-service-account', '--name', 'x', '--permissions', 'jobs:read,root'], /unknown permission root/],
    [['create-service-account', '--permissions', 'jobs:read'], /--name is required/],
    [['create-service-account', '--name', 'x', '--colour', 'blue'], /Unknown option '--colour'/],
    [['launch-rockets'], /unknown command launch-rockets/],
    [[], /no command given/],
  ])('refuses %j with exit code 2 and the usage', (args, message) => {
    const run = gatekeep(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('usage: npm run gatekeep -- <command>');
  });
});
