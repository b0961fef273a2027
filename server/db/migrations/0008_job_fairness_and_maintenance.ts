import { type Kysely, sql } from 'kysely';

// Issue 14: one tenant's webhooks cannot take every worker, and the server schedules its own
// maintenance on the jobs table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    // The tenant whose share of the workers this job uses (webhook deliveries): the claim
    // query keeps each tenant under WEBHOOK_TENANT_CONCURRENCY running jobs.
    .addColumn('tenant_id', 'text')
    // Jobs with the same key run one at a time, oldest first (a webhook endpoint's deliveries).
    .addColumn('serial_key', 'text')
    // A scheduled run's "type@period": unique, so however many instances race to queue a
    // period's maintenance, exactly one job exists for it.
    .addColumn('schedule_key', 'text')
    .execute();
  await sql`create unique index jobs_schedule_key_idx on jobs (schedule_key) where schedule_key is not null`.execute(db);
  // Pruning finds finished jobs by age.
  await sql`create index jobs_finished_idx on jobs (finished_at) where status in ('succeeded', 'failed', 'cancelled')`.execute(db);

  // Deliveries queued before the upgrade join the fairness rules too.
  await sql`
    update jobs
       set tenant_id = d.tenant_id, serial_key = 'webhook_endpoint:' || d.endpoint_id
      from webhook_deliveries d
     where d.job_id = jobs.id and jobs.type = 'webhooks.deliver'`.execute(db);

  // Since when every attempt at this endpoint has failed (null: the last one succeeded);
  // after WEBHOOK_DISABLE_AFTER_DAYS of that, it is disabled.
  await db.schema.alterTable('webhook_endpoints').addColumn('failing_since', 'timestamptz').execute();

  // Pruning deliveries finds them by age.
  await db.schema.createIndex('webhook_deliveries_created_idx').on('webhook_deliveries').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_created_idx').execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('failing_since').execute();
  await db.schema.dropIndex('jobs_finished_idx').execute();
  await db.schema.dropIndex('jobs_schedule_key_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('schedule_key').dropColumn('serial_key').dropColumn('tenant_id').execute();
}
