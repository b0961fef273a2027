import { type Kysely, sql } from 'kysely';

// Issue 33 point 4: social connections, the platform's ("Continue with Google or GitHub" on
// the hosted sign-in page). The client secret is encrypted at rest like a provider config's.
// Who a person is at a connection is (connection, subject), for good, as for SSO.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('oidc', 'github')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    // {issuer, scopes} for oidc; {githubUrl, apiUrl} for github.
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('social_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'text', (c) => c.notNull().references('social_connections.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .addUniqueConstraint('social_identities_connection_subject_key', ['connection_id', 'subject'])
    .execute();
  await db.schema.createIndex('social_identities_user_id_idx').on('social_identities').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('social_identities').execute();
  await db.schema.dropTable('social_connections').execute();
}
