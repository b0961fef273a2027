// The Python SDK's checks, closing with `N passed, N failed`: sets up <repo>/.venv (created
// when missing), installs ./sdk-python and the pinned test tools into it, runs
// `mypy --strict` on the package and its tests (one check), then pytest on sdk-python/tests
// against a real server (each test one check). Exit code 0 only when nothing failed.
//   node scripts/python-sdk-check.mjs        (PYTHON=python3.12 to pick another interpreter)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureVenv, installWhenChanged, pip, root, run, SDK_CHECK_TOOLS, venvPython } from './python-venv.mjs';

const sdk = path.join(root, 'sdk-python');

let passed = 0;
let failed = 0;

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

// 1. The virtual environment (scripts/python-venv.mjs): reused when its Python works, else (re)created.
console.log('▶ python environment (.venv)');
const venvProblem = ensureVenv();
if (venvProblem) setupFailed(venvProblem);

// 2. The tools and the package's dependencies, installed again only when the pins, the
// package's pyproject.toml or the interpreter change; the package itself on every run.
if (
  !installWhenChanged(
    '.gatekeep-python-sdk-check',
    [SDK_CHECK_TOOLS, readFileSync(path.join(sdk, 'pyproject.toml'), 'utf8')],
    [...SDK_CHECK_TOOLS, sdk],
  )
) {
  setupFailed('pip install of the test tools and ./sdk-python failed');
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
