// Issue 31 point 4: a backend manages tenants and their members through the platform, with a
// service account holding `tenants:read` / `tenants:write` instead of a person's token. Every
// change goes through the tenant-side domain functions with the platform as the caller, so the
// tenant's rules (last owner, plan limits, consent, mail caps) are the same code.
import type { QueryParams, RequestBody, Schemas } from '../../api-types.ts';
import { findMemberRow, insertMember } from '../../db/repositories/members.ts';
import { listTenantRows } from '../../db/repositories/tenants.ts';
import { findUserByEmail, normalizeEmail } from '../../db/repositories/users.ts';
import { platformCaller } from '../../policy/membership.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { metadataFilter } from '../metadata.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';
import { inviteToTenant, listInvitations, mailInvitation } from '../tenants/invitations.ts';
import { listMembers } from '../tenants/members.ts';
import { memberView } from '../tenants/member-view.ts';
import { getTenant, insertTenantWith, tenantView } from '../tenants/tenants.ts';

/** listPlatformTenants: every tenant, newest first, optionally those with one metadata key's value. */
export async function listPlatformTenants(
  services: Services,
  query: QueryParams<'listPlatformTenants'>,
): Promise<Schemas['PlatformTenantPage']> {
  const limit = clampLimit(query.limit);
  const rows = await listTenantRows(services.db, { limit, beforeId: decodeCursor(query.cursor), metadata: metadataFilter(query) });
  return pageOf(rows, limit, tenantView);
}

/**
 * createPlatformTenant: the address of a verified account becomes the owner at once (the
 * platform vouches for the tenant, and the user already proved the address); any other address
 * is invited as owner, so that nobody gets a tenant in the name of an address they do not hold.
 * `TENANT_CREATION` is not consulted: it decides what people may do, and `closed` leaves
 * creation to exactly this route.
 */
export async function createPlatformTenant(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'createPlatformTenant'>,
): Promise<Schemas['PlatformTenantCreated']> {
  const email = normalizeEmail(input.ownerEmail);
  const created = await insertTenantWith(services, meta, input, async (trx, tenant) => {
    const user = await findUserByEmail(trx, email);
    if (user?.email_verified_at) {
      await insertMember(trx, tenant.id, user.id, { builtinRole: 'owner', customRoleId: null });
      const owner = memberView((await findMemberRow(trx, tenant.id, user.id))!);
      await recordTenantChange(trx, services, meta, {
        event: 'member.added',
        tenantId: tenant.id,
        target: { type: 'user', id: user.id },
        metadata: { role: 'owner' },
        data: owner,
      });
      return { tenant: tenantView(tenant), owner, issued: null };
    }
    const issued = await inviteToTenant(trx, services, meta, { tenant, caller: platformCaller(tenant.id) }, { email, role: 'owner' });
    return { tenant: tenantView(tenant), owner: null, issued };
  });
  if (created.issued) await mailInvitation(services, created.issued, null);
  return { tenant: created.tenant, owner: created.owner, invitation: created.issued?.invitation ?? null };
}

export async function listPlatformTenantMembers(services: Services, tenantId: string): Promise<Schemas['MemberPage']> {
  // Unlike a member's view, the platform's must tell an unknown tenant (404, from getTenant) from an empty one.
  await getTenant(services, tenantId);
  return listMembers(services, tenantId);
}

export async function listPlatformTenantInvitations(
  services: Services,
  tenantId: string,
  query: QueryParams<'listPlatformTenantInvitations'>,
): Promise<Schemas['InvitationPage']> {
  await getTenant(services, tenantId);
  return listInvitations(services, tenantId, query);
}
