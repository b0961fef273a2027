import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new PGlite data directory is created by a short-lived child process. initdb grows PGlite's
 * WebAssembly memory to about 750 MiB, and WebAssembly memory never shrinks: created in the
 * server's own process, a fresh server idled at about 760 MiB for the rest of its life. A
 * worker thread is not enough (its allocator arenas stay with the process: about 320 MiB
 * after); a child process gives all of it back (about 190 MiB). The child's peak is still the
 * first start's (docs/performance.md).
 */
export async function createPgliteDirInChild(dir: string): Promise<void> {
  // PostgreSQL's own marker of an initialised data directory.
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-initdb-child.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    // No execArgv: the parent's loaders (tsx) would only slow the plain JavaScript down.
    const child = spawn(process.execPath, [script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the PGlite database failed (${signal ?? `exit ${code}`}): ${stderr.slice(-2000)}`)),
    );
  });
}
