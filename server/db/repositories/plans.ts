import { sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { isUniqueViolation } from '../errors.ts';
import type { PlanRow } from '../schema.ts';

/** The limit columns: null means unlimited. */
export type PlanLimitColumns = Partial<Pick<PlanRow, 'max_members' | 'max_api_keys' | 'max_webhook_endpoints'>>;

export function listPlanRows(db: Db) {
  return db.selectFrom('plans').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function findPlanByKey(db: Db, key: string) {
  return db.selectFrom('plans').selectAll().where('key', '=', key).executeTakeFirst();
}

export function findPlan(db: Db, planId: string) {
  return db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
}

/** A plan's key is unique: a second one with the same key is 409. */
export async function insertPlanRow(db: Db, plan: { id: string; key: string; name: string } & PlanLimitColumns): Promise<PlanRow> {
  try {
    return await db
      .insertInto('plans')
      .values({ max_members: null, max_api_keys: null, max_webhook_endpoints: null, ...plan })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', `A plan with the key "${plan.key}" already exists.`);
    throw err;
  }
}

export async function updatePlanRow(db: Db, planId: string, changes: { name?: string } & PlanLimitColumns): Promise<PlanRow> {
  const row = await db
    .updateTable('plans')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', planId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
