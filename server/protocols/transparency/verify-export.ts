import { type CheckpointKeyJwk, type SignedCheckpoint, verifyCheckpointSignature } from './checkpoint.ts';
import { Frontier } from './merkle.ts';
import { AuditLogVerifier } from './verify-log.ts';

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

/** A checkpoint line an export may end with (`?checkpoint=latest`). */
const checkpointOfLine = (value: unknown): SignedCheckpoint | undefined =>
  typeof value === 'object' && value !== null && 'checkpoint' in value
    ? ((value as { checkpoint: SignedCheckpoint }).checkpoint ?? undefined)
    : undefined;

/**
 * Verifies a whole log's export with nothing but it, checkpoints (given, or the one an export
 * ends with) and the public keys: every leaf hash, `seq` from 1 without gaps, each checkpoint's
 * signature, and the root of the export's first treeSize events against each checkpoint (which
 * also shows every two checkpoints consistent: both are prefixes of one history). A checkpoint
 * larger than the export means events were lost from its end. Stops at the first failure and
 * names it.
 */
export async function verifyAuditExport(
  lines: AsyncIterable<string> | Iterable<string>,
  options: { checkpoints?: SignedCheckpoint[]; keys?: CheckpointKeyJwk[] } = {},
): Promise<AuditExportVerification> {
  const verifier = new AuditLogVerifier();
  const leaves = new LeafHashes();
  const checkpoints = [...(options.checkpoints ?? [])];
  for await (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = undefined;
    }
    const trailing = checkpointOfLine(value);
    if (trailing) checkpoints.push(trailing);
    else if (verifier.add(value ?? line)) leaves.push((value as { leafHash: string }).leafHash);
    else break;
  }
  if (verifier.mismatch) return result(verifier, [], { ...verifier.mismatch });
  if (verifier.size === 0) return result(verifier, [], { line: null, seq: null, eventId: null, reason: 'the export holds no event' });
  const rootsAt = leaves.rootsAt(checkpoints.map((c) => c.treeSize));

  checkpoints.sort((a, b) => a.treeSize - b.treeSize);
  const held: number[] = [];
  for (const checkpoint of checkpoints) {
    const name = `the checkpoint of ${checkpoint.treeSize} events (${checkpoint.at})`;
    if (!options.keys)
      return result(verifier, held, { line: null, seq: null, eventId: null, reason: `no keys to check ${name} against (--keys)` });
    if (!verifyCheckpointSignature(checkpoint, options.keys)) {
      return result(verifier, held, { line: null, seq: null, eventId: null, reason: `${name} is not signed by any of the keys` });
    }
    if (checkpoint.treeSize > verifier.size) {
      return result(verifier, held, {
        line: null,
        seq: verifier.size + 1,
        eventId: null,
        reason: `${name} counts more events than the export's ${verifier.size}: events from seq ${verifier.size + 1} are missing`,
      });
    }
    if (rootsAt.get(checkpoint.treeSize)!.toString('hex') !== checkpoint.rootHash) {
      // The previous checkpoint held, so the change lies after it: name its first event.
      const after = held.length > 0 ? held[held.length - 1]! : 0;
      return result(verifier, held, {
        line: after + 1,
        seq: after + 1,
        eventId: null,
        reason: `${name} does not match the export: an event from seq ${after + 1} to ${checkpoint.treeSize} was changed, removed, inserted or moved`,
      });
    }
    if (held[held.length - 1] !== checkpoint.treeSize) held.push(checkpoint.treeSize);
  }
  return result(verifier, held);
}

/** Every leaf hash read, 32 bytes each in one growing buffer (a million events: 32 MB). */
class LeafHashes {
  private bytes = Buffer.alloc(32 * 1024);
  private count = 0;

  push(hex: string): void {
    if ((this.count + 1) * 32 > this.bytes.length) {
      const grown = Buffer.alloc(this.bytes.length * 2);
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    this.bytes.write(hex, this.count * 32, 'hex');
    this.count += 1;
  }

  /** The roots of the trees of each of `sizes` leaves (those within the count), in one pass. */
  rootsAt(sizes: number[]): Map<number, Buffer> {
    const wanted = new Set(sizes);
    const roots = new Map<number, Buffer>();
    const frontier = new Frontier();
    for (let i = 0; i < this.count && roots.size < wanted.size; i++) {
      frontier.append(this.bytes.subarray(i * 32, i * 32 + 32));
      if (wanted.has(frontier.size)) roots.set(frontier.size, frontier.root());
    }
    return roots;
  }
}

function result(verifier: AuditLogVerifier, checkpoints: number[], failure?: AuditExportVerification['failure']): AuditExportVerification {
  return {
    ok: failure === undefined,
    events: verifier.size,
    erased: verifier.erased,
    rootHash: verifier.root().toString('hex'),
    checkpoints,
    ...(failure ? { failure } : {}),
  };
}
