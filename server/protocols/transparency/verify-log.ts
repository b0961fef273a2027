import type { Schemas } from '../../api-types.ts';
import { auditLeafHash, personalDataDigest } from './audit-leaf.ts';
import { Frontier } from './merkle.ts';

/** An exported event (an NDJSON line of the audit export): the API's AuditEvent. */
export type ExportedAuditEvent = Schemas['AuditEvent'];

/** Where verification stopped: the first event that does not hold, and why. */
export interface AuditLogMismatch {
  /** 1-based line of the export. */
  line: number;
  seq: number | null;
  eventId: string | null;
  reason: string;
}

const HEX_64 = /^[0-9a-f]{64}$/;
const HEX_32 = /^[0-9a-f]{32}$/;

/**
 * Reads a log's export from its first event on, one event at a time in O(log n) memory: each
 * leaf hash recomputed from its event, `seq` from 1 without gaps, the personal-data digest
 * against the data while its salt is kept, and the tree's root as it grows, to set against
 * signed checkpoints (`rootAt`). Stops at the first event that does not hold.
 */
export class AuditLogVerifier {
  private readonly frontier = new Frontier();
  private lines = 0;
  /** Events whose personal data was erased (deleted users): they verify by their digest alone. */
  erased = 0;
  mismatch: AuditLogMismatch | undefined;

  get size(): number {
    return this.frontier.size;
  }

  /** The root of the tree of the events read so far. */
  root(): Buffer {
    return this.frontier.root();
  }

  /** One line of the export (JSON text or an already parsed value); false from the first mismatch on. */
  add(line: string | unknown): boolean {
    if (this.mismatch) return false;
    this.lines += 1;
    let event: ExportedAuditEvent;
    try {
      event = (typeof line === 'string' ? JSON.parse(line) : line) as ExportedAuditEvent;
    } catch {
      return this.fail(null, 'the line is not JSON');
    }
    const problem = this.check(event);
    if (problem) return this.fail(event, problem);
    this.frontier.append(Buffer.from(event.leafHash, 'hex'));
    return true;
  }

  private check(event: ExportedAuditEvent): string | undefined {
    if (typeof event !== 'object' || event === null || typeof event.metadata !== 'object' || event.metadata === null) {
      return 'not an audit event';
    }
    if (!Number.isSafeInteger(event.seq)) return 'no seq';
    const expected = this.frontier.size + 1;
    if (event.seq !== expected) {
      return event.seq > expected ? `seq ${expected} is missing` : `seq ${event.seq} comes after ${expected - 1}: out of order or repeated`;
    }
    if (typeof event.leafHash !== 'string' || !HEX_64.test(event.leafHash)) return 'no leafHash';
    const { digest, salt } = event.personalData ?? {};
    if (typeof digest !== 'string' || !HEX_64.test(digest)) return 'no personalData.digest';
    if (salt === null) {
      if (event.ip !== null || 'email' in event.metadata) return 'personal data without its salt';
      this.erased += 1;
    } else if (typeof salt !== 'string' || !HEX_32.test(salt)) {
      return 'no personalData.salt';
    } else if (!personalDataDigest(event, Buffer.from(salt, 'hex')).equals(Buffer.from(digest, 'hex'))) {
      return 'the IP or email does not match its digest';
    }
    if (!auditLeafHash(event, Buffer.from(digest, 'hex')).equals(Buffer.from(event.leafHash, 'hex'))) {
      return 'the event does not match its leaf hash';
    }
    return undefined;
  }

  private fail(event: ExportedAuditEvent | null, reason: string): false {
    this.mismatch = {
      line: this.lines,
      seq: Number.isSafeInteger(event?.seq) ? event!.seq : null,
      eventId: typeof event?.id === 'string' ? event.id : null,
      reason,
    };
    return false;
  }
}
