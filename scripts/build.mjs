// `npm run build`: the server compiled to plain JavaScript in dist/, which `npm start` runs.
// tsx at run time costs about 90 MiB of RSS per process (its loader thread and transform
// cache) and seconds at start; the compiled server needs neither.
//
// dist/ mirrors the repository (dist/server/…, dist/openapi.yaml) because the server finds the
// contract, its mail templates and its argon2 worker relative to its own modules.
//   node scripts/build.mjs                      the server, into dist/
//   node scripts/build.mjs --if-stale           only when a source is newer than the last build
//   node scripts/build.mjs --project P --out D  another entry (the benchmarks' server child)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What a build reads besides the TypeScript: a change to any of them makes dist/ stale. */
const INPUTS = ['server', 'openapi.yaml', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'portal/dist'];
/** What the portal's bundle is made of: the app, the SDK it bundles from source, and the lock. */
const PORTAL_INPUTS = [
  'portal/src',
  'portal/index.html',
  'portal/vite.config.ts',
  'portal/package.json',
  'sdk-ts/src',
  'package-lock.json',
];
const STAMP = '.built';

function newestMtime(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** True when `outDir` holds a build newer than every input. */
export function isFresh(outDir, inputs = INPUTS) {
  const stamp = statSync(path.join(outDir, STAMP), { throwIfNoEntry: false });
  return stamp !== undefined && inputs.every((input) => newestMtime(path.join(ROOT, input)) <= stamp.mtimeMs);
}

/** The server's files that are not TypeScript (mail templates, the argon2 worker), beside its modules. */
function copyAssets(outDir) {
  cpSync(path.join(ROOT, 'server'), path.join(outDir, 'server'), {
    recursive: true,
    filter: (source) => statSync(source).isDirectory() || !source.endsWith('.ts'),
  });
  cpSync(path.join(ROOT, 'openapi.yaml'), path.join(outDir, 'openapi.yaml'));
  // The server finds the portal's files two levels above its http/ modules, in dist/ as in the tree.
  const portal = path.join(ROOT, 'portal', 'dist');
  if (existsSync(portal)) cpSync(portal, path.join(outDir, 'portal', 'dist'), { recursive: true });
}

/** The portal (portal/dist), built by Vite; the server serves it at /portal. */
export function buildPortal() {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'portal'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build of the portal failed');
  const out = path.join(ROOT, 'portal', 'dist');
  writeFileSync(path.join(out, STAMP), `${new Date().toISOString()}\n`);
  return out;
}

export function buildPortalIfStale() {
  const out = path.join(ROOT, 'portal', 'dist');
  return existsSync(out) && isFresh(out, PORTAL_INPUTS) ? out : buildPortal();
}

export function build({ project = 'tsconfig.build.json', outDir = 'dist' } = {}) {
  buildPortalIfStale();
  const out = path.resolve(ROOT, outDir);
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(ROOT, project), '--outDir', out], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tsc -p ${project} failed`);
  copyAssets(out);
  writeFileSync(path.join(out, STAMP), `${new Date().toISOString()}\n`);
  return out;
}

/** Builds unless `outDir` is already newer than every input. */
export function buildIfStale(options = {}) {
  buildPortalIfStale();
  const out = path.resolve(ROOT, options.outDir ?? 'dist');
  if (existsSync(out) && isFresh(out, [...INPUTS, ...(options.extraInputs ?? [])])) return out;
  return build(options);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, out: { type: 'string' }, 'if-stale': { type: 'boolean', default: false } },
  });
  const options = { project: values.project, outDir: values.out };
  const out = values['if-stale'] ? buildIfStale(options) : build(options);
  console.error(`built ${path.relative(ROOT, out) || '.'}`);
}
