import { type Kysely, sql } from 'kysely';

// Issue 29, point 13: without SIGNING_KEY_FILE the development signing key lives in the
// database, encrypted under ENCRYPTION_KEYS like every other secret the server reads back, so
// every instance on one database signs and verifies with the same key whatever its DATA_DIR.
// One row per key, by a fixed id; the key ring creates it on first start (insert if absent).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signing_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
}
