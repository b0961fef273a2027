import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { giveBackLoginAttempt, loginSubject, reserveLoginSlot } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Re-authentication of a signed-in user before a sensitive change (OWASP ASVS 5.0 6.3.x): the
 * current password, under the same throttle as a login from the caller's address, and a wrong
 * one counts as a failed login there, so an access token gives no second place to guess.
 * Issue 29: the attempt takes its slot in the login counters of the user's email (the
 * account, shared with login) and the caller's address before argon2, as a login does.
 */
export async function confirmPassword(services: Services, meta: RequestMeta, user: UserRow, password: string): Promise<void> {
  const slot = await reserveLoginSlot(services, loginSubject(user.email, meta.ip, user.id));
  if (await verifyPassword(user.password_hash, password)) {
    await giveBackLoginAttempt(services.db, slot);
    return;
  }
  await recordAuditEvent(services.db, meta, {
    action: 'user.login_failed',
    target: { type: 'user', id: user.id },
    metadata: { stepUp: true },
  });
  throw new AppError('INVALID_CREDENTIAL', 'The password is incorrect.');
}
