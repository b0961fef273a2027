import type { Db } from '../../db/database.ts';
import { deleteRecoveryCodeRows } from '../../db/repositories/mfa-recovery-codes.ts';
import { deleteTotpRow } from '../../db/repositories/mfa-totp.ts';
import { markEmailVerified, updateUserPasswordHash } from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/schema.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import { endSessions, type RevocationReason } from '../auth/sessions.ts';
import { removePasskeysSetUpBeforeProof } from '../passkeys/unproven-passkeys.ts';
import type { Services } from '../../services.ts';

/**
 * An account whose owner never proved its address may not be that address's owner: someone
 * could have signed up with it first. When a provider that vouches for the address (SSO, a
 * social connection) links it, its sessions end and its password, second factors and passkeys go, and
 * the address counts as verified: from now on the account is the provider's person's alone.
 * An account that proved its address is left as it is. Answers whether it was proven.
 */
export async function handOverUnprovenAccount(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  account: UserRow,
  reason: RevocationReason,
): Promise<boolean> {
  if (account.email_verified_at !== null) return true;
  await endSessions(trx, meta, account.id, {}, reason);
  await updateUserPasswordHash(trx, account.id, NO_PASSWORD);
  await deleteTotpRow(trx, account.id);
  await deleteRecoveryCodeRows(trx, account.id);
  await removePasskeysSetUpBeforeProof(trx, services, meta, account, reason);
  await markEmailVerified(trx, account.id, account.email);
  return false;
}
