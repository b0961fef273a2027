import { type Kysely, sql } from 'kysely';

// Issue 32 point 1: domains a tenant claims, verified by a DNS TXT record
// `_gatekeep-challenge.<domain>` carrying `verification_value`. A domain may be pending in
// several tenants at once (claiming proves nothing), but verified in one only: the partial
// unique index makes a second verification fail (409 DOMAIN_TAKEN) even when two race.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant_domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('verification_value', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tenant_domains_tenant_domain_key', ['tenant_id', 'domain'])
    .execute();
  await sql`create unique index tenant_domains_verified_key on tenant_domains (domain) where verified_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenant_domains').execute();
}
