// The Python SDK's checks, closing with `N passed, N failed`: sets up <repo>/.venv (created
// when missing), installs ./sdk-python and the pinned test tools into it, runs
// `mypy --strict` on the package and its tests (one check), then pytest on sdk-python/tests
// against a real server (each test one check). Exit code 0 only when nothing failed.
//   node scripts/python-sdk-check.mjs        (PYTHON=python3.12 to pick another interpreter)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sdk = path.join(root, 'sdk-python');
const venv = path.join(root, '.venv');
const windows = process.platform === 'win32';
const venvPython = path.join(venv, windows ? 'Scripts' : 'bin', windows ? 'python.exe' : 'python');
/** Exact versions, so that every machine checks with the same tools. */
const TOOLS = ['pytest==9.2.0', 'mypy==2.4.1', 'httpx==0.28.1', 'hatchling==1.33.0'];
const stampFile = path.join(venv, '.gatekeep-python-sdk-check');

let passed = 0;
let failed = 0;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) console.error(`✗ could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function finish() {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/** Stops here: the environment could not be set up, which fails the whole check. */
function setupFailed(message) {
  console.error(`✗ ${message}`);
  failed += 1;
  finish();
}

const pythonOk = (python) =>
  spawnSync(python, ['-c', 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'], { stdio: 'ignore' }).status === 0;

/**
 * Debian ships venv's pip bootstrap separately (python3-venv); a fresh machine may lack it.
 * Installed the way the Redis and PostgreSQL scripts install what they need: as root, via apt.
 */
function installDebianVenv() {
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get') || process.getuid?.() !== 0) return false;
  console.log("python -m venv failed; installing Debian's python3-venv");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return run('apt-get', ['update', '-qq'], { env }) && run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'python3-venv'], { env });
}

// 1. The virtual environment: reused when its Python works, else (re)created.
console.log('▶ python environment (.venv)');
if (!existsSync(venvPython) || !pythonOk(venvPython)) {
  const python = process.env.PYTHON ?? (windows ? 'python' : 'python3');
  if (!pythonOk(python)) setupFailed(`${python} is missing or older than Python 3.11`);
  if (!run(python, ['-m', 'venv', '--clear', venv]) && !(installDebianVenv() && run(python, ['-m', 'venv', '--clear', venv]))) {
    setupFailed('python -m venv failed');
  }
}

// 2. The tools and the package's dependencies, installed again only when the pins, the
// package's pyproject.toml or the interpreter change; the package itself on every run.
const pip = (...args) => run(venvPython, ['-m', 'pip', '--disable-pip-version-check', '--quiet', ...args]);
const interpreter = spawnSync(venvPython, ['-c', 'import sys; print(sys.version)'], { encoding: 'utf8' }).stdout;
const stamp = createHash('sha256')
  .update(JSON.stringify([TOOLS, readFileSync(path.join(sdk, 'pyproject.toml'), 'utf8'), interpreter]))
  .digest('hex');
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== stamp) {
  rmSync(stampFile, { force: true });
  if (!pip('install', ...TOOLS, sdk)) setupFailed('pip install of the test tools and ./sdk-python failed');
  writeFileSync(stampFile, stamp);
}
// The package as users get it (a built wheel, not the source tree), rebuilt from this tree.
if (!pip('install', '--force-reinstall', '--no-deps', '--no-build-isolation', sdk)) setupFailed('pip install ./sdk-python failed');

// 3. mypy --strict: the package (generated code included) and the tests.
console.log('\n▶ mypy --strict sdk-python/src/gatekeep sdk-python/tests');
if (run(venvPython, ['-m', 'mypy', '--strict', path.join('sdk-python', 'src', 'gatekeep'), path.join('sdk-python', 'tests')])) passed += 1;
else {
  failed += 1;
  console.error('✗ mypy failed');
}

// 4. pytest, counted from its JUnit XML: a test passes only with no failure, error or skip.
console.log('\n▶ pytest sdk-python/tests');
const reportDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-pytest-'));
const report = path.join(reportDir, 'junit.xml');
const pytestOk = run(venvPython, ['-m', 'pytest', path.join('sdk-python', 'tests'), `--junitxml=${report}`], {
  env: { ...process.env, NODE: process.execPath },
});
try {
  const xml = readFileSync(report, 'utf8');
  let tests = 0;
  let bad = 0;
  for (const match of xml.matchAll(/<testcase\b[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    tests += 1;
    if (/<(failure|error|skipped)\b/.test(match[1] ?? '')) bad += 1;
  }
  passed += tests - bad;
  failed += bad;
  if (!pytestOk && bad === 0) failed += 1; // pytest failed without a failing test: no tests, a crash
} catch {
  failed += 1; // no report: pytest itself failed
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

finish();
