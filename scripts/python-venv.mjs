// The repository's Python virtual environment, <repo>/.venv, shared by the Python SDK check
// (scripts/python-sdk-check.mjs) and the API fuzzer (scripts/fuzz/run.mjs): one environment, one
// set of exact pins, created and updated here so that the two scripts never disagree about it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const venv = path.join(root, '.venv');
const windows = process.platform === 'win32';
export const venvPython = path.join(venv, windows ? 'Scripts' : 'bin', windows ? 'python.exe' : 'python');

/**
 * The SDK check's tools: exact versions, so that every machine checks with the same tools.
 * `build` makes the wheel and sdist that sdk-python/tests/test_package.py installs.
 */
export const SDK_CHECK_TOOLS = [
  'pytest==9.2.0',
  'mypy==2.4.1',
  'httpx==0.28.1',
  'hatchling==1.33.0',
  'build==1.6.1',
  'authlib==1.9.10',
  'cryptography==50.0.2',
];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) console.error(`✗ could not run ${command}: ${result.error.message}`);
  return result.status === 0;
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
  return (
    run('apt-get', ['update', '-qq'], { env }) &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'python3-venv'], { env })
  );
}

/**
 * The virtual environment: reused when its Python works, else (re)created with `PYTHON` (default
 * python3). Returns undefined when it is ready, else what went wrong.
 */
export function ensureVenv() {
  if (existsSync(venvPython) && pythonOk(venvPython)) return undefined;
  const python = process.env.PYTHON ?? (windows ? 'python' : 'python3');
  if (!pythonOk(python)) return `${python} is missing or older than Python 3.11`;
  if (!run(python, ['-m', 'venv', '--clear', venv]) && !(installDebianVenv() && run(python, ['-m', 'venv', '--clear', venv]))) {
    return 'python -m venv failed';
  }
  return undefined;
}

export const pip = (...args) => run(venvPython, ['-m', 'pip', '--disable-pip-version-check', '--quiet', ...args]);

/**
 * Runs `pip install ...packages` only when `inputs` (pins, a pyproject.toml's text…) or the
 * interpreter changed since the last success, remembered in `.venv/<stampName>`. Returns false
 * when pip failed.
 */
export function installWhenChanged(stampName, inputs, packages) {
  const stampFile = path.join(venv, stampName);
  const interpreter = spawnSync(venvPython, ['-c', 'import sys; print(sys.version)'], { encoding: 'utf8' }).stdout;
  const stamp = createHash('sha256')
    .update(JSON.stringify([...inputs, interpreter]))
    .digest('hex');
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (current === stamp) return true;
  rmSync(stampFile, { force: true });
  if (!pip('install', ...packages)) return false;
  writeFileSync(stampFile, stamp);
  return true;
}
