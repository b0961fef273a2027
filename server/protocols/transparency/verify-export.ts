import { type CheckpointKeyJwk, type SignedCheckpoint, verifyCheckpointSignature } from './checkpoint.ts';
import { Frontier } from './merkle.ts';
import { type AuditBatchResult, type AuditLogMismatch, seqProblem, verifyAuditBatch } from './verify-log.ts';

/** What `gatekeep audit verify` and verifyAuditExport report. */
export interface AuditExportVerification {
  ok: boolean;
  /** Events read and verified (all of them when ok). */
  events: number;
  /** Events whose personal data was erased (deleted users), verified by their digest. */
  erased: number;
  /** Hex root of the tree of the events read. */
  rootHash: string;
  /** The checkpoints whose signature and root held, smallest first. */
  checkpoints: number[];
  /** The first thing that does not hold: the event (line, seq, id) where it shows, and why. */
  failure?: { line: number | null; seq: number | null; eventId: string | null; reason: string };
}

export interface AuditExportOptions {
  checkpoints?: SignedCheckpoint[];
  keys?: CheckpointKeyJwk[];
}

/** Lines per batch when verifying in this thread. */
const LINES_PER_BATCH = 1024;

/**
 * Verifies a whole log's export with nothing but it, checkpoints (given, or the one an export
 * ends with) and the public keys: every leaf hash, `seq` from 1 without gaps, each checkpoint's
 * signature, and the root of the export's first treeSize events against each checkpoint (which
 * also shows every two checkpoints consistent: both are prefixes of one history). A checkpoint
 * larger than the export means events were lost from its end. Stops at the first failure and
 * names it. In this thread; verifyAuditExportFile (verify-export-file.ts) spreads a file over
 * every core.
 */
export async function verifyAuditExport(
  lines: AsyncIterable<string> | Iterable<string>,
  options: AuditExportOptions = {},
): Promise<AuditExportVerification> {
  const joined = new JoinedBatches(options.checkpoints);
  let batch: string[] = [];
  for await (const line of lines) {
    batch.push(line);
    if (batch.length === LINES_PER_BATCH) {
      if (!joined.take(verifyAuditBatch(batch))) break;
      batch = [];
    }
  }
  if (!joined.mismatch && batch.length > 0) joined.take(verifyAuditBatch(batch));
  return joined.settle(options.keys);
}

/**
 * The batches of one export, taken in order: each must start at the seq after the last, and
 * the tree grows by their leaves as they come. Then settle() checks the checkpoints.
 */
export class JoinedBatches {
  mismatch: AuditLogMismatch | undefined;
  private lines = 0;
  private erased = 0;
  private readonly checkpoints: SignedCheckpoint[];
  private readonly leaves = new LeafHashes();
  private readonly frontier = new Frontier();
  /** Roots at the sizes of the checkpoints known from the start, taken as the tree grows. */
  private readonly wanted: Set<number>;
  private readonly roots = new Map<number, Buffer>();

  constructor(checkpoints: SignedCheckpoint[] = []) {
    this.checkpoints = [...checkpoints];
    this.wanted = new Set(checkpoints.map((checkpoint) => checkpoint.treeSize));
  }

  /** One batch's result; false from the first mismatch on. */
  take(batch: AuditBatchResult): boolean {
    if (this.mismatch) return false;
    const expected = this.frontier.size + 1;
    if (batch.first && batch.first.seq !== expected) {
      this.mismatch = { line: this.lines + 1, ...batch.first, reason: seqProblem(batch.first.seq, expected) };
      return false;
    }
    const leaves = Buffer.from(batch.leaves.buffer, batch.leaves.byteOffset, batch.leaves.byteLength);
    for (let offset = 0; offset < leaves.length; offset += 32) {
      this.frontier.append(leaves.subarray(offset, offset + 32));
      if (this.wanted.has(this.frontier.size)) this.roots.set(this.frontier.size, this.frontier.root());
    }
    this.leaves.push(leaves);
    this.erased += batch.erased;
    this.checkpoints.push(...batch.checkpoints);
    if (batch.mismatch) {
      this.mismatch = { ...batch.mismatch, line: this.lines + batch.mismatch.line };
      return false;
    }
    this.lines += batch.lines;
    return true;
  }

  settle(keys: CheckpointKeyJwk[] | undefined): AuditExportVerification {
    const size = this.frontier.size;
    const result = (held: number[], failure?: AuditExportVerification['failure']): AuditExportVerification => ({
      ok: failure === undefined,
      events: size,
      erased: this.erased,
      rootHash: this.frontier.root().toString('hex'),
      checkpoints: held,
      ...(failure ? { failure } : {}),
    });
    if (this.mismatch) return result([], { ...this.mismatch });
    if (size === 0) return result([], { line: null, seq: null, eventId: null, reason: 'the export holds no event' });
    // Sizes learnt only at the end (a checkpoint the export ends with): one more pass.
    const late = this.checkpoints.map((c) => c.treeSize).filter((treeSize) => treeSize <= size && !this.roots.has(treeSize));
    for (const [treeSize, root] of this.leaves.rootsAt(late)) this.roots.set(treeSize, root);

    const held: number[] = [];
    for (const checkpoint of [...this.checkpoints].sort((a, b) => a.treeSize - b.treeSize)) {
      const name = `the checkpoint of ${checkpoint.treeSize} events (${checkpoint.at})`;
      if (!keys) return result(held, { line: null, seq: null, eventId: null, reason: `no keys to check ${name} against (--keys)` });
      if (!verifyCheckpointSignature(checkpoint, keys)) {
        return result(held, { line: null, seq: null, eventId: null, reason: `${name} is not signed by any of the keys` });
      }
      if (checkpoint.treeSize > size) {
        return result(held, {
          line: null,
          seq: size + 1,
          eventId: null,
          reason: `${name} counts more events than the export's ${size}: events from seq ${size + 1} are missing`,
        });
      }
      if (this.roots.get(checkpoint.treeSize)!.toString('hex') !== checkpoint.rootHash) {
        // The previous checkpoint held, so the change lies after it: name its first event.
        const after = held.length > 0 ? held[held.length - 1]! : 0;
        return result(held, {
          line: after + 1,
          seq: after + 1,
          eventId: null,
          reason: `${name} does not match the export: an event from seq ${after + 1} to ${checkpoint.treeSize} was changed, removed, inserted or moved`,
        });
      }
      if (held[held.length - 1] !== checkpoint.treeSize) held.push(checkpoint.treeSize);
    }
    return result(held);
  }
}

/** Every leaf hash read, 32 bytes each in one growing buffer (a million events: 32 MB). */
class LeafHashes {
  private bytes = Buffer.alloc(32 * 1024);
  private length = 0;

  push(leaves: Buffer): void {
    if (this.length + leaves.length > this.bytes.length) {
      const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.length + leaves.length));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    leaves.copy(this.bytes, this.length);
    this.length += leaves.length;
  }

  /** The roots of the trees of each of `sizes` leaves (those within the count), in one pass. */
  rootsAt(sizes: number[]): Map<number, Buffer> {
    const wanted = new Set(sizes);
    const roots = new Map<number, Buffer>();
    const frontier = new Frontier();
    for (let offset = 0; offset < this.length && roots.size < wanted.size; offset += 32) {
      frontier.append(this.bytes.subarray(offset, offset + 32));
      if (wanted.has(frontier.size)) roots.set(frontier.size, frontier.root());
    }
    return roots;
  }
}
