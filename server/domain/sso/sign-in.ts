import type { Db } from '../../db/database.ts';
import * as members from '../../db/repositories/members.ts';
import * as sso from '../../db/repositories/sso.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import { findUserByEmail, findUserById, insertUser, markEmailVerified, normalizeEmail } from '../../db/repositories/users.ts';
import type { ProviderConfigRow, SsoProfile, UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ExternalIdentity } from '../../protocols/sso/external-identity.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import { newId } from '../ids.ts';
import { memberView } from '../tenants/member-view.ts';
import { assertWithinPlanLimit } from '../tenants/plan-limits.ts';
import { resolveRoleName } from '../tenants/roles.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import { handOverUnprovenAccount } from './account-handover.ts';
import { domainOf } from './providers.ts';

export interface Admitted {
  user: UserRow;
  profile: SsoProfile;
}

/**
 * Who the IdP's identity is in Gatekeep, inside one transaction under the tenant's lock:
 * the user already linked to (config, subject); else an account with the address, linked only
 * when the address is in a domain the tenant verified and the IdP vouches for it; else a new
 * user when the config provisions. Then the membership (the config's default role when it
 * provisions), the `sso.*` events, all committed together or not at all.
 */
export async function admitExternalIdentity(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  config: ProviderConfigRow,
  identity: ExternalIdentity,
): Promise<Admitted> {
  const tenant = await lockTenant(trx, config.tenant_id);
  const linked = await sso.findSsoIdentity(trx, config.id, identity.subject);
  const email = identity.email === null ? null : normalizeEmail(identity.email);
  let user: UserRow;
  if (linked) {
    const found = await findUserById(trx, linked.user_id);
    if (!found) throw new AppError('NOT_FOUND');
    user = found;
    await sso.touchSsoIdentity(trx, linked.id, email ?? linked.email);
  } else {
    if (email === null) throw new AppError('SSO_EMAIL_OUTSIDE_DOMAINS', 'The identity provider asserted no email address.');
    if (!(await sso.isVerifiedDomainOf(trx, tenant.id, domainOf(email))))
      throw new AppError('SSO_EMAIL_OUTSIDE_DOMAINS', `${domainOf(email)} is not one of the tenant's verified domains.`);
    const existing = await findUserByEmail(trx, email);
    user = existing
      ? await link(trx, services, meta, config, identity, existing)
      : await provision(trx, services, meta, config, identity, email);
  }
  if (user.disabled_at) throw new AppError('ACCOUNT_DISABLED');
  await ensureMembership(trx, services, meta, config, tenant.plan_id, user);

  const profile: SsoProfile = {
    providerConfigId: config.id,
    tenantId: config.tenant_id,
    subject: identity.subject,
    email: email ?? user.email,
    name: identity.name,
  };
  await recordTenantChange(trx, services, meta, {
    event: 'sso.login',
    tenantId: config.tenant_id,
    actor: { kind: 'user', userId: user.id },
    target: { type: 'user', id: user.id },
    metadata: { providerConfigId: config.id, subject: identity.subject },
    data: { ...profile, userId: user.id },
  });
  return { user, profile };
}

/**
 * An account that already has the address joins the identity only when the IdP vouches for
 * the address (a missing claim fails closed); an account that never proved it is handed over.
 */
async function link(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  config: ProviderConfigRow,
  identity: ExternalIdentity,
  account: UserRow,
): Promise<UserRow> {
  if (!identity.emailVerified) throw new AppError('SSO_ACCOUNT_CONFLICT');
  const wasVerified = await handOverUnprovenAccount(trx, services, meta, account, 'sso_account_linked');
  await sso.insertSsoIdentity(trx, {
    id: newId('sso'),
    configId: config.id,
    subject: identity.subject,
    userId: account.id,
    email: account.email,
  });
  await recordTenantChange(trx, services, meta, {
    event: 'sso.account_linked',
    tenantId: config.tenant_id,
    actor: { kind: 'user', userId: account.id },
    target: { type: 'user', id: account.id },
    metadata: { providerConfigId: config.id, subject: identity.subject, wasVerified },
    data: {
      providerConfigId: config.id,
      tenantId: config.tenant_id,
      userId: account.id,
      subject: identity.subject,
      email: account.email,
      name: identity.name,
    },
  });
  return (await findUserById(trx, account.id))!;
}

async function provision(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  config: ProviderConfigRow,
  identity: ExternalIdentity,
  email: string,
): Promise<UserRow> {
  if (!config.jit_provisioning) throw new AppError('SSO_NOT_PROVISIONED');
  const created = await insertUser(trx, { id: newId('usr'), email, name: identity.name, passwordHash: NO_PASSWORD });
  await markEmailVerified(trx, created.id, email);
  await sso.insertSsoIdentity(trx, { id: newId('sso'), configId: config.id, subject: identity.subject, userId: created.id, email });
  await recordTenantChange(trx, services, meta, {
    event: 'sso.user_provisioned',
    tenantId: config.tenant_id,
    actor: { kind: 'user', userId: created.id },
    target: { type: 'user', id: created.id },
    metadata: { providerConfigId: config.id, subject: identity.subject },
    data: {
      providerConfigId: config.id,
      tenantId: config.tenant_id,
      userId: created.id,
      subject: identity.subject,
      email,
      name: identity.name,
    },
  });
  return (await findUserById(trx, created.id))!;
}

/** A member already, or made one with the config's default role when it provisions. */
async function ensureMembership(trx: Db, services: Services, meta: RequestMeta, config: ProviderConfigRow, planId: string, user: UserRow) {
  if (await members.findMemberRow(trx, config.tenant_id, user.id)) return;
  if (!config.jit_provisioning) throw new AppError('SSO_NOT_PROVISIONED');
  await assertWithinPlanLimit(trx, planId, 'max_members', await members.countMembers(trx, config.tenant_id));
  await members.insertMember(trx, config.tenant_id, user.id, await resolveRoleName(trx, config.tenant_id, config.default_role));
  const member = memberView((await members.findMemberRow(trx, config.tenant_id, user.id))!);
  await recordTenantChange(trx, services, meta, {
    event: 'member.added',
    tenantId: config.tenant_id,
    actor: { kind: 'user', userId: user.id },
    target: { type: 'user', id: user.id },
    metadata: { role: member.role, providerConfigId: config.id },
    data: member,
  });
}
