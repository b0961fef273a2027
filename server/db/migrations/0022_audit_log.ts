import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type AuditEntry, auditLeafHash, personalDataDigest } from '../../protocols/transparency/audit-leaf.ts';

// Issue 36: the audit log becomes verifiable. Each event joins one append-only log, RFC 9162's
// Merkle tree over its leaves:
// - `log_id`: the tenant's id for a tenant's events; for an event outside any tenant, the id of
//   the user it is about (their own actions, or a request naming them, such as a password
//   reset), else `platform` (service accounts, the bootstrap token, the operator's commands).
//   A user's sign-ins and refreshes thus queue on their own log, never on one shared lock.
// - `seq`: the event's place in its log, from 1 without gaps; the tree's leaf seq - 1.
// - `leaf_hash`: SHA-256(0x00 ‖ RFC 8785 JSON of the event), computed by the code that writes
//   it (protocols/transparency/audit-leaf.ts); the client IP and metadata.email enter it as a
//   salted digest (`personal_digest`, salt `personal_salt`), so that deleting a user can still
//   erase them (the salt goes with them) without changing what the tree committed to.
// audit_tree_nodes keeps every perfect subtree of two or more leaves, so an append costs
// O(log n) and a proof O(log n) reads. audit_append(), which a BEFORE INSERT trigger calls, does
// the append under a transaction-long lock per log: no code path can insert an event outside
// its log, and concurrent appends to one log queue until each transaction ends. No row is
// updated per append (a row updated many times in one transaction, as when a migration or a
// bulk statement appends thousands of events, costs more each time: its versions pile up);
// audit_logs keeps each log's size, written once per transaction at commit, for the checkpoints.
// Events already written are chained here in their current order (time, then id).

const LEAF_BATCH = 1000;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table audit_events
      add column log_id text,
      add column seq bigint,
      add column leaf_hash bytea,
      add column personal_salt bytea,
      add column personal_digest bytea`.execute(db);
  await sql`
    create table audit_logs (
      log_id text primary key,
      size bigint not null default 0
    )`.execute(db);
  await sql`
    create table audit_tree_nodes (
      log_id text not null,
      level smallint not null,
      position bigint not null,
      hash bytea not null,
      primary key (log_id, level, position)
    )`.execute(db);

  // Signed checkpoints (issue 36 point 2): the maintenance job signs each grown log's root with
  // the one active Ed25519 key (the partial unique index); retired keys stay, published, so
  // every checkpoint ever signed can be checked. `checkpointed_size` marks how far each log is
  // checkpointed, so the job reads only the logs that grew.
  await sql`
    create table audit_checkpoint_keys (
      id text primary key,
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    )`.execute(db);
  await sql`create unique index audit_checkpoint_keys_one_active_idx on audit_checkpoint_keys ((true)) where retired_at is null`.execute(
    db,
  );
  await sql`
    create table audit_checkpoints (
      id text primary key,
      log_id text not null,
      tree_size bigint not null,
      root_hash bytea not null,
      signed_at timestamptz not null,
      key_id text not null references audit_checkpoint_keys (id),
      signature bytea not null,
      unique (log_id, tree_size)
    )`.execute(db);
  await sql`alter table audit_logs add column checkpointed_size bigint not null default 0`.execute(db);
  await sql`create index audit_logs_unsigned_idx on audit_logs (log_id) where size > checkpointed_size`.execute(db);

  // Adding leaf n (0-based) is binary addition: the new subtree merges with its left sibling
  // while the carry runs through n's low set bits, each merge a completed subtree to keep.
  await sql`
    create function audit_append(p_log text, p_leaf bytea) returns bigint language plpgsql as $$
    declare
      n bigint;
      h bytea := p_leaf;
      sibling bytea;
      lvl int := 0;
    begin
      perform pg_advisory_xact_lock(hashtextextended('gatekeep audit log ' || p_log, 0));
      -- After the lock: a fresh snapshot, holding every append committed before ours.
      select coalesce(max(seq), 0) into n from audit_events where log_id = p_log;
      while (n >> lvl) & 1 = 1 loop
        if lvl = 0 then
          select leaf_hash into sibling from audit_events where log_id = p_log and seq = n;
        else
          select hash into sibling from audit_tree_nodes where log_id = p_log and level = lvl and position = (n >> lvl) - 1;
        end if;
        h := sha256('\x01'::bytea || sibling || h);
        lvl := lvl + 1;
        insert into audit_tree_nodes (log_id, level, position, hash) values (p_log, lvl, n >> lvl, h);
      end loop;
      return n + 1;
    end $$`.execute(db);
  // At commit, once per log and transaction (a transaction-local flag): the log's new size.
  await sql`
    create function audit_log_grown() returns trigger language plpgsql as $$
    declare
      flag text := 'gatekeep.audit_sized_' || md5(new.log_id);
    begin
      if current_setting(flag, true) = '1' then
        return null;
      end if;
      perform set_config(flag, '1', true);
      insert into audit_logs (log_id, size) values (new.log_id, (select max(seq) from audit_events where log_id = new.log_id))
        on conflict (log_id) do update set size = excluded.size;
      return null;
    end $$`.execute(db);

  await sql`
    create function audit_log_of(tenant_id text, actor_kind text, actor_id text, target_type text, target_id text)
    returns text language sql immutable as $$
      select case
        when tenant_id is not null then tenant_id
        when actor_kind = 'user' then actor_id
        when actor_kind not in ('platform', 'platformBootstrap', 'system') and target_type = 'user' then target_id
        else 'platform'
      end
    $$`.execute(db);

  // Before the chaining, which reads each log's last seq and leaf through it.
  await sql`create unique index audit_events_log_seq_idx on audit_events (log_id, seq)`.execute(db);
  await chainExistingEvents(db);

  await sql`
    alter table audit_events
      alter column log_id set not null,
      alter column seq set not null,
      alter column leaf_hash set not null,
      alter column personal_digest set not null`.execute(db);

  await sql`
    create function audit_events_append() returns trigger language plpgsql as $$
    begin
      new.log_id := audit_log_of(new.tenant_id, new.actor_kind, new.actor_id, new.target_type, new.target_id);
      new.seq := audit_append(new.log_id, new.leaf_hash);
      return new;
    end $$`.execute(db);
  await sql`create trigger audit_events_append before insert on audit_events for each row execute function audit_events_append()`.execute(
    db,
  );
  await sql`
    create constraint trigger audit_events_grown after insert on audit_events
      deferrable initially deferred for each row execute function audit_log_grown()`.execute(db);

  // History is not rewritten, by mistake or on purpose, short of disabling the triggers (which
  // verification against a checkpoint held elsewhere then catches). One update passes: erasing
  // a deleted user's personal data, which the leaf holds only as a digest.
  await sql`
    create function audit_refuse_rewrite() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit log is append-only: % on % refused', tg_op, tg_table_name using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create function audit_events_erasure_only() returns trigger language plpgsql as $$
    begin
      if new.ip is null and new.personal_salt is null and new.metadata = old.metadata - 'email'
         and to_jsonb(new) - 'ip' - 'personal_salt' - 'metadata' = to_jsonb(old) - 'ip' - 'personal_salt' - 'metadata' then
        return new;
      end if;
      raise exception 'the audit log is append-only: UPDATE on audit_events refused (only erasing personal data passes)'
        using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_events_erasure_only before update on audit_events for each row execute function audit_events_erasure_only()`.execute(
    db,
  );
  await sql`create trigger audit_events_no_delete before delete on audit_events for each row execute function audit_refuse_rewrite()`.execute(
    db,
  );
  await sql`create trigger audit_tree_nodes_append_only before update or delete on audit_tree_nodes for each row execute function audit_refuse_rewrite()`.execute(
    db,
  );
  for (const table of ['audit_events', 'audit_tree_nodes', 'audit_logs']) {
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)} for each statement execute function audit_refuse_rewrite()`.execute(
      db,
    );
  }
  await sql`create trigger audit_logs_no_delete before delete on audit_logs for each row execute function audit_refuse_rewrite()`.execute(
    db,
  );
  await sql`create trigger audit_checkpoints_append_only before update or delete on audit_checkpoints for each row execute function audit_refuse_rewrite()`.execute(
    db,
  );
}

async function chainExistingEvents(db: Kysely<any>): Promise<void> {
  // A row leaves this index once chained, so each batch starts where the last one stopped.
  await sql`create index audit_events_unchained_idx on audit_events (occurred_at, id) where seq is null`.execute(db);
  for (;;) {
    const rows = await sql<{
      id: string;
      occurred_at: Date;
      tenant_id: string | null;
      actor_kind: string;
      actor_id: string | null;
      action: string;
      target_type: string | null;
      target_id: string | null;
      ip: string | null;
      request_id: string | null;
      metadata: Record<string, unknown>;
    }>`
      select id, occurred_at, tenant_id, actor_kind, actor_id, action, target_type, target_id, ip, request_id, metadata
      from audit_events where seq is null
      order by occurred_at, id
      limit ${LEAF_BATCH}`.execute(db);
    for (const row of rows.rows) {
      // The leaf holds the time to the millisecond, as the API shows it; the row is brought to it.
      const occurredAt = new Date(row.occurred_at.getTime());
      const salt = randomBytes(16);
      const entry = {
        id: row.id,
        occurredAt: occurredAt.toISOString(),
        tenantId: row.tenant_id,
        actor: { kind: row.actor_kind as AuditEntry['actor']['kind'], id: row.actor_id },
        action: row.action,
        target: row.target_type && row.target_id ? { type: row.target_type, id: row.target_id } : null,
        ip: row.ip,
        requestId: row.request_id,
        metadata: row.metadata,
      };
      const digest = personalDataDigest(entry, salt);
      const leaf = auditLeafHash(entry, digest);
      await sql`
        update audit_events set
          occurred_at = ${occurredAt},
          personal_salt = ${salt},
          personal_digest = ${digest},
          leaf_hash = ${leaf},
          log_id = audit_log_of(tenant_id, actor_kind, actor_id, target_type, target_id),
          seq = audit_append(audit_log_of(tenant_id, actor_kind, actor_id, target_type, target_id), ${leaf})
        where id = ${row.id}`.execute(db);
    }
    if (rows.rows.length < LEAF_BATCH) break;
  }
  await sql`drop index audit_events_unchained_idx`.execute(db);
  await sql`insert into audit_logs (log_id, size) select log_id, max(seq) from audit_events group by log_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of [
    'audit_events_append',
    'audit_events_grown',
    'audit_events_erasure_only',
    'audit_events_no_delete',
    'audit_events_no_truncate',
  ]) {
    await sql`drop trigger ${sql.raw(trigger)} on audit_events`.execute(db);
  }
  await sql`drop table audit_checkpoints`.execute(db);
  await sql`drop table audit_checkpoint_keys`.execute(db);
  await sql`drop table audit_tree_nodes`.execute(db);
  await sql`drop table audit_logs`.execute(db);
  await sql`drop function audit_events_append(), audit_log_grown(), audit_events_erasure_only(), audit_refuse_rewrite(), audit_append(text, bytea), audit_log_of(text, text, text, text, text)`.execute(
    db,
  );
  await sql`drop index audit_events_log_seq_idx`.execute(db);
  await sql`
    alter table audit_events
      drop column log_id, drop column seq, drop column leaf_hash, drop column personal_salt, drop column personal_digest`.execute(db);
}
