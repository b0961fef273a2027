import { bufferOf } from '../../db/bytea.ts';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import type { Schemas } from '../../api-types.ts';
import {
  auditTreeNodes,
  findActiveCheckpointKey,
  insertCheckpointKeyUnlessActive,
  insertCheckpointRows,
  settleCheckpointedSize,
  listCheckpointKeys,
  listUncheckpointedLogs,
  type NewCheckpointRow,
  retireActiveCheckpointKey,
} from '../../db/repositories/audit-log.ts';
import type { AuditCheckpointRow } from '../../db/schema.ts';
import { signCheckpoint } from '../../protocols/transparency/checkpoint.ts';
import { type NodeSource, treeHash } from '../../protocols/transparency/merkle.ts';
import type { Services } from '../../services.ts';
import { newId } from '../ids.ts';
import { type RequestMeta, recordAuditEvent } from './record-audit-event.ts';
import { publishWebhookEvent } from '../webhooks/publish-event.ts';

const keyContext = (id: string) => ({ purpose: 'audit_checkpoint_key', rowId: id }) as const;

/**
 * The Ed25519 key that signs checkpoints: made on first use, one per database (every instance
 * signs with it), kept encrypted under ENCRYPTION_KEYS. Dedicated to checkpoints, so that no
 * token or other signature can be passed off as one.
 */
async function activeCheckpointKey(services: Services): Promise<{ id: string; privateKey: KeyObject }> {
  let row = await findActiveCheckpointKey(services.db);
  if (!row) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
    const id = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x }, 'sha256');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await insertCheckpointKeyUnlessActive(services.db, {
      id,
      publicKey: x,
      privateKey: services.secretCipher.encrypt(pem, keyContext(id)),
    });
    // Another instance's key may have won the race; it is the one used.
    row = await findActiveCheckpointKey(services.db);
    if (!row) throw new Error('The audit checkpoint key was stored but cannot be read back');
  }
  return { id: row.id, privateKey: createPrivateKey(services.secretCipher.decrypt(row.private_key, keyContext(row.id))) };
}

/**
 * `npm run gatekeep -- audit rotate-checkpoint-key`: the active key is retired (it stays
 * published, so what it signed can still be checked) and a new one signs from now on.
 * Recorded in the platform's log as `audit.checkpoint_key_rotated`. Answers both ids.
 */
export async function rotateCheckpointKey(services: Services, meta: RequestMeta): Promise<{ retired: string | null; active: string }> {
  const retired = await services.db.transaction().execute(async (trx) => {
    const id = await retireActiveCheckpointKey(trx);
    await recordAuditEvent(trx, meta, { action: 'audit.checkpoint_key_rotated', metadata: { retiredKeyId: id ?? null } });
    return id ?? null;
  });
  const { id: active } = await activeCheckpointKey(services);
  return { retired, active };
}

/** `getAuditCheckpointKeys`: every key that ever signed a checkpoint, as JWKs. */
export async function auditCheckpointKeys(services: Services): Promise<Schemas['AuditCheckpointKeys']> {
  const rows = await listCheckpointKeys(services.db);
  return {
    keys: rows.map((row) => ({
      kid: row.id,
      kty: 'OKP',
      crv: 'Ed25519',
      x: row.public_key,
      alg: 'EdDSA',
      use: 'sig',
      createdAt: row.created_at.toISOString(),
      retiredAt: row.retired_at?.toISOString() ?? null,
    })),
  };
}

/** The name a log's checkpoints carry: the service, then the log (a tenant's, a user's or `platform`). */
export const checkpointOrigin = (services: Services, logId: string) => `${services.config.issuer}/audit/${logId}`;

export function checkpointView(services: Services, row: AuditCheckpointRow): Schemas['AuditCheckpoint'] {
  return {
    origin: checkpointOrigin(services, row.log_id),
    treeSize: Number(row.tree_size),
    rootHash: bufferOf(row.root_hash).toString('hex'),
    at: row.signed_at.toISOString(),
    keyId: row.key_id,
    signature: bufferOf(row.signature).toString('base64url'),
  };
}

/**
 * Runs `compute` over a log's stored subtrees: once to learn which it reads, then, with those
 * fetched in one query, for real. Every algorithm of merkle.ts reads O(log n) of them.
 */
export async function withStoredNodes<T>(services: Services, logId: string, compute: (node: NodeSource) => T): Promise<T> {
  const wanted = new Map<string, { level: number; position: number }>();
  compute((level, position) => {
    wanted.set(`${level}:${position}`, { level, position });
    return Buffer.alloc(32);
  });
  const found = await auditTreeNodes(services.db, logId, [...wanted.values()]);
  return compute((level, position) => {
    const hash = found.get(`${level}:${position}`);
    if (!hash) throw new Error(`The audit log ${logId} lacks its subtree ${level}:${position}`);
    return hash;
  });
}

/** Logs looked at per query of the checkpoint job. */
const LOGS_PER_BATCH = 100;

/**
 * The checkpoint job (`audit.checkpoint`, queued every AUDIT_CHECKPOINT_SECONDS): each log that
 * grew since its last checkpoint is signed at every multiple of AUDIT_CHECKPOINT_EVENTS it
 * passed (roots of earlier sizes come from its stored subtrees) and at its current size. A
 * tenant's checkpoints also go to its endpoints subscribed to `audit.checkpoint`, so copies sit
 * where no database administrator can reach them. Answers how many checkpoints it signed.
 */
export async function checkpointGrownLogs(services: Services): Promise<number> {
  const { auditCheckpointEvents: every } = services.config.jobs;
  const key = await activeCheckpointKey(services);
  let signed = 0;
  // By log id, so a log that keeps growing meanwhile waits for the next run instead of this one.
  for (let after = ''; ;) {
    const logs = await listUncheckpointedLogs(services.db, LOGS_PER_BATCH, after);
    for (const log of logs) {
      const sizes: number[] = [];
      for (let size = (Math.floor(log.checkpointedSize / every) + 1) * every; size < log.size; size += every) sizes.push(size);
      const roots = await withStoredNodes(services, log.logId, (node) => [...sizes, log.size].map((size) => treeHash(node, size)));
      const at = new Date();
      const rows: NewCheckpointRow[] = [...sizes, log.size].map((treeSize, i) => {
        const body = { origin: checkpointOrigin(services, log.logId), treeSize, rootHash: roots[i]!.toString('hex'), at: at.toISOString() };
        const { signature } = signCheckpoint(body, key);
        return {
          id: newId('chk'),
          logId: log.logId,
          treeSize,
          rootHash: roots[i]!,
          signedAt: at,
          keyId: key.id,
          signature: Buffer.from(signature, 'base64url'),
        };
      });
      signed += await services.db.transaction().execute(async (trx) => {
        const added = await insertCheckpointRows(trx, rows);
        if (log.logId.startsWith('ten_')) {
          for (const row of added) {
            const data = checkpointView(services, row);
            await publishWebhookEvent(trx, services, { id: row.id, tenantId: row.log_id, type: 'audit.checkpoint', data });
          }
        }
        // Last: it takes the log's append lock (see settleCheckpointedSize).
        await settleCheckpointedSize(trx, log.logId, log.size);
        return added.length;
      });
    }
    if (logs.length < LOGS_PER_BATCH) return signed;
    after = logs[logs.length - 1]!.logId;
  }
}
