import type { RequestBody, Schemas } from '../../api-types.ts';
import { spendUserEmailTokens } from '../../db/repositories/email-tokens.ts';
import { findUserById, updateUserPasswordHash } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { confirmPassword } from './password-step-up.ts';
import { hashPassword } from './passwords.ts';
import { endSessions } from './sessions.ts';

/**
 * `changePassword`: the new password's policy first (a weak one is refused before the current
 * password is checked, so it never counts as a failed login), then the current password
 * (throttled like a login), then the new hash, its audit event and the end of every other
 * session in one transaction: whoever knew the old password and signed in with it is signed
 * out with it. Outstanding reset links are spent in it too: a link asked for before the change
 * (perhaps by whoever the change is meant to shut out) must not undo it.
 */
export async function changePassword(
  services: Services,
  meta: RequestMeta,
  userId: string,
  sessionId: string | undefined,
  input: RequestBody<'changePassword'>,
): Promise<Schemas['PasswordChanged']> {
  assertPasswordAllowed(input.newPassword, 'body.newPassword');
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  await confirmPassword(services, meta, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await services.db.transaction().execute(async (trx) => {
    await updateUserPasswordHash(trx, userId, passwordHash);
    await spendUserEmailTokens(trx, userId, 'password_reset');
    await recordUserChange(trx, services, meta, { event: 'user.password_changed', user });
    return endSessions(trx, meta, userId, { allBut: sessionId }, 'password_changed');
  });
  return { revokedSessions: revoked.length };
}
