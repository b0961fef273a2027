import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { publishInvalidations } from '../../db/invalidations.ts';
import { forgetUserInAuditLog } from '../../db/repositories/audit-events.ts';
import { countMembers } from '../../db/repositories/members.ts';
import { listOwnedTenantIds } from '../../db/repositories/memberships.ts';
import { revokeSessionRows } from '../../db/repositories/sessions.ts';
import { lockTenant } from '../../db/repositories/tenants.ts';
import { deleteUserRow, findUserById } from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { confirmPassword } from './password-step-up.ts';

/**
 * deleteMe (GDPR Art. 17): the password first (throttled like a login), then the account in
 * one transaction.
 */
export async function deleteMe(services: Services, meta: RequestMeta, userId: string, password: string): Promise<Schemas['Deleted']> {
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  await confirmPassword(services, meta, user, password);
  await services.db.transaction().execute((trx) => deleteAccount(trx, services, meta, user));
  return { id: user.id, deleted: true };
}

/**
 * Deletes a user inside the caller's transaction (deleteMe, and the platform's deleteUser):
 * refused while they are the last owner of a tenant; otherwise sessions, credentials, second
 * factors, links and memberships go with the row (the foreign keys cascade), every instance
 * forgets the user's sessions and views on commit, and the audit log keeps the user's id only.
 * `user.deleted` is recorded and sent to the user's tenants before the memberships go.
 */
export async function deleteAccount(trx: Db, services: Services, meta: RequestMeta, user: UserRow): Promise<void> {
  // Each tenant the user owns is locked (in id order, as every path does), so two co-owners
  // deleting themselves at once cannot both see the other as the remaining owner.
  const lastOwnerOf: string[] = [];
  for (const tenantId of await listOwnedTenantIds(trx, user.id)) {
    await lockTenant(trx, tenantId);
    if ((await countMembers(trx, tenantId, 'owner')) === 1) lastOwnerOf.push(tenantId);
  }
  if (lastOwnerOf.length > 0) {
    throw new AppError(
      'LAST_OWNER',
      `This user is the last owner of ${lastOwnerOf.join(', ')}; make someone else an owner, or delete the tenant, first.`,
    );
  }
  await recordUserChange(trx, services, meta, { event: 'user.deleted', user });
  await revokeSessionRows(trx, user.id, {});
  await forgetUserInAuditLog(trx, user);
  await deleteUserRow(trx, user.id);
  await publishInvalidations(trx, [`user:${user.id}`]);
}
