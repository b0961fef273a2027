import { type Kysely, sql } from 'kysely';

// Issue 16: users prove they own their address. email_verified_at is set when a link sent to
// the address is opened; email_tokens holds the links' tokens (hashed), each for one purpose,
// one address and one use, so that later flows (password reset, invitations) share it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The address the link was sent to: verifying it proves nothing once the user's email changed.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_tokens_user_idx').on('email_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('email_tokens_expires_idx').on('email_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
