import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Background work: claimed with FOR UPDATE SKIP LOCKED, so any number of instances can
  // poll one table and each job runs once; a lease (locked_until) lets another instance
  // take over a job whose worker died.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // The claim query reads only unfinished jobs: keep that index small.
  await sql`create index jobs_claim_idx on jobs (run_at, id) where status in ('queued', 'running')`.execute(db);
  await db.schema.createIndex('jobs_status_id_idx').on('jobs').columns(['status', 'id']).execute();

  // One row per (event, endpoint). The job carries the attempts; this row carries what a
  // tenant sees: the exact body that is signed (identical on every retry) and the last answer.
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();

  // The expiry sweep records each key's expiry once (audit event and webhook).
  await db.schema.alterTable('api_keys').addColumn('expiry_recorded_at', 'timestamptz').execute();

  // tenant.deleted left the catalogue: the tenant's endpoints go with it, so it could never be delivered.
  await sql`update webhook_endpoints set event_types = event_types - 'tenant.deleted' where event_types ? 'tenant.deleted'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_keys').dropColumn('expiry_recorded_at').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('jobs').execute();
}
