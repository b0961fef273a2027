import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** At most `max` sends within any `windowSeconds`. */
export interface MailCap {
  max: number;
  windowSeconds: number;
}

/**
 * Reserves one send under `key` in one statement: it records the send only while fewer than
 * `cap.max` of the key's sends fall inside the window, dropping the older ones. The row is
 * locked by the insert-or-update, so concurrent reservations of one key queue on it and each
 * sees the others' sends: no more than `cap.max` ever pass. Answers 0 when the send was
 * reserved, otherwise the whole seconds until the oldest send in the window leaves it.
 * Inside the caller's transaction, so a refused or rolled-back request leaves no send behind.
 */
export async function reserveMailSend(db: Db, key: string, cap: MailCap): Promise<number> {
  const window = sql`make_interval(secs => ${cap.windowSeconds})`;
  const reserved = await sql<{ key: string }>`
    insert into invitation_mail_caps as cap (key, sent_at) values (${key}, array[now()])
    on conflict (key) do update
      set sent_at = array(select s from unnest(cap.sent_at) s where s > now() - ${window}) || now()
      where (select count(*) from unnest(cap.sent_at) s where s > now() - ${window}) < ${cap.max}
    returning cap.key`.execute(db);
  if (reserved.rows.length > 0) return 0;
  const wait = await sql<{ seconds: number | null }>`
    select ceil(extract(epoch from (min(s) + ${window} - now())))::int as seconds
    from invitation_mail_caps, unnest(sent_at) s
    where key = ${key} and s > now() - ${window}`.execute(db);
  // now() is this transaction's start: on PostgreSQL a send reserved by a transaction that began
  // after ours can sit later than our clock, so the raw figure may pass the window by a second.
  return Math.min(cap.windowSeconds, Math.max(1, wait.rows[0]?.seconds ?? 1));
}
