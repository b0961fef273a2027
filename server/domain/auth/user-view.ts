import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import { isTotpActive } from '../../db/repositories/mfa-totp.ts';
import { findUserById } from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';

/**
 * The public projection of a user: never the password hash. Callers that already know
 * whether TOTP is on pass it, so the lookup is not made twice.
 */
export async function userView(db: Db, user: UserRow, mfaEnabled?: boolean): Promise<Schemas['User']> {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.email_verified_at !== null,
    name: user.name,
    mfaEnabled: mfaEnabled ?? (await isTotpActive(db, user.id)),
    createdAt: user.created_at.toISOString(),
  };
}

/** The signed-in user. A valid token for a user that no longer exists no longer works. */
export async function currentUser(services: Services, userId: string): Promise<Schemas['User']> {
  // Cached per user; verifying the address and turning TOTP on or off forget it (user:<id>).
  const user = await services.credentials.users.get(userId, async () => {
    const row = await findUserById(services.db, userId);
    return row && userView(services.db, row);
  });
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  return user;
}
