// `npm run scim:conformance`: outside SCIM 2.0 suites against a live Gatekeep (issue 35 point 5).
// PyPI's scim2-tester (through scim2-cli's `scim2 … test`) must pass every check; scim-sanity's
// figures are reported beside it. Each scim2 result line is one check. Closes with
// `N passed, N failed`; exit code 0 only when nothing failed.
//   node scripts/scim-conformance.mjs      (DATABASE_URL=postgres://… to use PostgreSQL)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './python-venv.mjs';
import { startServer } from './fuzz/server.mjs';

/** The suites, pinned: a new release may add checks, which should arrive by a change here. */
const TOOLS = ['scim2-cli==0.6.0', 'scim2-tester==0.5.2', 'scim-sanity==0.7.4'];
const venv = path.join(root, '.venv-scim');
const bin = (name) => path.join(venv, 'bin', name);

function setUpTools() {
  const stamp = path.join(venv, '.gatekeep-scim-tools');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === TOOLS.join('\n')) return true;
  const python = process.env.PYTHON ?? 'python3';
  if (!existsSync(bin('python')) && spawnSync(python, ['-m', 'venv', venv], { stdio: 'inherit' }).status !== 0) return false;
  if (spawnSync(bin('python'), ['-m', 'pip', 'install', '--quiet', ...TOOLS], { stdio: 'inherit' }).status !== 0) return false;
  writeFileSync(stamp, TOOLS.join('\n'));
  return true;
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A tenant with an owner and a directory, made through the API as an administrator would. */
async function directoryToken(baseUrl) {
  const post = (url, body, token) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const owner = await json(
    await post('/v1/auth/signup', { email: `scim-owner-${Date.now()}@example.com`, password: 'conformance run passphrase 1' }),
  );
  const tenant = await json(await post('/v1/tenants', { name: 'SCIM conformance' }, owner.accessToken));
  const created = await json(await post(`/v1/tenants/${tenant.id}/directories`, { name: 'Conformance' }, owner.accessToken));
  return { token: created.token, scimBaseUrl: created.directory.scimBaseUrl };
}

function run(command, args, env) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, NO_PROXY: '127.0.0.1,localhost', ...env },
    maxBuffer: 64 << 20,
  });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

async function main() {
  console.log('▶ python environment (.venv-scim) with scim2-cli, scim2-tester and scim-sanity');
  if (!setUpTools()) {
    console.error('✗ could not install the SCIM suites');
    return { passed: 0, failed: 1 };
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-scim-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const server = await startServer({ root, dataDir, logFile: path.join(workDir, 'server.log') });
  let passed = 0;
  let failed = 0;
  try {
    const first = await directoryToken(server.baseUrl);
    console.log(`▶ scim2 --url ${first.scimBaseUrl} test`);
    // The token goes through the environment, not the command line.
    const tester = run(bin('scim2'), ['--url', first.scimBaseUrl, 'test'], { SCIM_CLI_HEADERS: `Authorization: Bearer ${first.token}` });
    process.stdout.write(tester.output);
    const results = tester.output
      .split('\n')
      .map((line) => /^(SUCCESS|COMPLIANT|ACCEPTABLE|DEVIATION|ERROR|CRITICAL|SKIPPED) /.exec(line)?.[1])
      .filter(Boolean);
    passed += results.filter((status) => status === 'SUCCESS').length;
    failed += results.filter((status) => status !== 'SUCCESS').length;
    // A run that could not start (discovery refused) has no result lines but a non-zero exit.
    if (tester.status !== 0 && results.every((status) => status === 'SUCCESS')) failed += 1;

    // scim-sanity on a directory of its own: its figures, reported (docs/directory-sync.md).
    const second = await directoryToken(server.baseUrl);
    console.log(`▶ scim-sanity probe ${second.scimBaseUrl}`);
    const sanity = run(bin('scim-sanity'), [
      'probe',
      second.scimBaseUrl,
      '--token',
      second.token,
      '--i-accept-side-effects',
      '--json-output',
    ]);
    const summary = /\{[\s\S]*\}/.exec(sanity.output)?.[0];
    const report = summary ? JSON.parse(summary) : undefined;
    if (report) {
      const s = report.summary;
      console.log(
        `scim-sanity: ${s.passed} passed, ${s.failed} failed, ${s.warnings} warnings, ${s.skipped} skipped, ${s.errors} errors (${s.total} total)`,
      );
      for (const result of report.results.filter((r) => !['pass', 'skip'].includes(String(r.status).toLowerCase())))
        console.log(`  ${result.status} ${result.name}: ${result.message ?? ''}`);
    } else {
      console.log(sanity.output);
      console.log('scim-sanity: no report');
    }
  } finally {
    await server.stop();
  }
  if (failed === 0) rmSync(workDir, { recursive: true, force: true });
  else console.log(`server log: ${path.join(workDir, 'server.log')}`);
  return { passed, failed };
}

main()
  .then(({ passed, failed }) => {
    console.log(`\n${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  })
  .catch((error) => {
    console.error(error);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  });
