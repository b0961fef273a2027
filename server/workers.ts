import cluster, { type Address, type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config.ts';
import { loggerOptions } from './http/logger.ts';

/** A worker that dies this soon after the last start is crashing, not failing once: stop. */
const CRASH_LOOP_MS = 10_000;

/**
 * WORKERS > 1: this process forks that many servers (node:cluster), which share the port, and
 * looks after them. The first starts alone, the others once it listens. Each worker is an instance as on a machine of its own (its own pool, caches
 * kept in step through PostgreSQL's notifications, job runner), so they behave as separate
 * instances do. A worker that dies while every one is up is replaced; a start that fails (a bad
 * key file, a port in use) or a replacement that dies at once ends the whole server, since every
 * new worker would fail the same way. SIGTERM and SIGINT go to every worker, each shuts down as
 * one server does, and this process exits once they all have: 0, or 1 when one did not exit
 * cleanly.
 */
export function superviseWorkers(config: Config): void {
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions).child({ component: 'workers' });
  let listening = 0;
  let stopping = false;
  let failed = false;
  let lastStart = Date.now();
  const alive = new Set<Worker>();

  const start = () => {
    lastStart = Date.now();
    const worker = cluster.fork();
    alive.add(worker);
    worker.once('listening', (address: Address) => {
      listening += 1;
      if (listening === 1 && alive.size === 1 && !stopping) {
        // The first is up, so the settings, the database and the port are good: the rest at once.
        for (let i = 1; i < config.workers; i++) start();
      }
      if (listening === config.workers) {
        log.info({ workers: config.workers }, 'every worker is listening');
        // A parent that started this server with an IPC channel (a benchmark) learns it is ready.
        process.send?.({ workersListening: config.workers, url: `http://${address.address}:${address.port}` });
      }
    });
    return worker;
  };
  const stopAll = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'stopping every worker');
    for (const worker of alive) worker.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    alive.delete(worker);
    const cleanly = code === 0 && !signal;
    if (!stopping) {
      const starting = listening < config.workers || Date.now() - lastStart < CRASH_LOOP_MS;
      log.error({ workerPid: worker.process.pid, code, signal }, starting ? 'a worker failed to start' : 'a worker died; starting another');
      if (starting) {
        failed = true;
        stopAll('a worker failed to start');
      } else {
        listening -= 1;
        start();
      }
    } else if (!cleanly) {
      failed = true;
    }
    if (stopping && alive.size === 0) process.exit(failed ? 1 : 0);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(signal));
  // One first: a start that fails (a bad key file, a port in use) fails once, in one line.
  start();
}
