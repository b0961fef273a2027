import { type Kysely, sql } from 'kysely';

// audit_logs.size was written at every commit that appended to a log (a deferred trigger and an
// upsert per transaction): on PostgreSQL as much as the append itself. A log's size is its
// largest seq, one index probe away, so it is read from there. What the checkpoint job needs,
// which logs grew since it last signed them, is now a flag that an append sets only when it is
// clear: once per log and checkpoint period, not per transaction. The job clears it under the
// log's append lock, so no append can slip between its reading the size and clearing it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger audit_events_grown on audit_events`.execute(db);
  await sql`drop function audit_log_grown()`.execute(db);
  await sql`drop index audit_logs_unsigned_idx`.execute(db);
  await sql`alter table audit_logs add column grown boolean not null default false`.execute(db);
  await sql`update audit_logs set grown = size > checkpointed_size`.execute(db);
  await sql`alter table audit_logs drop column size`.execute(db);
  await sql`create index audit_logs_grown_idx on audit_logs (log_id) where grown`.execute(db);
  await sql`
    create or replace function audit_append(p_log text, p_leaf bytea) returns bigint language plpgsql as $$
    declare
      n bigint;
      h bytea := p_leaf;
      sibling bytea;
      lvl int := 0;
    begin
      perform pg_advisory_xact_lock(hashtextextended('gatekeep audit log ' || p_log, 0));
      -- After the lock: a fresh snapshot, holding every append committed before ours.
      select coalesce(max(seq), 0) into n from audit_events where log_id = p_log;
      if n = 0 then
        insert into audit_logs (log_id, grown) values (p_log, true) on conflict (log_id) do update set grown = true;
      else
        -- A write only when the flag is clear: the first append after a checkpoint.
        update audit_logs set grown = true where log_id = p_log and not grown;
      end if;
      while (n >> lvl) & 1 = 1 loop
        if lvl = 0 then
          select leaf_hash into sibling from audit_events where log_id = p_log and seq = n;
        else
          select hash into sibling from audit_tree_nodes where log_id = p_log and level = lvl and position = (n >> lvl) - 1;
        end if;
        h := sha256('\\x01'::bytea || sibling || h);
        lvl := lvl + 1;
        insert into audit_tree_nodes (log_id, level, position, hash) values (p_log, lvl, n >> lvl, h);
      end loop;
      return n + 1;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function audit_append(p_log text, p_leaf bytea) returns bigint language plpgsql as $$
    declare
      n bigint;
      h bytea := p_leaf;
      sibling bytea;
      lvl int := 0;
    begin
      perform pg_advisory_xact_lock(hashtextextended('gatekeep audit log ' || p_log, 0));
      select coalesce(max(seq), 0) into n from audit_events where log_id = p_log;
      while (n >> lvl) & 1 = 1 loop
        if lvl = 0 then
          select leaf_hash into sibling from audit_events where log_id = p_log and seq = n;
        else
          select hash into sibling from audit_tree_nodes where log_id = p_log and level = lvl and position = (n >> lvl) - 1;
        end if;
        h := sha256('\\x01'::bytea || sibling || h);
        lvl := lvl + 1;
        insert into audit_tree_nodes (log_id, level, position, hash) values (p_log, lvl, n >> lvl, h);
      end loop;
      return n + 1;
    end $$`.execute(db);
  await sql`drop index audit_logs_grown_idx`.execute(db);
  await sql`alter table audit_logs add column size bigint not null default 0`.execute(db);
  await sql`update audit_logs l set size = (select coalesce(max(seq), 0) from audit_events e where e.log_id = l.log_id)`.execute(db);
  await sql`alter table audit_logs drop column grown`.execute(db);
  await sql`create index audit_logs_unsigned_idx on audit_logs (log_id) where size > checkpointed_size`.execute(db);
  await sql`
    create function audit_log_grown() returns trigger language plpgsql as $$
    declare
      sized text := coalesce(current_setting('gatekeep.audit_sized', true), '');
      entry text := ' ' || new.log_id || ' ';
    begin
      if strpos(sized, entry) > 0 then
        return null;
      end if;
      perform set_config('gatekeep.audit_sized', sized || entry, true);
      insert into audit_logs (log_id, size) values (new.log_id, (select max(seq) from audit_events where log_id = new.log_id))
        on conflict (log_id) do update set size = excluded.size;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger audit_events_grown after insert on audit_events
      deferrable initially deferred for each row execute function audit_log_grown()`.execute(db);
}
