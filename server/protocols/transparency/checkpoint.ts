import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import type { Schemas } from '../../api-types.ts';
import { canonicalJson } from './audit-leaf.ts';

/** What a checkpoint states: the log (`origin`) had `treeSize` events, with this root, at `at`. */
export interface CheckpointBody {
  origin: string;
  treeSize: number;
  /** Hex SHA-256. */
  rootHash: string;
  /** ISO 8601, milliseconds, UTC. */
  at: string;
}

/** A checkpoint as served: its body, the key's id, and Ed25519 over the body's RFC 8785 JSON. */
export type SignedCheckpoint = Schemas['AuditCheckpoint'];

/** What verification needs of a key /v1/audit/checkpoint-keys serves. */
export type CheckpointKeyJwk = Pick<Schemas['AuditCheckpointKeys']['keys'][number], 'kid' | 'kty' | 'crv' | 'x'>;

/** The signed bytes: only the four fields, canonical, so that no other field can ride along. */
export function checkpointMessage(body: CheckpointBody): Buffer {
  const { origin, treeSize, rootHash, at } = body;
  return canonicalJson({ origin, treeSize, rootHash, at });
}

export function signCheckpoint(body: CheckpointBody, key: { id: string; privateKey: KeyObject }): SignedCheckpoint {
  const signature = sign(null, checkpointMessage(body), key.privateKey).toString('base64url');
  return { origin: body.origin, treeSize: body.treeSize, rootHash: body.rootHash, at: body.at, keyId: key.id, signature };
}

/** Whether `checkpoint` is signed by the key of its `keyId` among `keys`. */
export function verifyCheckpointSignature(checkpoint: SignedCheckpoint, keys: CheckpointKeyJwk[]): boolean {
  const jwk = keys.find((key) => key.kid === checkpoint.keyId);
  if (!jwk || jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof checkpoint.signature !== 'string') return false;
  try {
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
    return verify(null, checkpointMessage(checkpoint), publicKey, Buffer.from(checkpoint.signature, 'base64url'));
  } catch {
    return false;
  }
}
