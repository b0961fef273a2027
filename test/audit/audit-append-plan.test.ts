import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { startTestApp } from '../helpers/test-app.ts';

// PL/pgSQL keeps each statement's plan for the life of a connection. audit_append once read a
// log's size as max(seq), and the plan a connection made while audit_events was empty (a new
// database) read every entry of the log: each append cost more than the one before, until
// statistics replaced the plan. Seen on PostgreSQL (this test read 300 entries there); PGlite
// planned it well, and is held to the same count.
describe('the append, in a connection that began on an empty audit_events', () => {
  it("reads the log's size from the last entry of its index, however long the log has grown", async () => {
    const database = await isolatedDatabase();
    const t = await startTestApp({ JOB_CONCURRENCY: '0', ...database.env });
    try {
      // One connection throughout (PGlite has only one): the plans it makes stay with it.
      await t.app.services.db.connection().execute(async (connection) => {
        const append = (i: number) =>
          sql`
          insert into audit_events (id, occurred_at, tenant_id, actor_kind, actor_id, action, target_type, target_id, ip, request_id,
                                    metadata, leaf_hash, personal_digest)
          values (${`evt_plan${String(i).padStart(22, '0')}`}, now(), 'ten_plan', 'system', null, 'plan.probe', null, null, null, null,
                  '{}', sha256(${Buffer.from(`event ${i}`)}), sha256(${Buffer.from(`event ${i}`)}))`.execute(connection);
        for (let i = 1; i <= 300; i++) await append(i);
        // The index entries one more append reads, as PostgreSQL counts them for its transaction.
        // Counted within one transaction, where the session's pending counts stand still.
        const entriesReadSoFar = async () =>
          Number(
            (
              await sql<{ read: string }>`select pg_stat_get_xact_tuples_returned('audit_events_log_seq_idx'::regclass) as read`.execute(
                connection,
              )
            ).rows[0]!.read,
          );
        await sql`begin`.execute(connection);
        const before = await entriesReadSoFar();
        await append(301);
        const entriesRead = (await entriesReadSoFar()) - before;
        await sql`commit`.execute(connection);
        // The size (one entry) and, seq 300 being even, no leaf to hash with the new one.
        expect(entriesRead).toBe(1);
        const { rows } = await sql<{
          seq: string;
        }>`select seq from audit_events where id = 'evt_plan${sql.raw('0'.repeat(19))}301'`.execute(connection);
        expect(rows.map((row) => Number(row.seq))).toEqual([301]);
      });
    } finally {
      await t.close();
      await database.drop();
    }
  });
});
