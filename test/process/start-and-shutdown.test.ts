import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { uniqueEmail } from '../helpers/test-app.ts';

let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-process-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SIGNING_KEY_FILE: inject('signingKeyFile'),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
});
afterAll(() => {
  server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('serves /health on the configured port', async () => {
    const response = await fetch(`${server.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { status: 'ok' } });
  });

  it('on SIGTERM finishes the requests in flight, then exits 0', async () => {
    const count = 6;
    const inFlight = Array.from({ length: count }, () =>
      fetch(`${server.baseUrl}/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('drain'), password: 'correct horse battery' }),
      }),
    );
    // Each signup spends tens of milliseconds in argon2id, so all are still running when the signal lands.
    await server.waitForLine(() => server.lines.filter((l) => l.includes('"url":"/v1/auth/signup"')).length === count);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight.map(async (r) => (await r).status));
    expect(statuses).toEqual(Array(count).fill(201));
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.includes('shutting down'))).toBe(true);
  });
});
