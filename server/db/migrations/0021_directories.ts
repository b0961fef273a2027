import { type Kysely, sql } from 'kysely';

// Issue 35: directories (SCIM 2.0) per tenant. A directory's bearer token is a platform
// service-account key made with it and holding only `scim:<directoryId>`; the account row
// points at its directory, so deleting the directory (or its tenant) deletes the key with it.
// Users and groups keep the SCIM resource as the directory sent it (`resource`), with the
// attributes that are filtered, sorted or unique also in columns.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('directories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // [{group, role}]: a directory group's displayName and the tenant role its members get.
    .addColumn('group_roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('directories_tenant_id_idx').on('directories').column('tenant_id').execute();

  await db.schema
    .alterTable('service_accounts')
    .addColumn('directory_id', 'text', (c) => c.unique().references('directories.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('directory_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('directory_id', 'text', (c) => c.notNull().references('directories.id').onDelete('cascade'))
    // The Gatekeep account it stands for; null while only invited (an address outside the
    // tenant's verified domains) or inactive before it ever had one.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('invitation_id', 'text', (c) => c.references('tenant_invitations.id').onDelete('set null'))
    // The account is the directory's (its address in a verified domain): deactivation disables it.
    .addColumn('managed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('display_name', 'text')
    .addColumn('email', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('resource', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // userName is unique within a directory, ignoring case (RFC 7643 §4.1.1: caseExact false, uniqueness server).
  await sql`create unique index directory_users_user_name_key on directory_users (directory_id, lower(user_name))`.execute(db);
  await db.schema.createIndex('directory_users_user_id_idx').on('directory_users').column('user_id').execute();

  await db.schema
    .createTable('directory_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('directory_id', 'text', (c) => c.notNull().references('directories.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('resource', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Not unique: Entra ID allows two groups of one name; groupRoles maps a name to every such group.
  await sql`create index directory_groups_display_name_idx on directory_groups (directory_id, lower(display_name))`.execute(db);

  await db.schema
    .createTable('directory_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('directory_groups.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('directory_users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('directory_group_members_pkey', ['group_id', 'member_id'])
    .execute();
  await db.schema.createIndex('directory_group_members_member_idx').on('directory_group_members').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('directory_group_members').execute();
  await db.schema.dropTable('directory_groups').execute();
  await db.schema.dropTable('directory_users').execute();
  await db.schema.alterTable('service_accounts').dropColumn('directory_id').execute();
  await db.schema.dropTable('directories').execute();
}
