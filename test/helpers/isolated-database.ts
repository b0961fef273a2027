import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface IsolatedDatabase {
  /** Merge into a test app's or server process's environment. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * Tests whose job workers must see only their own jobs: on PostgreSQL, a database of their
 * own next to the shared one (files run in parallel, and a worker claims any job in its
 * database); on PGlite every app has its own database already.
 */
export async function isolatedDatabase(): Promise<IsolatedDatabase> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return { env: {}, drop: async () => {} };
  const name = `gatekeep_isolated_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: shared });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
