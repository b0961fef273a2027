import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import type { Services } from '../services.ts';
import { assertLoginAllowed, forgiveLoginFailures, loginSubject, recordLoginFailure } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Re-authentication of a signed-in user before a sensitive change (OWASP ASVS 5.0 6.3.x): the
 * current password, under the same throttle as a login from the caller's address, and a wrong
 * one counts as a failed login there, so an access token gives no second place to guess.
 */
export async function confirmPassword(services: Services, meta: RequestMeta, user: UserRow, password: string): Promise<void> {
  const subject = loginSubject(user.email, meta.ip, user.id);
  await assertLoginAllowed(services, subject);
  if (await verifyPassword(user.password_hash, password)) {
    await forgiveLoginFailures(services.db, subject);
    return;
  }
  await services.db.transaction().execute(async (trx) => {
    await recordLoginFailure(trx, subject);
    await recordAuditEvent(trx, meta, { action: 'user.login_failed', target: { type: 'user', id: user.id }, metadata: { stepUp: true } });
  });
  throw new AppError('INVALID_CREDENTIAL', 'The password is incorrect.');
}
