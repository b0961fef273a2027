import { findLiveSessionStart } from '../../db/repositories/sessions.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { confirmPassword } from '../auth/password-step-up.ts';
import { hasPassword } from '../auth/passwords.ts';

/** How recent a sign-in stands in for the password of an account that has none. */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

/**
 * Re-authentication before a passkey is added or removed (ASVS 5.0 6.3): the current password,
 * under login's throttle (password-step-up.ts); for an account without one, a sign-in made
 * within the last five minutes in this very session.
 */
export async function confirmStepUp(
  services: Services,
  meta: RequestMeta,
  user: UserRow,
  sessionId: string | undefined,
  password: string | undefined,
): Promise<void> {
  if (hasPassword(user)) {
    if (password === undefined) throw new AppError('VALIDATION_FAILED', 'body.password is required: confirm the current password.');
    await confirmPassword(services, meta, user, password);
    return;
  }
  const began = sessionId === undefined ? undefined : await findLiveSessionStart(services.db, user.id, sessionId);
  if (!began || Date.now() - began.getTime() > FRESH_SIGN_IN_MS)
    throw new AppError(
      'INVALID_CREDENTIAL',
      'This account has no password: sign in again (within the last 5 minutes) before changing its passkeys.',
    );
}
