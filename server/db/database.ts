import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  onPoolError?: (err: Error) => void;
}

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
    // An idle client losing its server emits here; without a listener it would crash the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', ping: () => ping(db), close: () => db.destroy() };
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', ping: () => ping(db), close: () => db.destroy() };
}

async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; Kysely's migrator locks, so concurrent starts are safe. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
