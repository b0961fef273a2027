import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tenant_roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tenant_roles_tenant_name_uq', ['tenant_id', 'name'])
    .execute();

  // A member holds a built-in role (owner, admin, member) or one custom role, never both.
  // The custom role's foreign key refuses to delete a role that a member still holds.
  await db.schema
    .createTable('tenant_members')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('builtin_role', 'text', (c) => c.check(sql`builtin_role in ('owner', 'admin', 'member')`))
    .addColumn('custom_role_id', 'text', (c) => c.references('tenant_roles.id').onDelete('restrict'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_members_pk', ['tenant_id', 'user_id'])
    .addCheckConstraint('tenant_members_one_role', sql`(builtin_role is null) <> (custom_role_id is null)`)
    .execute();
  await db.schema.createIndex('tenant_members_user_idx').on('tenant_members').column('user_id').execute();

  await db.schema
    .createTable('provider_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('oidc', 'saml')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('client_secret', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('provider_configs_tenant_idx').on('provider_configs').column('tenant_id').execute();

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('event_types', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    // Kept for a grace period after a rotation, so deliveries can carry both signatures.
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhook_endpoints_tenant_idx').on('webhook_endpoints').column('tenant_id').execute();

  // Audit pages and exports walk a tenant's events by id (ids sort by time).
  await db.schema.createIndex('audit_events_tenant_id_idx').on('audit_events').columns(['tenant_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_events_tenant_id_idx').execute();
  for (const table of ['webhook_endpoints', 'provider_configs', 'tenant_members', 'tenant_roles', 'tenants']) {
    await db.schema.dropTable(table).execute();
  }
}
