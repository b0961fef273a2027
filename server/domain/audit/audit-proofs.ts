import type { Schemas } from '../../api-types.ts';
import {
  auditLogSize,
  findAuditEventPlace,
  findCheckpointRow,
  findLatestCheckpointRow,
  listCheckpointRows,
} from '../../db/repositories/audit-log.ts';
import { AppError } from '../../errors.ts';
import { consistencyProof, inclusionProof, treeHash } from '../../protocols/transparency/merkle.ts';
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

/** `getAuditInclusionProof`: the event's audit path in the tree of `treeSize`. */
export async function auditInclusionProof(
  services: Services,
  tenantId: string,
  eventId: string,
  treeSize: number | undefined,
): Promise<Schemas['AuditInclusionProof']> {
  const place = await findAuditEventPlace(services.db, tenantId, eventId);
  if (!place) throw new AppError('NOT_FOUND', 'No event with that id is in this tenant’s audit log.');
  let size = treeSize;
  if (size === undefined) {
    const latest = await findLatestCheckpointRow(services.db, tenantId);
    size = latest && Number(latest.tree_size) >= place.seq ? Number(latest.tree_size) : await auditLogSize(services.db, tenantId);
  } else {
    if (size < place.seq) {
      throw new AppError(
        'VALIDATION_FAILED',
        `query.treeSize is ${size}, but the event is number ${place.seq}: a tree of ${size} does not hold it.`,
      );
    }
    await sizeWithin(services, tenantId, 'treeSize', size);
  }
  const treeOf = size;
  const { root, proof } = await withStoredNodes(services, tenantId, (node) => ({
    root: treeHash(node, treeOf),
    proof: inclusionProof(node, place.seq - 1, treeOf),
  }));
  const checkpoint = await findCheckpointRow(services.db, tenantId, size);
  return {
    eventId,
    seq: place.seq,
    leafHash: place.leafHash.toString('hex'),
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
