import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { isTotpActive } from '../mfa/totp-store.ts';

/** The public projection of a user: never the password hash. */
export async function userView(db: Db, user: UserRow): Promise<Schemas['User']> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    mfaEnabled: await isTotpActive(db, user.id),
    createdAt: user.created_at.toISOString(),
  };
}
