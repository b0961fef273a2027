import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { freePort, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

// Issue 19, point 1: the README's curl tour is a test, so that it cannot rot. Every fenced block
// between `<!-- tour: begin -->` and `<!-- tour: end -->` runs, in order and as written, in one
// `bash -euo pipefail`: variables carry from block to block as in a reader's terminal, and the
// first command that fails stops the tour and names its block and file.
//
// Issue 38 point 5: the README keeps the tour's beginning (A tour with curl); it continues, in the
// same shell, in docs/tenants-and-keys.md and then docs/webhooks.md, each between its own markers.
// TOUR_FILES is that order, and no other Markdown file may carry the markers unrun.
//
// Starting the server is the one step the test does not take from the README. The prose after the
// first block has the reader run `npm start … &` from that shell, so that the server inherits the
// block's exports (DATA_DIR, BOOTSTRAP_TOKEN). Running `npm start` here would build the
// repository's own dist/ in the middle of a test run; instead the shell pauses at that point, and
// the test starts the compiled server `npm start` runs (startServerProcess) with the shell's
// environment as it then stands, which is what `npm start &` would inherit.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The files the tour runs through, in order; the first holds the block that sets the shell up. */
const TOUR_FILES = ['README.md', 'docs/tenants-and-keys.md', 'docs/webhooks.md'];
const BEGIN = '<!-- tour: begin -->';
const END = '<!-- tour: end -->';
const BLOCK_MARKER = '::: README tour block';
const SERVER_STEP = '::: the reader starts the server here';
/** A liveness bound, server start included: the tour takes seconds, but a hung command (a wait loop, say) must not hang the run. */
const TOUR_DEADLINE_MS = 150_000;
/**
 * startServerProcess's settings for tests, which a reader's `npm start` does not have. An empty
 * value is an unset one to the server, so the tour runs on the defaults the README describes: jobs
 * run, the auth routes keep their limit, webhooks refuse private addresses, and the encryption key
 * is the development one kept in DATA_DIR (the database is the tour's own, even on PostgreSQL).
 */
const UNSET_TEST_SETTINGS = { JOB_CONCURRENCY: '', RATE_LIMIT_AUTH_MAX: '', WEBHOOK_ALLOW_PRIVATE_TARGETS: '', ENCRYPTION_KEYS: '' };

interface TourBlock {
  /** The file the block is in, and the line of its opening fence there. */
  file: string;
  line: number;
  code: string;
  /** The prose between the previous block (or the begin marker) and this one. */
  proseBefore: string;
}

/** A file's tour blocks; every fence between the markers must be ```sh, so that none is skipped unnoticed. */
function tourBlocks(file: string): TourBlock[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const begin = lines.findIndex((l) => l.trim() === BEGIN);
  const end = lines.findIndex((l) => l.trim() === END);
  expect(begin, `${file} needs ${BEGIN} before its part of the tour and ${END} after it`).toBeGreaterThanOrEqual(0);
  expect(end, `${file}: ${END} after ${BEGIN}`).toBeGreaterThan(begin);
  expect(
    lines.filter((l) => l.trim() === BEGIN || l.trim() === END),
    `${file}: one part of the tour`,
  ).toHaveLength(2);
  const blocks: TourBlock[] = [];
  let prose: string[] = [];
  for (let i = begin + 1; i < end; i++) {
    const fence = /^(\s*)```(.*)$/.exec(lines[i]!);
    if (!fence) {
      prose.push(lines[i]!);
      continue;
    }
    expect(fence[2], `${file} line ${i + 1}: the tour's blocks are \`\`\`sh (each one runs)`).toBe('sh');
    const close = lines.findIndex((l, j) => j > i && l.trim() === '```');
    expect(close, `${file} line ${i + 1}: an unclosed block`).toBeGreaterThan(i);
    const indent = fence[1]!.length;
    blocks.push({
      file,
      line: i + 1,
      code: lines
        .slice(i + 1, close)
        .map((l) => l.slice(indent))
        .join('\n'),
      proseBefore: prose.join('\n'),
    });
    prose = [];
    i = close;
  }
  return blocks;
}

/** The blocks as one script: a marker before each, and after the first a pause while the server starts. */
function tourScript(blocks: TourBlock[], shellEnvFile: string): string {
  return [
    'exec 2>&1', // one stream, so that each block's errors sit with its output
    ...blocks.flatMap((block, i) => [
      `printf '%s\\n' '${BLOCK_MARKER} ${i + 1} of ${blocks.length} (${block.file} line ${block.line})'`,
      block.code,
      ...(i === 0 ? [`env -0 > '${shellEnvFile}'`, `printf '%s\\n' '${SERVER_STEP}'`, 'read -r _'] : []),
    ]),
  ].join('\n');
}

/** The NUL-separated `env -0` dump of the tour's shell. */
function parseEnv(dump: string): Record<string, string> {
  const entries = dump
    .split('\0')
    .filter(Boolean)
    .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

/** Where the output shows the tour stopped: the block, what it ran and what it printed. */
function failureReport(blocks: TourBlock[], output: string, why: string, server: ServerProcess | undefined): string {
  const at = output.lastIndexOf(BLOCK_MARKER);
  const number = at < 0 ? 0 : Number(/block (\d+) of/.exec(output.slice(at))![1]);
  const block = blocks[number - 1];
  return [
    block ? `README tour block ${number} of ${blocks.length} (${block.file} line ${block.line}) ${why}:` : `the README tour ${why}:`,
    block?.code ?? '',
    '--- its output ---',
    (at < 0 ? output : output.slice(output.indexOf('\n', at) + 1)).trimEnd(),
    '--- the server log, last 20 lines ---',
    ...(server?.lines.slice(-20) ?? ['(the server did not start)']),
  ].join('\n');
}

interface TourRun {
  exitCode: number | null;
  timedOut: boolean;
  /** Everything the shell printed, block markers included. */
  output: string;
}

/** What the run started, for the test to stop whatever happens. */
interface TourResources {
  server?: ServerProcess;
  database?: IsolatedDatabase;
}

/**
 * The tour in one shell; when the first block is done, the server it would start (see the top of
 * this file), then the rest. The port is chosen up front because the first block reads the
 * address before the server exists, as a reader's does.
 */
async function runTour(blocks: TourBlock[], dir: string, started: TourResources): Promise<TourRun> {
  const port = await freePort();
  const shellEnvFile = path.join(dir, 'shell-env');
  // A reader's shell: nothing of the test's environment but PATH (a HOME of its own, so that no
  // ~/.curlrc changes curl), and the two settings the first block takes from the environment
  // when set: where the server answers and its data directory.
  const shell = spawn('bash', ['-euo', 'pipefail', '-c', tourScript(blocks, shellEnvFile)], {
    cwd: root,
    env: {
      PATH: process.env.PATH!,
      HOME: dir,
      LANG: 'C.UTF-8',
      GATEKEEP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, 'data'),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true, // its own process group, so that stopping it stops a running curl or sleep too
  });
  shell.stdin.on('error', () => {}); // the shell may be gone before the server is up
  const stopShell = () => {
    try {
      process.kill(-shell.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const startServer = async () => {
    // PGlite keeps the tour's data in its DATA_DIR; on PostgreSQL it gets a database of its own.
    started.database = await isolatedDatabase();
    const shellEnv = parseEnv(readFileSync(shellEnvFile, 'utf8'));
    // On PostgreSQL the server needs ENCRYPTION_KEYS (issue 29): a key of the tour's own, for its own database.
    const sharedDatabaseKey = started.database.env.DATABASE_URL ? { ENCRYPTION_KEYS: randomBytes(32).toString('base64') } : {};
    started.server = await startServerProcess({
      ...UNSET_TEST_SETTINGS,
      ...shellEnv,
      ...started.database.env,
      ...sharedDatabaseKey,
      PORT: String(port),
    });
  };

  let output = '';
  let serverStarted: Promise<void> | undefined;
  let serverError: unknown;
  for (const stream of [shell.stdout, shell.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (serverStarted || !output.includes(`${SERVER_STEP}\n`)) return;
      serverStarted = startServer().then(
        () => void shell.stdin.end('\n'),
        (err: unknown) => {
          serverError = err;
          stopShell();
        },
      );
    });
  }
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    stopShell();
  }, TOUR_DEADLINE_MS);
  const exitCode = await new Promise<number | null>((resolve) => shell.once('close', resolve));
  clearTimeout(deadline);
  await serverStarted;
  if (serverError) throw serverError;
  return { exitCode, timedOut, output };
}

describe('the README tour', () => {
  it('runs, block after block, against a fresh server started as the README says', async () => {
    const blocks = TOUR_FILES.flatMap(tourBlocks);
    expect(blocks[0]!.file, 'the tour begins in the README').toBe('README.md');
    // Each part ends by sending the reader on to the next, in the same shell.
    for (const [i, file] of TOUR_FILES.slice(0, -1).entries()) {
      const next = TOUR_FILES[i + 1]!;
      const link = path.posix.relative(path.posix.dirname(file), next);
      expect(readFileSync(path.join(root, file), 'utf8'), `${file} sends the reader on to ${next}`).toContain(`](${link})`);
    }
    const marked = [
      'README.md',
      ...readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ].filter((file) => readFileSync(path.join(root, file), 'utf8').includes(BEGIN));
    expect(marked.sort(), 'every file with tour markers is run').toEqual([...TOUR_FILES].sort());
    expect(blocks.length, 'a first block of settings, then the tour').toBeGreaterThanOrEqual(2);
    expect(blocks[1]!.proseBefore, 'the prose after the first block has the reader start the server').toContain('npm start');
    for (const block of blocks)
      expect(block.code, `${block.file} line ${block.line}: the test starts the server itself`).not.toMatch(/npm (run )?start/);

    const dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-readme-tour-'));
    const started: TourResources = {};
    try {
      const run = await runTour(blocks, dir, started);
      const why = run.timedOut ? `did not finish within ${TOUR_DEADLINE_MS / 1000} s` : `failed with exit code ${run.exitCode}`;
      expect(run.exitCode, failureReport(blocks, run.output, why, started.server)).toBe(0);
    } finally {
      started.server?.child.kill('SIGKILL');
      await started.server?.exited;
      await started.database?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
