import { type Kysely, sql } from 'kysely';

// audit_append (0024) read a log's size as `max(seq)`. PL/pgSQL keeps a statement's plan for
// the life of a connection, and a plan made while audit_events was small (a new database) is
// an aggregate over every entry of the log in the (log_id, seq) index, not the index's last
// entry: each append then cost more than the one before, about 0.8 ms at 3,000 events, until
// statistics replaced the plan. `order by seq desc limit 1` has one sensible plan at any size:
// the last entry of the index.
export async function up(db: Kysely<any>): Promise<void> {
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
      -- Its largest seq, read as the index's last entry for the log. (max(seq) planned on an
      -- empty table, as a connection's cached plan, counts every row of the log instead.)
      select seq into n from audit_events where log_id = p_log order by seq desc limit 1;
      n := coalesce(n, 0);
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
