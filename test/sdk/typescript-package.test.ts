import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

// Issue 19, point 9: @gatekeep/sdk as npm would publish it (`npm pack`, which builds it first
// through `prepack`), installed into fresh projects of both module systems, type-checked there
// against its own types and run against a live server. The Python package's twin is
// sdk-python/tests/test_package.py.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let work: string;
let server: ServerProcess;
let tarball: string;
let packedFiles: string[];

const run = async (command: string, args: string[], cwd: string) =>
  (await promisify(execFile)(command, args, { cwd, encoding: 'utf8' })).stdout;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'gatekeep-sdk-package-'));
  mkdirSync(path.join(work, 'data'));
  const [started, packed] = await Promise.all([
    startServerProcess({ DATA_DIR: path.join(work, 'data'), SIGNING_KEY_FILE: inject('signingKeyFile') }),
    // --json keeps stdout to the summary; the build's output goes to stderr.
    run('npm', ['pack', '--json', '--pack-destination', work], path.join(root, 'sdk-ts')),
  ]);
  server = started;
  const [summary] = JSON.parse(packed) as [{ filename: string; files: { path: string }[] }];
  tarball = path.join(work, summary.filename);
  packedFiles = summary.files.map((file) => file.path);
}, 120_000);
afterAll(() => {
  server?.child.kill('SIGKILL');
  if (work) rmSync(work, { recursive: true, force: true });
});

// Types only: compiled with `tsc --noEmit` in each project, as that project's module system.
const TYPE_CHECK = `import { ApiError, Gatekeep, verifyToken, verifyServiceToken, type GatekeepClaims, type Schemas, type ServiceTokenClaims } from '@gatekeep/sdk';

export const verifyOrders = (token: string): Promise<ServiceTokenClaims> =>
  verifyServiceToken(token, { issuer: 'https://auth.example.com', tenantId: ['ten_a', 'ten_b'], audience: 'orders' });

export async function check(baseUrl: string): Promise<string> {
  const gk = new Gatekeep({ baseUrl, timeout: 10_000 });
  const tokens: Schemas['Tokens'] = await gk.signup({ email: 'ada@example.com', password: 'correct horse battery staple' });
  const claims: GatekeepClaims = await verifyToken(tokens.accessToken, { jwksUrl: baseUrl + '/.well-known/jwks.json' });
  const session: string | undefined = claims.sid;
  const tenant: string | undefined = claims.tid;
  // @ts-expect-error -- the claims are Gatekeep's, not an open record
  void claims.email;
  try {
    await gk.getMe();
  } catch (err) {
    if (err instanceof ApiError) return String(err.status) + (err.code ?? '');
  }
  return claims.sub + String(claims.exp) + (session ?? tenant ?? '');
}
`;

// Run by node in each project: `require` or `import`, then the same calls.
const CALLS = `
async function main(baseUrl) {
  const gk = new Gatekeep({ baseUrl, timeout: 10_000 });
  // The discovery document is the OpenID Provider's (OAuth libraries read it, not the SDK).
  const { issuer } = await (await fetch(baseUrl + '/.well-known/openid-configuration')).json();
  const email = 'sdk-package-' + crypto.randomUUID() + '@example.com';
  const { accessToken, user } = await gk.signup({ email, password: 'correct horse battery staple' });
  const claims = await verifyToken(accessToken, { jwksUrl: baseUrl + '/.well-known/jwks.json', issuer, audience: 'gatekeep' });
  const unauthenticated = await gk.getMe().catch((err) => err instanceof ApiError && err.code);
  return { subjectIsUser: claims.sub === user.id, session: typeof claims.sid, unauthenticated, serviceVerifier: typeof verifyServiceToken };
}
main(process.argv[2]).then((result) => console.log(JSON.stringify(result)));
`;
const LOADERS = {
  commonjs: `const { ApiError, Gatekeep, verifyServiceToken, verifyToken } = require('@gatekeep/sdk');`,
  module: `import { ApiError, Gatekeep, verifyServiceToken, verifyToken } from '@gatekeep/sdk';`,
};

describe('the packed @gatekeep/sdk', () => {
  it('ships both module systems, its license and no source maps (nothing points at files it lacks)', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining(['LICENSE', 'dist/cjs/index.js', 'dist/cjs/index.d.ts', 'dist/cjs/package.json', 'dist/esm/index.d.ts']),
    );
    expect(packedFiles.filter((file) => file.endsWith('.map') || !/^(LICENSE|README\.md|package\.json|dist\/.+)$/.test(file))).toEqual([]);
  });

  // `npm init -y` makes a CommonJS project: the default the issue saw fail with ERR_PACKAGE_PATH_NOT_EXPORTED.
  it.each(['commonjs', 'module'] as const)('installs into a fresh %s project, type-checks there and calls the server', async (type) => {
    const project = mkdtempSync(path.join(work, `${type}-`));
    await run('npm', ['init', '-y'], project);
    if (type === 'module') await run('npm', ['pkg', 'set', 'type=module'], project);
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], project);
    const installed = JSON.parse(readFileSync(path.join(project, 'node_modules/@gatekeep/sdk/package.json'), 'utf8'));
    expect(installed.license).toBe('Apache-2.0');

    writeFileSync(path.join(project, 'check.ts'), TYPE_CHECK);
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const typeRoots = path.join(root, 'node_modules/@types');
    await run(
      process.execPath,
      [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--target', 'es2022', '--types', 'node', '--typeRoots', typeRoots, 'check.ts'],
      project,
    );

    writeFileSync(path.join(project, 'main.js'), LOADERS[type] + CALLS);
    const output = await run(process.execPath, ['main.js', server.baseUrl], project);
    expect(JSON.parse(output)).toEqual({
      subjectIsUser: true,
      session: 'string',
      unauthenticated: 'UNAUTHENTICATED',
      serviceVerifier: 'function',
    });
  });
});
