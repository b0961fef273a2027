// Better Auth beside us, in the same run: its own driver (../shared/peers/better-auth/bench.mjs)
// starts a throw-away PostgreSQL 15 cluster, its server and its load, and prints one JSON line.
// Each of its figures is set beside ours on the same kind of path, PostgreSQL when we ran it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Timing } from '../lib/load.ts';
import { printTable } from '../lib/table.ts';
import type { Result } from './results.ts';

/** Their figure's key in the peer's JSON, and the route of ours that does the same job. */
const PAIRS = [
  { peer: 'verify', theirsPath: 'POST /api/verify-key', oursPath: 'POST /v1/keys/validate' },
  { peer: 'token', theirsPath: 'GET /api/auth/token (session → RS256 JWT)', oursPath: 'POST /v1/keys/token' },
  { peer: 'signin', theirsPath: 'sign-in (scrypt), 16 connections', oursPath: 'POST /v1/auth/login' },
  { peer: 'jwks', theirsPath: 'GET /api/auth/jwks', oursPath: 'GET /.well-known/jwks.json' },
  { peer: 'signup', theirsPath: 'sign-up (scrypt)', oursPath: 'POST /v1/auth/signup' },
] as const;
/** The goal: at least this many times Better Auth's throughput on every shared path. */
const GOAL_MULTIPLE = 5;

type PeerFigures = Record<string, number | string | boolean>;

const peerDir = (root: string) => path.resolve(root, '..', 'shared', 'peers', 'better-auth');

/**
 * Runs the peer's driver when it is installed (`npm ci` in its directory) and BENCH_PEER is not
 * 0; otherwise reads the medians its README publishes, which are orientation only. Null when
 * neither is there.
 */
export async function peerFigures(
  root: string,
  timing: Timing,
  timeoutS: number,
): Promise<{ figures: PeerFigures; sameRun: boolean } | null> {
  const dir = peerDir(root);
  if (process.env.BENCH_PEER !== '0' && existsSync(path.join(dir, 'node_modules', 'better-auth'))) {
    process.stdout.write(
      `\nBetter Auth beside us: ${path.relative(root, dir)}/bench.mjs, ${timing.warmup} s warm-up, ${timing.seconds} s per path … `,
    );
    const line = await runDriver(dir, timing, timeoutS);
    const figures = JSON.parse(line) as PeerFigures;
    console.log('done');
    return { figures, sameRun: true };
  }
  const readme = path.join(dir, 'README.md');
  if (!existsSync(readme)) return null;
  const line = readFileSync(readme, 'utf8')
    .split('\n')
    .find((text) => text.includes('"peer":"better-auth"'));
  if (!line) return null;
  console.log(
    `\nBetter Auth is not installed (cd ${path.relative(root, dir)} && npm ci): its published medians follow, not a same-run figure.`,
  );
  return { figures: JSON.parse(line) as PeerFigures, sameRun: false };
}

function runDriver(dir: string, timing: Timing, timeoutS: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench.mjs', '--seconds', String(timing.seconds), '--warmup', String(timing.warmup)], {
      cwd: dir,
      // Its own cluster and server; nothing of ours leaks in.
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // SIGINT lets the driver stop the cluster and server it started.
    const timer = setTimeout(() => child.kill('SIGINT'), timeoutS * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = out
        .split('\n')
        .reverse()
        .find((text) => text.startsWith('{'));
      if (code === 0 && line) resolve(line);
      else reject(new Error(`Better Auth's driver exited ${code}:\n${(err || out).slice(-2000)}`));
    });
  });
}

/** Ours beside theirs, path by path; the multiples go in the JSON line. */
export function comparePeer(results: Result[], peer: { figures: PeerFigures; sameRun: boolean }) {
  const database = results.some((r) => r.database === 'PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  const rows = PAIRS.map((pair) => {
    const ours = results.find((r) => r.name === pair.oursPath && r.database === database)?.value ?? null;
    const theirs = Number(peer.figures[`${pair.peer}_rps`]);
    const multiple = ours === null || !(theirs > 0) ? null : ours / theirs;
    return { ...pair, ours, theirs, multiple, met: multiple === null ? null : multiple >= GOAL_MULTIPLE };
  });
  console.log(
    `\nBetter Auth ${peer.figures.better_auth_version} ${peer.sameRun ? 'in this run' : '(published medians)'} on PostgreSQL, beside Gatekeep on ${database}:`,
  );
  printTable(
    ['Gatekeep path', 'req/s', 'Better Auth path', 'req/s', 'multiple', 'goal', 'met'],
    rows.map((row) => [
      row.ours === null ? `${row.oursPath} (not run)` : row.oursPath,
      row.ours === null ? '' : Math.round(row.ours).toLocaleString('en-US'),
      row.theirsPath,
      String(row.theirs),
      row.multiple === null ? '' : `${row.multiple.toFixed(1)}×`,
      `≥ ${GOAL_MULTIPLE}×`,
      row.met === null ? '' : row.met ? '✓' : '✗',
    ]),
    new Set([1, 3, 4]),
  );
  return {
    sameRun: peer.sameRun,
    oursOn: database,
    figures: peer.figures,
    multiples: Object.fromEntries(rows.map((row) => [row.peer, row.multiple === null ? null : Number(row.multiple.toFixed(2))])),
  };
}
