// The embedded database's own thread (pglite-thread.ts says why). Plain JavaScript, so that it
// loads the same way under tsx, vitest and the compiled server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** What the main thread needs of a failure: the message and PostgreSQL's fields (code, constraint…). */
function plainError(err) {
  const fields = { message: err instanceof Error ? err.message : String(err), name: err?.name ?? 'Error' };
  for (const [key, value] of Object.entries(err ?? {})) {
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    fields[key] = value;
  }
  return fields;
}

let pglite;
try {
  pglite = await PGlite.create(workerData.dir, { startParams: [...PGlite.defaultStartParams, ...workerData.startParams] });
} catch (err) {
  parentPort.postMessage({ kind: 'failed', error: plainError(err) });
  process.exit(1);
}

parentPort.on('message', async (message) => {
  if (message.kind === 'close') {
    await pglite.close().catch(() => {});
    parentPort.postMessage({ kind: 'closed' });
    parentPort.close();
    return;
  }
  try {
    // PGlite runs one query at a time; the main thread's driver already sends them one by one.
    const result = await pglite.query(message.sql, message.params);
    parentPort.postMessage({ kind: 'result', id: message.id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (err) {
    parentPort.postMessage({ kind: 'result', id: message.id, error: plainError(err) });
  }
});
parentPort.postMessage({ kind: 'ready' });
