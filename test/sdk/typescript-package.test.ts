import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer } from '../helpers/live-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: Awaited<ReturnType<typeof startLiveServer>>;
let consumer: string;

beforeAll(async () => {
  server = await startLiveServer();
  consumer = mkdtempSync(path.join(tmpdir(), 'gatekeep-sdk-consumer-'));
});
afterAll(async () => {
  await server.close();
  rmSync(consumer, { recursive: true, force: true });
});

// Asynchronous: the server under test lives in this process and must keep answering.
const run = async (command: string, args: string[], cwd: string) =>
  (await promisify(execFile)(command, args, { cwd, encoding: 'utf8' })).stdout;

describe('the built @gatekeep/sdk package', () => {
  it('builds, packs, installs outside the repo, type-checks and calls the server', async () => {
    await run('npm', ['run', 'build', '--silent'], root);
    await run('npm', ['pack', '--silent', '--pack-destination', consumer, '-w', '@gatekeep/sdk'], root);
    const tarball = readdirSync(consumer).find((f) => f.endsWith('.tgz'))!;
    expect(tarball).toMatch(/^gatekeep-sdk-0\.1\.0\.tgz$/);

    writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${tarball}`], consumer);

    writeFileSync(
      path.join(consumer, 'main.ts'),
      `import { Gatekeep, ApiError, type Schemas } from '@gatekeep/sdk';
const gk = new Gatekeep({ baseUrl: process.argv[2]! });
const health: Schemas['Health'] = await gk.getHealth();
const jwks = await gk.getJwks();
try { await gk.getMe(); } catch (err) { if (err instanceof ApiError) console.log(JSON.stringify({ health, keys: jwks.keys.length, code: err.code })); }
`,
    );
    await run(
      process.execPath,
      [
        path.join(root, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--types',
        'node',
        '--typeRoots',
        path.join(root, 'node_modules/@types'),
        'main.ts',
      ],
      consumer,
    );

    writeFileSync(
      path.join(consumer, 'main.mjs'),
      `import { Gatekeep, ApiError } from '@gatekeep/sdk';
const gk = new Gatekeep({ baseUrl: process.argv[2] });
const health = await gk.getHealth();
const jwks = await gk.getJwks();
try { await gk.getMe(); } catch (err) { if (err instanceof ApiError) console.log(JSON.stringify({ health, keys: jwks.keys.length, code: err.code })); }
`,
    );
    const output = await run(process.execPath, ['main.mjs', server.baseUrl], consumer);
    expect(JSON.parse(output)).toEqual({ health: { status: 'ok' }, keys: 1, code: 'UNAUTHENTICATED' });
  }, 120_000);
});
