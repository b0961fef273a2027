import type { RequestBody, Schemas } from '../../api-types.ts';
import { findUserById, updateUserName } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { userView } from './user-view.ts';

/**
 * updateMe: the caller's display name. A name equal to the current one writes nothing and
 * records nothing, so a client may send its whole form on every save.
 */
export async function updateMe(
  services: Services,
  meta: RequestMeta,
  userId: string,
  input: RequestBody<'updateMe'>,
): Promise<Schemas['User']> {
  const user = await services.db.transaction().execute(async (trx) => {
    const updated = await updateUserName(trx, userId, input.name);
    if (updated) {
      await recordUserChange(trx, services, meta, { event: 'user.updated', user: updated, metadata: { fields: ['name'] } });
      return updated;
    }
    const unchanged = await findUserById(trx, userId);
    if (!unchanged) throw new AppError('INVALID_CREDENTIAL');
    return unchanged;
  });
  return userView(services.db, user);
}
