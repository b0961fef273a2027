// The embedded database's own thread (pglite-thread.ts says why). Plain JavaScript, so that it
// loads the same way under tsx, vitest and the compiled server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

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

/** The parameter types of each statement prepared on this connection, by its name. */
const preparedTypes = new Map();

/** One step of the extended protocol, its answer's messages; the file sync waits for the end. */
const step = (message) => pglite.execProtocolStream(message, { syncToFs: false });

/**
 * `pglite.query`, but for a named statement: parsed and planned once, then only bound and run.
 * PGlite's query parses (and so plans) every statement afresh, which cost the refresh rotation
 * as much of PGlite's thread as running it. The steps are those of `query` itself: the same
 * exclusive section, Sync even after an error, and the files synced outside a transaction. A
 * named statement outlives a rolled-back transaction, as on PostgreSQL.
 */
function queryPrepared(name, sql, params) {
  return pglite._runExclusiveQuery(async () => {
    const messages = [];
    try {
      let types = preparedTypes.get(name);
      if (!types) {
        await step(protocol.serialize.parse({ name, text: sql }));
        types = parse.parseDescribeStatementResults(await step(protocol.serialize.describe({ type: 'S', name })));
        preparedTypes.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = pglite.serializers[types[i]];
        return serialize ? serialize(value) : value.toString();
      });
      messages.push(
        ...(await step(protocol.serialize.bind({ statement: name, values }))),
        ...(await step(protocol.serialize.describe({ type: 'P' }))),
        ...(await step(protocol.serialize.execute({}))),
      );
    } finally {
      messages.push(...(await step(protocol.serialize.sync())));
    }
    if (!pglite.isInTransaction()) await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers)[0];
  });
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
    const result = message.name
      ? await queryPrepared(message.name, message.sql, message.params)
      : await pglite.query(message.sql, message.params);
    parentPort.postMessage({ kind: 'result', id: message.id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (err) {
    parentPort.postMessage({ kind: 'result', id: message.id, error: plainError(err) });
  }
});
parentPort.postMessage({ kind: 'ready' });
