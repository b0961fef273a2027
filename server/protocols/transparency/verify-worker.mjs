// A thread of `gatekeep audit verify` (verify-export-file.ts says why). Plain JavaScript, so
// that it loads the same way under tsx and the compiled server; the batch code it runs is the
// module the main thread names (TypeScript under tsx, JavaScript once compiled).
import { parentPort, workerData } from 'node:worker_threads';

const { verifyAuditBatch } = await import(workerData.batchModule);
const decoder = new TextDecoder();
parentPort.on('message', ({ index, bytes }) => {
  const result = verifyAuditBatch(decoder.decode(bytes).split('\n'));
  parentPort.postMessage({ index, result }, [result.leaves.buffer]);
});
parentPort.postMessage({ ready: true });
