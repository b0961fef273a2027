import { sql } from 'kysely';
import { bufferOf } from '../bytea.ts';
import type { Db } from '../database.ts';
import type { AuditCheckpointRow } from '../schema.ts';

/** A perfect subtree of a log's Merkle tree: 2^level leaves from position · 2^level. */
export interface TreeNodeKey {
  level: number;
  position: number;
}

/** A log's size as its last committed transaction left it (0 for a log with no event yet). */
export async function auditLogSize(db: Db, logId: string): Promise<number> {
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), sql<number>`0`).as('size'))
    .where('log_id', '=', logId)
    .executeTakeFirstOrThrow();
  return Number(row.size);
}

/**
 * The hashes of `keys` in one round trip: leaves (level 0) from the events, larger subtrees
 * from audit_tree_nodes. Keyed `level:position`; a key the log does not have is absent.
 */
export async function auditTreeNodes(db: Db, logId: string, keys: TreeNodeKey[]): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  if (keys.length === 0) return found;
  const leaves = keys.filter((key) => key.level === 0).map((key) => key.position + 1);
  const inner = keys.filter((key) => key.level > 0);
  // Each key a lookup of the primary key (unnest, then a join), whatever the log's size.
  const rows = await sql<{ level: number; position: string | number; hash: Uint8Array }>`
    select 0 as level, e.seq - 1 as position, e.leaf_hash as hash
      from unnest(${sql.val(leaves)}::bigint[]) as k(seq)
      join audit_events e on e.log_id = ${logId} and e.seq = k.seq
    union all
    select n.level, n.position, n.hash
      from unnest(${sql.val(inner.map((key) => key.level))}::smallint[], ${sql.val(inner.map((key) => key.position))}::bigint[]) as k(level, position)
      join audit_tree_nodes n on n.log_id = ${logId} and n.level = k.level and n.position = k.position`.execute(db);
  for (const row of rows.rows) found.set(`${row.level}:${Number(row.position)}`, bufferOf(row.hash));
  return found;
}

/** The one key that signs checkpoints now, if any. */
export function findActiveCheckpointKey(db: Db) {
  return db.selectFrom('audit_checkpoint_keys').selectAll().where('retired_at', 'is', null).executeTakeFirst();
}

/** Stores a new active key unless another instance stored one first (the partial unique index). */
export async function insertCheckpointKeyUnlessActive(db: Db, key: { id: string; publicKey: string; privateKey: string }): Promise<void> {
  await db
    .insertInto('audit_checkpoint_keys')
    .values({ id: key.id, public_key: key.publicKey, private_key: key.privateKey })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Retires the active checkpoint key, if any; answers its id. It stays published. */
export async function retireActiveCheckpointKey(trx: Db): Promise<string | undefined> {
  const retired = await trx
    .updateTable('audit_checkpoint_keys')
    .set({ retired_at: new Date() })
    .where('retired_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return retired?.id;
}

/** Every key that ever signed a checkpoint, oldest first. */
export function listCheckpointKeys(db: Db) {
  return db
    .selectFrom('audit_checkpoint_keys')
    .select(['id', 'public_key', 'created_at', 'retired_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Up to `limit` logs after `afterLogId` that grew past their last checkpoint, with their heads. */
export async function listUncheckpointedLogs(db: Db, limit: number, afterLogId: string) {
  const rows = await db
    .selectFrom('audit_logs as l')
    .select(['l.log_id', 'l.checkpointed_size'])
    .select((eb) =>
      eb
        .selectFrom('audit_events as e')
        .select((e) => e.fn.coalesce(e.fn.max('e.seq'), sql<number>`0`).as('size'))
        .whereRef('e.log_id', '=', 'l.log_id')
        .as('size'),
    )
    .where('l.grown', '=', true)
    .where('l.log_id', '>', afterLogId)
    .orderBy('l.log_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    logId: row.log_id,
    size: Number(row.size),
    checkpointedSize: Number(row.checkpointed_size),
  }));
}

export interface NewCheckpointRow {
  id: string;
  logId: string;
  treeSize: number;
  rootHash: Buffer;
  signedAt: Date;
  keyId: string;
  signature: Buffer;
}

/**
 * Records a log's new checkpoints in the caller's transaction. A checkpoint of a size already
 * signed (another instance's run) is kept as it was; answers the rows this call added.
 */
export async function insertCheckpointRows(trx: Db, rows: NewCheckpointRow[]): Promise<AuditCheckpointRow[]> {
  if (rows.length === 0) return [];
  return trx
    .insertInto('audit_checkpoints')
    .values(
      rows.map((row) => ({
        id: row.id,
        log_id: row.logId,
        tree_size: row.treeSize,
        root_hash: row.rootHash,
        signed_at: row.signedAt,
        key_id: row.keyId,
        signature: row.signature,
      })),
    )
    .onConflict((conflict) => conflict.columns(['log_id', 'tree_size']).doNothing())
    .returningAll()
    .execute();
}

/**
 * Records how far a log is checkpointed and clears its `grown` flag unless events came after
 * `size`. It takes the log's append lock (audit_append's) first: with no append in flight, the
 * log's size read next is exact, and an append that comes later sets the flag again.
 *
 * Last in its transaction: a change of a tenant locks the tenant's row and then, appending its
 * audit event, this lock. Holding this lock while waiting for the tenant's row (a webhook
 * delivery's foreign key takes a share of it) would wait for that change as it waits for us:
 * a deadlock, which PostgreSQL ends by failing one of the two.
 */
export async function settleCheckpointedSize(trx: Db, logId: string, size: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`gatekeep audit log ${logId}`}, 0))`.execute(trx);
  await sql`
    update audit_logs
       set checkpointed_size = greatest(checkpointed_size, ${size}),
           grown = (select coalesce(max(seq), 0) from audit_events where log_id = ${logId}) > greatest(checkpointed_size, ${size})
     where log_id = ${logId}`.execute(trx);
}

/** A log's checkpoints, largest first, `limit + 1` of them smaller than the checkpoint `beforeId`. */
export function listCheckpointRows(db: Db, logId: string, page: { limit: number; beforeId?: string }) {
  let query = db.selectFrom('audit_checkpoints').selectAll().where('log_id', '=', logId);
  if (page.beforeId !== undefined) {
    const before = page.beforeId;
    query = query.where('tree_size', '<', (eb) => eb.selectFrom('audit_checkpoints').select('tree_size').where('id', '=', before));
  }
  return query
    .orderBy('tree_size', 'desc')
    .limit(page.limit + 1)
    .execute();
}

/** The largest checkpoint of a log, if any. */
export function findLatestCheckpointRow(db: Db, logId: string) {
  return db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('log_id', '=', logId)
    .orderBy('tree_size', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface InclusionContext {
  seq: number;
  leafHash: Buffer;
  /** The log's size as its last committed transaction left it. */
  logSize: number;
  /** The checkpoint of `treeSize`, or without one the largest that holds the event; if signed. */
  checkpoint: AuditCheckpointRow | undefined;
}

/**
 * What an inclusion proof of `eventId` needs besides the tree, in one round trip: the event's
 * place, the log's size and the checkpoint to prove against. Undefined when the log has no
 * such event.
 */
export async function findInclusionContext(
  db: Db,
  logId: string,
  eventId: string,
  treeSize: number | undefined,
): Promise<InclusionContext | undefined> {
  const row = await db
    .selectFrom('audit_events as e')
    .leftJoinLateral(
      (eb) => {
        const checkpoints = eb.selectFrom('audit_checkpoints as c').selectAll('c').whereRef('c.log_id', '=', 'e.log_id');
        return (
          treeSize === undefined
            ? checkpoints.whereRef('c.tree_size', '>=', 'e.seq').orderBy('c.tree_size', 'desc').limit(1)
            : checkpoints.where('c.tree_size', '=', treeSize)
        ).as('c');
      },
      (join) => join.onTrue(),
    )
    .select(['e.seq', 'e.leaf_hash'])
    .select((eb) =>
      eb
        .selectFrom('audit_events as last')
        .select((x) => x.fn.max('last.seq').as('size'))
        .whereRef('last.log_id', '=', 'e.log_id')
        .as('size'),
    )
    .select(['c.id', 'c.log_id', 'c.tree_size', 'c.root_hash', 'c.signed_at', 'c.key_id', 'c.signature'])
    .where('e.log_id', '=', logId)
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { seq, leaf_hash, size, ...checkpoint } = row;
  return {
    seq: Number(seq),
    leafHash: bufferOf(leaf_hash),
    logSize: Number(size),
    checkpoint: checkpoint.id === null ? undefined : (checkpoint as AuditCheckpointRow),
  };
}
