import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type AuditExportOptions, type AuditExportVerification, JoinedBatches, verifyAuditExport } from './verify-export.ts';
import type { AuditBatchResult } from './verify-log.ts';

/** How a file is split among threads; tests make batches small to cross many boundaries. */
export interface ThreadTuning {
  /** Bytes of the file per batch (a MiB: about 1,700 events; messages then cost nothing). */
  batchBytes: number;
  /** Below this size threads cost more than they save. */
  threadedFromBytes: number;
}
const TUNING: ThreadTuning = { batchBytes: 1 << 20, threadedFromBytes: 8 << 20 };

/**
 * verifyAuditExport over a file, on every core: most of the work is per event (parse, two
 * canonical serializations, two hashes) and independent, so batches of lines go to worker
 * threads while this thread joins their leaves, in order, into the tree. The answer is the
 * one verifyAuditExport gives, which is what runs when threads are no use (a small file, one
 * core) or fail.
 */
export async function verifyAuditExportFile(
  file: string,
  options: AuditExportOptions = {},
  tuning: ThreadTuning = TUNING,
): Promise<AuditExportVerification & { threads: number }> {
  const threads = Math.min(availableParallelism(), 8);
  const inThisThread = async () => ({
    ...(await verifyAuditExport(createInterface({ input: createReadStream(file), crlfDelay: Infinity }), options)),
    threads: 1,
  });
  if (threads < 2 || (await stat(file)).size < tuning.threadedFromBytes) return inThisThread();
  const workers: Worker[] = [];
  try {
    for (let i = 0; i < threads; i++) workers.push(await startWorker());
    return { ...(await verifyOnWorkers(file, workers, options, tuning.batchBytes)), threads };
  } catch {
    // A thread that cannot load its code (an engine that cannot read TypeScript, say) or that
    // died: the same verification, in this thread.
    return inThisThread();
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

function startWorker(): Promise<Worker> {
  const here = fileURLToPath(import.meta.url);
  const batchModule = new URL(`./verify-log${path.extname(here)}`, import.meta.url).href;
  const worker = new Worker(new URL('./verify-worker.mjs', import.meta.url), { workerData: { batchModule } });
  return new Promise((resolve, reject) => {
    const failed = (err: Error) => {
      worker.off('message', ready);
      reject(err);
    };
    const exited = (code: number) => failed(new Error(`a verify thread exited (${code}) before it was ready`));
    const ready = () => {
      worker.off('error', failed);
      worker.off('exit', exited);
      resolve(worker);
    };
    worker.once('error', failed);
    worker.once('exit', exited);
    worker.once('message', ready);
  });
}

async function verifyOnWorkers(
  file: string,
  workers: Worker[],
  options: AuditExportOptions,
  batchBytes: number,
): Promise<AuditExportVerification> {
  const joined = new JoinedBatches(options.checkpoints);
  const done = new Map<number, AuditBatchResult>();
  let sent = 0;
  let next = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  for (const worker of workers) {
    worker.on('message', ({ index, result }: { index: number; result: AuditBatchResult }) => {
      done.set(index, result);
      wake?.();
    });
    worker.on('error', (err) => {
      failure = err;
      wake?.();
    });
    worker.on('exit', (code) => {
      failure ??= new Error(`a verify thread exited (${code})`);
      wake?.();
    });
  }
  /** Joins every batch that has come back in order; waits for one when `until` are still out. */
  const joinUntil = async (outstanding: number) => {
    for (;;) {
      while (done.has(next)) {
        joined.take(done.get(next)!);
        done.delete(next);
        next += 1;
      }
      if (failure) throw failure;
      if (sent - next <= outstanding || joined.mismatch) return;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  };

  let carry = Buffer.alloc(0);
  const send = (bytes: Uint8Array) => {
    workers[sent % workers.length]!.postMessage({ index: sent, bytes }, [bytes.buffer as ArrayBuffer]);
    sent += 1;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: batchBytes }) as AsyncIterable<Buffer>) {
    const end = chunk.lastIndexOf(0x0a) + 1;
    if (end === 0) {
      carry = Buffer.concat([carry, chunk]);
      continue;
    }
    // A copy of its own, whose memory moves to the thread rather than being copied again.
    const bytes = new Uint8Array(carry.length + end);
    bytes.set(carry, 0);
    bytes.set(chunk.subarray(0, end), carry.length);
    carry = Buffer.from(chunk.subarray(end));
    send(bytes);
    await joinUntil(2 * workers.length);
    if (joined.mismatch) break;
  }
  if (!joined.mismatch && carry.length > 0) send(new Uint8Array(carry));
  await joinUntil(0);
  return joined.settle(options.keys);
}
