import type { Schemas } from '../../api-types.ts';
import { auditLogSize, findInclusionInputs, findLatestCheckpointRow, listCheckpointRows } from '../../db/repositories/audit-log.ts';
import { AppError } from '../../errors.ts';
import { consistencyProof, inclusionProof, type NodeSource, treeHash } from '../../protocols/transparency/merkle.ts';
import type { Services } from '../../services.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';
import { checkpointView, withStoredNodes } from './checkpoints.ts';

// The proofs of a tenant's log (issue 36 point 3). A tenant's log is named by its id.

const hexes = (hashes: Buffer[]) => hashes.map((hash) => hash.toString('hex'));

/** `listAuditCheckpoints`: largest first, cursor-paged. */
export async function listAuditCheckpoints(
  services: Services,
  tenantId: string,
  query: { limit?: number | string; cursor?: string },
): Promise<Schemas['AuditCheckpointPage']> {
  const limit = clampLimit(query.limit);
  const rows = await listCheckpointRows(services.db, tenantId, { limit, beforeId: decodeCursor(query.cursor) });
  return pageOf(rows, limit, (row) => checkpointView(services, row));
}

/** The largest checkpoint of a tenant's log, if one was signed. */
export async function latestAuditCheckpoint(services: Services, tenantId: string): Promise<Schemas['AuditCheckpoint'] | undefined> {
  const row = await findLatestCheckpointRow(services.db, tenantId);
  return row && checkpointView(services, row);
}

/** A size the caller named, refused when the log never had it. */
async function sizeWithin(services: Services, tenantId: string, name: string, size: number): Promise<void> {
  const logSize = await auditLogSize(services.db, tenantId);
  if (size > logSize) throw new AppError('VALIDATION_FAILED', `query.${name} is ${size}, but the log holds ${logSize} events.`);
}

/**
 * `getAuditInclusionProof`: the event's audit path in the tree of `treeSize`; by default the
 * largest checkpoint holding the event, else the whole log. One round trip whatever the log's
 * size: the event, its checkpoint and the O(log n) stored subtrees the proof can read.
 */
export async function auditInclusionProof(
  services: Services,
  tenantId: string,
  eventId: string,
  treeSize: number | undefined,
): Promise<Schemas['AuditInclusionProof']> {
  const context = await findInclusionInputs(services.db, tenantId, eventId, treeSize);
  if (!context) throw new AppError('NOT_FOUND', 'No event with that id is in this tenant’s audit log.');
  const { seq, checkpoint, logSize, nodes } = context;
  const size = treeSize ?? (checkpoint ? Number(checkpoint.tree_size) : logSize);
  if (size < seq) {
    throw new AppError(
      'VALIDATION_FAILED',
      `query.treeSize is ${size}, but the event is number ${seq}: a tree of ${size} does not hold it.`,
    );
  }
  if (size > logSize) throw new AppError('VALIDATION_FAILED', `query.treeSize is ${size}, but the log holds ${logSize} events.`);
  const node: NodeSource = (level, position) => {
    const hash = nodes.get(`${level}:${position}`);
    if (!hash) throw new Error(`The audit log ${tenantId} lacks its subtree ${level}:${position}`);
    return hash;
  };
  const root = treeHash(node, size);
  const proof = inclusionProof(node, seq - 1, size);
  return {
    eventId,
    seq,
    leafHash: context.leafHash.toString('hex'),
    treeSize: size,
    rootHash: root.toString('hex'),
    proof: hexes(proof),
    checkpoint: checkpoint ? checkpointView(services, checkpoint) : null,
  };
}

/** `getAuditConsistencyProof`: the tree of `from` is a prefix of the tree of `to`. */
export async function auditConsistencyProof(
  services: Services,
  tenantId: string,
  query: { from: number; to?: number },
): Promise<Schemas['AuditConsistencyProof']> {
  const to = query.to ?? (await auditLogSize(services.db, tenantId));
  if (query.from > to) throw new AppError('VALIDATION_FAILED', `query.from (${query.from}) must not be above query.to (${to}).`);
  if (query.to !== undefined) await sizeWithin(services, tenantId, 'to', to);
  const { fromRoot, toRoot, proof } = await withStoredNodes(services, tenantId, (node) => ({
    fromRoot: treeHash(node, query.from),
    toRoot: treeHash(node, to),
    proof: consistencyProof(node, query.from, to),
  }));
  return { from: query.from, to, fromRoot: fromRoot.toString('hex'), toRoot: toRoot.toString('hex'), proof: hexes(proof) };
}
