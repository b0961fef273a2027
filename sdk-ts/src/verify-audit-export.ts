import canonicalize from 'canonicalize';
import type { Schemas } from './types.js';

/**
 * Offline verification of an audit log's export (openapi.yaml `AuditEvent`, `AuditCheckpoint`):
 * RFC 9162 Merkle trees over leaves SHA-256(0x00 ‖ RFC 8785 JSON of the sealed event), nodes
 * SHA-256(0x01 ‖ left ‖ right), checkpoints signed with Ed25519 over the RFC 8785 JSON of
 * `{origin, treeSize, rootHash, at}`. Needs nothing from the server; Web Crypto does the
 * hashing and the signature check, so it runs in browsers as in Node.
 */

export type AuditCheckpoint = Schemas['AuditCheckpoint'];
export type AuditCheckpointKey = Schemas['AuditCheckpointKeys']['keys'][number];

export interface AuditExportVerification {
  ok: boolean;
  /** Events read and verified (all of them when `ok`). */
  events: number;
  /** Events of deleted users whose IP and email were erased: they verify by their digest. */
  erased: number;
  /** Hex root of the tree of the events read. */
  rootHash: string;
  /** Sizes of the checkpoints whose signature and root held, smallest first. */
  checkpoints: number[];
  /** The first thing that does not hold, where it shows (1-based line, seq, event id) and why. */
  failure?: { line: number | null; seq: number | null; eventId: string | null; reason: string };
}

export interface VerifyAuditExportOptions {
  /** Checkpoints you kept (from `audit.checkpoint` webhooks or listAuditCheckpoints). */
  checkpoints?: AuditCheckpoint[];
  /** The body of `GET /v1/audit/checkpoint-keys`, or its `keys`. Needed to check any checkpoint. */
  keys?: Schemas['AuditCheckpointKeys'] | AuditCheckpointKey[];
}

const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();

async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await subtle().digest('SHA-256', joined));
}
const jcs = (value: unknown): Uint8Array<ArrayBuffer> => encoder.encode(canonicalize(value) ?? '');
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const fromBase64url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const LEAF_PREFIX = Uint8Array.of(0);
const NODE_PREFIX = Uint8Array.of(1);
const HEX_64 = /^[0-9a-f]{64}$/;

/** RFC 9162 roots of a growing tree, in O(log n) memory. */
class MerkleFrontier {
  size = 0;
  private readonly stack: Uint8Array[] = [];

  async push(leaf: Uint8Array): Promise<void> {
    let node = leaf;
    for (let n = this.size; n % 2 === 1; n = Math.floor(n / 2)) node = await sha256(NODE_PREFIX, this.stack.pop()!, node);
    this.stack.push(node);
    this.size += 1;
  }

  async root(): Promise<Uint8Array> {
    if (this.stack.length === 0) return sha256();
    let root = this.stack[this.stack.length - 1]!;
    for (let i = this.stack.length - 2; i >= 0; i--) root = await sha256(NODE_PREFIX, this.stack[i]!, root);
    return root;
  }
}

type Event = Schemas['AuditEvent'];

/** Why an event does not hold, or undefined when it does. */
async function eventProblem(event: Event, expectedSeq: number): Promise<string | undefined> {
  if (typeof event !== 'object' || event === null || typeof event.metadata !== 'object' || event.metadata === null)
    return 'not an audit event';
  if (event.seq !== expectedSeq) {
    if (!Number.isSafeInteger(event.seq)) return 'no seq';
    return event.seq > expectedSeq
      ? `seq ${expectedSeq} is missing`
      : `seq ${event.seq} comes after ${expectedSeq - 1}: out of order or repeated`;
  }
  const digest = event.personalData?.digest;
  if (typeof event.leafHash !== 'string' || !HEX_64.test(event.leafHash)) return 'no leafHash';
  if (typeof digest !== 'string' || !HEX_64.test(digest)) return 'no personalData.digest';
  const { email, ...metadata } = event.metadata as Record<string, unknown>;
  const salt = event.personalData.salt;
  if (salt === null) {
    if (event.ip !== null || email !== undefined) return 'personal data without its salt';
  } else if (toHex(await sha256(jcs({ email: email ?? null, ip: event.ip, salt }))) !== digest) {
    return 'the IP or email does not match its digest';
  }
  const { id, occurredAt, tenantId, actor, action, target, requestId } = event;
  const sealed = { id, occurredAt, tenantId, actor, action, target, requestId, metadata, personalData: digest };
  if (toHex(await sha256(LEAF_PREFIX, jcs(sealed))) !== event.leafHash) return 'the event does not match its leaf hash';
  return undefined;
}

async function signedBy(checkpoint: AuditCheckpoint, keys: AuditCheckpointKey[]): Promise<boolean> {
  const key = keys.find((k) => k.kid === checkpoint.keyId);
  if (!key) return false;
  try {
    const publicKey = await subtle().importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: key.x }, { name: 'Ed25519' }, false, ['verify']);
    const { origin, treeSize, rootHash, at } = checkpoint;
    return await subtle().verify(
      { name: 'Ed25519' },
      publicKey,
      fromBase64url(checkpoint.signature),
      jcs({ origin, treeSize, rootHash, at }),
    );
  } catch {
    return false;
  }
}

async function* linesOf(exported: string | Iterable<string> | AsyncIterable<string>): AsyncGenerator<string> {
  if (typeof exported === 'string') yield* exported.split('\n');
  else yield* exported;
}

/**
 * Verifies the NDJSON export of a whole audit log (`exportAuditEvents` without filters,
 * optionally `checkpoint=latest`), given as its text or its lines: every leaf hash, `seq` from 1
 * without gaps, every checkpoint's signature, and the tree's root at each checkpoint's size
 * (which also shows the checkpoints consistent with each other). Stops at the first failure.
 */
export async function verifyAuditExport(
  exported: string | Iterable<string> | AsyncIterable<string>,
  options: VerifyAuditExportOptions = {},
): Promise<AuditExportVerification> {
  const keys = Array.isArray(options.keys) ? options.keys : options.keys?.keys;
  const checkpoints = [...(options.checkpoints ?? [])];
  const frontier = new MerkleFrontier();
  const leaves: Uint8Array[] = [];
  let erased = 0;
  let line = 0;
  const outcome = async (held: number[], failure?: AuditExportVerification['failure']): Promise<AuditExportVerification> => ({
    ok: failure === undefined,
    events: frontier.size,
    erased,
    rootHash: toHex(await frontier.root()),
    checkpoints: held,
    ...(failure ? { failure } : {}),
  });

  for await (const raw of linesOf(exported)) {
    if (raw.trim() === '') continue;
    line += 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return outcome([], { line, seq: null, eventId: null, reason: 'the line is not JSON' });
    }
    if (typeof value === 'object' && value !== null && 'checkpoint' in value) {
      checkpoints.push((value as { checkpoint: AuditCheckpoint }).checkpoint);
      continue;
    }
    const event = value as Event;
    const problem = await eventProblem(event, frontier.size + 1);
    if (problem) {
      const seq = Number.isSafeInteger(event?.seq) ? event.seq : null;
      return outcome([], { line, seq, eventId: typeof event?.id === 'string' ? event.id : null, reason: problem });
    }
    if (event.personalData.salt === null) erased += 1;
    const leaf = fromHex(event.leafHash);
    leaves.push(leaf);
    await frontier.push(leaf);
  }
  if (frontier.size === 0) return outcome([], { line: null, seq: null, eventId: null, reason: 'the export holds no event' });

  // The roots at every checkpoint's size, in one more pass over the leaves.
  const wanted = new Set(checkpoints.map((c) => c.treeSize));
  const rootsAt = new Map<number, string>();
  const replay = new MerkleFrontier();
  for (const leaf of leaves) {
    await replay.push(leaf);
    if (wanted.has(replay.size)) rootsAt.set(replay.size, toHex(await replay.root()));
  }

  const held: number[] = [];
  for (const checkpoint of checkpoints.sort((a, b) => a.treeSize - b.treeSize)) {
    const name = `the checkpoint of ${checkpoint.treeSize} events (${checkpoint.at})`;
    const fail = (reason: string, seq: number | null = null) => outcome(held, { line: seq, seq, eventId: null, reason });
    if (!keys) return fail(`no keys to check ${name} against`);
    if (!(await signedBy(checkpoint, keys))) return fail(`${name} is not signed by any of the keys`);
    if (checkpoint.treeSize > frontier.size) {
      return fail(
        `${name} counts more events than the export's ${frontier.size}: events from seq ${frontier.size + 1} are missing`,
        frontier.size + 1,
      );
    }
    if (rootsAt.get(checkpoint.treeSize) !== checkpoint.rootHash) {
      const after = held.at(-1) ?? 0;
      return fail(
        `${name} does not match the export: an event from seq ${after + 1} to ${checkpoint.treeSize} was changed, removed, inserted or moved`,
        after + 1,
      );
    }
    if (held.at(-1) !== checkpoint.treeSize) held.push(checkpoint.treeSize);
  }
  return outcome(held);
}
