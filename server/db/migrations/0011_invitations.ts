import { type Kysely, sql } from 'kysely';

// Issue 16: a tenant adds someone whose address is not verified by invitation, never directly.
// The link's token is stored hashed; the invited role is held as members hold theirs (a
// built-in role or a custom role of the tenant, which cannot be deleted while invited).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('builtin_role', 'text')
    .addColumn('custom_role_id', 'text', (c) => c.references('tenant_roles.id').onDelete('restrict'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .addCheckConstraint('tenant_invitations_one_role', sql`(builtin_role is null) <> (custom_role_id is null)`)
    .addCheckConstraint('tenant_invitations_settled_once', sql`accepted_at is null or revoked_at is null`)
    .execute();
  await db.schema.createIndex('tenant_invitations_tenant_idx').on('tenant_invitations').columns(['tenant_id', 'id']).execute();
  await db.schema.createIndex('tenant_invitations_email_idx').on('tenant_invitations').columns(['tenant_id', 'email']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenant_invitations').execute();
}
