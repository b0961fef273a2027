import { randomBytes } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import * as domains from '../../db/repositories/domains.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { challengeAnswered, challengeName } from './domain-challenge.ts';

/**
 * Enough for any organisation's brands and regions; a bound keeps listDomains one page and
 * discovery's lookups small. A race of creates can pass it by a few, which harms nothing.
 */
export const MAX_DOMAINS_PER_TENANT = 100;

export function domainView(row: domains.DomainRow): Schemas['Domain'] {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    domain: row.domain,
    status: row.verified_at ? 'verified' : 'pending',
    verification: { type: 'TXT', name: challengeName(row.domain), value: row.verification_value },
    verifiedAt: row.verified_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** `Acme.COM.` → `acme.com`: DNS names compare without case, and the root's dot says nothing. */
function normalizeDomain(domain: string): string {
  return domain.toLowerCase().replace(/\.$/, '');
}

export async function listDomains(services: Services, tenantId: string): Promise<Schemas['DomainPage']> {
  return { items: (await domains.listDomainRows(services.db, tenantId)).map(domainView), nextCursor: null };
}

export async function getDomain(services: Services, tenantId: string, domainId: string): Promise<Schemas['Domain']> {
  return domainView(await domains.findDomainRow(services.db, tenantId, domainId));
}

export async function createDomain(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  input: RequestBody<'createDomain'>,
): Promise<Schemas['Domain']> {
  return services.db.transaction().execute(async (trx) => {
    if ((await domains.countDomainRows(trx, tenantId)) >= MAX_DOMAINS_PER_TENANT) {
      throw new AppError('CONFLICT', `A tenant may claim at most ${MAX_DOMAINS_PER_TENANT} domains; delete one first.`);
    }
    const row = await domains.insertDomainRow(trx, {
      id: newId('dom'),
      tenantId,
      domain: normalizeDomain(input.domain),
      // Public by design (anyone can read DNS); random so that one tenant's record proves nothing for another.
      verificationValue: `gatekeep-verification=${randomBytes(24).toString('base64url')}`,
    });
    const domain = domainView(row);
    await recordTenantChange(trx, services, meta, {
      event: 'domain.created',
      tenantId,
      target: { type: 'domain', id: row.id },
      metadata: { domain: row.domain },
      data: domain,
    });
    return domain;
  });
}

/**
 * The DNS lookup runs before the transaction (no transaction waits on the network); the
 * update then marks the domain verified, and the partial unique index refuses it (409
 * DOMAIN_TAKEN) when another tenant verified the same domain first, however close the race.
 */
export async function verifyDomain(services: Services, meta: RequestMeta, tenantId: string, domainId: string): Promise<Schemas['Domain']> {
  const claimed = await domains.findDomainRow(services.db, tenantId, domainId);
  if (claimed.verified_at) return domainView(claimed);
  if (!(await challengeAnswered(services.config.dnsServers, claimed.domain, claimed.verification_value))) {
    throw new AppError(
      'CONFLICT',
      `No TXT record of ${challengeName(claimed.domain)} carries this domain's value yet; publish it (DNS may take minutes to spread), then verify again.`,
    );
  }
  return services.db.transaction().execute(async (trx) => {
    const row = await domains.markDomainVerified(trx, tenantId, domainId);
    if (!row) throw new AppError('NOT_FOUND');
    const domain = domainView(row);
    await recordTenantChange(trx, services, meta, {
      event: 'domain.verified',
      tenantId,
      target: { type: 'domain', id: row.id },
      metadata: { domain: row.domain },
      data: domain,
    });
    return domain;
  });
}

export async function deleteDomain(services: Services, meta: RequestMeta, tenantId: string, domainId: string): Promise<Schemas['Deleted']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await domains.findDomainRow(trx, tenantId, domainId);
    await domains.deleteDomainRow(trx, tenantId, domainId);
    await recordTenantChange(trx, services, meta, {
      event: 'domain.deleted',
      tenantId,
      target: { type: 'domain', id: row.id },
      metadata: { domain: row.domain, wasVerified: row.verified_at !== null },
      data: domainView(row),
    });
    return { id: domainId, deleted: true };
  });
}
