import { Worker } from 'node:worker_threads';
import { preparedStatementName } from './prepared-statements.ts';

export interface PGliteQueryResult {
  rows: unknown[];
  affectedRows?: number;
}

interface Pending {
  resolve: (result: PGliteQueryResult) => void;
  reject: (err: Error) => void;
}

type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'closed' }
  | { kind: 'failed'; error: Record<string, unknown> }
  | { kind: 'result'; id: number; rows?: unknown[]; affectedRows?: number; error?: Record<string, unknown> };

/** An Error with the worker's fields (code, constraint, severity…), as the driver would have thrown it. */
function errorFrom(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/** The message isDatabaseUnavailable knows: a closed database answers 503. */
const CLOSED = 'PGlite is closed';

/**
 * Embedded PGlite on a thread of its own, behind the two calls kysely-pglite-dialect makes
 * (`query`, `close`). On the event loop, each statement's WebAssembly ran between requests
 * and held every other route up behind it (validate's p99 tripled during a login storm); here
 * the server's thread parses, signs and answers while the database works. Rows cross by
 * structured clone, which keeps Date, bigint and Uint8Array as they are.
 */
export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind !== 'result') return;
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) pending?.reject(errorFrom(message.error));
      else pending?.resolve({ rows: message.rows ?? [], affectedRows: message.affectedRows });
    });
    // A thread that dies takes its queries with it: they fail as a lost database (503), never
    // hang. Its error is reported through them (unlistened, it would end the whole process).
    let failure = '';
    worker.on('error', (err) => (failure = `: ${err.message}`));
    worker.once('exit', (code) => {
      this.closed = true;
      for (const pending of this.pending.values()) pending.reject(new Error(`${CLOSED}: its thread exited (${code})${failure}`));
      this.pending.clear();
    });
  }

  static async open(dir: string, startParams: string[]): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
      workerData: { dir, startParams },
      // Plain JavaScript: the parent's loaders (tsx) would only slow it down.
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the PGlite thread exited (${code}) before it was ready`));
      worker.once('exit', onExit);
      worker.once('error', reject);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('exit', onExit);
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'failed') reject(errorFrom(message.error));
        else reject(new Error(`the PGlite thread said ${message.kind} before it was ready`));
      });
    });
    return new PGliteThread(worker);
  }

  query(sql: string, params: unknown[] = []): Promise<PGliteQueryResult> {
    if (this.closed) return Promise.reject(new Error(CLOSED));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // A statement marked for preparing runs as a named statement there too (prepared-statements.ts).
      this.worker.postMessage({ kind: 'query', id, sql, params, name: preparedStatementName(sql) });
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage({ kind: 'close' });
    // The database closes cleanly first (its files are then consistent); a thread that does
    // not finish within 10 s is stopped.
    const timer = setTimeout(() => void this.worker.terminate(), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
