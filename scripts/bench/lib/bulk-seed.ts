// Rows for the size benchmarks, made by the database itself (INSERT … SELECT over
// generate_series) in the server's process: on PGlite the database lives there, and seeding
// a million rows through the API would take far longer than what is measured.
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database.ts';
import { newId } from '../../../server/domain/ids.ts';

/** Rows per statement: each stays a bounded amount of work (and WAL) for the embedded database. */
const CHUNK = 100_000;

export interface SeedRequest {
  tenantId: string;
  /** The user the rows name as creator or actor. */
  userId: string;
  count: number;
}

export interface Seeded {
  /** The id of the row in the middle of the seeded range: where a cursor "from the middle" points. */
  middleId: string;
  seconds: number;
}

/**
 * Ids as the server makes them (`<prefix>_` + 26 Crockford base32 characters sorting by time):
 * the first ten characters of a fresh id (its milliseconds) and then the row number in 16 hex
 * digits, which are Crockford characters too. Unique across runs sharing one database, since
 * each seeding starts from its own moment, and in the order the rows were made.
 */
function idRange(prefix: 'key' | 'evt') {
  const head = newId(prefix).slice(0, prefix.length + 1 + 10);
  return {
    head,
    at: (n: number) => head + n.toString(16).toUpperCase().padStart(16, '0'),
  };
}

async function inChunks(count: number, insert: (from: number, to: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let from = 1; from <= count; from += CHUNK) await insert(from, Math.min(count, from + CHUNK - 1));
  return (performance.now() - started) / 1000;
}

/** API keys of one tenant, oldest first; each with its own (unique) key hash. */
export async function seedApiKeys(db: Db, { tenantId, userId, count }: SeedRequest): Promise<Seeded> {
  const ids = idRange('key');
  const seconds = await inChunks(count, (from, to) =>
    sql`
      insert into api_keys (id, tenant_id, name, key_hash, start, scopes, created_by, created_at)
      select ${ids.head} || lpad(upper(to_hex(n)), 16, '0'), ${tenantId}, 'bench key ' || n,
             encode(sha256(convert_to(${ids.head} || ':' || n, 'UTF8')), 'hex'), 'gk_bench_' || (n % 1000),
             '["orders:read"]'::jsonb, ${userId}, now() - make_interval(secs => (${count} - n) / 1000.0)
        from generate_series(${from}::int, ${to}::int) as n`.execute(db),
  );
  await sql`analyze api_keys`.execute(db);
  return { middleId: ids.at(Math.ceil(count / 2)), seconds };
}

/**
 * A stand-in leaf hash for seeded events: the benches time reading and proving, not hashing
 * JSON, and the insert trigger still appends each to its tenant's tree (as every write does).
 */
const BENCH_LEAF = sql`sha256(convert_to('bench event ' || n, 'UTF8'))`;

/** Audit events of one tenant, one millisecond apart, with metadata that needs quoting in CSV. */
export async function seedAuditEvents(db: Db, { tenantId, userId, count }: SeedRequest): Promise<Seeded> {
  const ids = idRange('evt');
  const seconds = await inChunks(count, (from, to) =>
    sql`
      insert into audit_events (id, occurred_at, tenant_id, actor_kind, actor_id, action, target_type, target_id, ip, request_id, metadata,
                                leaf_hash, personal_digest)
      select ${ids.head} || lpad(upper(to_hex(n)), 16, '0'), now() - make_interval(secs => (${count} - n) / 1000.0), ${tenantId},
             'user', ${userId}, 'bench.event', 'thing', 'thing_' || n, '127.0.0.1', 'req_' || n,
             jsonb_build_object('i', n, 'note', 'a, "quoted" value'),
             ${BENCH_LEAF}, ${BENCH_LEAF}
        from generate_series(${from}::int, ${to}::int) as n
       order by n`.execute(db),
  );
  await sql`analyze audit_events`.execute(db);
  return { middleId: ids.at(Math.ceil(count / 2)), seconds };
}

/**
 * Removes what seedApiKeys and seedAuditEvents put in for these tenants (a shared PostgreSQL keeps
 * no bench bulk). The audit log refuses deletes (migration 0022), so this does what only a
 * superuser can: switch the triggers off for its transaction, and drop those logs whole.
 */
export async function dropSeeded(db: Db, tenantIds: string[]): Promise<void> {
  if (tenantIds.length === 0) return;
  await db.deleteFrom('api_keys').where('tenant_id', 'in', tenantIds).execute();
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.deleteFrom('audit_events').where('log_id', 'in', tenantIds).execute();
    await trx.deleteFrom('audit_tree_nodes').where('log_id', 'in', tenantIds).execute();
    await trx.deleteFrom('audit_checkpoints').where('log_id', 'in', tenantIds).execute();
    await trx.deleteFrom('audit_logs').where('log_id', 'in', tenantIds).execute();
  });
}
