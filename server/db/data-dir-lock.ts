import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Who opens the embedded database, as the lock records it for whoever comes next: a server
 * (with the port it answers on) or an operator command.
 */
export interface DataDirHolder {
  role: 'server' | 'command';
  /** How the operator started it, e.g. `npm start` or `npm run migrate`. */
  command: string;
  port?: number;
}

interface LockRecord extends DataDirHolder {
  pid: number;
  startedAt: string;
  /** The kernel's start time of `pid` (Linux), so a pid reused by another program is not mistaken for the holder. */
  processStart: string | null;
  /** Makes each record unique, so a takeover removes exactly the stale record it judged. */
  nonce: string;
}

export interface DataDirLock {
  /** The port the server answers on, once it listens (PORT=0 picks one). */
  recordPort(port: number): Promise<void>;
  release(): Promise<void>;
}

/** Another live process holds DATA_DIR. The message is one line, for the operator. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

/** For the maintenance scripts: a held DATA_DIR ends the command with its one-line reason. */
export function exitIfDataDirInUse(err: unknown): never {
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const LOCK_FILE = 'gatekeep.lock';
const ATTEMPTS = 50;
const RETRY_MS = 20;

/**
 * PGlite has no postmaster: two processes opening one DATA_DIR each run their own database over
 * the same files, and after a restart one side's acknowledged writes are gone. So whoever opens
 * it (server or operator command) first takes DATA_DIR/gatekeep.lock, created exclusively
 * (link(2) of a complete file, so nobody ever reads a half-written lock) and naming its pid,
 * port and start; a second opener refuses with a message that names them.
 *
 * A lock whose process is gone (`kill -9`, a crash, a container restarted with the same pid) is
 * stale and taken over. Removing it is the one step two starters could race on (both judge it
 * stale; one removes it and locks; the other would then remove the new, live lock), so removal
 * happens only under a second exclusive file, and only if the lock still holds the very record
 * judged stale.
 */
export async function lockDataDir(dataDir: string, holder: DataDirHolder): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  let record: LockRecord = {
    ...holder,
    pid: process.pid,
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    nonce: randomBytes(8).toString('hex'),
  };
  let written = JSON.stringify(record);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await createExclusively(lockPath, written)) {
      return {
        async recordPort(port) {
          if (record.port === port) return;
          record = { ...record, port };
          const next = JSON.stringify(record);
          // We hold the lock: replacing it in one rename is safe, and readers never see half a file.
          const temporary = `${lockPath}.${record.nonce}.port`;
          await writeFile(temporary, next, { mode: 0o600 });
          await rename(temporary, lockPath);
          written = next;
        },
        async release() {
          if ((await readIfPresent(lockPath)) === written) await unlink(lockPath).catch(() => {});
        },
      };
    }
    const current = await readIfPresent(lockPath);
    if (current === undefined) continue; // released meanwhile: try again
    const holderRecord = parseRecord(current);
    if (holderRecord && isAlive(holderRecord)) throw new DataDirInUseError(inUseMessage(dataDir, holderRecord, holder));
    await removeStaleLock(lockPath, current, written);
    await sleep(RETRY_MS);
  }
  throw new DataDirInUseError(`Cannot lock DATA_DIR ${dataDir}: ${lockPath} keeps changing; is another process starting on it?`);
}

/** Removes the lock if it still holds `stale`, under DATA_DIR/gatekeep.lock.takeover so that only one starter does. */
async function removeStaleLock(lockPath: string, stale: string, ours: string): Promise<void> {
  const takeover = `${lockPath}.takeover`;
  if (!(await createExclusively(takeover, ours))) {
    const other = await readIfPresent(takeover);
    const otherRecord = other === undefined ? undefined : parseRecord(other);
    // A takeover lasts microseconds; one whose process died in them is left to the operator.
    if (other !== undefined && (!otherRecord || !isAlive(otherRecord))) {
      throw new DataDirInUseError(
        `${takeover} was left by a process that died while taking over a stale lock; make sure no Gatekeep process uses this DATA_DIR, remove that file, and start again`,
      );
    }
    return; // another starter is taking over: the caller looks again
  }
  try {
    if ((await readIfPresent(lockPath)) === stale) await unlink(lockPath);
  } finally {
    await unlink(takeover);
  }
}

/** Creates `file` holding `content` only if it does not exist, atomically and never half-written. */
async function createExclusively(file: string, content: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, content, { mode: 0o600 });
  try {
    await link(temporary, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await unlink(temporary);
  }
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** A record we cannot read is no one's: it is treated as stale. */
function parseRecord(text: string): LockRecord | undefined {
  try {
    const record = JSON.parse(text) as LockRecord;
    return Number.isInteger(record.pid) && record.pid > 0 ? record : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(record: LockRecord): boolean {
  try {
    process.kill(record.pid, 0);
  } catch (err) {
    // EPERM: alive, but another user's.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(record.pid);
  if (!stat) return true; // no /proc (not Linux): a live pid is taken at its word
  if (stat.state === 'Z' || stat.state === 'X') return false; // exited, not yet reaped
  return record.processStart === null || stat.start === record.processStart;
}

function processStartOf(pid: number): string | null {
  return procStat(pid)?.start ?? null;
}

/** State and start time (clock ticks since boot) from /proc/<pid>/stat; undefined where there is no /proc. */
function procStat(pid: number): { state: string; start: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return fields[0] && fields[19] ? { state: fields[0], start: fields[19] } : undefined;
}

function inUseMessage(dataDir: string, running: LockRecord, asking: DataDirHolder): string {
  const since = `since ${running.startedAt}`;
  if (running.role === 'command') {
    return `DATA_DIR ${dataDir} is in use by \`${running.command}\` (pid ${running.pid}, ${since}): the embedded database takes one process at a time; wait for it to finish, then try again.`;
  }
  const server = `the Gatekeep server (pid ${running.pid}, port ${running.port ?? 'unknown'}, ${since})`;
  if (asking.role === 'server') {
    return `DATA_DIR ${dataDir} is in use by ${server}: the embedded database takes one process at a time. Stop that server first, or give this one another DATA_DIR (any number of servers may share a PostgreSQL through DATABASE_URL).`;
  }
  return `DATA_DIR ${dataDir} is in use by ${server}: the embedded database takes one process at a time. Stop the server first (SIGTERM), or do this through its API on port ${running.port ?? 'unknown'}.`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
