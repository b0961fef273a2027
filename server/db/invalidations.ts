import { sql } from 'kysely';
import pg from 'pg';
import { onCommitOf } from './commit-hooks.ts';
import type { Db } from './database.ts';

/**
 * Cached credentials (validated API keys, live sessions, service accounts) are forgotten by
 * topic: `api_key:<id>`, `tenant:<id>`, `session:<id>`, `service_account:<id>`, `user:<id>` (the
 * user's own view and memberships), or `*` for all.
 */
export type InvalidationListener = (topic: string) => void;

const CHANNEL = 'gatekeep_invalidate';
const local = new Set<InvalidationListener>();

/**
 * Inside the transaction that revokes or deletes a credential: every cache in this process
 * forgets it at once (forgetting early is always safe, and it is what makes the change visible
 * to the very next request here), forgets it again once the transaction has committed, and
 * PostgreSQL's NOTIFY tells every other instance on commit. The second forget closes the gap in
 * which a concurrent cache miss here read the row before the commit and kept it: that load
 * either lands before the second forget (and is dropped by it) or after (and is refused by the
 * cache, whose generation moved while it read), and it happens before the revoking request
 * answers (db/commit-hooks.ts), not when our own NOTIFY comes back milliseconds later. A
 * rolled-back change only costs a miss.
 */
export async function publishInvalidations(trx: Db, topics: readonly string[]): Promise<void> {
  if (topics.length === 0) return;
  const forgetHere = () => {
    for (const topic of topics) for (const listener of local) listener(topic);
  };
  forgetHere();
  const notify = sql`select pg_notify(${CHANNEL}, topic) from unnest(${[...topics]}::text[]) as topic`.compile(trx);
  await trx.executeQuery(onCommitOf(notify, forgetHere));
}

/** What a cache needs to know: whether it hears of every change, and how to stop listening. */
export interface InvalidationFeed {
  /** False while the notification connection is down: changes elsewhere could go unheard. */
  healthy(): boolean;
  close(): Promise<void>;
}

/** PGlite: one process owns the database, so the in-process listeners hear every change. */
export function localInvalidations(listener: InvalidationListener): InvalidationFeed {
  local.add(listener);
  return {
    healthy: () => true,
    async close() {
      local.delete(listener);
    },
  };
}

const RECONNECT_MS = { first: 250, max: 5_000 };

/**
 * PostgreSQL: the in-process listeners, plus a dedicated connection that LISTENs for the other
 * instances' changes. While that connection is down the feed is unhealthy (caches read through
 * to the database), and when it is back every cache is cleared: what happened meanwhile went
 * unheard.
 */
export function postgresInvalidations(databaseUrl: string, listener: InvalidationListener): InvalidationFeed {
  local.add(listener);
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = undefined;
    listening = false;
    listener('*');
    from.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) listener(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed || client !== next) return;
      // Whatever changed while nobody listened is unknown: start from empty caches.
      listener('*');
      listening = true;
      delay = RECONNECT_MS.first;
    } catch {
      lost(next);
    }
  };
  void connect();

  return {
    healthy: () => listening,
    async close() {
      closed = true;
      local.delete(listener);
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => {});
    },
  };
}
