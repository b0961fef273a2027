import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { SHARED_ISSUER } from '../helpers/shared-issuer.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

// Issue 30, point 3: every start-up failure of `npm start` and of the operator commands is one
// line on stderr naming the cause and the fix, with no stack trace, and a non-zero exit. Each
// case runs the real process: the compiled server, or an operator command through tsx.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET_PASSWORD = 'not-the-password-9f3a';
const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A DATA_DIR holding the run's migrated database: these failures are about settings, ports and
 * keys, not about creating a database, which would only add initdb's seconds to each case.
 */
function freshDataDir(): string {
  const dir = migratedDataDir('gatekeep-startup-');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Ended {
  code: number | null;
  stdout: string;
  /** stderr's non-empty lines. */
  errorLines: string[];
}

/** Runs a process to its end (each case here must fail to start, so none serves). */
function runToEnd(args: string[], env: Record<string, string>): Promise<Ended> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      ENCRYPTION_KEYS: inject('encryptionKeys'),
      JOB_CONCURRENCY: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DATA_DIR: freshDataDir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // Bounded: a process that starts serving instead of failing is killed and fails the test.
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, errorLines: stderr.split('\n').filter((line) => line.trim() !== '') });
    }),
  );
}

const startServer = async (env: Record<string, string>) => runToEnd([inject('compiledServer')], { PORT: String(await freePort()), ...env });
const tsx = (script: string) => ['--import', 'tsx', script];

/** The one line a failed start printed, checked for the rules every start-up failure follows. */
function reasonOf(ended: Ended): string {
  const all = `${ended.stdout}\n${ended.errorLines.join('\n')}`;
  expect(ended.code, all).not.toBe(0);
  expect(ended.code, all).not.toBeNull();
  expect(all, 'no stack trace').not.toMatch(/^\s+at /m);
  expect(ended.errorLines, all).toHaveLength(1);
  return ended.errorLines[0]!;
}

/** A TCP port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  return freePort();
}

/**
 * A server speaking just enough of the PostgreSQL protocol to refuse a password the way
 * PostgreSQL does (ErrorResponse, SQLSTATE 28P01): the suite's own cluster trusts every login.
 */
async function passwordRefusingPostgres(): Promise<number> {
  const server: Server = createServer((socket: Socket) => {
    let stage: 'startup' | 'password' = 'startup';
    socket.on('data', () => {
      if (stage === 'startup') {
        stage = 'password';
        // AuthenticationCleartextPassword: 'R', length 8, code 3.
        const ask = Buffer.alloc(9);
        ask.write('R', 0);
        ask.writeInt32BE(8, 1);
        ask.writeInt32BE(3, 5);
        socket.write(ask);
        return;
      }
      const fields = Buffer.from(
        ['SFATAL', 'VFATAL', 'C28P01', 'Mpassword authentication failed for user "gatekeep"'].map((f) => `${f}\0`).join('') + '\0',
      );
      const header = Buffer.alloc(5);
      header.write('E', 0);
      header.writeInt32BE(fields.length + 4, 1);
      socket.end(Buffer.concat([header, fields]));
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as { port: number }).port;
}

const postgresAt = (port: number) => ({
  DATABASE_URL: `postgres://gatekeep:${SECRET_PASSWORD}@127.0.0.1:${port}/gatekeep`,
  ISSUER: SHARED_ISSUER,
});

describe('npm start fails in one line, naming the cause and the fix', () => {
  it('when DATABASE_URL points at a closed port', async () => {
    const port = await closedPort();
    const line = reasonOf(await startServer(postgresAt(port)));
    expect(line).toBe(
      `Cannot reach the database at 127.0.0.1:${port} (DATABASE_URL): connection refused; start PostgreSQL there or fix DATABASE_URL.`,
    );
  });

  it('when the database refuses the password, without printing it', async () => {
    const port = await passwordRefusingPostgres();
    const line = reasonOf(await startServer(postgresAt(port)));
    expect(line).toBe(`The database at 127.0.0.1:${port} refused the password of user "gatekeep"; fix the password in DATABASE_URL.`);
    expect(line).not.toContain(SECRET_PASSWORD);
  });

  it('when SIGNING_KEY_FILE does not exist', async () => {
    const missing = path.join(freshDataDir(), 'no-such-key.pem');
    const line = reasonOf(await startServer({ SIGNING_KEY_FILE: missing }));
    expect(line).toMatch(/^Invalid configuration: SIGNING_KEY_FILE .* does not exist: create it \(openssl genpkey /);
    expect(line).toContain(missing);
  });

  it('when the port is in use', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const port = (taken.address() as { port: number }).port;
    const line = reasonOf(await startServer({ PORT: String(port), SIGNING_KEY_FILE: inject('signingKeyFile') }));
    expect(line).toBe(
      `Cannot listen on 127.0.0.1:${port}: the port is already in use by another process; stop that process or set PORT (or METRICS_PORT) to a free port.`,
    );
  });

  it('when WORKERS asks for more than one process on the embedded database, or is not a count', async () => {
    expect(reasonOf(await startServer({ WORKERS: '2' }))).toBe(
      "Invalid configuration: WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) is one process's; unset WORKERS or set DATABASE_URL.",
    );
    expect(reasonOf(await startServer({ WORKERS: 'many' }))).toBe(
      'Invalid configuration: WORKERS must be a whole number from 1 to 64, or auto, got "many".',
    );
  });

  it('for a bad setting, and for several at once', async () => {
    expect(reasonOf(await startServer({ CORS_ORIGINS: '*' }))).toMatch(/^Invalid configuration: CORS_ORIGINS entries must be origins/);
    const two = reasonOf(await startServer({ CORS_ORIGINS: '*', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'maybe' }));
    expect(two).toMatch(/^Invalid configuration: .*WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false.*; CORS_ORIGINS entries/);
  });
});

describe('the operator commands fail the same way', () => {
  it('npm run migrate against a closed port', async () => {
    const port = await closedPort();
    const line = reasonOf(await runToEnd(tsx('server/db/migrate-cli.ts'), postgresAt(port)));
    expect(line).toMatch(new RegExp(`^Cannot reach the database at 127\\.0\\.0\\.1:${port} \\(DATABASE_URL\\): connection refused`));
  });

  it('npm run gatekeep with a refused password', async () => {
    const port = await passwordRefusingPostgres();
    const line = reasonOf(
      await runToEnd([...tsx('server/cli.ts'), 'create-service-account', '--name', 'x', '--permissions', 'jobs:read'], postgresAt(port)),
    );
    expect(line).toContain('refused the password of user "gatekeep"');
    expect(line).not.toContain(SECRET_PASSWORD);
  });

  it('npm run rotate-encryption-key with a bad setting', async () => {
    const line = reasonOf(await runToEnd(tsx('server/db/rotate-encryption-key.ts'), { ENCRYPTION_KEYS: 'not-base64-32-bytes' }));
    expect(line).toMatch(/^Invalid configuration: ENCRYPTION_KEYS/);
  });
});

describe('production on the embedded database with a loopback ISSUER', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
  });

  it('starts, with one warning line naming both', async () => {
    const smtp = await closedPort();
    server = await startServerProcess((port) => ({
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: freshDataDir(),
      ISSUER: `http://127.0.0.1:${port}`,
      SIGNING_KEY_FILE: inject('signingKeyFile'),
      SMTP_URL: `smtp://127.0.0.1:${smtp}`,
    }));
    const warnings = server.lines.filter((line) => line.startsWith('Warning: NODE_ENV=production'));
    expect(warnings, server.lines.join('\n')).toHaveLength(1);
    expect(warnings[0]).toContain('embedded database');
    expect(warnings[0]).toContain('set DATABASE_URL');
    expect(warnings[0]).toContain('loopback ISSUER');
    expect(warnings[0]).toContain('set ISSUER');
    expect((await fetch(`${server.baseUrl}/livez`)).status).toBe(200);
  });
});
