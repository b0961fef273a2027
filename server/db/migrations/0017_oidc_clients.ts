import { type Kysely, sql } from 'kysely';

// Issue 33 point 2: the clients of Gatekeep's OpenID Provider. A tenant's clients carry its id;
// platform clients (serving every tenant) will have none. The client secret is kept only as a
// hash, like API keys: it is shown once, at creation and at each rotation.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirect_uris', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('post_logout_redirect_uris', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('grant_types', 'jsonb', (c) => c.notNull())
    .addColumn('token_endpoint_auth_method', 'text', (c) => c.notNull())
    .addColumn('first_party', 'boolean', (c) => c.notNull().defaultTo(false))
    // Null for a public client (token_endpoint_auth_method `none`), which proves itself by PKCE alone.
    .addColumn('secret_hash', 'text')
    .addColumn('secret_rotated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('oidc_clients_tenant_id_idx').on('oidc_clients').column('tenant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_clients').execute();
}
