// Where the machine's CPU went during a measured phase, per thread kind, from Linux's
// /proc/<pid>/task/<tid>/stat (user + system ticks). A goal out of reach on this machine is
// shown to be by these figures: e.g. a refresh that needs more of the two cores than 0.40 of
// the signing ceiling leaves it. Elsewhere (no /proc) nothing is sampled.
import { readdirSync, readFileSync } from 'node:fs';

/** Percent of one core per kind of thread, over the window; keys are the kinds below. */
export type CpuShare = Record<string, number>;

interface ThreadTicks {
  pid: number;
  processName: string;
  threadName: string;
  isMain: boolean;
  ticks: number;
}

/** USER_HZ: 100 on every Linux this runs on (the kernel's ABI, whatever its own tick rate). */
const TICKS_PER_SECOND = 100;

/** Names of the server's threads by what they do (Node 24 names its threads). */
const SERVER_THREADS: Record<string, string> = {
  'libuv-worker': 'libuv pool (signing)',
  V8Worker: 'V8 (GC, compiler)',
  // Node names every worker_threads thread alike: argon2's pool, and PGlite's thread on PGlite.
  WorkerThread: 'worker threads (argon2; PGlite)',
};

/** The Gatekeep process under load now, if one (its threads are told apart from the rest). */
let server: number | undefined;
export function watchServer(pid: number | undefined): void {
  server = pid;
}

export interface CpuWindow {
  /** Stops the window and says where the CPU went. */
  stop(): CpuShare | undefined;
}

export function startCpuWindow(): CpuWindow {
  const before = snapshot();
  const idleBefore = idleTicks();
  const startedAt = process.hrtime.bigint();
  return {
    stop() {
      const after = snapshot();
      const idleAfter = idleTicks();
      if (!before || !after) return undefined;
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const share: CpuShare = {};
      for (const [key, thread] of after) {
        const ticks = thread.ticks - (before.get(key)?.ticks ?? 0);
        if (ticks <= 0) continue;
        const kind = kindOf(thread);
        share[kind] = (share[kind] ?? 0) + (ticks / TICKS_PER_SECOND / seconds) * 100;
      }
      const sorted = Object.fromEntries(Object.entries(share).sort(([, a], [, b]) => b - a));
      // The machine's own idle time, beside what its threads were charged: in a sandboxed
      // kernel (gVisor) system calls are partly charged to no thread, so the two need not add
      // up to the number of cores.
      if (idleBefore !== undefined && idleAfter !== undefined)
        sorted[MACHINE_IDLE] = ((idleAfter - idleBefore) / TICKS_PER_SECOND / seconds) * 100;
      return sorted;
    },
  };
}

/** The key of the machine's idle time (all cores, percent of one core). */
export const MACHINE_IDLE = 'machine idle';

/** Idle and I/O-wait ticks of all cores together, from /proc/stat's first line. */
function idleTicks(): number | undefined {
  try {
    const [cpuLine = ''] = readFileSync('/proc/stat', 'utf8').split('\n', 1);
    const fields = cpuLine.trim().split(/\s+/);
    return Number(fields[4]) + Number(fields[5]);
  } catch {
    return undefined;
  }
}

function kindOf(thread: ThreadTicks): string {
  if (thread.pid === server) return thread.isMain ? 'event loop' : (SERVER_THREADS[thread.threadName] ?? `server ${thread.threadName}`);
  if (thread.pid === process.pid) return 'load generator';
  if (thread.processName === 'postgres') return 'PostgreSQL';
  return 'other';
}

function snapshot(): Map<string, ThreadTicks> | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const threads = new Map<string, ThreadTicks>();
  for (const pid of pids) {
    let tids: string[];
    let processName: string;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
      processName = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue; // gone since the listing
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        // The name sits in parentheses and may hold spaces; fields 14 and 15 (utime, stime) follow.
        const threadName = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        threads.set(`${pid}/${tid}`, {
          pid: Number(pid),
          processName,
          threadName,
          isMain: tid === pid,
          ticks: Number(fields[11]) + Number(fields[12]),
        });
      } catch {
        // the thread ended
      }
    }
  }
  return threads;
}

/** `event loop 51%, libuv pool (signing) 41%, …`: kinds above half a percent of a core. */
export function describeCpu(share: CpuShare): string {
  const threads = Object.entries(share).filter(([kind]) => kind !== MACHINE_IDLE);
  const total = threads.reduce((sum, [, value]) => sum + value, 0);
  const parts = threads.filter(([, value]) => value >= 0.5).map(([kind, value]) => `${kind} ${Math.round(value)}%`);
  const idle = share[MACHINE_IDLE] === undefined ? '' : `, machine idle ${Math.round(share[MACHINE_IDLE])}%`;
  return `CPU, % of one core: ${parts.join(', ')} (threads ${Math.round(total)}%${idle})`;
}
