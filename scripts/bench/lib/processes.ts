import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Every child starts from this one file, which picks its part by BENCH_ROLE. */
const CHILD_ENTRY = fileURLToPath(new URL('./child.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/**
 * Kills every child and removes every temp dir however this process ends: normally, on an
 * error, on Ctrl-C or SIGTERM, or when the run exceeds `timeoutS` (then it exits 1).
 */
export function installCleanup(benchName: string, timeoutS: number): void {
  process.on('exit', () => {
    for (const child of children) if (isRunning(child)) child.kill('SIGKILL');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping`);
      process.exit(130);
    });
  }
  setTimeout(() => {
    console.error(`\n${benchName} exceeded BENCH_TIMEOUT_S=${timeoutS}: stopping everything`);
    process.exit(1);
  }, timeoutS * 1000).unref();
}

/** A temp dir removed on exit whatever happens, or earlier by removeTempDir. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export interface StartOptions {
  /** Extra node flags, e.g. --expose-gc for a child that measures its own memory. */
  nodeFlags?: string[];
  timeoutMs?: number;
  /** A compiled JavaScript entry run with plain node, instead of child.ts under tsx. */
  entry?: string;
}

/** Forks the child entry with BENCH_ROLE=role; resolves with its first IPC message. */
export function startChild<T>(
  role: string,
  env: NodeJS.ProcessEnv,
  options: StartOptions = {},
): Promise<{ child: ChildProcess; message: T }> {
  return new Promise((resolve, reject) => {
    const child = fork(options.entry ?? CHILD_ENTRY, [], {
      cwd: ROOT,
      execArgv: [...(options.nodeFlags ?? []), ...(options.entry ? [] : ['--import', 'tsx'])],
      env: { ...env, BENCH_ROLE: role },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    const timeoutMs = options.timeoutMs ?? START_TIMEOUT_MS;
    const timer = setTimeout(() => reject(new Error(`${role}: no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      children.delete(child);
      reject(new Error(`${role} exited (${signal ?? code}) before answering`));
    };
    child.once('exit', onExit);
    child.once('message', (message) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.once('exit', () => children.delete(child));
      resolve({ child, message: message as T });
    });
  });
}

/**
 * The Gatekeep server child, compiled with the server into dist/bench (rebuilt when a source is
 * newer): the JavaScript `npm start` runs, so tsx's loader adds nothing to its RSS or CPU.
 */
export function startGatekeep<T>(env: NodeJS.ProcessEnv, options: StartOptions = {}): Promise<{ child: ChildProcess; message: T }> {
  const out = buildIfStale({ project: 'scripts/bench/tsconfig.build.json', outDir: 'dist/bench', extraInputs: ['scripts/bench/lib'] });
  return startChild<T>('gatekeep', env, {
    ...options,
    nodeFlags: [...startNodeFlags(), ...(options.nodeFlags ?? [])],
    entry: path.join(out, 'scripts', 'bench', 'lib', 'roles', 'gatekeep-entry.js'),
  });
}

/** The node flags of package.json's `npm start` (`node --flag … scripts/start.mjs`): the bench runs the server as users do. */
export function startNodeFlags(): string[] {
  const start: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** SIGTERM, then SIGKILL if it has not gone within STOP_GRACE_MS. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (isRunning(child)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
}

let nextRequestId = 1;

/**
 * One request to a child that serves commands (see answerCommands in child-ipc.ts): resolves
 * with its answer, rejects with its error, on a timeout, or if the child exits first.
 */
export function askChild<T>(child: ChildProcess, command: string, args: unknown = {}, timeoutMs = 60_000): Promise<T> {
  const id = nextRequestId++;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: { id?: number; value?: T; error?: string }) => {
      if (message?.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(`${command}: ${message.error}`));
      else resolve(message.value as T);
    };
    const onExit = () => {
      done();
      reject(new Error(`${command}: the child exited before answering`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${command}: no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ id, command, args });
  });
}
