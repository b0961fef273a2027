import { type Selectable, sql } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Db } from '../database.ts';
import { isUniqueViolation } from '../errors.ts';
import type { TenantDomainsTable } from '../schema.ts';

export type DomainRow = Selectable<TenantDomainsTable>;

/** Every query here names the tenant: a domain of another tenant does not exist (404). */
export function listDomainRows(db: Db, tenantId: string) {
  return db.selectFrom('tenant_domains').selectAll().where('tenant_id', '=', tenantId).orderBy('domain').execute();
}

export async function countDomainRows(db: Db, tenantId: string): Promise<number> {
  const { count } = await db
    .selectFrom('tenant_domains')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findDomainRow(db: Db, tenantId: string, domainId: string) {
  const row = await db
    .selectFrom('tenant_domains')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', domainId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function insertDomainRow(db: Db, domain: { id: string; tenantId: string; domain: string; verificationValue: string }) {
  try {
    return await db
      .insertInto('tenant_domains')
      .values({ id: domain.id, tenant_id: domain.tenantId, domain: domain.domain, verification_value: domain.verificationValue })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'This tenant has claimed that domain already.');
    throw err;
  }
}

/** Marks it verified unless it is already; another tenant's verification of the same domain is 409 DOMAIN_TAKEN. */
export async function markDomainVerified(db: Db, tenantId: string, domainId: string) {
  try {
    return await db
      .updateTable('tenant_domains')
      .set({ verified_at: sql`coalesce(verified_at, now())` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', domainId)
      .returningAll()
      .executeTakeFirst();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('DOMAIN_TAKEN');
    throw err;
  }
}

export async function deleteDomainRow(db: Db, tenantId: string, domainId: string): Promise<boolean> {
  const result = await db.deleteFrom('tenant_domains').where('tenant_id', '=', tenantId).where('id', '=', domainId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
