import { type Kysely, sql } from 'kysely';

// Issue 31: users and tenants managed through the API.
// - users.disabled_at: a platform operator's switch; every credential of the user is refused
//   while it is set. users.metadata (platform-only) and users.public_metadata (the user reads
//   it), tenants.metadata: JSON objects the caller stores as given.
// - email_tokens.session_id: the session that asked for an address change, the one session
//   the change keeps when its link is opened.
// - user_previous_emails: an address a user moved away from, on record for 30 days so that
//   the account can be recovered through it, and meanwhile nobody else can sign up with it.
// - audit_events by user actor: exportMe reads the events a user was the actor of.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('public_metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.alterTable('email_tokens').addColumn('session_id', 'text').execute();
  await db.schema
    .createTable('user_previous_emails')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_previous_emails_pk', ['user_id', 'email'])
    .execute();
  await db.schema.createIndex('user_previous_emails_email_idx').on('user_previous_emails').column('email').execute();
  await sql`create index audit_events_user_actor_idx on audit_events (actor_id, occurred_at, id) where actor_kind = 'user'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_events_user_actor_idx').execute();
  await db.schema.dropTable('user_previous_emails').execute();
  await db.schema.alterTable('email_tokens').dropColumn('session_id').execute();
  await db.schema.alterTable('tenants').dropColumn('metadata').execute();
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').dropColumn('metadata').dropColumn('public_metadata').execute();
}
