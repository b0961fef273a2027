import { type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import { type MigrationDeps, migrationsFor } from './migrations/index.ts';

/** Brings the schema up to date; Kysely's migrator locks, so concurrent starts are safe. */
export async function migrateToLatest(db: Db, deps: MigrationDeps): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(deps) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
