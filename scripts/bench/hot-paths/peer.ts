// Peers beside us, in the same run: each one's own driver (../shared/peers/<name>/bench.mjs)
// starts a throw-away PostgreSQL 15 cluster, its server and its load, and prints one JSON line.
// Each of its figures is set beside ours on the same kind of path, PostgreSQL when we ran it.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Timing } from '../lib/load.ts';
import { printTable } from '../lib/table.ts';
import type { Result } from './results.ts';

type PeerFigures = Record<string, unknown>;

export interface Peer {
  /** As people know it; also the BENCH_ONLY phase name, with " peer". */
  name: string;
  folder: string;
  versionKey: string;
  /** Whether its driver can run now. */
  installed(dir: string): boolean;
  /** Its own idempotent installer, run when it is not installed (a download: minutes, once). */
  setup?: string;
  /** The most its installer may take. */
  setupS?: number;
  /** The JSON line its README publishes, for when it cannot run here. */
  publishedMarker?: string;
  /** Their figure's key (`<peer>_rps`), and the route of ours that does the same job. */
  pairs: { peer: string; theirsPath: string; oursPath: string }[];
  /** At least this many times its throughput on every shared path. */
  goalMultiple: number;
  /** Its peak RSS in the JSON, set beside ours under load when there is one. */
  rssKey?: string;
  /** Paths it drives, for the timeout: each a warm-up and a measured window. */
  paths: number;
  /** Its start, schema, setup and teardown, beyond its load. */
  overheadS: number;
}

export const PEERS: Peer[] = [
  {
    name: 'Better Auth',
    folder: 'better-auth',
    versionKey: 'better_auth_version',
    installed: (dir) => existsSync(path.join(dir, 'node_modules', 'better-auth')),
    publishedMarker: '"peer":"better-auth"',
    pairs: [
      { peer: 'verify', theirsPath: 'POST /api/verify-key', oursPath: 'POST /v1/keys/validate' },
      { peer: 'token', theirsPath: 'GET /api/auth/token (session → RS256 JWT)', oursPath: 'POST /v1/keys/token' },
      { peer: 'signin', theirsPath: 'sign-in (scrypt), 16 connections', oursPath: 'POST /v1/auth/login' },
      { peer: 'jwks', theirsPath: 'GET /api/auth/jwks', oursPath: 'GET /.well-known/jwks.json' },
      { peer: 'signup', theirsPath: 'sign-up (scrypt)', oursPath: 'POST /v1/auth/signup' },
    ],
    goalMultiple: 5,
    paths: 5,
    overheadS: 120,
  },
  {
    name: 'Keycloak',
    folder: 'keycloak',
    versionKey: 'keycloak_version',
    // setup.sh stamps the server it built last.
    installed: (dir) =>
      existsSync(path.join(dir, 'node_modules', 'autocannon')) &&
      existsSync(path.join(dir, '.cache')) &&
      readdirSync(path.join(dir, '.cache')).some((name) => existsSync(path.join(dir, '.cache', name, '.bench-build-stamp'))),
    setup: 'setup.sh',
    setupS: 900,
    pairs: [
      { peer: 'validate', theirsPath: 'token introspection', oursPath: 'POST /v1/keys/validate' },
      { peer: 'token', theirsPath: 'client-credentials grant', oursPath: 'POST /v1/keys/token' },
      { peer: 'login', theirsPath: 'password grant, 16 connections', oursPath: 'POST /v1/auth/login' },
      { peer: 'jwks', theirsPath: 'GET …/protocol/openid-connect/certs', oursPath: 'GET /.well-known/jwks.json' },
    ],
    // The lead the issue asks to keep: ahead on every path.
    goalMultiple: 1,
    rssKey: 'rss_peak_mib',
    paths: 4,
    // A JVM start, Liquibase's schema on the first one, the realm, and the stop.
    overheadS: 300,
  },
];

const peerDir = (root: string, peer: Peer) => path.resolve(root, '..', 'shared', 'peers', peer.folder);

export const peerTimeoutS = (peer: Peer, perPhaseS: number) => peer.paths * perPhaseS + peer.overheadS;

/**
 * Runs the peer's driver when it is installed, or can be (its setup script), and BENCH_PEER is
 * not 0; otherwise reads the figures its README publishes, which are orientation only. Null when
 * neither is there.
 */
export async function peerFigures(
  root: string,
  peer: Peer,
  timing: Timing,
  timeoutS: number,
): Promise<{ figures: PeerFigures; sameRun: boolean } | null> {
  const dir = peerDir(root, peer);
  if (!existsSync(dir)) return null;
  const relative = path.relative(root, dir);
  if (process.env.BENCH_PEER !== '0') {
    if (!peer.installed(dir) && peer.setup) {
      process.stdout.write(`\n${peer.name}: installing it first (${relative}/${peer.setup}) … `);
      try {
        await promisify(execFile)('bash', [peer.setup], { cwd: dir, timeout: (peer.setupS ?? 900) * 1000, maxBuffer: 64 << 20 });
        console.log('done');
      } catch (err) {
        console.log(`failed: ${(err as { stderr?: string }).stderr?.slice(-1000) ?? String(err)}`);
      }
    }
    if (peer.installed(dir)) {
      process.stdout.write(`\n${peer.name} beside us: ${relative}/bench.mjs, ${timing.warmup} s warm-up, ${timing.seconds} s per path … `);
      const line = await runDriver(peer, dir, timing, timeoutS);
      console.log('done');
      return { figures: JSON.parse(line) as PeerFigures, sameRun: true };
    }
  }
  const readme = path.join(dir, 'README.md');
  const line =
    peer.publishedMarker && existsSync(readme)
      ? readFileSync(readme, 'utf8')
          .split('\n')
          .find((text) => text.includes(peer.publishedMarker!))
      : undefined;
  if (!line) {
    console.log(`\n${peer.name} is not installed here (${relative}), and publishes no figures: nothing to compare.`);
    return null;
  }
  console.log(`\n${peer.name} is not installed (cd ${relative} && npm ci): its published medians follow, not a same-run figure.`);
  return { figures: JSON.parse(line) as PeerFigures, sameRun: false };
}

function runDriver(peer: Peer, dir: string, timing: Timing, timeoutS: number): Promise<string> {
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
      else reject(new Error(`${peer.name}'s driver exited ${code}:\n${(err || out).slice(-2000)}`));
    });
  });
}

const PEAK_RSS = 'server RSS peak under load';

/** Ours beside theirs, path by path, and peak memory; the multiples go in the JSON line. */
export function comparePeer(results: Result[], peer: Peer, run: { figures: PeerFigures; sameRun: boolean }) {
  const database = results.some((r) => r.database === 'PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  const rows = peer.pairs.map((pair) => {
    const ours = results.find((r) => r.name === pair.oursPath && r.database === database)?.value ?? null;
    const theirs = Number(run.figures[`${pair.peer}_rps`]);
    const multiple = ours === null || !(theirs > 0) ? null : ours / theirs;
    return { ...pair, ours, theirs, multiple, met: multiple === null ? null : multiple >= peer.goalMultiple };
  });
  console.log(
    `\n${peer.name} ${String(run.figures[peer.versionKey])} ${run.sameRun ? 'in this run' : '(published medians)'} on PostgreSQL, beside Gatekeep on ${database}:`,
  );
  const table = rows.map((row) => [
    row.ours === null ? `${row.oursPath} (not run)` : row.oursPath,
    row.ours === null ? '' : `${Math.round(row.ours).toLocaleString('en-US')} req/s`,
    row.theirsPath,
    `${Math.round(row.theirs).toLocaleString('en-US')} req/s`,
    row.multiple === null ? '' : `${row.multiple.toFixed(1)}×`,
    `≥ ${peer.goalMultiple}×`,
    row.met === null ? '' : row.met ? '✓' : '✗',
  ]);
  let memory: { ours: number | null; theirs: number } | undefined;
  if (peer.rssKey && Number(run.figures[peer.rssKey]) > 0) {
    const theirs = Number(run.figures[peer.rssKey]);
    const ours = results.find((r) => r.name === PEAK_RSS && r.database === database)?.value ?? null;
    memory = { ours, theirs };
    table.push([
      ours === null ? `${PEAK_RSS} (not run)` : PEAK_RSS,
      ours === null ? '' : `${Math.round(ours)} MiB`,
      'peak RSS (VmHWM)',
      `${Math.round(theirs)} MiB`,
      ours === null ? '' : `${(ours / theirs).toFixed(2)}×`,
      '≤ 1×',
      ours === null ? '' : ours <= theirs ? '✓' : '✗',
    ]);
  }
  printTable(['Gatekeep', 'figure', peer.name, 'figure', 'multiple', 'goal', 'met'], table, new Set([1, 3, 4]));
  return {
    peer: peer.name,
    sameRun: run.sameRun,
    oursOn: database,
    figures: run.figures,
    multiples: Object.fromEntries(rows.map((row) => [row.peer, row.multiple === null ? null : Number(row.multiple.toFixed(2))])),
    ...(memory ? { memory } : {}),
  };
}
