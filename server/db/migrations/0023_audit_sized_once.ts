import { type Kysely, sql } from 'kysely';

// audit_log_grown (0022) records a log's new size once per transaction, remembered in a
// transaction-local setting named after the log. PostgreSQL keeps every setting name a session
// ever used: a connection that wrote the events of a hundred thousand tenants held a hundred
// thousand placeholders, and creating each cost about a millisecond on a tenant's first event.
// One setting now lists the logs the transaction has sized.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function audit_log_grown() returns trigger language plpgsql as $$
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function audit_log_grown() returns trigger language plpgsql as $$
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
}
