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

/** What an inclusion proof reads: its context, and the stored subtrees the proof can need, keyed `level:position`. */
export interface InclusionInputs extends InclusionContext {
  nodes: Map<string, Buffer>;
}

interface InclusionRow {
  part: 'event' | 'node';
  seq: string | number | null;
  log_size: string | number | null;
  level: number | null;
  position: string | number | null;
  hash: Uint8Array;
  checkpoint_id: string | null;
  tree_size: string | number | null;
  root_hash: Uint8Array | null;
  signed_at: Date | null;
  key_id: string | null;
  signature: Uint8Array | null;
}

/**
 * What an inclusion proof of `eventId` reads, in one round trip: the event, the log's size, the
 * checkpoint to prove against, and every stored subtree the proof and the root of the tree of
 * `treeSize` (else the checkpoint's, else the log's size) can read, as merkle.ts
 * inclusionNodeKeys names them: the sibling of each of the leaf's ancestors that lies wholly
 * inside the tree, and one subtree per set bit of the size. Undefined when the log has no
 * such event. Levels stop at the size's highest bit, so no shift leaves a bigint.
 */
export async function findInclusionInputs(
  db: Db,
  logId: string,
  eventId: string,
  treeSize: number | undefined,
): Promise<InclusionInputs | undefined> {
  const size = treeSize ?? null;
  const { rows } = await sql<InclusionRow>`
    with event as (
      select e.seq, e.leaf_hash, (select max(l.seq) from audit_events l where l.log_id = ${logId}) as log_size
        from audit_events e
       where e.log_id = ${logId} and e.id = ${eventId}
    ), checkpoint as (
      select c.id, c.tree_size, c.root_hash, c.signed_at, c.key_id, c.signature
        from audit_checkpoints c, event
       where c.log_id = ${logId}
         and case when ${size}::bigint is null then c.tree_size >= event.seq else c.tree_size = ${size}::bigint end
       order by c.tree_size desc
       limit 1
    ), tree as (
      select event.seq - 1 as leaf, coalesce(${size}::bigint, (select tree_size from checkpoint), event.log_size) as size from event
    ), levels as (
      select level, tree.leaf, tree.size from tree, generate_series(0, 62) as level where (1::bigint << level) <= tree.size
    ), wanted as (
      select level, (leaf >> level) # 1 as position from levels where (((leaf >> level) # 1) + 1) << level <= size
      union
      select level, (size >> level) - 1 from levels where (size >> level) & 1 = 1
    )
    select 'event' as part, event.seq, event.log_size, null::int as level, null::bigint as position, event.leaf_hash as hash,
           c.id as checkpoint_id, c.tree_size, c.root_hash, c.signed_at, c.key_id, c.signature
      from event left join checkpoint c on true
    union all
    select 'node', null, null, 0, w.position, e.leaf_hash, null, null, null, null, null, null
      from wanted w join audit_events e on e.log_id = ${logId} and e.seq = w.position + 1
     where w.level = 0
    union all
    select 'node', null, null, w.level, w.position, n.hash, null, null, null, null, null, null
      from wanted w join audit_tree_nodes n on n.log_id = ${logId} and n.level = w.level and n.position = w.position
     where w.level > 0`.execute(db);
  const event = rows.find((row) => row.part === 'event');
  if (!event) return undefined;
  const nodes = new Map<string, Buffer>();
  for (const row of rows) if (row.part === 'node') nodes.set(`${row.level}:${Number(row.position)}`, bufferOf(row.hash));
  return {
    seq: Number(event.seq),
    leafHash: bufferOf(event.hash),
    logSize: Number(event.log_size),
    checkpoint:
      event.checkpoint_id === null
        ? undefined
        : {
            id: event.checkpoint_id,
            log_id: logId,
            tree_size: event.tree_size!,
            root_hash: event.root_hash!,
            signed_at: event.signed_at!,
            key_id: event.key_id!,
            signature: event.signature!,
          },
    nodes,
  };
}
