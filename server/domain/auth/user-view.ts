import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { isTotpActive } from '../mfa/totp-store.ts';

/**
 * The public projection of a user: never the password hash. Callers that already know
 * whether TOTP is on pass it, so the lookup is not made twice.
 */
export async function userView(db: Db, user: UserRow, mfaEnabled?: boolean): Promise<Schemas['User']> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    mfaEnabled: mfaEnabled ?? (await isTotpActive(db, user.id)),
    createdAt: user.created_at.toISOString(),
  };
}
