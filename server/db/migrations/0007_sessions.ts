import { type Kysely, sql } from 'kysely';

// Issue 13: a session becomes a row of its own. Access tokens carry its id (`sid`) and every
// request checks it is live, so logout, refresh-token reuse, "log out everywhere" and the MFA
// changes end its access tokens at once; `expires_at` is the absolute lifetime
// (SESSION_MAX_AGE) that refreshing never extends. refresh_tokens.family_id is the session id.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'id']).execute();

  // Families that exist already become sessions: one that was revoked stays revoked, and a live
  // one lasts as long as its newest refresh token (the lifetime it had before this migration).
  await sql`
    insert into sessions (id, user_id, created_at, last_used_at, expires_at, revoked_at)
    select family_id, min(user_id), min(created_at), max(created_at), max(expires_at), max(revoked_at)
    from refresh_tokens
    group by family_id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
