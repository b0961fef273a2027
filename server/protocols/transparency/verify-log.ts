import type { Schemas } from '../../api-types.ts';
import { auditLeafHash, personalDataDigest } from './audit-leaf.ts';
import type { SignedCheckpoint } from './checkpoint.ts';

/** An exported event (an NDJSON line of the audit export): the API's AuditEvent. */
export type ExportedAuditEvent = Schemas['AuditEvent'];

/** Where verification stopped: the first event that does not hold, and why. */
export interface AuditLogMismatch {
  /** 1-based, counting the export's event lines (blank and checkpoint lines aside). */
  line: number;
  seq: number | null;
  eventId: string | null;
  reason: string;
}

const HEX_64 = /^[0-9a-f]{64}$/;
const HEX_32 = /^[0-9a-f]{32}$/;

/** Why `seq` cannot follow the events before it, which end at `expected - 1`. */
export function seqProblem(seq: number, expected: number): string {
  return seq > expected ? `seq ${expected} is missing` : `seq ${seq} comes after ${expected - 1}: out of order or repeated`;
}

const isEventShaped = (event: unknown): event is ExportedAuditEvent =>
  typeof event === 'object' &&
  event !== null &&
  typeof (event as { metadata?: unknown }).metadata === 'object' &&
  (event as { metadata?: unknown }).metadata !== null;

/**
 * Why an exported event does not hold, or undefined when it does: its shape, its `seq` (when
 * `expectedSeq` is given), the personal-data digest against the data while the salt is kept,
 * and the leaf hash recomputed from the event. In that order, so every verifier names the same
 * first problem.
 */
function auditEventProblem(event: ExportedAuditEvent, expectedSeq: number | undefined): string | undefined {
  if (!Number.isSafeInteger(event.seq)) return 'no seq';
  if (expectedSeq !== undefined && event.seq !== expectedSeq) return seqProblem(event.seq, expectedSeq);
  if (typeof event.leafHash !== 'string' || !HEX_64.test(event.leafHash)) return 'no leafHash';
  const { digest, salt } = event.personalData ?? {};
  if (typeof digest !== 'string' || !HEX_64.test(digest)) return 'no personalData.digest';
  if (salt === null) {
    if (event.ip !== null || 'email' in event.metadata) return 'personal data without its salt';
  } else if (typeof salt !== 'string' || !HEX_32.test(salt)) {
    return 'no personalData.salt';
  } else if (personalDataDigest(event, salt).toString('hex') !== digest) {
    return 'the IP or email does not match its digest';
  }
  if (auditLeafHash(event, digest).toString('hex') !== event.leafHash) return 'the event does not match its leaf hash';
  return undefined;
}

/** A checkpoint line an export may end with (`?checkpoint=latest`). */
const checkpointOfLine = (value: unknown): SignedCheckpoint | undefined =>
  typeof value === 'object' && value !== null && 'checkpoint' in value
    ? ((value as { checkpoint: SignedCheckpoint }).checkpoint ?? undefined)
    : undefined;

/**
 * Consecutive lines of an export, checked on their own: the unit of work a verifier hands to
 * a thread. Whoever joins batches checks that each batch's `first.seq` follows the last one.
 */
export interface AuditBatchResult {
  /** Event lines read, up to and including a mismatch. */
  lines: number;
  /** The first event line's seq and id, when its shape let them be read. */
  first: { seq: number; eventId: string | null } | null;
  /** The leaf hashes of the events that held, 32 bytes each, in order. */
  leaves: Uint8Array;
  /** Events whose personal data was erased (deleted users): they verify by their digest alone. */
  erased: number;
  checkpoints: SignedCheckpoint[];
  /** The first event line that does not hold; `line` counts from 1 within the batch. */
  mismatch?: AuditLogMismatch;
}

export function verifyAuditBatch(lines: string[]): AuditBatchResult {
  const leaves = new Uint8Array(lines.length * 32);
  const result: AuditBatchResult = { lines: 0, first: null, leaves, erased: 0, checkpoints: [] };
  let events = 0;
  let previousSeq: number | undefined;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    let event: unknown;
    try {
      event = JSON.parse(line);
    } catch {
      result.lines += 1;
      result.mismatch = { line: result.lines, seq: null, eventId: null, reason: 'the line is not JSON' };
      break;
    }
    const checkpoint = checkpointOfLine(event);
    if (checkpoint) {
      result.checkpoints.push(checkpoint);
      continue;
    }
    result.lines += 1;
    const shaped = isEventShaped(event) ? event : undefined;
    const seq = shaped && Number.isSafeInteger(shaped.seq) ? shaped.seq : null;
    const eventId = shaped && typeof shaped.id === 'string' ? shaped.id : null;
    if (result.lines === 1 && seq !== null) result.first = { seq, eventId };
    const problem = shaped ? auditEventProblem(shaped, previousSeq === undefined ? undefined : previousSeq + 1) : 'not an audit event';
    if (problem) {
      result.mismatch = { line: result.lines, seq, eventId, reason: problem };
      break;
    }
    const held = event as ExportedAuditEvent;
    previousSeq = held.seq;
    if (held.personalData.salt === null) result.erased += 1;
    Buffer.from(leaves.buffer, leaves.byteOffset + events * 32, 32).write(held.leafHash, 'hex');
    events += 1;
  }
  result.leaves = leaves.subarray(0, events * 32);
  return result;
}
