import type { Migration } from 'kysely';
import * as initial from './0001_initial.ts';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};
