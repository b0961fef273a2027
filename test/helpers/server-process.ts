import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject as provided } from 'vitest';
import { SHARED_ISSUER } from './shared-issuer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every log line so far. */
  lines: string[];
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

/**
 * `npm start`, as an operator runs it: the compiled server in its own process on a free port.
 * `env` may depend on that port (an ISSUER naming the server itself, say).
 */
export async function startServerProcess(
  envOrForPort: Record<string, string> | ((port: number) => Record<string, string>),
): Promise<ServerProcess> {
  const port = await freePort();
  const env = typeof envOrForPort === 'function' ? envOrForPort(port) : envOrForPort;
  const child = spawn(process.execPath, [provided('compiledServer')], {
    cwd: root,
    // The run's ENCRYPTION_KEYS, as test apps use: on PostgreSQL they share the database.
    // RATE_LIMIT_AUTH_MAX at its highest, as in startTestApp: tests sign up and log in from one address.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ENCRYPTION_KEYS: provided('encryptionKeys'),
      JOB_CONCURRENCY: '0',
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_INVITE_MAX: '1000000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...(process.env.DATABASE_URL || env.DATABASE_URL ? { ISSUER: SHARED_ISSUER } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      lines.push(...parts.filter(Boolean));
      for (const wake of waiters) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForLine = (match: (line: string) => boolean, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching log line within ${timeoutMs} ms; got:\n${lines.join('\n')}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, lines, waitForLine, exited };
  // Generous: on a loaded machine a cold start (PGlite's initdb, the build's first imports) takes a minute.
  await waitForLine((line) => line.includes('Server listening'), 180_000);
  return server;
}
