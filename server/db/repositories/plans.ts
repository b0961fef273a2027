import type { Db } from '../database.ts';

export function listPlanRows(db: Db) {
  return db.selectFrom('plans').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function findPlanByKey(db: Db, key: string) {
  return db.selectFrom('plans').selectAll().where('key', '=', key).executeTakeFirst();
}

export function findPlan(db: Db, planId: string) {
  return db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
}
