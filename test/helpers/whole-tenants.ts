import { sql } from 'kysely';
import { type DatabaseOptions, openDatabase } from '../../server/db/database.ts';

export interface TenantRecord {
  name: string;
  /** Owner memberships: a whole tenant has exactly one (its creator). */
  owners: number;
  /** `tenant.created` audit events: a whole tenant has exactly one. */
  audit_events: number;
}

/**
 * Every tenant whose name starts with `prefix`, read from the database itself (not through the
 * API whose answers are being checked), with what makes a create whole counted beside it.
 */
export async function tenantsNamed(options: Pick<DatabaseOptions, 'databaseUrl' | 'dataDir' | 'pgliteSyncCommits'>, prefix: string) {
  const database = await openDatabase(options);
  try {
    const { rows } = await sql<TenantRecord>`
      select t.name,
             (select count(*)::int from tenant_members m where m.tenant_id = t.id and m.builtin_role = 'owner') as owners,
             (select count(*)::int from audit_events a where a.tenant_id = t.id and a.action = 'tenant.created') as audit_events
        from tenants t where t.name like ${`${prefix}%`}`.execute(database.db);
    return rows;
  } finally {
    await database.close();
  }
}
