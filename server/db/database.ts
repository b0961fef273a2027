import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { runningCommitHooks } from './commit-hooks.ts';
import { type DataDirHolder, type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { type DriverErrorSummary, isDatabaseUnavailable, summarizeDriverError } from './errors.ts';
import { createPgliteDirInChild } from './pglite-initdb.ts';
import { PGliteThread } from './pglite-thread.ts';
import { preparedStatementName } from './prepared-statements.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the DATA_DIR lock this process holds while the database is open. */
  dataDirLock?: DataDirLock;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite only: write each commit's WAL synchronously (see PGLITE_SYNC_START_PARAMS). */
  pgliteSyncCommits?: boolean;
  /** Called once per connection whose server went away; the summary never holds connection settings. */
  onConnectionLost?: (loss: DriverErrorSummary) => void;
  /** PGlite only: who this process is, recorded in the DATA_DIR lock for the next opener's message. */
  holder?: DataDirHolder;
}

/**
 * PGlite starts with fsync off, and inside its WebAssembly file system fsync and fdatasync do
 * nothing: a commit reaches the operating system (so a killed process loses none), not the
 * disk (so an OS crash or power loss can lose the last ones). open_datasync opens the WAL with
 * O_DSYNC, which PGlite's Node file system passes on as O_SYNC: each commit's WAL write returns
 * only once it is on the disk. Data files are still not synced at checkpoints, which only
 * PostgreSQL itself can promise; docs/operations.md, Reliability.
 */
const PGLITE_SYNC_START_PARAMS = ['-c', 'fsync=on', '-c', 'wal_sync_method=open_datasync'];

/**
 * One code path over two engines: real PostgreSQL through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite persisted under DATA_DIR. The PGlite dialect hands its single
 * connection to one transaction at a time, so concurrent requests queue rather than interleave.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer must surface as 503 quickly, not hang the request.
      connectionTimeoutMillis: 5_000,
    });
    reportLostConnections(pool, options.onConnectionLost);
    const db = new Kysely<DB>({ dialect: runningCommitHooks(new PostgresDialect({ pool: releasingLostClients(pool) })) });
    return {
      db,
      kind: 'postgres',
      ping: () => pingDatabase(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  // Before any file of the database is touched: one process per DATA_DIR (data-dir-lock.ts).
  const dataDirLock = await lockDataDir(options.dataDir, options.holder ?? { role: 'command', command: commandLine() });
  let db: Db;
  try {
    await createPgliteDirInChild(dir);
    // 32 MB of shared buffers instead of PostgreSQL's 128 MB: they live in the process's own
    // memory here, and the operating system's page cache below still keeps the files warm.
    // (Opening an existing database: 377 MB resident with the default, 252 MB with 16 MB.)
    const pglite = await PGliteThread.open(dir, [
      '-c',
      'shared_buffers=32MB',
      ...(options.pgliteSyncCommits ? PGLITE_SYNC_START_PARAMS : []),
    ]);
    // The dialect calls only query() and close(), which PGliteThread has with PGlite's signatures.
    db = new Kysely<DB>({ dialect: runningCommitHooks(new PGliteDialect(pglite as unknown as PGlite)) });
  } catch (err) {
    await dataDirLock.release();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    ping: () => pingDatabase(db),
    dataDirLock,
    // The lock goes only once the database's files are closed.
    close: () => db.destroy().finally(() => dataDirLock.release()),
  };
}

/**
 * pg-pool listens for a client's 'error' only while the client sits idle: it removes its listener
 * on checkout. A client that loses its server while checked out (between queries, or inside a
 * transaction, which Kysely holds one for) would emit 'error' with no listener and crash the
 * process. So every client gets a listener of its own for life, attached as it first connects.
 */
function reportLostConnections(pool: pg.Pool, onConnectionLost: DatabaseOptions['onConnectionLost']): void {
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err) => {
      // One loss errors twice (the server's 57P01, then the closed socket): report it once.
      if (reported) return;
      reported = true;
      onConnectionLost?.(summarizeDriverError(err));
    });
  });
  // pg-pool re-emits an idle client's error on the pool, after the client's own listener has
  // reported it; without a listener here that re-emit would crash the process.
  pool.on('error', () => {});
}

/**
 * Kysely releases a client without saying how its queries went, and pg-pool parks any client
 * it still believes queryable. When the server's FATAL 57P01 answers a running query, pg only
 * marks the client unqueryable once the socket's end arrives, a tick later; released in between,
 * the dead client would go straight to the next waiting request. Released with the error,
 * pg-pool destroys it instead.
 */
function releasingLostClients(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let lost: Error | undefined;
      const query = async (text: string, parameters: ReadonlyArray<unknown>) => {
        try {
          const name = preparedStatementName(text);
          return await (name ? client.query({ name, text, values: [...parameters] }) : client.query(text, [...parameters]));
        } catch (err) {
          if (isDatabaseUnavailable(err)) lost = err as Error;
          throw err;
        }
      };
      // No cursor is configured, so Kysely only ever calls the (sql, parameters) form.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(lost) };
    },
    end: () => pool.end(),
  };
}

/** What a process that did not say who it is was started as, for the lock's record. */
function commandLine(): string {
  return process.argv
    .slice(1)
    .map((arg) => path.basename(arg))
    .join(' ');
}

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
