import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { SHARED_ISSUER } from '../helpers/shared-issuer.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

// Issue 29, point 14: the embedded database is one process's. A second `npm start` on the same
// DATA_DIR, or an operator command while the server runs, used to open the same PGlite files
// beside it, and after a restart one side's acknowledged writes were gone. Now DATA_DIR holds a
// lock naming its process; whoever comes second refuses, naming it; a lock left by a killed
// process is taken over, by one starter only. Every case here runs on PGlite, whatever database
// the suite runs on (the lock is the embedded database's); on PostgreSQL there is no lock to take.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Empty is unset: never the suite's PostgreSQL. One issuer, so that tokens outlive a restart on another port.
const EMBEDDED = { DATABASE_URL: '', ISSUER: SHARED_ISSUER };
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const freshDataDir = () => {
  const dir = migratedDataDir('gatekeep-lock-');
  dataDirs.push(dir);
  return dir;
};
const lockFile = (dataDir: string) => path.join(dataDir, 'gatekeep.lock');

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServerProcess({ ...EMBEDDED, ...env });
  servers.push(started);
  return started;
}

interface Outcome {
  /** The exit code, or 'listening' when it started serving instead (stop it with `stop`). */
  code: number | null | 'listening';
  output: string;
  stop(): Promise<void>;
}

/** Runs a command to its end, or, for a server that starts serving instead, until it listens. */
function runToEnd(args: string[], env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      ENCRYPTION_KEYS: inject('encryptionKeys'),
      JOB_CONCURRENCY: '0',
      LOG_LEVEL: 'info',
      ...EMBEDDED,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let output = '';
  return new Promise((resolve) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Server listening')) resolve({ code: 'listening', output, stop });
      });
    }
    void exited.then((code) => resolve({ code, output, stop }));
  });
}

/** The last line a refusing process printed: its reason. */
const reasonOf = (outcome: Outcome) => {
  expect(outcome.output, 'no stack trace').not.toMatch(/^\s+at /m);
  return outcome.output.trim().split('\n').at(-1)!;
};

const startAnother = async (dataDir: string) => runToEnd([inject('compiledServer')], { DATA_DIR: dataDir, PORT: String(await freePort()) });
const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', script, ...args];

async function signUp(target: ServerProcess) {
  const response = await fetch(`${target.baseUrl}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('lock'), password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { accessToken: string; user: { id: string; email: string } } }).data;
}

const me = (target: ServerProcess, token: string) =>
  fetch(`${target.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);

describe('the embedded database’s DATA_DIR', () => {
  it('refuses a second server, naming the running one’s pid and port; the first keeps serving', async () => {
    const dataDir = freshDataDir();
    const first = await server({ DATA_DIR: dataDir });
    const port = new URL(first.baseUrl).port;
    const account = await signUp(first);

    const second = await startAnother(dataDir);
    await second.stop();
    expect(second.code, second.output).toBe(1);
    const reason = reasonOf(second);
    expect(reason).toContain(`pid ${first.child.pid}`);
    expect(reason).toContain(`port ${port}`);
    expect(reason).toContain(dataDir);

    expect(await me(first, account.accessToken)).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile(dataDir)), 'a clean shutdown releases the lock').toBe(false);
  }, 240_000);

  it('refuses the operator commands while the server runs, telling to stop it or use the API', async () => {
    const dataDir = freshDataDir();
    const running = await server({ DATA_DIR: dataDir });
    const port = new URL(running.baseUrl).port;
    const env = { DATA_DIR: dataDir };
    const commands = {
      'npm run gatekeep -- create-service-account': tsx(
        'server/cli.ts',
        'create-service-account',
        '--name',
        'bot',
        '--permissions',
        'jobs:read',
      ),
      'npm run gatekeep -- migrate': tsx('server/cli.ts', 'migrate'),
      'npm run migrate': tsx('server/db/migrate-cli.ts'),
      'npm run rotate-encryption-key': tsx('server/db/rotate-encryption-key.ts'),
    };
    const outcomes = await Promise.all(Object.values(commands).map((args) => runToEnd(args, env)));
    Object.keys(commands).forEach((command, i) => {
      const outcome = outcomes[i]!;
      expect(outcome.code, `${command}: ${outcome.output}`).toBe(1);
      expect(outcome.output, command).not.toMatch(/"key":\s*"gkp_/); // no key printed that could never work
      const reason = reasonOf(outcome);
      expect(reason, command).toContain(`pid ${running.child.pid}`);
      expect(reason, command).toContain(`port ${port}`);
      expect(reason, command).toMatch(/Stop the server .*or do this through its API/);
    });
    expect((await fetch(`${running.baseUrl}/readyz`)).status).toBe(200);
  }, 240_000);

  it('is taken over after kill -9, with every acknowledged write intact, and released at a clean shutdown', async () => {
    const dataDir = freshDataDir();
    const first = await server({ DATA_DIR: dataDir });
    const accounts = await Promise.all(Array.from({ length: 5 }, () => signUp(first)));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    // The killed process could not release it: what the next start finds is a stale lock.
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({ pid: first.child.pid, role: 'server' });

    const second = await server({ DATA_DIR: dataDir });
    for (const account of accounts) expect(await me(second, account.accessToken)).toBe(200);
    const login = await fetch(`${second.baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: accounts[0]!.user.email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({ pid: second.child.pid });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(lockFile(dataDir))).toBe(false);
  }, 240_000);

  it('lets exactly one of two servers racing for a stale lock win (its pid since reused by another program)', async () => {
    const dataDir = freshDataDir();
    // A lock naming a live process that is not its holder: this test's own pid, started at
    // another time. Only /proc's start time tells it apart.
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({
        role: 'server',
        command: 'npm start',
        port: 1,
        pid: process.pid,
        startedAt: '2020-01-01T00:00:00.000Z',
        processStart: '1',
        nonce: 'stale',
      }),
    );
    // The winner keeps running until both have answered, so the loser meets a live lock.
    const [a, b] = await Promise.all([startAnother(dataDir), startAnother(dataDir)]);
    await Promise.all([a.stop(), b.stop()]);
    const codes = [a.code, b.code].sort((x, y) => String(x).localeCompare(String(y)));
    expect(codes, a.output + b.output).toEqual([1, 'listening']);
    const loser = a.code === 1 ? a : b;
    expect(reasonOf(loser)).toMatch(/DATA_DIR .* is in use by the Gatekeep server \(pid \d+, port \d+/);
    expect(reasonOf(loser)).not.toContain(`pid ${process.pid}`);
  }, 240_000);
});
